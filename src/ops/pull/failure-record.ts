/**
 * The puller's failures as its status reports them: the run of failed checks going on (its reason,
 * first and last time, length), the count since start, and a check running too long, which shows
 * as store_slow while it runs.
 */
import type { SnapshotRefusalReason } from '../../snapshot/format.js';
import type { PullError, PullFailureReason } from '../published/source.js';

/** The failure of the last check, while checks fail. */
export interface PullFailure {
  reason: PullFailureReason;
  refusal?: SnapshotRefusalReason;
  /** The last failure, and the first of this run of failures. */
  at: string;
  since: string;
  attempts: number;
}

export class FailureRecord {
  readonly #now: () => number;
  #current: PullFailure | undefined;
  #total = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Failed checks since start. */
  get total(): number {
    return this.#total;
  }

  /** Records a failed check; returns the failure as the status shows it. */
  failed(error: PullError): PullFailure {
    this.#total++;
    const at = new Date(this.#now()).toISOString();
    this.#current = {
      reason: error.reason,
      ...(error.refusal ? { refusal: error.refusal } : {}),
      at,
      since: this.#current?.since ?? at,
      attempts: (this.#current?.attempts ?? 0) + 1,
    };
    return this.#current;
  }

  /** A check succeeded; returns how many had failed in a row before it, if any. */
  recovered(): number | undefined {
    const attempts = this.#current?.attempts;
    this.#current = undefined;
    return attempts;
  }

  /**
   * The failure to report: store_slow while the check that started at `checkStartedAt` has run for
   * two poll intervals or more, else the last check's failure, if it failed.
   */
  current(checkStartedAt: number | undefined, pollMs: number): PullFailure | undefined {
    const slowSince = checkStartedAt === undefined ? undefined : checkStartedAt + 2 * pollMs;
    const now = this.#now();
    if (slowSince === undefined || now < slowSince) return this.#current && { ...this.#current };
    return {
      reason: 'store_slow',
      at: new Date(now).toISOString(),
      since: this.#current?.since ?? new Date(slowSince).toISOString(),
      attempts: this.#current?.attempts ?? 0,
    };
  }
}
