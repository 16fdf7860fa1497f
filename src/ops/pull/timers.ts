/**
 * The puller's clock work: one check at a time, the next one a poll interval later with ±20%
 * jitter (so a fleet does not ask in step), or after a failure a backoff (the first retry delay,
 * doubling, at most four poll intervals, jittered too); a check asked for while one runs follows
 * it. And the one timer of a scheduled swap (activate_at). Nothing here keeps the process alive.
 */

/** setTimeout's longest delay; a later activation is re-armed by a later check. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface TimerOptions {
  pollMs: number;
  retryMs: number;
  random: () => number;
  /** One check; resolves with whether it succeeded. */
  check: () => Promise<boolean>;
}

/** `ms` ±20%. */
export function jittered(ms: number, random: () => number): number {
  return Math.round(ms * (0.8 + 0.4 * random()));
}

/** The delay before the next check after `failures` failed checks in a row (0: the poll interval). */
export function nextDelay(failures: number, pollMs: number, retryMs: number): number {
  if (failures === 0) return pollMs;
  return Math.min(4 * pollMs, retryMs * 2 ** Math.min(failures - 1, 30));
}

export class PullTimers {
  readonly #options: TimerOptions;
  #next: NodeJS.Timeout | undefined;
  #activation: NodeJS.Timeout | undefined;
  #running = false;
  #again = false;
  #closed = false;
  #failures = 0;

  constructor(options: TimerOptions) {
    this.#options = options;
  }

  start(): void {
    this.now();
  }

  /** A check now, or right after the one running. */
  now(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#next);
    void this.#run();
  }

  /** Calls `activate` in `ms` (at once when ≤ 0), replacing a scheduled activation. */
  activateAt(ms: number, activate: () => void): void {
    this.cancelActivation();
    if (this.#closed || ms > LONGEST_TIMER_MS) return;
    this.#activation = setTimeout(activate, Math.max(0, ms));
    this.#activation.unref();
  }

  cancelActivation(): void {
    clearTimeout(this.#activation);
    this.#activation = undefined;
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#next);
    this.cancelActivation();
  }

  async #run(): Promise<void> {
    this.#running = true;
    let succeeded: boolean;
    try {
      succeeded = await this.#options.check();
    } finally {
      this.#running = false;
    }
    this.#failures = succeeded ? 0 : this.#failures + 1;
    if (this.#closed) return;
    if (this.#again) {
      this.#again = false;
      return this.now();
    }
    const { pollMs, retryMs, random } = this.#options;
    this.#next = setTimeout(() => this.now(), jittered(nextDelay(this.#failures, pollMs, retryMs), random));
    this.#next.unref();
  }
}
