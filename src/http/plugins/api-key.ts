/**
 * The credentials check of the keyed scope, then the caller's plan limits (docs/api.md,
 * "Authentication", "OAuth", "Plans and rate limits"). A request names its caller by an API key
 * or, on /mcp with OAUTH_ISSUER, by an OAuth access token (credentials.ts). Without credentials
 * it is served on the anonymous plan where ANONYMOUS_PLAN allows it, let on to /mcp's open
 * methods when OAuth is on (the endpoint refuses the rest: admit), or refused. A key in the query
 * string is a 401 (it is never read); an unknown key or an invalid token a 401 (a 429 once its
 * address has guessed too often); a caller over a window a 429. Each request with a caller counts
 * once here, before its body is read, so that a refused POST costs its caller and one over its
 * plan is refused unparsed; /mcp counts a POST's other messages once it has read them. In mixed
 * mode (OAuth with open methods or the anonymous tier) a /mcp POST's 401 is decided and counted
 * here but answered by the endpoint once it has read the body, to carry the message's id.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { type Caller, type CallerKind, type KeyInfo, type KeyRing, type Plan, TokenRefused } from '../../auth/index.js';
import { FEED_BUDGET, type KeyLimits, RateLimitExceeded } from '../../limits/index.js';
import type { ReplyView, RequestView } from '../exchange.js';
import { ApiError } from '../../api/index.js';
import { hasKeyParameter, lookupKey, presentedCredential } from './credentials.js';
import { challenge, type OAuthResource } from './oauth-resource.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's key (never the key itself), set by the key check; null without one. */
    apiKey: KeyInfo | null;
    /** Who the request is counted for (a key, a token's subject, an anonymous address); null: none. */
    caller: Caller | null;
    /**
     * The credentials check's 401 of a /mcp POST in mixed mode, held until the endpoint has read
     * the body to answer it as a JSON-RPC error with the message's id (admit throws it); null: none.
     */
    credentialRefusal: ApiError | null;
  }
}

/**
 * A POST counted before the framework saw it (an MCP POST the path below the framework read and
 * then left to Fastify's route, ../mcp/post-path.ts): its key and the headers its count set.
 */
const COUNTED_EARLY = Symbol('counted below the framework');
type CountedRaw = IncomingMessage & { [COUNTED_EARLY]?: { key: KeyInfo; headers: Record<string, string> } };

/** Leaves the key check of `raw` done: its caller `key`, counted, with the answer's `headers` so far. */
export function leaveCounted(raw: IncomingMessage, key: KeyInfo, headers: Record<string, string>): void {
  (raw as CountedRaw)[COUNTED_EARLY] = { key, headers };
}

/** The window name of the per-address limit of the pages (routes/docs.ts). */
export const PAGES_WINDOW = 'pages';
/** The window name of the per-address limit of /mcp's open methods without credentials. */
const OPEN_WINDOW = 'mcp open';
/** How long a client is told to wait when the issuer's keys cannot be read (the verifier's retry). */
const OAUTH_RETRY_S = 10;

function tooMany(error: RateLimitExceeded, caller: CallerKind = 'key'): ApiError {
  const options = { headers: error.headers };
  if (!error.window) return new ApiError('key_guessing', undefined, options);
  const { limit, name } = error.window;
  const { retryAfter } = error;
  const holder = error.byAddress ? 'address' : caller;
  if (name === FEED_BUDGET) return new ApiError('feed_budget_exceeded', { retryAfter }, options);
  if (name === PAGES_WINDOW) return new ApiError('pages_rate_limited', { retryAfter }, options);
  if (name === OPEN_WINDOW) return new ApiError('unauthenticated_rate_limited', { retryAfter }, options);
  return new ApiError('rate_limited', { limit, window: name, retryAfter, holder }, options);
}

/** A limit check's refusal as the API's 429 (worded for `holder`'s plan); any other error as it is. */
function limitRefusal(error: unknown, holder?: CallerKind): Error {
  return (error instanceof RateLimitExceeded ? tooMany(error, holder) : error) as Error;
}

/** What the key check sets on every answer behind it: each is for one caller, and shared caches must not keep it. */
export function markPrivate(reply: ReplyView): void {
  reply.header('cache-control', 'private');
}

/**
 * Counts a request with a caller once in its plan's windows, and sets the headers that say where
 * they stand: undefined with the limits off (nothing to wait for), else a promise, rejected with
 * the API's 429 when a window is over.
 */
