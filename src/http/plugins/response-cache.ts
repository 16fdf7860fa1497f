import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../ops/metrics.js';
import { cacheKey, ifNoneMatch, type ResponseCache } from '../response-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where a missed answer is to be stored (set by the cache lookup). */
    cacheKey: string | undefined;
  }
}

export interface CacheHooksOptions {
  cache: ResponseCache | undefined;
  metrics: Metrics | undefined;
  version(): string;
  today(): number;
  /**
   * Submission deadlines passed by the app's clock: answers about calls for papers change when
   * one passes, so the key holds it beside the day and a cached answer never outlives a deadline.
   */
  deadlinesPassed?(): number;
  /** The route patterns whose answers are cached; others are not. */
  routes: ReadonlySet<string>;
}

/**
 * Serves repeated reads from the response cache, with an ETag on every cached-route answer and
 * 304 for a matching If-None-Match. Registered in the authenticated scope after the key check,
 * so a cached answer is never served without a valid key and still counts against its limits.
 */
export function registerCacheHooks(api: FastifyInstance, options: CacheHooksOptions): void {
  const { cache, metrics } = options;
  if (!cache) return;
  api.decorateRequest('cacheKey', undefined);
  // Callback hooks, not async ones: a cached answer is the hot path, and a promise per hook
  // cost more than the lookup. A hook that answers does not call done (Fastify's rule).
  api.addHook('preHandler', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || !options.routes.has(route)) return done();
    const key = cacheKey({
      version: options.version(),
      day: options.deadlinesPassed ? `${options.today()}+${options.deadlinesPassed()}` : options.today(),
      route,
      params: request.params,
      query: request.query,
    });
    if (key === undefined) return done();
    const hit = cache.get(key);
    if (!hit) {
      metrics?.responseCacheMisses.inc();
      request.cacheKey = key;
      return done();
    }
    metrics?.responseCacheHits.inc();
    reply.header('etag', hit.etag);
    if (ifNoneMatch(request.headers['if-none-match'], hit.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(hit.body);
  });
  api.addHook('onSend', (request, reply, payload, done) => {
    const key = request.cacheKey;
    if (key === undefined || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    request.cacheKey = undefined;
    const entry = cache.set(key, payload);
    reply.header('etag', entry.etag);
    if (ifNoneMatch(request.headers['if-none-match'], entry.etag)) {
      reply.code(304).removeHeader('content-type');
      return done(null, null);
    }
    done(null, payload);
  });
}
