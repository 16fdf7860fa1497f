/**
 * The one reply path of the answers kept between requests, of every kind (JSON, calendar feeds):
 * the cache key, the lookup, the 304 of a conditional request, the encoding the request accepts
 * (encoding.ts), the store. A kind of answer adds its content type, the store it is kept in, the
 * headers kept with it and, when known before the answer is made, its validators; nothing more.
 * Plain steps over a request and its answer (exchange.ts): Fastify's hooks call them
 * (plugins/cached-answers.ts), and so does the read path (read-path/).
 */
import type { FastifyRequest } from 'fastify';
import type { Metrics } from '../ops/metrics.js';
import {
  type Chosen,
  chooseEncoding,
  codingEtag,
  type Compressor,
  MIN_BYTES,
  matchingTag,
  setEncodingHeaders,
  UNCACHED_MIN_BYTES,
} from './encoding.js';
import type { ReplyView, RequestView } from './exchange.js';
import { principalOf } from './principal.js';
import { type CachedResponse, cacheEntry, cacheKey, type ResponseCache } from './response-cache.js';

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
export interface Missed {
  key: string;
  kind: AnswerKind;
  validators: Validators | undefined;
}

export interface AnswerPathOptions {
  compressor: Compressor;
  metrics: Metrics | undefined;
  /** What the app's onSend hooks add to every answer (a hit is written without them). */
  answerHeaders(reply: ReplyView): void;
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
function unchangedTag(request: RequestView, etag: string, lastModified: string | undefined): string | undefined {
  const { 'if-none-match': tags, 'if-modified-since': since } = request.headers;
  if (tags !== undefined) return matchingTag(tags, etag);
  if (lastModified === undefined || typeof since !== 'string') return undefined;
  const time = Date.parse(since);
  return Number.isFinite(time) && Date.parse(lastModified) <= time ? etag : undefined;
}

function notModified(reply: ReplyView, compressor: Compressor, etag: string, lastModified: string | undefined) {
  if (compressor.enabled) setEncodingHeaders(reply, undefined);
  reply.code(304);
  reply.header('etag', etag);
  if (lastModified !== undefined) reply.header('last-modified', lastModified);
}

/**
 * The answer in the request's encoding (compressed now and kept beside the plain bytes the first
 * time that encoding is asked for), with its headers; or a 304 when the request's conditions hold.
 * Returns the bytes to send, null for a 304; a promise when compressed off the loop.
 */
function encodedAnswer(
  request: RequestView,
  reply: ReplyView,
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

/** The headers of `reply` that `kind` keeps with its answers, or undefined when it keeps none. */
function keptHeaders(reply: ReplyView, kind: AnswerKind): Record<string, string> | undefined {
  if (kind.kept === undefined) return undefined;
  const headers: Record<string, string> = {};
  for (const name of kind.kept) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** A hit's bytes in the request's encoding (null: a 304), or a promise of them, and its type. */
export interface Hit {
  body: Buffer | null | Promise<Buffer>;
  type: string;
}

/** What a route on this path reads: the path and query parameters, the request's own unless the route says. */
export interface Reads {
  params?: unknown;
  query?: unknown;
}

/** The one reply path as plain steps, which the hooks and the read path call alike. */
export interface AnswerPath {
  readonly routes: ReadonlyMap<string, CachedRoute>;
  /**
   * The lookup of a request to `route` (a route on this path, `cached`), before its answer is made:
   * a hit (counted, its search held on the request, its headers set but its head's last ones), or
   * where a miss's answer goes; undefined when the request cannot be kept (a parameter given twice).
   */
  lookup(
    request: RequestView,
    reply: ReplyView,
    at: { route: string; cached: CachedRoute; reads: Reads },
  ): Hit | { missed: Missed } | undefined;
  /** The last headers of a hit's head: those of every answer (the app's onSend hooks'), its type and length. */
  hitHeaders(reply: ReplyView, body: Buffer, type: string): void;
  /** Keeps a missed 200 answer, and answers it in the request's encoding (null: a 304). */
  store(
    request: RequestView,
    reply: ReplyView,
    missed: Missed,
    payload: string | Buffer,
  ): Buffer | null | Promise<Buffer>;
  /** Answers the validators' 304 of a request whose conditions hold, before the answer is made (see below). */
  unchanged(request: RequestView, reply: ReplyView, validators: Validators | undefined): boolean;
}

export function answerPath(options: AnswerPathOptions): AnswerPath {
  const { metrics, compressor, routes } = options;
  return {
    routes,
    lookup(request, reply, { route, cached, reads }) {
      const { kind } = cached;
      const key = cacheKey({
        version: options.version(),
        day: options.deadlinesPassed ? `${options.today()}+${options.deadlinesPassed()}` : options.today(),
        route,
        params: reads.params,
        query: reads.query,
        ...(cached.callerBound ? { caller: principalOf(request) } : {}),
      });
      if (key === undefined) return undefined;
      const hit = kind.store?.get(key);
      if (!hit) {
        if (kind.store) metrics?.responseCacheMisses.inc();
        return { missed: { key, kind, validators: kind.validators?.(key) } };
      }
      metrics?.responseCacheHits.inc();
      request.searchSeen = hit.seen;
      return {
        body: encodedAnswer(request, reply, compressor, { key, entry: hit, store: kind.store }),
        type: kind.type,
      };
    },
    hitHeaders(reply, body, type) {
      options.answerHeaders(reply);
      reply.header('content-type', type);
      reply.header('content-length', String(body.length));
    },
    store(request, reply, { key, kind, validators }, payload) {
      const seen = request.searchSeen;
      const given = { ...validators, headers: keptHeaders(reply, kind), ...(seen ? { seen } : {}) };
      const entry = kind.store ? kind.store.set(key, payload, given) : cacheEntry(key, payload, given);
      const body = encodedAnswer(request, reply, compressor, { key, entry, store: kind.store });
      if (body === null) reply.removeHeader('content-type');
      return body;
    },
    unchanged(request, reply, validators) {
      if (validators === undefined) return false;
      const matched = unchangedTag(request, validators.etag, validators.lastModified);
      if (matched === undefined) return false;
      notModified(reply, compressor, matched, validators.lastModified);
      return true;
    },
  };
}
