/**
 * The operation table's calendar rows over HTTP (docs/api.md, "Calendar feeds"), in the keyed scope:
 * - a row authorised by the key (GET /api/gpt/conferences.ics): a search as iCalendar, with the key
 *   in the header;
 * - a row authorised by a token (GET /feeds/<token>.ics): the feed of a URL that POST
 *   /api/gpt/feeds signed, with no key header. The token names its key: a token that does not
 *   verify (changed, of a revoked key, signed under an earlier feed epoch) is a 404 with no detail.
 *   A fetch does not count against the key's requests, and its answer says nothing of the key's
 *   plan or quota.
 * Their answers go through the one reply path of kept answers (../answer-path.ts) as the
 * calendar kind: text/calendar, kept in a store of their own (a feed is megabytes, over the JSON
 * answers' largest entry, and a subscriber's feed must not push out the searches), with validators
 * known before the feed is written (an ETag made of the snapshot version, the moment and the
 * feed's parameters, and Last-Modified), so a conditional GET gets a 304 without a search.
 * Writing a feed is charged to its key's feed budget by its size (one unit per 50 events); a feed
 * served from the cache, or a 304, is not.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  ApiError,
  type Feed,
  type FeedContext,
  type FeedInput,
  type FeedSigner,
  InputParser,
  parseNormalized,
  type TableRow,
} from '../../api/index.js';
import {
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
import type { KeyedCounters } from '../plugins/api-key.js';
import type { AnswerKind, CachedRoute } from '../answer-path.js';
import { etagOf, type ResponseCache } from '../response-cache.js';
import { routePattern } from './api.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** A feed row: a calendar's, or a change feed's (Atom, JSON Feed), each with its own input. */
type FeedRow = Extract<TableRow, { answer: 'calendar' }>;
/** What a feed is charged by: its limit. */
type FeedRowInput = { query: { limit: number } };

declare module 'fastify' {
  interface FastifyRequest {
    /** A feed URL's parameters, as its verified token signed them. */
    signedParameters: string | undefined;
  }
}

