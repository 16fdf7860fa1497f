/**
 * Methods on the known paths (docs/api.md, "Endpoints"): GET and HEAD are the routes themselves,
 * OPTIONS answers 204 with Allow, and every other method Fastify can route gets a JSON 405 with
 * Allow. Paths that are not known get the JSON 404 of the not-found handler, whatever the method.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api/index.js';
import { pathOf } from './error-handlers.js';

const ALLOW = 'GET, HEAD, OPTIONS';
const ANSWERED = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerMethods(app: FastifyInstance, paths: readonly string[]): void {
  const known = new Set(paths);
  // Register this before @fastify/cors: its hook answers a CORS preflight by itself.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS' && known.has(request.routeOptions.url ?? '')) reply.header('allow', ALLOW);
    done();
  });
  const refused = app.supportedMethods.filter((method) => !ANSWERED.has(method));
  for (const url of paths) {
    app.options(url, async (_request, reply) => reply.code(204).send());
    app.route({
      method: refused,
      url,
      onRequest: async (request) => {
        throw new ApiError(
          'method_not_allowed',
          { method: request.method, path: pathOf(request.url) },
          { headers: { allow: ALLOW } },
        );
      },
      handler: async () => undefined,
    });
  }
}
