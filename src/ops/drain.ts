/**
 * The graceful drain of one server process, begun by SIGTERM (src/serving.ts wires the signals):
 *
 * 1. At once, /readyz answers 503 `"draining"` and every answer says `Connection: close`, so that a
 *    load balancer's pooled connections end one by one instead of sitting idle.
 * 2. For the pause (DRAIN_PAUSE_MS, default 5 s) the process keeps accepting and serving, so that a
 *    load balancer polling /readyz stops routing to it before it stops listening. SIGINT (Ctrl-C)
 *    and a worker whose primary is gone skip the pause; a second SIGTERM or SIGINT ends it early.
 * 3. Then the listener closes (new connections are refused), idle keep-alive connections are closed
 *    as they appear (one busy when the close begins turns idle later), and every request in flight
 *    is answered: Fastify's close. The app is built with return503OnClosing off (http/app.ts), so a
 *    request that arrives on a busy connection meanwhile is served rather than refused.
 * 4. The process exits 0 once every request is answered and `release` has run; 1 when requests are
 *    still in flight SHUTDOWN_TIMEOUT_MS after the pause, or when closing failed.
 *
 * Hand-written: Fastify's close is step 3 only; the pause and readiness before it are this
 * project's, and the few lines do not warrant a dependency.
 */
import type { Server } from 'node:http';
import type { Lifecycle } from './lifecycle.js';

export interface DrainLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface DrainOptions {
  lifecycle: Lifecycle;
  /** DRAIN_PAUSE_MS. */
  pauseMs: number;
  /** SHUTDOWN_TIMEOUT_MS: from the end of the pause to the forced exit. */
  timeoutMs: number;
  /** The servers (public, metrics) whose idle keep-alive connections are closed while the close waits. */
  servers: readonly Server[];
  /** Stops listening and settles once every request in flight is answered (Fastify's close). */
  close(): Promise<unknown>;
  /** At the start of the drain: the file watchers, whose reloads nobody would be served. */
  stopWatching(): void;
  /** Once every request is answered: what requests needed to the end (the Redis link). */
  release(): Promise<unknown> | undefined;
  log: DrainLog;
  /** process.exit, or a recorder in tests. */
  exit(code: number): void;
}

/** `pause`: the full drain (SIGTERM). `now`: no pause (SIGINT, a worker without its primary). */
export type DrainStart = 'pause' | 'now';

/** How often idle connections are closed while the close waits for requests in flight. */
const IDLE_SWEEP_MS = 100;

/**
 * Returns `drain(reason, start)`, to call on each signal: the first begins the drain, a second
 * during the pause ends the pause, later ones change nothing.
 */
export function createDrain(options: DrainOptions): (reason: string, start: DrainStart) => void {
  const { lifecycle, log } = options;
  let phase: 'serving' | 'pausing' | 'closing' = 'serving';
  let pause: NodeJS.Timeout | undefined;

  const close = (): void => {
    phase = 'closing';
    clearTimeout(pause);
    log.info({ deadlineMs: options.timeoutMs }, 'drain: no new connections; finishing the requests in flight');
    const deadline = setTimeout(() => {
      log.error({}, 'requests still in flight at the shutdown deadline; exiting anyway');
      options.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    const sweep = setInterval(() => {
      for (const server of options.servers) server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    sweep.unref();
    options
      .close()
      .then(() => options.release())
      .then(
        () => {
          clearTimeout(deadline);
          clearInterval(sweep);
          log.info({}, 'drained; exiting');
          options.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          options.exit(1);
        },
      );
  };

  return (reason, start) => {
    if (phase === 'closing') return;
    if (phase === 'pausing') {
      log.info({ signal: reason }, 'drain: second signal, ending the pause');
      close();
      return;
    }
    phase = 'pausing';
    lifecycle.ready = false;
    lifecycle.draining = true;
    options.stopWatching();
    const pauseMs = start === 'pause' ? options.pauseMs : 0;
    log.info(
      { signal: reason, pauseMs, deadlineMs: options.timeoutMs },
      'draining: /readyz answers 503, still serving until the pause ends',
    );
    if (pauseMs === 0) close();
    else pause = setTimeout(close, pauseMs);
  };
}
