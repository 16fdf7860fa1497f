/**
 * The server as an OAuth 2.1 resource server, when OAUTH_ISSUER is set (docs/api.md, "OAuth";
 * docs/operating.md, "OAuth"): its resource identifier (PUBLIC_BASE_URL/mcp, RFC 8707), its
 * protected resource metadata (RFC 9728) and the paths it is served at, the verifier of access
 * tokens, and the WWW-Authenticate challenge of every 401 (RFC 9110 section 11.6.1: a 401 carries
 * one), OAuth on or off.
 */
import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/server';
import { createTokenVerifier, type TokenVerifier } from '../../auth/index.js';
import type { Config } from '../../config.js';

const REALM = 'realm="conference-directory"';
/** RFC 9728's well-known path, at the root: where clients that do not derive it from the resource look. */
const ROOT_METADATA_PATH = '/.well-known/oauth-protected-resource';

export interface OAuthResource {
  /** The resource identifier: the /mcp URL a token's audience names. */
  resource: string;
  /** Where the metadata is, as the 401's challenge names it. */
  metadataUrl: string;
  /** The paths it is served at: the one RFC 9728 derives from the resource, and the root one. */
  metadataPaths: readonly string[];
  metadata: Readonly<Record<string, unknown>>;
  /** Scopes every token must hold (OAUTH_SCOPES). */
  scopes: readonly string[];
  verifier: TokenVerifier;
}

type OAuthConfig = Pick<
  Config,
  | 'OAUTH_ISSUER'
  | 'OAUTH_AUDIENCE'
  | 'OAUTH_SCOPES'
  | 'OAUTH_PLAN_CLAIM'
  | 'OAUTH_DEFAULT_PLAN'
  | 'OAUTH_MAX_PLAN'
  | 'PUBLIC_BASE_URL'
  | 'API_CONTACT_NAME'
>;

/** The resource server of `mcpPath` under PUBLIC_BASE_URL, or undefined when OAUTH_ISSUER is unset. */
export function oauthResource(config: OAuthConfig, mcpPath: string): OAuthResource | undefined {
  const issuer = config.OAUTH_ISSUER;
  if (issuer === undefined) return undefined;
  const resource = `${config.PUBLIC_BASE_URL}${mcpPath}`;
  const metadataUrl = getOAuthProtectedResourceMetadataUrl(new URL(resource));
  const scopes = [...(config.OAUTH_SCOPES ?? [])];
  const metadata = {
    resource,
    authorization_servers: [issuer],
    bearer_methods_supported: ['header'],
    ...(scopes.length > 0 ? { scopes_supported: scopes } : {}),
    resource_name: config.API_CONTACT_NAME,
    resource_documentation: `${config.PUBLIC_BASE_URL}/docs`,
  };
  // The resource as clients send it, with or without a trailing slash (the MCP specification's
  // canonical form has none, RFC 8707 compares them as written).
  const audiences = config.OAUTH_AUDIENCE === undefined ? [resource, `${resource}/`] : [config.OAUTH_AUDIENCE];
  return {
    resource,
    metadataUrl,
    metadataPaths: [...new Set([new URL(metadataUrl).pathname, ROOT_METADATA_PATH])],
    metadata,
    scopes,
    verifier: createTokenVerifier({
      issuer,
      audiences,
      scopes,
      planClaim: config.OAUTH_PLAN_CLAIM,
      defaultPlan: config.OAUTH_DEFAULT_PLAN,
      maxPlan: config.OAUTH_MAX_PLAN,
    }),
  };
}

/**
 * /readyz with OAuth's state added: an issuer found misconfigured (its metadata names another
 * issuer, its keys are over a bound...) makes the replica "degraded" (it still serves keys) and
 * names the fault, until a token verifies again; otherwise `"oauth": "ok"`.
 */
export function withOAuthState<R extends { degraded: boolean; report: Record<string, unknown> }>(
  readiness: R,
  oauth: OAuthResource | undefined,
): R {
  if (oauth === undefined) return readiness;
  const problem = oauth.verifier.problem();
  if (problem === undefined) return { ...readiness, report: { ...readiness.report, oauth: 'ok' } };
  return { ...readiness, degraded: true, report: { ...readiness.report, oauth: { misconfigured: problem } } };
}

/** What a refused token's challenge adds: RFC 6750's error code and its description. */
export interface TokenError {
  code: 'invalid_token' | 'insufficient_scope';
  description: string;
}

/**
 * The WWW-Authenticate of a refusal. The HTTP API takes a key header only: its scheme says which
 * header. /mcp takes a bearer credential: without OAuth the challenge says how to send the key;
 * with it, it names the resource metadata (RFC 9728), the scopes needed, and why a token was refused.
 */
export function challenge(oauth: OAuthResource | undefined, bearer: boolean, error?: TokenError): string {
  if (!bearer) return `ApiKey ${REALM}, in="header", name="X-API-Key"`;
  if (oauth === undefined) {
    return `Bearer ${REALM}, error_description="Send your API key as Authorization: Bearer <key> or in the X-API-Key header"`;
  }
  const parts = [`Bearer ${REALM}`, `resource_metadata="${oauth.metadataUrl}"`];
  if (oauth.scopes.length > 0) parts.push(`scope="${oauth.scopes.join(' ')}"`);
  if (error) parts.push(`error="${error.code}"`, `error_description="${error.description}"`);
  return parts.join(', ');
}
