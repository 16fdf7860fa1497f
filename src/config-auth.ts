/**
 * The variables of OAuth and of the anonymous tier (docs/operating.md, "OAuth" and "Anonymous
 * tier"), declared as src/config.ts declares the others, and the rule that ties them together:
 * the OAuth settings mean nothing without OAUTH_ISSUER, nor ANONYMOUS_HTTP without ANONYMOUS_PLAN.
 */
import { z } from 'zod';
import { PLANS } from './auth/plans.js';
import { flag, integer, variable } from './config-values.js';

/** Host names an http issuer may have: an authorization server on the same machine (a test, a developer's). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An RFC 8414 issuer: an https URL (http only on a loopback host) without credentials, query or
 * fragment, kept exactly as written, since a token's `iss` and the issuer's metadata must repeat
 * it character for character (Auth0's ends with a slash, Keycloak's does not).
 */
const issuerUrl = z.string().refine((text) => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return secure && url.username === '' && url.password === '' && !/[?#\s]/.test(text);
});

/** RFC 6749's scope-token: printable ASCII without space, `"` or `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]{1,200}$/;

/** Scope names separated by spaces or commas. */
const scopeList = z
  .string()
  .transform((text) => text.split(/[\s,]+/).filter((scope) => scope !== ''))
  .pipe(z.array(z.string().regex(SCOPE_TOKEN)).min(1).max(20));

export const AUTH_VARIABLES = {
  /** The authorization server whose JWT access tokens /mcp accepts; unset: OAuth off. */
  OAUTH_ISSUER: variable(
    issuerUrl.optional(),
    'must be an https URL without credentials, query or fragment (http only for localhost, 127.0.0.1 or [::1])',
  ),
  /** The `aud` a token must hold; default: PUBLIC_BASE_URL/mcp, the resource clients name (RFC 8707). */
  OAUTH_AUDIENCE: variable(
    z
      .string()
      .regex(/^\S{1,500}$/)
      .optional(),
    'must be 1 to 500 characters without spaces',
  ),
  /** Scopes every token must hold, advertised to clients in the metadata and the 401's challenge. */
  OAUTH_SCOPES: variable(scopeList.optional(), 'must be 1 to 20 scope names separated by spaces or commas'),
  /** The claim that names a token subject's plan; unset, or naming no plan: OAUTH_DEFAULT_PLAN. */
  OAUTH_PLAN_CLAIM: variable(
    z
      .string()
      .regex(/^[\x21-\x7E]{1,200}$/)
      .optional(),
    'must be a claim name of 1 to 200 printable characters without spaces',
  ),
  OAUTH_DEFAULT_PLAN: variable(z.enum(PLANS).default('free'), `must be one of ${PLANS.join(', ')}`),
  /**
   * The highest plan a token's plan claim can give (PLANS in order, lowest first); a claim above it
   * gives this one. Default: the highest plan.
   */
  OAUTH_MAX_PLAN: variable(z.enum(PLANS).default(PLANS[PLANS.length - 1]!), `must be one of ${PLANS.join(', ')}`),
  /**
   * Requests with tokens one client network may send a minute, whatever their subjects (each
   * dynamically registered client is a subject of its own): outside an address pool.
   */
  OAUTH_PER_ADDRESS_PER_MINUTE: variable(integer(1, 1_000_000).default(300), 'must be an integer 1..1000000'),
  /** Requests without credentials are served under this plan, counted per client address; unset: refused. */
  ANONYMOUS_PLAN: variable(z.enum(PLANS).optional(), `must be one of ${PLANS.join(', ')}`),
  /** With ANONYMOUS_PLAN: the HTTP API's operations too, not /mcp alone. */
  ANONYMOUS_HTTP: variable(flag.default(false), 'must be true or false'),
  /**
   * With OAUTH_ISSUER and no ANONYMOUS_PLAN: messages without credentials one client address may
   * send a minute to /mcp's open methods (initialize, tools/list...); 0: none, every request
   * without credentials gets the 401 that starts OAuth.
   */
  MCP_OPEN_PER_MINUTE: variable(integer(0, 1_000_000).default(60), 'must be an integer 0..1000000'),
};

type AuthVariable = keyof typeof AUTH_VARIABLES;

/** Variables that need another one set, and the rule an operator reads when it is not. */
const NEEDS: readonly [AuthVariable, AuthVariable, string][] = [
  ['OAUTH_AUDIENCE', 'OAUTH_ISSUER', 'must be set only with OAUTH_ISSUER'],
  ['OAUTH_SCOPES', 'OAUTH_ISSUER', 'must be set only with OAUTH_ISSUER'],
  ['OAUTH_PLAN_CLAIM', 'OAUTH_ISSUER', 'must be set only with OAUTH_ISSUER'],
  ['OAUTH_DEFAULT_PLAN', 'OAUTH_ISSUER', 'must be set only with OAUTH_ISSUER'],
  ['OAUTH_MAX_PLAN', 'OAUTH_ISSUER', 'must be set only with OAUTH_ISSUER'],
  ['OAUTH_PER_ADDRESS_PER_MINUTE', 'OAUTH_ISSUER', 'must be set only with OAUTH_ISSUER'],
  ['ANONYMOUS_HTTP', 'ANONYMOUS_PLAN', 'must be set only with ANONYMOUS_PLAN (the plan the HTTP API would serve)'],
];

/** The first setting that is set without the one it needs (raw values: set means present), or none. */
export function authConfigProblem(
  input: Readonly<Record<string, string | undefined>>,
): { variable: AuthVariable; message: string } | undefined {
  for (const [name, needed, rule] of NEEDS) {
    if (input[name] !== undefined && input[needed] === undefined) {
      return { variable: name, message: `Invalid environment variable ${name}: ${rule}` };
    }
  }
  const rank = (plan: string | undefined) => PLANS.indexOf(plan as (typeof PLANS)[number]);
  if (input.OAUTH_MAX_PLAN !== undefined && rank(input.OAUTH_DEFAULT_PLAN) > rank(input.OAUTH_MAX_PLAN)) {
    const rule = 'must not be above OAUTH_MAX_PLAN, the ceiling of every token';
    return { variable: 'OAUTH_DEFAULT_PLAN', message: `Invalid environment variable OAUTH_DEFAULT_PLAN: ${rule}` };
  }
  return undefined;
}
