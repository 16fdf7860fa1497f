import type { FastifyInstance } from 'fastify';

export const CEILING_PATH = '/api/gpt/_ceiling';

/**
 * The ceiling route's fixed JSON body of `bytes` bytes (also what the benchmarks' bare route sends),
 * as a Buffer, as the operations' answers are sent.
 */
export function ceilingBody(bytes: number): Buffer {
  const prefix = '{"success":true,"padding":"';
  const suffix = '"}';
  return Buffer.from(`${prefix}${'x'.repeat(Math.max(0, bytes - prefix.length - suffix.length))}${suffix}`);
}

/**
 * Benchmarks only (BENCH_CEILING_BYTES > 0): a route behind the same key check, limits and hooks
 * as the operations, answering a fixed JSON body of the given size without any work. Its req/s is
 * the framework's ceiling on the machine, to which the search mix is compared.
 */
export function registerCeilingRoute(api: FastifyInstance, bytes: number): void {
  const body = ceilingBody(bytes);
  // Synchronous, as the operations' handlers are (routes/api.ts).
  api.get(CEILING_PATH, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