export interface FeedRouteOptions {
  index(): SnapshotIndex;
  today(): Day;
  now(): number;
  ring(): KeyRing;
  counters: KeyedCounters;
  metrics?: Metrics | undefined;
  /** FEED_SECRET, or the process's own random one outside production. */
  secret: string;
  publicBaseUrl: string;
  /** The reply path's 304 of a request whose conditions hold, once its parameters are read. */
  revalidate(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** When the answer last changed: the snapshot's build, the start of today (the default order), the last deadline passed. */
function lastModifiedOf(clock: Pick<FeedRouteOptions, 'index' | 'today' | 'now'>): string {
  const index = clock.index();
  const changed = Math.max(
    Date.parse(index.header.builtAt),
    clock.today() * 86_400_000,
    (index.lastDeadlinePassed(clock.now()) ?? 0) * 1000,
  );
  return new Date(changed).toUTCString();
}

/**
 * The calendar kind of answer: its type, its store, its counts kept with it, and validators of the
 * key, which holds the snapshot version, the moment (today's UTC date and the deadlines passed)
 * and the feed's parameters as given (the query, or a token's signed parameters).
 */
export function calendarKind(
  clock: Pick<FeedRouteOptions, 'index' | 'today' | 'now'>,
  store: ResponseCache | undefined,
): AnswerKind {
  return {
    type: CALENDAR_TYPE,
    store,
    kept: ['x-feed-total', 'x-feed-omitted'],
    validators: (key) => ({ etag: etagOf(key), lastModified: lastModifiedOf(clock) }),
  };
}

/** The calendar rows' routes on the reply path: a token's feed reads the parameters it signed, not its URL. */
export function calendarRoutes(rows: readonly TableRow[], kind: AnswerKind): [string, CachedRoute][] {
  const signed = (request: FastifyRequest) => ({ query: { feed: request.signedParameters } });
  return rows
    .filter((row) => row.answer === 'calendar')
    .map((row) => {
      const own = row.media ? { ...kind, type: row.media.type } : kind;
      return [routePattern(row), row.auth === 'token' ? { kind: own, reads: signed } : { kind: own }];
    });
}

/**
 * The feed of `input`, written now, sent with its counts: unless the request's conditions hold
 * (a 304). Charged to `holder`'s feed budget: what its limit would cost before (a 429 when the
 * budget has no unit left), then back what its events did not need.
 */
async function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FeedRouteOptions,
  feed: { operation: FeedRow; holder: KeyInfo; input: FeedRowInput; self?: string },
) {
  if (options.revalidate(request, reply)) return reply;
  const { operation, holder, input } = feed;
  const charged = await options.counters.chargeFeedBudget(holder, feedUnits(input.query.limit)).catch((error) => {
    options.metrics?.feedBudgetRefusals.inc();
    throw error;
  });
  let used = 0;
  try {
    const index = options.index();
    const context: FeedContext = {
      index,
      today: options.today(),
      now: options.now(),
      host: new URL(options.publicBaseUrl).host,
      builtAt: new Date(index.header.builtAt),
      publicBaseUrl: options.publicBaseUrl,
      ...(feed.self === undefined ? {} : { self: feed.self }),
    };
    // Each row's handler reads the input its own parser made.
    const written = await (operation.handler as (input: unknown, context: FeedContext) => Promise<Feed>)(
      input,
      context,
    );
    used = charged > 0 ? feedUnits(written.shown) : 0;
    options.metrics?.feedBudgetUnits.inc(used);
    return reply
      .type(operation.media?.type ?? CALENDAR_TYPE)
      .header('x-feed-total', String(written.total))
      .header('x-feed-omitted', String(written.omitted))
      .send(written.body);
  } finally {
    await options.counters.refundFeedBudget(holder, charged - used);
  }
}

/** A row authorised by a token: its feed parameters are those the token signed, verified before the cache is read. */
function registerTokenFeed(api: FastifyInstance, operation: FeedRow, options: FeedRouteOptions): void {
  // What the path's segment holds after the token: `.ics` of `{token}.ics`.
  const suffix = /\}([^/]*)$/.exec(operation.path)?.[1] ?? '';
  const name = Object.keys(operation.params?.shape ?? {})[0]!;
  // A callback hook, not an async one: a cached feed is served after it, and a promise per request costs.
  const verify: preValidationHookHandler = (request, _reply, done) => {
    const file = (request.params as Record<string, string>)[name]!;
    const token = file.slice(0, file.length - suffix.length);
    const claim = file.endsWith(suffix) ? readFeedToken(token) : undefined;
    const key = claim && options.ring().byId(claim.keyId);
    if (!claim || !key || !feedTokenValid(options.secret, token, claim, key.feedEpoch)) {
      return done(new ApiError('feed_not_found'));
    }
    // For the log line's key id. Not counted against the key's requests: the feed budget pays for writes.
    request.apiKey = key;
    request.signedParameters = claim.parameters;
    done();
  };
  api.get(routePattern(operation), { preValidation: verify }, async (request, reply) => {
    let input: FeedRowInput;
    try {
      input = (operation.parse ?? parseNormalized)(request.signedParameters!);
    } catch {
      // Signed parameters that no longer parse (a rule tightened since): the feed is gone.
      throw new ApiError('feed_not_found');
    }
    // The URL the token was signed for: the one its subscribers fetch (and a feed names as its own).
    const file = (request.params as Record<string, string>)[name]!;
    const self = `${options.publicBaseUrl}${operation.path.replace(`{${name}}${suffix}`, file)}`;
    return sendFeed(request, reply, options, { operation, holder: request.apiKey!, input, self });
  });
}

/** A row authorised by the key: its feed parameters are the query's. */
function registerKeyedFeed(api: FastifyInstance, operation: FeedRow, options: FeedRouteOptions): void {
  const parser = new InputParser(operation);
  api.get(routePattern(operation), async (request, reply) => {
    // The row's query is the feed parameters (feeds/operations.ts).
    const input = parser.fromQuery(request.query, {}) as FeedInput;
    return sendFeed(request, reply, options, { operation, holder: request.apiKey!, input });
  });
}

/** The calendar rows' routes, in the keyed scope `api` (a token row's route is one of the key check's token routes). */
export function registerFeedRoutes(api: FastifyInstance, rows: readonly TableRow[], options: FeedRouteOptions): void {
  api.decorateRequest('signedParameters', undefined);
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
