/**
 * The operation table's calendar rows over HTTP (docs/api.md, "Calendar feeds"), in the keyed scope:
 * - a row authorised by the key (GET /api/gpt/conferences.ics): a search as iCalendar, with the key
 *   in the header;
 * - a row authorised by a token (GET /feeds/<token>.ics): the feed of a URL that POST
 *   /api/gpt/feeds signed, with no key header. The token names its key: a token that does not
 *   verify (changed, of a revoked key, signed under an earlier feed epoch) is a 404 with no detail.
 *   A fetch does not count against the key's requests, and its answer says nothing of the key's
 *   plan or quota.
 * Writing a feed is charged to its key's feed budget by its size (one unit per 50 events); a feed
 * served from the cache, or a 304, is not. Both GETs answer with an ETag made of the snapshot version,
 * the moment and the feed's parameters, and Last-Modified, so a conditional GET gets a 304 without a
 * search; their text is cached by that tag (a ResponseCache of their own), compressed in the encodings
 * asked for. Its own cache rather than the JSON answers': a feed is megabytes, over their cache's
 * largest entry, and a subscriber's feed must not push out the searches.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import {
  ApiError,
  type CalendarOperation,
  type FeedContext,
  type FeedInput,
  type FeedSigner,
  InputParser,
  parseNormalized,
  type TableRow,
} from '../../api/index.js';
import {
  type FeedClaim,
  feedTokenValid,
  feedUnits,
  type KeyInfo,
  type KeyRing,
  readFeedToken,
  signFeedToken,
} from '../../auth/index.js';
import type { Metrics } from '../../ops/metrics.js';
import type { SnapshotIndex } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import {
  chooseEncoding,
  codingEtag,
  type Compressor,
  MIN_BYTES,
  matchingTag,
  setEncodingHeaders,
  UNCACHED_MIN_BYTES,
} from '../encoding.js';
import type { KeyedCounters } from '../plugins/api-key.js';
import { type CachedResponse, cacheEntry, cacheKey, type ResponseCache } from '../response-cache.js';
import { routePattern } from './api.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export interface FeedRouteOptions {
  index(): SnapshotIndex;
  today(): Day;
  now(): number;
  version(): string;
  ring(): KeyRing;
  counters: KeyedCounters;
  cache: ResponseCache | undefined;
  compressor: Compressor;
  metrics?: Metrics | undefined;
  /** FEED_SECRET, or the process's own random one outside production. */
  secret: string;
  publicBaseUrl: string;
}

/**
 * Where a feed's answer is kept, and what its ETag is made of: the snapshot version, the moment
 * (today's UTC date and the submission deadlines passed) and the feed's parameters as given (the
 * query, or a token's signed parameters). Undefined for a parameter given twice (a 400).
 */
function feedKey(options: FeedRouteOptions, index: SnapshotIndex, route: string, query: unknown): string | undefined {
  const day = `${options.today()}+${index.deadlinesPassed(options.now())}`;
  return cacheKey({ version: options.version(), day, route, query });
}

/** When the answer last changed: the snapshot's build, the start of today (the default order), the last deadline passed. */
function lastModifiedOf(options: FeedRouteOptions, index: SnapshotIndex): string {
  const changed = Math.max(
    Date.parse(index.header.builtAt),
    options.today() * 86_400_000,
    (index.lastDeadlinePassed(options.now()) ?? 0) * 1000,
  );
  return new Date(changed).toUTCString();
}

/**
 * The tag to answer a 304 with when the request's conditions match (If-None-Match, on any encoding's
 * tag, first; else If-Modified-Since), or undefined.
 */
function notModified(request: FastifyRequest, feed: Validators): string | undefined {
  const { 'if-none-match': tag, 'if-modified-since': since } = request.headers;
  if (tag !== undefined) return matchingTag(tag, feed.etag);
  if (typeof since !== 'string') return undefined;
  const time = Date.parse(since);
  return Number.isFinite(time) && Date.parse(feed.lastModified) <= time ? feed.etag : undefined;
}

