/**
 * The protected resource metadata of /mcp (RFC 9728; docs/api.md, "OAuth"), when OAUTH_ISSUER is
 * set: public, cacheable, and readable by a page of any origin, since a client in a browser (the
 * MCP Inspector among them) reads it before it signs in. Served at the path RFC 9728 derives from
 * the resource and at the root, where clients that do not derive it look; both name /mcp as the
 * resource, the audience its tokens must hold.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { OAuthResource } from '../plugins/oauth-resource.js';

/** As the OpenAPI document: the metadata changes only with the configuration. */
export const METADATA_CACHE = 'public, max-age=300';

/** The metadata routes, and their CORS headers: call it before the hardening's CORS plugin, which answers preflights itself. */
export function registerOAuthMetadata(app: FastifyInstance, oauth: OAuthResource): void {
  const body = JSON.stringify(oauth.metadata);
  const paths = new Set(oauth.metadataPaths);
  // A callback hook: every other route passes with one set lookup.
  const anyOrigin: onRequestHookHandler = (request, reply, done) => {
    if (!paths.has(request.routeOptions.url ?? '')) return done();
    reply.header('access-control-allow-origin', '*');
    const asked = request.headers['access-control-request-headers'];
    if (request.method === 'OPTIONS' && typeof asked === 'string') {
      reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS').header('access-control-allow-headers', asked);
    }
    done();
  };
  app.addHook('onRequest', anyOrigin);
  for (const path of paths) {
    app.get(path, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('cache-control', METADATA_CACHE).send(body),
    );
  }
}
