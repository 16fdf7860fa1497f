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
