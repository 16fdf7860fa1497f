/**
 * Who the keyed scope lets in, from the configuration (docs/operating.md, "OAuth" and "Anonymous
 * tier"): keys everywhere; on /mcp a bearer key too, and with OAUTH_ISSUER an access token (and
 * the open methods without credentials); without credentials, with ANONYMOUS_PLAN, /mcp and, with
 * ANONYMOUS_HTTP, the JSON operations (not a feed: it needs a key to sign it and to pay for it).
 * With the OAuth parts the app mounts at its root.
 */
import { JSON_OPERATIONS } from '../api/index.js';
import type { Config } from '../config.js';
import { MCP_PATH } from './mcp/endpoint.js';
import type { KeyCheckOptions } from './plugins/api-key.js';
import type { OAuthResource } from './plugins/oauth-resource.js';
import { routePattern } from './routes/api.js';

export { type OAuthResource, oauthResource, withOAuthState } from './plugins/oauth-resource.js';
export { registerOAuthMetadata } from './routes/oauth-metadata.js';

type AccessConfig = Pick<Config, 'ANONYMOUS_PLAN' | 'ANONYMOUS_HTTP' | 'MCP_OPEN_PER_MINUTE'>;

export function accessOptions(
  config: AccessConfig,
  oauth: OAuthResource | undefined,
  tokenRoutes: ReadonlySet<string>,
): KeyCheckOptions {
  const http = JSON_OPERATIONS.filter((row) => row.method === 'GET' && !row.signs).map(routePattern);
  const anonymousRoutes = new Set([MCP_PATH, ...(config.ANONYMOUS_HTTP ? http : [])]);
  return {
    bearerRoutes: new Set([MCP_PATH]),
    tokenRoutes,
    oauth,
    anonymous: config.ANONYMOUS_PLAN ? { plan: config.ANONYMOUS_PLAN, routes: anonymousRoutes } : undefined,
    openPerMinute: config.MCP_OPEN_PER_MINUTE,
  };
}
