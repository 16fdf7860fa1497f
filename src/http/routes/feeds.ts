/**
 * Calendar feeds over HTTP (docs/api.md, "Calendar feeds"), in the keyed scope:
 * - GET /api/gpt/conferences.ics: a search as iCalendar, with the key in the header;
 * - POST /api/gpt/feeds: the signed feed URL of a search, for calendar clients that cannot send a key;
 * - GET /feeds/<token>.ics: that feed, with no key header. The token names its key: a token that
 *   does not verify (changed, of a revoked key, signed under an earlier feed epoch) is a 404 with no
 *   detail. A fetch counts against the key's plan like one search, and a feed may be fetched once a
 *   minute.
 * Both GETs answer with an ETag made of the snapshot version, the moment and the feed's parameters,
 * and Last-Modified, so a conditional GET gets a 304 without a search; their text is cached by that
 * tag (feed-cache.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { ApiError } from '../../api/index.js';
import {
  calendarFeed,
  FEED_PARSER,
  type FeedContext,
  type FeedInput,
  type FeedSigner,
  feedLinks,
  normalizedParameters,
  parseNormalized,
} from '../../api/feeds/index.js';
import {
  type FeedClaim,
  feedTokenValid,
  type KeyInfo,
  type KeyRing,
  readFeedToken,
  signFeedToken,
} from '../../auth/index.js';
import type { SnapshotIndex } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import type { FeedCache } from '../feed-cache.js';
import type { KeyedCounters } from '../plugins/api-key.js';
import { ifNoneMatch } from '../response-cache.js';

export const CALENDAR_PATH = '/api/gpt/conferences.ics';
const FEEDS_PATH = '/api/gpt/feeds';
export const FEED_ROUTE = '/feeds/:file';
const FEED_SUFFIX = '.ics';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export interface FeedRouteOptions {
  index(): SnapshotIndex;
  today(): Day;
  now(): number;
  version(): string;
  ring(): KeyRing;
  counters: KeyedCounters;
  cache: FeedCache | undefined;
  /** FEED_SECRET, or the process's own random one outside production. */
  secret: string;
  publicBaseUrl: string;
}

/** The answer's validators: an ETag of the snapshot version, the moment and the parameters, and Last-Modified. */
function validators(options: FeedRouteOptions, index: SnapshotIndex, feed: string) {
  const now = options.now();
  const passed = index.deadlinesPassed(now);
  const etag = `"${createHash('sha1').update(`${options.version()}\n${options.today()}+${passed}\n${feed}`).digest('base64url')}"`;
  // The answer changes with the snapshot, the day (the default order) and each deadline passed.
  const changed = Math.max(
    Date.parse(index.header.builtAt),
    options.today() * 86_400_000,
    (index.lastDeadlinePassed(now) ?? 0) * 1000,
  );
  return { etag, lastModified: new Date(Math.floor(changed / 1000) * 1000) };
}

/** Whether the request's conditions match: If-None-Match first, else If-Modified-Since. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const { 'if-none-match': tag, 'if-modified-since': since } = request.headers;
  if (tag !== undefined) return ifNoneMatch(tag, etag);
  if (typeof since !== 'string') return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && lastModified.getTime() <= time;
}

/** Answers a feed: 304, the cached text, or the feed written now (and cached). */
function sendFeed(request: FastifyRequest, reply: FastifyReply, options: FeedRouteOptions, input: FeedInput) {
  const index = options.index();
  const { etag, lastModified } = validators(options, index, normalizedParameters(input));
  reply.header('etag', etag).header('last-modified', lastModified.toUTCString());
  if (notModified(request, etag, lastModified)) return reply.code(304).send();
  let feed = options.cache?.get(etag);
  if (feed === undefined) {
    const context: FeedContext = {
      index,
      today: options.today(),
      now: options.now(),
      host: new URL(options.publicBaseUrl).host,
      builtAt: new Date(index.header.builtAt),
    };
    const written = calendarFeed(input, context);
    feed = options.cache ? options.cache.set(etag, written) : { ...written, body: Buffer.from(written.text) };
  }
  return reply
    .type(CALENDAR_TYPE)
    .header('x-feed-total', String(feed.total))
    .header('x-feed-omitted', String(feed.omitted))
    .send(feed.body);
}

/** The verified claim of a feed URL's last segment, or undefined (the caller answers 404). */
function verifiedClaim(file: string, options: FeedRouteOptions) {
  if (!file.endsWith(FEED_SUFFIX)) return undefined;
  const token = file.slice(0, -FEED_SUFFIX.length);
  const claim: FeedClaim | undefined = readFeedToken(token);
  const key = claim && options.ring().byId(claim.keyId);
  if (!claim || !key || !feedTokenValid(options.secret, token, claim, key.feedEpoch)) return undefined;
  return { claim, key };
}

/** A feed's identity for its once-a-minute window: a hash of its claim, never the token. */
const feedId = (claim: FeedClaim): string =>
  createHash('sha256').update(`${claim.keyId}\n${claim.parameters}`).digest('base64url').slice(0, 22);

async function fetchFeed(request: FastifyRequest, reply: FastifyReply, options: FeedRouteOptions) {
  const { file } = request.params as { file: string };
  const verified = verifiedClaim(file, options);
  if (!verified) throw new ApiError('feed_not_found');
  request.apiKey = verified.key;
  let input: FeedInput;
  try {
    input = parseNormalized(verified.claim.parameters);
  } catch {
    // Signed parameters that no longer parse (a rule tightened since): the feed is gone.
    throw new ApiError('feed_not_found');
  }
  await options.counters.countFeed(feedId(verified.claim));
  await options.counters.count(request, reply);
  return sendFeed(request, reply, options, input);
}

/** The three routes, in the keyed scope `api` (FEED_ROUTE is one of the key check's token routes). */
export function registerFeedRoutes(api: FastifyInstance, options: FeedRouteOptions): void {
  api.get(CALENDAR_PATH, async (request, reply) =>
    sendFeed(request, reply, options, FEED_PARSER.fromQuery(request.query, {})),
  );
  api.get(FEED_ROUTE, async (request, reply) => fetchFeed(request, reply, options));
  api.post(FEEDS_PATH, async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError('invalid_parameter', { name: 'body', rule: 'must be a JSON object of search parameters' });
    }
    const input = FEED_PARSER.fromArguments(body as Record<string, unknown>);
    const context = { index: options.index(), today: options.today(), now: options.now() };
    return feedLinks(input, context, feedSigner(options, request.apiKey!));
  });
}

/** Signs feeds of `key` under its current feed epoch. */
export function feedSigner(options: Pick<FeedRouteOptions, 'secret' | 'publicBaseUrl'>, key: KeyInfo): FeedSigner {
  return {
    sign: (parameters) => signFeedToken(options.secret, { keyId: key.id, parameters }, key.feedEpoch),
    publicBaseUrl: options.publicBaseUrl,
  };
}