export function countCaller(limits: KeyLimits, request: RequestView, reply: ReplyView): Promise<void> | undefined {
  if (!limits.counting) return undefined;
  return limits.checkKey(request, reply).catch((error: unknown) => {
    throw limitRefusal(error, request.caller?.kind);
  });
}

/** Runs a limit check, its refusal turned into the API's 429 (worded for `holder`'s plan). */
export async function withinLimits<T>(check: () => Promise<T>, holder?: CallerKind): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw error instanceof RateLimitExceeded ? tooMany(error, holder) : error;
  }
}

/**
 * For /mcp, once the POST's `messages` are read (the hook counted one): counts the others against
 * the caller's plan; for a request without credentials, against its address when every message is
 * `open` (initialize, tools/list...), and otherwise refuses it with the 401 that starts OAuth.
 * First it throws the credentials' 401 the check held (request.credentialRefusal), if any.
 */
export type AdmitMessages = (
  request: FastifyRequest,
  reply: FastifyReply,
  messages: number,
  open: boolean,
) => Promise<void>;

/** What the keyed scope's routes count with: /mcp's messages, and the key's feed budget (throw the 429s). */
export interface KeyedCounters {
  admit: AdmitMessages;
  /** Charges a feed's units before it is written; resolves the units charged (0: no budget applies). */
  chargeFeedBudget(key: KeyInfo, units: number): Promise<number>;
  /** Gives back, after the write, units charged and not used. */
  refundFeedBudget(key: KeyInfo, units: number): Promise<void>;
}

export interface KeyCheckOptions {
  /** Routes that also take a bearer credential (/mcp): a key, or with `oauth` an access token. */
  bearerRoutes?: ReadonlySet<string>;
  /**
   * Routes that take no key header: they find their key themselves (a feed token names it), set
   * request.apiKey and count with the returned functions.
   */
  tokenRoutes?: ReadonlySet<string>;
  /** ANONYMOUS_PLAN: the routes a request without credentials is served on, and their plan. */
  anonymous?: { plan: Plan; routes: ReadonlySet<string> } | undefined;
  /** OAUTH_ISSUER: access tokens on the bearer routes, and their open methods without credentials. */
  oauth?: OAuthResource | undefined;
  /** Messages without credentials one address may send a minute to the open methods; 0: none are open. */
  openPerMinute?: number;
}

type Done = (error?: Error) => void;

/** The refusals of the credentials check, and its counting of each request once. */
function checks(limits: KeyLimits, options: KeyCheckOptions) {
  const { oauth } = options;
  const openPerMinute = options.openPerMinute ?? 60;
  const unauthorized = (code: 'unauthorized' | 'key_in_query', bearer: boolean) =>
    new ApiError(
      code,
      { bearer, oauth: oauth !== undefined },
      { headers: { 'www-authenticate': challenge(oauth, bearer) } },
    );
  // Callback-style: a known key with the limits off is let through without a promise.
  const countOnce = (request: FastifyRequest, reply: FastifyReply, done: Done) => {
    const counted = countCaller(limits, request, reply);
    if (counted === undefined) return done();
    counted.then(() => done(), done);
  };
  const guessed = (request: FastifyRequest, done: Done, refusal: ApiError) =>
    limits.checkUnknownKey(request).then(
      () => done(refusal),
      (error: unknown) => done(limitRefusal(error)),
    );
  // Inside an address pool (a hosted connector's users), each address of it may send the pool's own.
  const countOpen = (request: FastifyRequest, requests: number) => {
    const perMinute = limits.networks.poolOf(request)?.perAddressPerMinute ?? openPerMinute;
    return withinLimits(() => limits.checkAddress(OPEN_WINDOW, request, perMinute, requests));
  };
  let loggedAt = Number.NEGATIVE_INFINITY;
  // One line per retry period, without a stack, not one per request: a down or misconfigured
  // issuer refuses every token.
  const logOnce = (request: FastifyRequest, error: unknown, misconfigured: boolean) => {
    if (Date.now() - loggedAt <= OAUTH_RETRY_S * 1000) return;
    loggedAt = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    if (misconfigured) request.log.error({ oauth: 'misconfigured', reason }, 'OAuth: the issuer is misconfigured');
    else request.log.warn({ oauth: 'unavailable', reason }, "OAuth: the issuer's signing keys could not be read");
  };
  const tokenRefused = (request: FastifyRequest, done: Done, error: unknown) => {
    if (error instanceof TokenRefused && error.reason === 'misconfigured') {
      logOnce(request, error, true);
      return done(new ApiError('oauth_misconfigured'));
    }
    if (!(error instanceof TokenRefused) || error.reason === 'unavailable') {
      logOnce(request, error, false);
      // Counted as a guess: a JWT-shaped credential costs its sender the same while the issuer is down.
      const retry = { headers: { 'retry-after': String(OAUTH_RETRY_S) } };
      return void guessed(request, done, new ApiError('oauth_unavailable', undefined, retry));
    }
    const code = error.reason === 'invalid' ? 'invalid_token' : 'insufficient_scope';
    const headers = { 'www-authenticate': challenge(oauth, true, { code, description: error.message }) };
    if (code === 'insufficient_scope') {
      return done(new ApiError(code, { scopes: oauth!.scopes.join(' ') }, { headers }));
    }
    guessed(request, done, new ApiError(code, { reason: error.message }, { headers }));
  };
  return { openPerMinute, unauthorized, countOnce, guessed, countOpen, tokenRefused };
}