interface Validators {
  etag: string;
  lastModified: string;
}

const validatorsOf = (feed: CachedResponse): Validators => ({
  etag: feed.etag,
  lastModified: feed.headers?.['last-modified'] ?? '',
});

/**
 * The feed of `input` written now, with its validators; kept in the cache when there is one. Charged
 * to `holder`'s feed budget: what its limit would cost before (a 429 when the budget has no unit
 * left), then back what its events did not need.
 */
async function writeFeed(
  options: FeedRouteOptions,
  index: SnapshotIndex,
  stored: { key: string; validators: Validators; holder: KeyInfo; operation: CalendarOperation },
  input: FeedInput,
): Promise<CachedResponse> {
  const { key, validators, holder, operation } = stored;
  const charged = await options.counters.chargeFeedBudget(holder, feedUnits(input.query.limit)).catch((error) => {
    options.metrics?.feedBudgetRefusals.inc();
    throw error;
  });
  let used = 0;
  try {
    const context: FeedContext = {
      index,
      today: options.today(),
      now: options.now(),
      host: new URL(options.publicBaseUrl).host,
      builtAt: new Date(index.header.builtAt),
    };
    const written = await operation.handler(input, context);
    used = charged > 0 ? feedUnits(written.shown) : 0;
    options.metrics?.feedBudgetUnits.inc(used);
    const headers = {
      'last-modified': validators.lastModified,
      'x-feed-total': String(written.total),
      'x-feed-omitted': String(written.omitted),
    };
    const given = { etag: validators.etag, headers };
    return options.cache ? options.cache.set(key, written.body, given) : cacheEntry(key, written.body, given);
  } finally {
    await options.counters.refundFeedBudget(holder, charged - used);
  }
}

/**
 * Answers a feed: the cached one, else the parameters parsed (the 400s) and, unless the request's
 * conditions match (304), the feed written now. A cached answer is served without parsing again.
 */
async function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FeedRouteOptions,
  parameters: { operation: CalendarOperation; route: string; query: unknown; holder: KeyInfo },
  parse: () => FeedInput,
) {
  const index = options.index();
  const key = feedKey(options, index, parameters.route, parameters.query);
  let feed = key === undefined ? undefined : options.cache?.get(key);
  // Only a repeated parameter has no key, and parsing refuses it: the parsed texts are a fallback.
  let stored = key;
  if (feed === undefined) {
    const input = parse();
    stored ??= feedKey(options, index, parameters.route, input.given)!;
    const etag = `"${createHash('sha1').update(stored).digest('base64url')}"`;
    const validators = { etag, lastModified: lastModifiedOf(options, index) };
    const matched = notModified(request, validators);
    if (matched !== undefined) return notModifiedAnswer(reply, options, { ...validators, etag: matched });
    const { holder, operation } = parameters;
    feed = await writeFeed(options, index, { key: stored, validators, holder, operation }, input);
  } else {
    const validators = validatorsOf(feed);
    const matched = notModified(request, validators);
    if (matched !== undefined) return notModifiedAnswer(reply, options, { ...validators, etag: matched });
  }
  return sendEncodedFeed(request, reply, options, { key: stored!, feed });
}

/**
 * The feed in the request's encoding: kept beside the plain text when cached, else compressed only
 * when large. A feed is megabytes, so it is compressed in zlib's thread pool, off the event loop.
 */
async function sendEncodedFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FeedRouteOptions,
  stored: { key: string; feed: CachedResponse },
) {
  const { cache, compressor } = options;
  const { key, feed } = stored;
  const coding = compressor.coding(request.headers['accept-encoding']);
  const answer = { plain: feed.body, held: feed.encoded, minBytes: cache ? MIN_BYTES : UNCACHED_MIN_BYTES };
  if (coding !== undefined && feed.body.length >= answer.minBytes && feed.encoded[coding] === undefined) {
    const bytes = await compressor.compressOffLoop(feed.body, coding);
    cache?.addEncoding(key, feed, coding, bytes);
    answer.held = { ...feed.encoded, [coding]: bytes };
  }
  // Held now when it is to be compressed: nothing is compressed here.
  const chosen = chooseEncoding(compressor, coding, answer, () => undefined);
  if (compressor.enabled) setEncodingHeaders(reply, chosen.coding);
  return reply
    .type(CALENDAR_TYPE)
    .header('etag', codingEtag(feed.etag, chosen.coding))
    .headers(feed.headers ?? {})
    .send(chosen.body);
}

