/**
 * The API-key check of the keyed scope, then the key's plan limits: a key in the query string is a
 * 401 (it is never read), an unknown key is a 401 (or a 429 once its address has guessed too
 * often), a known key over a window is a 429.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { KeyInfo, KeyRing } from '../../auth/index.js';
import { FEED_BUDGET, type KeyLimits, RateLimitExceeded } from '../../limits/index.js';
import { API_KEY_HEADER, ApiError } from '../../api/index.js';
import { isKeyParameter } from '../logged-url.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's key (never the key itself), set by the API-key check; null on unauthenticated routes. */
    apiKey: KeyInfo | null;
  }
}

const HEADER = API_KEY_HEADER.toLowerCase();
const BEARER_RE = /^Bearer +(\S+) *$/i;

/** The window name of the per-address limit of the pages (routes/docs.ts). */
export const PAGES_WINDOW = 'pages';

function tooMany(error: RateLimitExceeded): ApiError {
  const options = { headers: error.headers };
  if (!error.window) return new ApiError('key_guessing', undefined, options);
  const { limit, name } = error.window;
  const { retryAfter } = error;
  if (name === FEED_BUDGET) return new ApiError('feed_budget_exceeded', { retryAfter }, options);
  if (name === PAGES_WINDOW) return new ApiError('pages_rate_limited', { retryAfter }, options);
  return new ApiError('rate_limited', { limit, window: name, retryAfter }, options);
}

/**
 * Counts `requests` requests (default one; an MCP POST counts its messages) of the keyed caller
 * against its plan's limits, or throws the 429.
 */
export type CountAgainstLimits = (request: FastifyRequest, reply: FastifyReply, requests?: number) => Promise<void>;

/** What the keyed scope's routes count with: the plan's limits, and the key's feed budget (throw the 429s). */
export interface KeyedCounters {
  count: CountAgainstLimits;
  /** Charges a feed's units before it is written; resolves the units charged (0: no budget applies). */
  chargeFeedBudget(key: KeyInfo, units: number): Promise<number>;
  /** Gives back, after the write, units charged and not used. */
  refundFeedBudget(key: KeyInfo, units: number): Promise<void>;
}

export interface KeyCheckOptions {
  /** Routes that also take the key as `Authorization: Bearer <key>` (what many MCP clients can send). */
  bearerRoutes?: ReadonlySet<string>;
  /** Routes that count their messages themselves, with the returned function, instead of once per request. */
  selfCountingRoutes?: ReadonlySet<string>;
  /**
   * Routes that take no key header: they find their key themselves (a feed token names it), set
   * request.apiKey and count with the returned functions.
   */
  tokenRoutes?: ReadonlySet<string>;
}

/** The key as presented: the X-API-Key header, else on `bearer` routes an `Authorization: Bearer` token. */
function presentedKey(request: FastifyRequest, bearer: boolean): string | undefined {
  const header = request.headers[HEADER];
  if (typeof header === 'string') return header;
  return bearer ? BEARER_RE.exec(request.headers.authorization ?? '')?.[1] : undefined;
}

/**
 * What the ring answered for each known key presented, kept per ring: the SHA-256 of the presented
 * key, most of the key check's cost, is then worked out once per key and ring instead of on every
 * request. Only keys the ring knows are kept (so at most its size: guessed keys cannot grow it),
 * and a reloaded ring (a key revoked or added) starts with none. The price: the raw keys of callers
 * stay in memory as long as their ring does (they pass through it on every request anyway).
 */
const knownKeys = new WeakMap<KeyRing, Map<string, KeyInfo>>();

function lookupKey(ring: KeyRing, presented: string): KeyInfo | undefined {
  let known = knownKeys.get(ring);
  if (known === undefined) knownKeys.set(ring, (known = new Map()));
  const hit = known.get(presented);
  if (hit !== undefined) return hit;
  const info = ring.lookup(presented);
  if (info !== undefined && known.size < ring.size) known.set(presented, info);
  return info;
}

/** Runs a limit check, its refusal turned into the API's 429. */
export async function withinLimits<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw error instanceof RateLimitExceeded ? tooMany(error) : error;
  }
}

/**
 * Adds the key check and the plan limits (counted in Redis when the limits were made with it) to
 * the keyed scope `api`; returns the limits' counters, for the routes that count their own calls.
 */
export function registerApiKeyCheck(
  api: FastifyInstance,
  ring: () => KeyRing,
  limits: KeyLimits,
  options: KeyCheckOptions = {},
): KeyedCounters {
  const count: CountAgainstLimits = (request, reply, requests) =>
    withinLimits(() => limits.checkKey(request, reply, requests));
  const refused = (error: unknown) => (error instanceof RateLimitExceeded ? tooMany(error) : error);
  // A callback hook: a known key with the limits off is let through without a promise.
  const keyCheck: onRequestHookHandler = (request, reply, done) => {
    // Every answer behind the key check is for one key's holder: shared caches must not keep it.
    reply.header('cache-control', 'private');
    const route = request.routeOptions.url ?? '';
    if (options.tokenRoutes?.has(route)) return done();
    const bearer = options.bearerRoutes?.has(route) ?? false;
    if (hasKeyParameter(request.query)) return done(new ApiError('key_in_query', { bearer }));
    const presented = presentedKey(request, bearer);
    const info = presented === undefined ? undefined : lookupKey(ring(), presented);
    if (info === undefined) {
      limits.checkUnknownKey(request).then(
        () => done(new ApiError('unauthorized', { bearer })),
        (error: unknown) => done(refused(error) as Error),
      );
      return;
    }
    request.apiKey = info;
    if (!limits.counting || options.selfCountingRoutes?.has(route)) return done();
    limits.checkKey(request, reply).then(
      () => done(),
      (error: unknown) => done(refused(error) as Error),
    );
  };
  api.addHook('onRequest', keyCheck);
  return {
    count,
    chargeFeedBudget: (key, units) => withinLimits(() => limits.chargeFeedBudget(key, units)),
    refundFeedBudget: (key, units) => limits.refundFeedBudget(key, units),
  };
}

/** Whether the parsed query names a parameter that carries a key (without listing its names). */
function hasKeyParameter(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  for (const name in query) if (isKeyParameter(name)) return true;
  return false;
}