/**
 * Adds the credentials check and the plan limits (counted in Redis when the limits were made with
 * it) to the keyed scope `api`; returns the counters the routes that count more need.
 */
export function registerApiKeyCheck(
  api: FastifyInstance,
  ring: () => KeyRing,
  limits: KeyLimits,
  options: KeyCheckOptions = {},
): KeyedCounters {
  const { oauth, anonymous } = options;
  const { openPerMinute, unauthorized, countOnce, guessed, countOpen, tokenRefused } = checks(limits, options);

  // In mixed mode a 401 of a POST to a bearer route (/mcp) is held for its endpoint, which answers
  // it, once the body is read, with the message's id as a JSON-RPC error; the credentials are
  // checked and counted (as guesses) here all the same, and a 429 or another refusal is not held.
  const holdsRefusals = (request: FastifyRequest, route: string) =>
    oauth !== undefined && request.method === 'POST' && (openPerMinute > 0 || anonymous?.routes.has(route) === true);
  const held =
    (request: FastifyRequest, done: Done): Done =>
    (error) => {
      if (!(error instanceof ApiError && error.status === 401)) return done(error);
      request.credentialRefusal = error;
      done();
    };

  const keyCheck: onRequestHookHandler = (request, reply, next) => {
    markPrivate(reply);
    const early = (request.raw as CountedRaw)[COUNTED_EARLY];
    if (early !== undefined) {
      request.apiKey = request.caller = early.key;
      reply.headers(early.headers);
      return next();
    }
    const route = request.routeOptions.url ?? '';
    if (options.tokenRoutes?.has(route)) return next();
    const bearer = options.bearerRoutes?.has(route) ?? false;
    const done = bearer && holdsRefusals(request, route) ? held(request, next) : next;
    if (hasKeyParameter(request.query)) return done(unauthorized('key_in_query', bearer));
    const credential = presentedCredential(request, bearer, oauth !== undefined);
    if (credential?.kind === 'token') {
      oauth!.verifier.verify(credential.value).then(
        (holder) => {
          request.caller = { kind: 'token', ...holder };
          countOnce(request, reply, done);
        },
        (error: unknown) => tokenRefused(request, done, error),
      );
      return;
    }
    if (credential === undefined && anonymous?.routes.has(route)) {
      request.caller = limits.networks.anonymousCaller(request, anonymous.plan);
      return countOnce(request, reply, done);
    }
    if (credential === undefined && bearer && oauth !== undefined && openPerMinute > 0) {
      countOpen(request, 1).then(() => done(), done);
      return;
    }
    const info = credential === undefined ? undefined : lookupKey(ring(), credential.value);
    if (info === undefined) return void guessed(request, done, unauthorized('unauthorized', bearer));
    request.apiKey = info;
    request.caller = info;
    countOnce(request, reply, done);
  };
  api.addHook('onRequest', keyCheck);
  return {
    async admit(request, reply, messages, open) {
      if (request.credentialRefusal !== null) throw request.credentialRefusal;
      if (request.caller === null) {
        if (!open) throw unauthorized('unauthorized', true);
        if (messages > 1) await countOpen(request, messages - 1);
      } else if (messages > 1 && limits.counting) {
        await withinLimits(() => limits.checkKey(request, reply, messages - 1), request.caller.kind);
      }
    },
    chargeFeedBudget: (key, units) => withinLimits(() => limits.chargeFeedBudget(key, units)),
    refundFeedBudget: (key, units) => limits.refundFeedBudget(key, units),
  };
}
