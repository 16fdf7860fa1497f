/**
 * Methods on the known paths (docs/api.md, "Endpoints"): GET and HEAD are the routes themselves,
 * OPTIONS answers 204 with Allow, and every other method Fastify can route gets a JSON 405 with
 * Allow. A POST-only path (POST /api/gpt/feeds) gets the same with `Allow: POST, OPTIONS`. Paths
 * that are not known get the JSON 404 of the not-found handler, whatever the method.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from '../../api/index.js';
import { pathOf } from './error-handlers.js';

const ALLOW = 'GET, HEAD, OPTIONS';
const ANSWERED = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route's config (`{ cors: false }` for a route that answers CORS itself). */
type RouteConfig = Record<string, unknown>;

/** The 405 of `method` on `url`, with Allow (`allowed` is what the message offers instead). */
function refuseMethod(
  app: FastifyInstance,
  methods: string[],
  url: string,
  allow: string,
  allowed: string,
  config: RouteConfig = {},
): void {
  app.route({
    method: methods,
    url,
    config,
    onRequest: async (request) => {
      throw new ApiError(
        'method_not_allowed',
        { method: request.method, path: pathOf(request.url), allowed },
        { headers: { allow } },
      );
    },
    handler: async () => undefined,
  });
}

/**
 * What a CORS preflight (when CORS is on, hardening.ts) allows on a POST-only path: a browser page
 * of an allowed origin sends its JSON body with Content-Type and its key.
 */
const POST_CORS = { methods: ['POST'], allowedHeaders: ['X-API-Key', 'Content-Type'] };

/** A path only POST answers (its route is registered elsewhere): OPTIONS 204 and a 405 for the rest, without a key. */
export function registerPostOnly(app: FastifyInstance, url: string): void {
  const allow = 'POST, OPTIONS';
  app.options(url, { config: { cors: POST_CORS } }, async (_request, reply) =>
    reply.code(204).header('allow', allow).send(),
  );
  const refused = app.supportedMethods.filter(
    (method) => method !== 'POST' && method !== 'OPTIONS' && method !== 'HEAD',
  );
  refuseMethod(app, refused, url, allow, 'POST');
}

export function registerMethods(app: FastifyInstance, paths: readonly string[], config: RouteConfig = {}): void {
  const known = new Set(paths);
  // Register this before @fastify/cors: its hook answers a CORS preflight by itself.
  const allowOnOptions: onRequestHookHandler = (request, reply, done) => {
    if (request.method === 'OPTIONS' && known.has(request.routeOptions.url ?? '')) reply.header('allow', ALLOW);
    done();
  };
  app.addHook('onRequest', allowOnOptions);
  const refused = app.supportedMethods.filter((method) => !ANSWERED.has(method));
  for (const url of paths) {
    app.options(url, { config }, async (_request, reply) => reply.code(204).send());
    refuseMethod(app, refused, url, ALLOW, 'GET', config);
  }
}
