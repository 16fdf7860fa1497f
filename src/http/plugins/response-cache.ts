import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Metrics } from '../../ops/metrics.js';
import { chooseEncoding, codingEtag, type Compressor, matchingTag, setEncodingHeaders } from '../encoding.js';
import { type CachedResponse, cacheKey, type ResponseCache } from '../response-cache.js';
import { principalOf } from '../principal.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where a missed answer is to be stored (set by the cache lookup). */
    cacheKey: string | undefined;
  }
}

export interface CacheHooksOptions {
  cache: ResponseCache | undefined;
  compressor: Compressor;
  metrics: Metrics | undefined;
  /** What the app's onSend hooks add to every answer (a hit is written without them: sendHit). */
  answerHeaders(reply: FastifyReply): void;
  version(): string;
  today(): number;
  /**
   * Submission deadlines passed by the app's clock: answers about calls for papers change when
   * one passes, so the key holds it beside the day and a cached answer never outlives a deadline.
   */
  deadlinesPassed?(): number;
  /** The route patterns whose answers are cached; others are not. */
  routes: ReadonlySet<string>;
  /** Those whose answers are the caller's own (a search's page cursors): cached per caller. */
  callerBound?: ReadonlySet<string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The cached answer in the request's encoding (compressed now and kept beside the plain bytes the
 * first time that encoding is asked for), with its headers; or a 304 when If-None-Match holds the
 * tag of any encoding of it. Returns the bytes to send, null for a 304.
 */
function encodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  compressor: Compressor,
  stored: { key: string; entry: CachedResponse },
): Buffer | null {
  const { key, entry } = stored;
  const coding = compressor.coding(request.headers['accept-encoding']);
  const matched = matchingTag(request.headers['if-none-match'], entry.etag);
  if (matched !== undefined) {
    if (compressor.enabled) setEncodingHeaders(reply, undefined);
    reply.code(304).header('etag', matched);
    return null;
  }
  const chosen = chooseEncoding(compressor, coding, { plain: entry.body, held: entry.encoded }, (made, bytes) =>
    cache.addEncoding(key, entry, made, bytes),
  );
  if (compressor.enabled) setEncodingHeaders(reply, chosen.coding);
  reply.header('etag', codingEtag(entry.etag, chosen.coding));
  return chosen.body;
}

/**
 * Writes a hit's bytes on Node's response itself (reply.hijack), with the headers the reply holds
 * (the security headers, the key check's, the encoding's and the tag), those the app's onSend hooks
 * add to every answer, and its type and length: the same head a miss of the same request gets
 * (test/http/cache-hooks.test.ts compares them). Fastify's send path and the onSend hooks would add
 * nothing else to a cached answer (none is stored, and its encoding is chosen already); with the
 * key built by hand, a hit of the Zipf mix cost about 2 µs of 54 less (bench/README.md, Zipf). The
 * onResponse hooks (the log line, the metrics) still run, on the response's finish. A HEAD request
 * gets the head alone (Node writes no body for it).
 */
function sendHit(reply: FastifyReply, body: Buffer, answerHeaders: (reply: FastifyReply) => void): void {
  answerHeaders(reply);
  reply.header('content-type', JSON_TYPE).header('content-length', String(body.length));
  // Fastify's type allows a number for any header (Node's, only for some); its values are Node's.
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}

/**
 * Serves repeated reads from the response cache, with an ETag on every cached-route answer and
 * 304 for a matching If-None-Match, in the encoding the request accepts (encoding.ts). Registered
 * in the authenticated scope after the key check, so a cached answer is never served without a
 * valid key and still counts against its limits.
 */
export function registerCacheHooks(api: FastifyInstance, options: CacheHooksOptions): void {
  const { cache, metrics, compressor } = options;
  if (!cache) return;
  api.decorateRequest('cacheKey', undefined);
  // Callback hooks, not async ones: a cached answer is the hot path, and a promise per hook
  // cost more than the lookup. A hook that answers does not call done (Fastify's rule).
  const cacheLookup: preHandlerHookHandler = (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || !options.routes.has(route)) return done();
    const key = cacheKey({
      version: options.version(),
      day: options.deadlinesPassed ? `${options.today()}+${options.deadlinesPassed()}` : options.today(),
      route,
      params: request.params,
      query: request.query,
      ...(options.callerBound?.has(route) ? { caller: principalOf(request) } : {}),
    });
    if (key === undefined) return done();
    const hit = cache.get(key);
    if (!hit) {
      metrics?.responseCacheMisses.inc();
      request.cacheKey = key;
      return done();
    }
    metrics?.responseCacheHits.inc();
    const body = encodedAnswer(request, reply, cache, compressor, { key, entry: hit });
    if (body === null) reply.send();
    else sendHit(reply, body, options.answerHeaders);
  };
  const cacheStore: onSendHookHandler = (request, reply, payload, done) => {
    const key = request.cacheKey;
    if (key === undefined || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    request.cacheKey = undefined;
    const entry = cache.set(key, payload);
    const body = encodedAnswer(request, reply, cache, compressor, { key, entry });
    if (body === null) reply.removeHeader('content-type');
    done(null, body);
  };
  api.addHook('preHandler', cacheLookup);
  api.addHook('onSend', cacheStore);
}
