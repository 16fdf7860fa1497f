import type { FastifyBaseLogger } from 'fastify';
import sonicBoom from 'sonic-boom';

// sonic-boom is CommonJS (module.exports = the class); its types name the class SonicBoom.
const SonicBoom = sonicBoom as unknown as typeof sonicBoom.SonicBoom;

/**
 * The serving process's log: the keys watcher and the Redis link are made before the app whose
 * logger they write to, and what they say before it exists is dropped.
 */
export class ProcessLog {
  #target: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> | undefined;

  attach(target: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>): void {
    this.#target = target;
  }

  info(fields: object, message: string): void {
    this.#target?.info(fields, message);
  }

  warn(fields: object, message: string): void {
    this.#target?.warn(fields, message);
  }

  error(fields: object, message: string): void {
    this.#target?.error(fields, message);
  }
}

/** Where the request log writes: standard output through a bounded buffer, and the lines it dropped. */
export interface LogDestination {
  readonly stream: { write(line: string): void };
  /** Lines dropped since the start because the buffer was full (or standard output failed). */
  dropped(): number;
  /** Resolves once every buffered line is written, or after `timeoutMs` (a reader that lags), whichever is first. */
  settle(timeoutMs: number): Promise<void>;
}

/** How often settle() looks whether the buffer is written. */
const SETTLE_POLL_MS = 10;

/**
 * The request log's writer: sonic-boom, pino's own destination, in its asynchronous mode on
 * standard output. Lines gather in a buffer bounded at `bufferBytes`, and whatever has gathered goes
 * out in one write whenever the previous one is done (batches); a line that would overflow the
 * buffer is dropped and counted (its `maxLength` and `drop` event), so a request never waits on the
 * log. A full pipe (EAGAIN) is retried on a timer, never by sleeping.
 *
 * Not pino's default destination: it writes synchronously, and when the reader of standard output
 * falls behind (a full pipe) it sleeps 100 ms per retry with the event loop stopped. Not a pino
 * transport either: its buffer in front of the worker thread (thread-stream) grows to V8's largest
 * string and then writes synchronously, so it neither bounds memory nor drops. And not
 * pino.destination({ sync: false }), which is this same writer with an exit handler that flushes
 * synchronously and retries for as long as the reader stays behind: the exit here flushes only when
 * no write is pending, so a reader that has stopped cannot hold the process open.
 */
export function logDestination(bufferBytes: number, fd = 1): LogDestination {
  let dropped = 0;
  const stream = new SonicBoom({ fd, sync: false, maxLength: bufferBytes });
  stream.on('drop', (data: string | Buffer) => {
    dropped += countLines(data);
  });
  // A closed or failing standard output (EPIPE) must not stop the server: what is lost is counted.
  stream.on('error', () => {
    dropped += 1;
  });
  const state = stream as unknown as { _writing: boolean; _len: number; destroyed: boolean };
  // The last resort at exit (settle() is the way: the drain awaits it before exiting).
  process.once('exit', () => {
    if (state._writing || state.destroyed) return;
    try {
      stream.flushSync();
    } catch {
      // Standard output is gone: the rest is dropped.
    }
  });
  const settle = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const deadline = Date.now() + timeoutMs;
      const check = () => {
        if ((state._len === 0 && !state._writing) || state.destroyed || Date.now() >= deadline) resolve();
        else setTimeout(check, SETTLE_POLL_MS);
      };
      check();
    });
  return { stream, dropped: () => dropped, settle };
}
/** Lines in a chunk pino wrote (each ends with a newline; a chunk is one line in practice). */
function countLines(data: string | Buffer): number {
  const text = typeof data === 'string' ? data : data.toString('utf8');
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return Math.max(1, lines);
}
