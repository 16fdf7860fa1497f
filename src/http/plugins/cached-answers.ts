/**
 * The one reply path of the answers kept between requests, of every kind (JSON, calendar feeds):
 * the cache key, the lookup, the 304 of a conditional request, the encoding the request accepts
 * (encoding.ts), the store. A kind of answer adds its content type, the store it is kept in, the
 * headers kept with it and, when known before the answer is made, its validators; nothing more.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Metrics } from '../../ops/metrics.js';
import {
  type Chosen,
  chooseEncoding,
  codingEtag,
  type Compressor,
  MIN_BYTES,
  matchingTag,
  setEncodingHeaders,
  UNCACHED_MIN_BYTES,
} from '../encoding.js';
import { type CachedResponse, cacheEntry, cacheKey, type ResponseCache } from '../response-cache.js';
import { principalOf } from '../principal.js';

/** An answer's validators known before it is made: its tag and when it last changed (an HTTP date). */
export interface Validators {
  etag: string;
  lastModified: string;
}

/** What a kind of answer adds to the one path. */
export interface AnswerKind {
  /** Its Content-Type. */
  readonly type: string;
  /** Where its answers are kept; none: made for each request (compressed only from UNCACHED_MIN_BYTES). */
  readonly store: ResponseCache | undefined;
  /** The headers its route sets on an answer, kept with it and sent again with each hit. */
  readonly kept?: readonly string[];
  /**
   * The validators of the answer at `key`, known before it is made (a calendar feed's): a
   * conditional request matching them gets its 304 without the answer being made (`revalidate`),
   * with or without a store. Without them the tag is the body's SHA-1, and a kind without a store
   * is not on this path.
   */
  validators?(key: string): Validators;
}

/** A route on this path: its kind, and what its answer is a function of besides the snapshot and the moment. */
export interface CachedRoute {
  kind: AnswerKind;
  /** Its answers are the caller's own (a search's page cursors): kept per caller. */
  callerBound?: boolean;
  /** What its answer reads, when not the request's path and query parameters (a feed URL's signed parameters). */
  reads?(request: FastifyRequest): { params?: unknown; query?: unknown };
}

/** A request answered through this path that missed: where its answer goes, and its validators. */
interface Missed {
  key: string;
  kind: AnswerKind;
  validators: Validators | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the lookup on a miss. */
    cacheMiss: Missed | undefined;
  }
}

export interface CacheHooksOptions {
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
  /** The routes on this path, by pattern; others are not. */
  routes: ReadonlyMap<string, CachedRoute>;
}

/**
 * The tag to answer a 304 with when the request's conditions hold, else undefined: If-None-Match
 * holding the tag of any encoding of the answer, or `*`; without it, If-Modified-Since not before
 * the answer's Last-Modified, when it has one.
 */
function unchangedTag(request: FastifyRequest, etag: string, lastModified: string | undefined): string | undefined {
  const { 'if-none-match': tags, 'if-modified-since': since } = request.headers;
  if (tags !== undefined) return matchingTag(tags, etag);
  if (lastModified === undefined || typeof since !== 'string') return undefined;
  const time = Date.parse(since);
  return Number.isFinite(time) && Date.parse(lastModified) <= time ? etag : undefined;
}

function notModified(reply: FastifyReply, compressor: Compressor, etag: string, lastModified: string | undefined) {
  if (compressor.enabled) setEncodingHeaders(reply, undefined);
  reply.code(304).header('etag', etag);
  if (lastModified !== undefined) reply.header('last-modified', lastModified);
}

/**
 * The answer in the request's encoding (compressed now and kept beside the plain bytes the first
 * time that encoding is asked for), with its headers; or a 304 when the request's conditions hold.
 * Returns the bytes to send, null for a 304; a promise when compressed off the loop.
 */
function encodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  compressor: Compressor,
  stored: { key: string; entry: CachedResponse; store: ResponseCache | undefined },
): Buffer | null | Promise<Buffer> {
  const { key, entry, store } = stored;
  const matched = unchangedTag(request, entry.etag, entry.lastModified);
  if (matched !== undefined) {
    notModified(reply, compressor, matched, entry.lastModified);
    return null;
  }
  const coding = compressor.coding(request.headers['accept-encoding']);
  const answer = { plain: entry.body, held: entry.encoded, minBytes: store ? MIN_BYTES : UNCACHED_MIN_BYTES };
  const chosen = chooseEncoding(compressor, coding, answer, (made, bytes) =>
    store?.addEncoding(key, entry, made, bytes),
  );
  const send = ({ body, coding }: Chosen) => {
    if (compressor.enabled) setEncodingHeaders(reply, coding);
    reply.header('etag', codingEtag(entry.etag, coding));
    if (entry.lastModified !== undefined) reply.header('last-modified', entry.lastModified);
    if (entry.headers !== undefined) reply.headers(entry.headers);
    return body;
  };
  return chosen instanceof Promise ? chosen.then(send) : send(chosen);
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
function sendHit(reply: FastifyReply, body: Buffer, type: string, answerHeaders: (reply: FastifyReply) => void): void {
  answerHeaders(reply);
  reply.header('content-type', type).header('content-length', String(body.length));
  // Fastify's type allows a number for any header (Node's, only for some); its values are Node's.
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}

/** The headers of `reply` that `kind` keeps with its answers, or undefined when it keeps none. */
function keptHeaders(reply: FastifyReply, kind: AnswerKind): Record<string, string> | undefined {
  if (kind.kept === undefined) return undefined;
  const headers: Record<string, string> = {};
  for (const name of kind.kept) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Serves repeated reads from their kind's store, with an ETag on every answer of a route on this
 * path and a 304 for a request whose conditions hold, in the encoding the request accepts. Registered
 * in the keyed scope after the key check, so a cached answer is never served without a valid
 * credential and still counts against its limits. Returns `revalidate`, for a route whose kind has
 * validators: after its parameters are read (their 400s come first), it answers the 304 of a
 * request whose conditions hold, and says so, before the answer is made.
 */
export function registerCacheHooks(
  api: FastifyInstance,
  options: CacheHooksOptions,
): { revalidate(request: FastifyRequest, reply: FastifyReply): boolean } {
  const { metrics, compressor, routes } = options;
  api.decorateRequest('cacheMiss', undefined);
  // Callback hooks, not async ones: a cached answer is the hot path, and a promise per hook
  // cost more than the lookup. A hook that answers does not call done (Fastify's rule).
  const cacheLookup: preHandlerHookHandler = (request, reply, done) => {
    const route = request.routeOptions.url;
    const cached = route === undefined ? undefined : routes.get(route);
    if (cached === undefined) return done();
    const { kind } = cached;
    const reads = cached.reads?.(request) ?? request;
    const key = cacheKey({
      version: options.version(),
      day: options.deadlinesPassed ? `${options.today()}+${options.deadlinesPassed()}` : options.today(),
      route: route!,
      params: reads.params,
      query: reads.query,
      ...(cached.callerBound ? { caller: principalOf(request) } : {}),
    });
    if (key === undefined) return done();
    const hit = kind.store?.get(key);
    if (!hit) {
      if (kind.store) metrics?.responseCacheMisses.inc();
      request.cacheMiss = { key, kind, validators: kind.validators?.(key) };
      return done();
    }
    metrics?.responseCacheHits.inc();
    request.searchSeen = hit.seen;
    const body = encodedAnswer(request, reply, compressor, { key, entry: hit, store: kind.store });
    const send = (bytes: Buffer | null) =>
      bytes === null ? reply.send() : sendHit(reply, bytes, kind.type, options.answerHeaders);
    if (body instanceof Promise) body.then(send, done);
    else send(body);
  };
  const cacheStore: onSendHookHandler = (request, reply, payload, done) => {
    const missed = request.cacheMiss;
    if (missed === undefined || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    request.cacheMiss = undefined;
    const { key, kind, validators } = missed;
    const seen = request.searchSeen;
    const given = { ...validators, headers: keptHeaders(reply, kind), ...(seen ? { seen } : {}) };
    const entry = kind.store ? kind.store.set(key, payload, given) : cacheEntry(key, payload, given);
    const body = encodedAnswer(request, reply, compressor, { key, entry, store: kind.store });
    if (body === null) reply.removeHeader('content-type');
    if (body instanceof Promise) body.then((bytes) => done(null, bytes), done);
    else done(null, body);
  };
  api.addHook('preHandler', cacheLookup);
  api.addHook('onSend', cacheStore);
  return {
    revalidate(request, reply) {
      const validators = request.cacheMiss?.validators;
      if (validators === undefined) return false;
      const matched = unchangedTag(request, validators.etag, validators.lastModified);
      if (matched === undefined) return false;
      notModified(reply, compressor, matched, validators.lastModified);
      reply.send();
      return true;
    },
  };
}
