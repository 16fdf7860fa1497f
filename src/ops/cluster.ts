/**
 * WORKERS > 1: the primary process of a node:cluster. It loads nothing itself; it forks the
 * workers, each of which runs the whole server (src/serving.ts: its own snapshot, keys watcher,
 * limits and app) and listens on the one shared port, which the primary hands connections to in
 * turn. Memory is therefore the number of workers times one server's RSS.
 *
 * - A worker that dies is forked again, after a delay that doubles with each death in a row
 *   (100 ms, 200 ms, ... up to 10 s), so that a crash loop does not spin; a worker that served for
 *   a minute starts the count again. A worker that exits before any worker has ever listened is a
 *   startup error: the primary stops the others and exits 1, as a single process would.
 * - SIGTERM or SIGINT: no more restarts, and the signal is passed on to every worker, each of which
 *   drains as a single process does (ops/drain.ts): all turn /readyz to 503 at once, serve on for
 *   the drain pause (SIGTERM only), stop listening, finish their requests in flight and exit. A
 *   second signal is passed on too (it ends the workers' pause). Then the primary exits 0, or 1
 *   when a worker failed or the deadline passed (the pause plus each worker's own deadline plus
 *   two seconds, after which the rest are killed). The primary holds the listening socket; it
 *   closes once the last worker has stopped listening.
 * - SIGHUP is passed on to every worker: each reloads the snapshot. Each worker also watches the
 *   snapshot and keys files itself, so a shipped snapshot is swapped in every worker.
 * - A worker whose primary is gone (its IPC channel closed) shuts down by itself (serving.ts).
 */
import cluster, { type Worker } from 'node:cluster';

