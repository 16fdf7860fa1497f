/**
 * WORKERS > 1: the primary process of a node:cluster. It loads nothing itself; it forks the
 * workers, each of which runs the whole server (src/server.ts: its own snapshot, keys watcher,
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
 * - A worker whose primary is gone (its IPC channel closed) shuts down by itself (server.ts).
 */
import cluster, { type Worker } from 'node:cluster';

/** Where the primary writes its few lines (server.ts gives a pino-shaped JSON line writer). */
export interface ClusterLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface Backoff {
  /** Delay before the first restart after a death. Default 100 ms. */
  initialMs: number;
  /** Upper bound of the delay. Default 10 s. */
  maxMs: number;
  /** A worker that lived this long resets the count of deaths in a row. Default 60 s. */
  stableMs: number;
}

const DEFAULT_BACKOFF: Backoff = { initialMs: 100, maxMs: 10_000, stableMs: 60_000 };

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

/**
 * Forks the workers and keeps them running until SIGTERM or SIGINT; resolves with the exit code
 * the primary should end with. Call it only in the primary (cluster.isPrimary).
 */
export function runPrimary(options: PrimaryOptions): Promise<number> {
  const { log } = options;
  const backoff: Backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({
    worker: undefined,
    startedAt: 0,
    deaths: 0,
    restart: undefined,
  }));
  const everListened = new Set<number>();
  let allListened = false;
  let stopping = false;
  let failed = false;
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => (finish = resolve));

  const alive = () => slots.filter((slot) => slot.worker !== undefined);
  const settleIfDone = () => {
    if (stopping && alive().length === 0) finish(failed ? 1 : 0);
  };

  const fork = (at: number): void => {
    const slot = slots[at]!;
    slot.restart = undefined;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.startedAt = Date.now();
    const pid = worker.process.pid;
    log.info({ worker: at + 1, pid }, 'worker started');
    // Once: a worker listens on the public port first, then on the metrics port.
    worker.once('listening', () => {
      log.info({ worker: at + 1, pid }, 'worker listening');
      everListened.add(at);
      if (!allListened && everListened.size === slots.length) {
        allListened = true;
        options.onListening?.();
      }
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker) slot.worker = undefined;
      if (stopping) {
        if (code !== 0) failed = true;
        log.info({ worker: at + 1, pid, code, signal }, 'worker stopped');
        settleIfDone();
        return;
      }
      if (!allListened) {
        log.error({ worker: at + 1, pid, code, signal }, 'a worker exited while starting; stopping');
        failed = true;
        // SIGINT: the others stop without a drain pause, as the start failed anyway.
        stop('SIGINT', false);
        return;
      }
      if (Date.now() - slot.startedAt >= backoff.stableMs) slot.deaths = 0;
      slot.deaths += 1;
      const delayMs = restartDelay(slot.deaths, backoff);
      log.warn({ worker: at + 1, pid, code, signal, deaths: slot.deaths, delayMs }, 'worker died; restarting it');
      slot.restart = setTimeout(() => fork(at), delayMs);
    });
  };

  /** `signal` goes to every worker; `received`: it came to the primary (else a failed start). */
  const stop = (signal: NodeJS.Signals, received = true): void => {
    // Every signal reaches the workers: a second one ends their drain pause.
    for (const slot of alive()) slot.worker!.process.kill(signal);
    if (stopping) return;
    stopping = true;
    if (received) log.info({ signal, workers: alive().length }, 'shutting down the workers');
    for (const slot of slots) clearTimeout(slot.restart);
    const pauseMs = signal === 'SIGTERM' ? options.drainPauseMs : 0;
    const deadline = setTimeout(
      () => {
        log.error({ workers: alive().length }, 'workers still running at the shutdown deadline; killing them');
        for (const slot of alive()) slot.worker!.process.kill('SIGKILL');
        failed = true;
        finish(1);
      },
      pauseMs + options.shutdownTimeoutMs + 2000,
    );
    deadline.unref();
    settleIfDone();
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => {
    for (const slot of alive()) slot.worker!.process.kill('SIGHUP');
  });
  for (let at = 0; at < slots.length; at++) fork(at);
  return finished;
}