function notModifiedAnswer(reply: FastifyReply, options: FeedRouteOptions, feed: Validators) {
  if (options.compressor.enabled) setEncodingHeaders(reply, undefined);
  return reply.code(304).header('etag', feed.etag).header('last-modified', feed.lastModified).send();
}

/** The verified claim of a feed URL's last segment (`<token>.ics`), or undefined (the caller answers 404). */
function verifiedClaim(file: string, suffix: string, options: FeedRouteOptions) {
  if (!file.endsWith(suffix)) return undefined;
  const token = file.slice(0, file.length - suffix.length);
  const claim: FeedClaim | undefined = readFeedToken(token);
  const key = claim && options.ring().byId(claim.keyId);
  if (!claim || !key || !feedTokenValid(options.secret, token, claim, key.feedEpoch)) return undefined;
  return { claim, key };
}

/** A row authorised by a token: its feed parameters are those the token signed. */
function registerTokenFeed(api: FastifyInstance, operation: CalendarOperation, options: FeedRouteOptions): void {
  const route = routePattern(operation);
  // What the path's segment holds after the token: `.ics` of `{token}.ics`.
  const suffix = /\}([^/]*)$/.exec(operation.path)?.[1] ?? '';
  const name = Object.keys(operation.params?.shape ?? {})[0]!;
  api.get(route, async (request, reply) => {
    const file = (request.params as Record<string, string>)[name]!;
    const verified = verifiedClaim(file, suffix, options);
    if (!verified) throw new ApiError('feed_not_found');
    // For the log line's key id. Not counted against the key's requests: the feed budget pays for writes.
    request.apiKey = verified.key;
    const { parameters } = verified.claim;
    // Parsed only when the feed is not cached.
    const parse = (): FeedInput => {
      try {
        return parseNormalized(parameters);
      } catch {
        // Signed parameters that no longer parse (a rule tightened since): the feed is gone.
        throw new ApiError('feed_not_found');
      }
    };
    const feed = { operation, route, query: { feed: parameters }, holder: verified.key };
    return sendFeed(request, reply, options, feed, parse);
  });
}

/** A row authorised by the key: its feed parameters are the query's. */
function registerKeyedFeed(api: FastifyInstance, operation: CalendarOperation, options: FeedRouteOptions): void {
  const route = routePattern(operation);
  const parser = new InputParser(operation);
  api.get(route, async (request, reply) =>
    sendFeed(
      request,
      reply,
      options,
      { operation, route, query: request.query, holder: request.apiKey! },
      () =>
        // The row's query is the feed parameters (feeds/operations.ts).
        parser.fromQuery(request.query, {}) as FeedInput,
    ),
  );
}

/** The calendar rows' routes, in the keyed scope `api` (a token row's route is one of the key check's token routes). */
export function registerFeedRoutes(api: FastifyInstance, rows: readonly TableRow[], options: FeedRouteOptions): void {
  for (const row of rows) {
    if (row.answer !== 'calendar') continue;
    if (row.auth === 'token') registerTokenFeed(api, row, options);
    else registerKeyedFeed(api, row, options);
  }
}

/** Signs feeds of `key` under its current feed epoch. */
export function feedSigner(options: Pick<FeedRouteOptions, 'secret' | 'publicBaseUrl'>, key: KeyInfo): FeedSigner {
  return {
    sign: (parameters) => signFeedToken(options.secret, { keyId: key.id, parameters }, key.feedEpoch),
    publicBaseUrl: options.publicBaseUrl,
  };
}
