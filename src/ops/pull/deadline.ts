/**
 * A deadline on work that waits for the store: an abort signal that fires when the time is up or
 * when `parent` (the puller closing) aborts. A store that passed the deadline is `store_slow`.
 */
import { PullError } from '../published/source.js';

export interface Deadline {
  /** Aborts at the deadline or with the parent. */
  readonly signal: AbortSignal;
  /** Ends the timer (the work is done); safe to call twice. */
  clear(): void;
  /** Starts the time again (an idle timeout: some data arrived). */
  restart(): void;
  /** `error` as store_slow when the deadline passed (rather than what aborting made of it); as it is otherwise. */
  explain(error: unknown): unknown;
}

/** A deadline `ms` from now; `message` says what passed it (store_slow's message). */
export function deadline(ms: number, parent: AbortSignal, message: string): Deadline {
  const own = new AbortController();
  const arm = (): NodeJS.Timeout => setTimeout(() => own.abort(new Error(message)), ms).unref();
  let timer = arm();
  return {
    signal: AbortSignal.any([parent, own.signal]),
    clear: () => clearTimeout(timer),
    restart: () => {
      clearTimeout(timer);
      timer = arm();
    },
    explain: (error) =>
      own.signal.aborted && !parent.aborted ? new PullError('store_slow', (own.signal.reason as Error).message) : error,
  };
}