/** Where the primary writes its few lines (serving.ts gives a pino-shaped JSON line writer). */
export interface ClusterLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** The primary's log: JSON lines shaped like the workers' pino lines, at `minimum` (LOG_LEVEL) and above. */
export function primaryLog(minimum: keyof typeof LEVELS): ClusterLog {
  const line = (level: 'info' | 'warn' | 'error') => (fields: object, msg: string) => {
    if (LEVELS[level] < LEVELS[minimum]) return;
    const record = { level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg };
    process.stdout.write(`${JSON.stringify(record)}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

export interface Backoff {
  /** Delay before the first restart after a death. Default 100 ms. */
  initialMs: number;
  /** Upper bound of the delay. Default 10 s. */
  maxMs: number;
  /** A worker that lived this long resets the count of deaths in a row. Default 60 s. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 100, maxMs: 10_000, stableMs: 60_000 };

export interface PrimaryOptions {
  workers: number;
  /** The workers' drain pause (DRAIN_PAUSE_MS) on SIGTERM. */
  drainPauseMs: number;
  /** The workers' own deadline after the pause (SHUTDOWN_TIMEOUT_MS); the primary waits two seconds more. */
  shutdownTimeoutMs: number;
  log: ClusterLog;
  /** Called once, when every worker has listened for the first time. */
  onListening?: () => void;
  backoff?: Partial<Backoff>;
}

/** The delay before restarting after `deaths` deaths in a row (1 for the first). */
export function restartDelay(deaths: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, Math.min(deaths - 1, 30)));
}

interface Slot {
  worker: Worker | undefined;
  startedAt: number;
  deaths: number;
  restart: NodeJS.Timeout | undefined;
}

/** The workers' slots and the primary's state: what forks, restarts and stops them. */
class Primary {
  readonly #options: PrimaryOptions;
  readonly #log: ClusterLog;
  readonly #backoff: Backoff;
  readonly #slots: Slot[];
  readonly #everListened = new Set<number>();
  #allListened = false;
  #stopping = false;
  #failed = false;
  readonly #finish: (code: number) => void;

  constructor(options: PrimaryOptions, finish: (code: number) => void) {
    this.#options = options;
    this.#log = options.log;
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#slots = Array.from({ length: options.workers }, () => ({
      worker: undefined,
      startedAt: 0,
      deaths: 0,
      restart: undefined,
    }));
    this.#finish = finish;
  }

  forkAll(): void {
    for (let at = 0; at < this.#slots.length; at++) this.#fork(at);
  }

  /** Passes `signal` to every worker. */
  signal(signal: NodeJS.Signals): void {
    for (const worker of this.#alive()) worker.process.kill(signal);
  }

  /** `signal` goes to every worker; `received`: it came to the primary (else a failed start). */
  stop(signal: NodeJS.Signals, received = true): void {
    // Every signal reaches the workers: a second one ends their drain pause.
    this.signal(signal);
    if (this.#stopping) return;
    this.#stopping = true;
    if (received) this.#log.info({ signal, workers: this.#alive().length }, 'shutting down the workers');
    for (const slot of this.#slots) clearTimeout(slot.restart);
    const pauseMs = signal === 'SIGTERM' ? this.#options.drainPauseMs : 0;
    const deadline = setTimeout(() => this.#killAll(), pauseMs + this.#options.shutdownTimeoutMs + 2000);
    deadline.unref();
    this.#settleIfDone();
  }

  #alive(): Worker[] {
    return this.#slots.flatMap((slot) => (slot.worker === undefined ? [] : [slot.worker]));
  }

  #settleIfDone(): void {
    if (this.#stopping && this.#alive().length === 0) this.#finish(this.#failed ? 1 : 0);
  }

  #killAll(): void {
    this.#log.error({ workers: this.#alive().length }, 'workers still running at the shutdown deadline; killing them');
    this.signal('SIGKILL');
    this.#failed = true;
    this.#finish(1);
  }

  #fork(at: number): void {
    const slot = this.#slots[at]!;
    slot.restart = undefined;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.startedAt = Date.now();
    const pid = worker.process.pid;
    this.#log.info({ worker: at + 1, pid }, 'worker started');
    // Once: a worker listens on the public port first, then on the metrics port.
    worker.once('listening', () => this.#listened(at, pid));
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker) slot.worker = undefined;
      this.#exited(at, { worker: at + 1, pid, code, signal });
    });
  }

  #listened(at: number, pid: number | undefined): void {
    this.#log.info({ worker: at + 1, pid }, 'worker listening');
    this.#everListened.add(at);
    if (!this.#allListened && this.#everListened.size === this.#slots.length) {
      this.#allListened = true;
      this.#options.onListening?.();
    }
  }

  /** A worker's exit: the end of a shutdown, a failed start, or a death to restart after the backoff. */
  #exited(at: number, exit: { worker: number; pid: number | undefined; code: number; signal: string }): void {
    if (this.#stopping) {
      if (exit.code !== 0) this.#failed = true;
      this.#log.info(exit, 'worker stopped');
      this.#settleIfDone();
      return;
    }
    if (!this.#allListened) {
      this.#log.error(exit, 'a worker exited while starting; stopping');
      this.#failed = true;
      // SIGINT: the others stop without a drain pause, as the start failed anyway.
      this.stop('SIGINT', false);
      return;
    }
    const slot = this.#slots[at]!;
    if (Date.now() - slot.startedAt >= this.#backoff.stableMs) slot.deaths = 0;
    slot.deaths += 1;
    const delayMs = restartDelay(slot.deaths, this.#backoff);
    this.#log.warn({ ...exit, deaths: slot.deaths, delayMs }, 'worker died; restarting it');
    slot.restart = setTimeout(() => this.#fork(at), delayMs);
  }
}

/**
 * Forks the workers and keeps them running until SIGTERM or SIGINT; resolves with the exit code
 * the primary should end with. Call it only in the primary (cluster.isPrimary).
 */
export function runPrimary(options: PrimaryOptions): Promise<number> {
  return new Promise<number>((finish) => {
    const primary = new Primary(options, finish);
    process.on('SIGTERM', () => primary.stop('SIGTERM'));
    process.on('SIGINT', () => primary.stop('SIGINT'));
    process.on('SIGHUP', () => primary.signal('SIGHUP'));
    primary.forkAll();
  });
}
