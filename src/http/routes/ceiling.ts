import type { FastifyInstance } from 'fastify';

export const CEILING_PATH = '/api/gpt/_ceiling';

/**
 * Benchmarks only (BENCH_CEILING_BYTES > 0): a route behind the same key check, limits and hooks
 * as the operations, answering a fixed JSON body of the given size without any work. Its req/s is
 * the framework's ceiling on the machine, to which the search mix is compared.
 */
export function registerCeilingRoute(api: FastifyInstance, bytes: number): void {
  const prefix = '{"success":true,"padding":"';
  const suffix = '"}';
  const body = `${prefix}${'x'.repeat(Math.max(0, bytes - prefix.length - suffix.length))}${suffix}`;
  api.get(CEILING_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
