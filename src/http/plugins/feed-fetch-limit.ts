/**
 * The per-address budget of feed fetches by URL (`GET /feeds/<token>.ics`, docs/api.md, "Calendar
 * feeds"): a feed URL needs no key, and a cached feed costs its holder's key nothing, so without a
 * count of its own one address could download a cached feed without end. Each fetch, cached or not,
 * answered or refused, counts once in its client address's minute window (the address Fastify gives
 * after TRUST_PROXY), in the limits' counters: Redis shared by the replicas when configured, else
 * process memory. Over FEED_FETCHES_PER_MINUTE, a 429 `feed_fetches_rate_limited` with Retry-After,
 * before the token is read. RATE_LIMITS=off (benchmarks) turns it off with the plan limits.
 *
 * An onRequest hook of the keyed scope, on the feed URL's route only; app.ts registers it right after
 * the key check, which lets that route through without a key.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from '../../api/index.js';
import { type KeyLimits, RateLimitExceeded } from '../../limits/index.js';

/** The window's name in the counters (its Redis key is `confdir:rl:a:feed-fetches:<address>`). */
const FEED_FETCHES_WINDOW = 'feed-fetches';

export interface FeedFetchLimitOptions {
  limits: KeyLimits;
  /** FEED_FETCHES_PER_MINUTE. */
  perMinute: number;
  /** The routes counted: the feed URL's (the operation table's rows authorised by a feed token). */
  routes: ReadonlySet<string>;
}

export function registerFeedFetchLimit(api: FastifyInstance, options: FeedFetchLimitOptions): void {
  const { limits, perMinute, routes } = options;
  if (!limits.counting) return;
  const feedFetchLimit: onRequestHookHandler = (request, _reply, done) => {
    if (!routes.has(request.routeOptions.url ?? '')) return done();
    limits.checkAddress(FEED_FETCHES_WINDOW, request, perMinute).then(
      () => done(),
      (error: unknown) => {
        if (!(error instanceof RateLimitExceeded)) return done(error as Error);
        const { retryAfter, headers } = error;
        done(new ApiError('feed_fetches_rate_limited', { retryAfter }, { headers }));
      },
    );
  };
  api.addHook('onRequest', feedFetchLimit);
}
