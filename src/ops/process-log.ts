import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

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
  /** Lines dropped since the start because the buffer was full. */
  dropped(): number;
}

/**
 * The request log's writer: pino's own asynchronous destination (sonic-boom) on standard output,
 * writing whatever has gathered in one write whenever the previous one is done (batches), from a
 * buffer bounded at `bufferBytes`. A line that would overflow the buffer is dropped and counted
 * (sonic-boom's `maxLength` and its `drop` event), so a request never waits on the log.
 *
 * Not pino's default destination: it writes synchronously, and when the reader of standard output
 * falls behind (a full pipe) it sleeps 100 ms per retry with the event loop stopped. Not a pino
 * transport either: its buffer in front of the worker thread (thread-stream) grows to V8's largest
 * string and then writes synchronously, so it neither bounds memory nor drops.
 */
export function logDestination(bufferBytes: number, fd = 1): LogDestination {
  const stream = pino.destination({ dest: fd, sync: false, maxLength: bufferBytes });
  let dropped = 0;
  stream.on('drop', (data: string | Buffer) => {
    dropped += countLines(data);
  });
  return { stream, dropped: () => dropped };
}

/** Lines in a chunk pino wrote (each ends with a newline; a chunk is one line in practice). */
function countLines(data: string | Buffer): number {
  const text = typeof data === 'string' ? data : data.toString('utf8');
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return Math.max(1, lines);
}
