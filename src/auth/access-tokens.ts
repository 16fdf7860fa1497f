/**
 * JWT access tokens of one authorization server (docs/api.md, "OAuth"), checked as a resource
 * server checks them (OAuth 2.1 section 5.2, RFC 9068): the signature against the issuer's JWKS
 * (found through its metadata, issuer-metadata.ts, and kept by jose, which fetches it again when a
 * token names a key it does not hold; read within bounds, issuer-fetch.ts), `iss`, `aud` (this
 * server, RFC 8707, compared as RFC 3986 normalizes it: audience.ts), `exp`, and the scopes the
 * operator requires. The token's subject gets a plan from a claim the operator names, up to a ceiling.
 */
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from 'jose';
import { isPlan, type Plan, PLANS } from './plans.js';
import { audienceHeld } from './audience.js';
import { IssuerMisconfigured } from './issuer-errors.js';
import { boundedJwksFetch } from './issuer-fetch.js';
import { discoverJwksUrl } from './issuer-metadata.js';

/** Asymmetric algorithms only: a JWKS is public, so a shared-secret (HS*) or `none` token is refused. */
const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];
/** Longer tokens are refused unread (real ones are 1-3 KiB). */
const MAX_TOKEN_LENGTH = 8192;
/** Clock skew allowed between this server and the authorization server, on `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_S = 30;
/** A compact JWS: three base64url parts. An API key (`cd_` and letters and digits) never has a dot. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface TokenVerifierOptions {
  /** OAUTH_ISSUER, as written. */
  issuer: string;
  /** The audiences accepted: a token's `aud` must hold one of them. */
  audiences: readonly string[];
  /** Scopes every token must hold (in `scope` or `scp`). */
  scopes: readonly string[];
  /** The claim naming the subject's plan; unset: every subject is on `defaultPlan`. */
  planClaim?: string | undefined;
  defaultPlan: Plan;
  /** The highest plan a claim can give (OAUTH_MAX_PLAN); default: the highest plan. */
  maxPlan?: Plan;
  /** Bound on reading the metadata and the JWKS. Default 5000 ms. */
  timeoutMs?: number;
  /** After the metadata could not be read, how long before it is tried again. Default 10000 ms. */
  retryMs?: number;
}

/** Who a valid token speaks for. */
export interface TokenHolder {
  /** A fixed-length name of the subject (a hash: subjects can be e-mail addresses, of any length). */
  id: string;
  plan: Plan;
}

/**
 * Why a token was refused: `invalid` (401), `insufficient_scope` (403), `unavailable` (the keys
 * could not be read: 503), `misconfigured` (the issuer's metadata or keys are not usable: 500).
 */
export type TokenRefusalReason = 'invalid' | 'insufficient_scope' | 'unavailable' | 'misconfigured';

export class TokenRefused extends Error {
  override readonly name = 'TokenRefused';

  constructor(
    readonly reason: TokenRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenVerifier {
  verify(token: string): Promise<TokenHolder>;
  /** The issuer's configuration fault while it lasts (until a token verifies again), for /readyz. */
  problem(): string | undefined;
}

/** Whether a bearer credential is a JWT rather than an API key. */
export function looksLikeJwt(credential: string): boolean {
  return COMPACT_JWS.test(credential);
}

/** The scopes a token holds: RFC 9068's `scope` (space-separated), or `scp` (Entra ID's string, Okta's list). */
function scopesOf(payload: JWTPayload): Set<string> {
  const raw = payload.scope ?? payload.scp;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(' ') : [];
  return new Set(list.filter((scope): scope is string => typeof scope === 'string' && scope !== ''));
}

/**
 * The best plan a claim names (a plan name, or a list such as roles that holds some), else the
 * default; never above `maxPlan`.
 */
export function planOf(value: unknown, defaultPlan: Plan, maxPlan: Plan = PLANS[PLANS.length - 1]!): Plan {
  const named = (Array.isArray(value) ? value : [value]).filter(isPlan);
  const best =
    named.length === 0
      ? defaultPlan
      : named.reduce((top, plan) => (PLANS.indexOf(plan) > PLANS.indexOf(top) ? plan : top));
  return PLANS.indexOf(best) > PLANS.indexOf(maxPlan) ? maxPlan : best;
}

/** The jose errors that mean the token itself is bad; any other failure is reading the keys. */
const INVALID_TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

function refusalOf(error: unknown): TokenRefused {
  if (error instanceof TokenRefused) return error;
  if (error instanceof IssuerMisconfigured) return new TokenRefused('misconfigured', error.message);
  if (INVALID_TOKEN_ERRORS.some((kind) => error instanceof kind)) {
    return new TokenRefused(
      'invalid',
      error instanceof errors.JWTExpired ? 'The token has expired.' : 'The token is not valid here.',
    );
  }
  return new TokenRefused('unavailable', error instanceof Error ? error.message : String(error));
}

/**
 * The verifier of `options.issuer`'s tokens. The metadata is read at the first token, not at
 * start (a replica must start while its authorization server is down); after a failure it is
 * tried again no sooner than `retryMs`, and tokens meanwhile are refused as that failure was
 * (`unavailable`, or `misconfigured`: then problem() names it until a token verifies).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const timeoutMs = options.timeoutMs ?? 5000;
  const retryMs = options.retryMs ?? 10_000;
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let failure: TokenRefused | undefined;
  let problem: string | undefined;
  const jwks = () => {
    if (keys === undefined) {
      if (Date.now() - failedAt < retryMs && failure) throw failure;
      keys = discoverJwksUrl(options.issuer, timeoutMs).then(
        (url) => createRemoteJWKSet(url, { timeoutDuration: timeoutMs, [customFetch]: boundedJwksFetch }),
        (error: unknown) => {
          keys = undefined;
          failedAt = Date.now();
          failure = refusalOf(error);
          throw failure;
        },
      );
    }
    return keys;
  };
  const maxPlan = options.maxPlan ?? PLANS[PLANS.length - 1]!;
  const planFor = (payload: JWTPayload) =>
    options.planClaim ? planOf(payload[options.planClaim], options.defaultPlan, maxPlan) : options.defaultPlan;
  return {
    async verify(token) {
      if (token.length > MAX_TOKEN_LENGTH || !looksLikeJwt(token)) throw new TokenRefused('invalid', 'Not a JWT.');
      try {
        const { payload } = await jwtVerify(token, await jwks(), {
          issuer: options.issuer,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['exp', 'sub', 'aud'],
        });
        problem = undefined;
        if (!audienceHeld(payload.aud, options.audiences))
          throw new TokenRefused('invalid', 'The token is not valid here.');
        const held = scopesOf(payload);
        if (!options.scopes.every((scope) => held.has(scope))) {
          throw new TokenRefused('insufficient_scope', `The token needs the scopes ${options.scopes.join(' ')}.`);
        }
        const plan = planFor(payload);
        const subject = createHash('sha256').update(String(payload.sub)).digest('base64url').slice(0, 22);
        return { id: `oauth:${subject}`, plan };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal.reason === 'misconfigured') problem = refusal.message;
        throw refusal;
      }
    },
    problem: () => problem,
  };
}
