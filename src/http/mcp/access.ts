/**
 * The Origin and Host checks of /mcp (docs/api.md, "MCP"; docs/operating.md, "MCP clients in a
 * browser"): the MCP transport rules ask a server to refuse with a 403 a request whose Origin is
 * not allowed, against DNS rebinding, where a page of another site reaches a server through a
 * name that resolves to it. A request with no Origin (every server-side and desktop client) passes
 * the Origin check. The checks are the official SDK's Fastify hooks; they run on every method of
 * /mcp, after the security headers and before the key check, so that a foreign page learns
 * nothing, not even whether a key is needed.
 */
import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/fastify';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import { MCP_PATH } from './endpoint.js';

/** The loopback names, always allowed: a client on the same machine, a test, a health check. */
export const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** The host names the checks allow, as the SDK's checks compare them (no scheme, no port). */
export interface McpAccess {
  hosts: readonly string[];
  origins: readonly string[];
}

/** PUBLIC_BASE_URL's host and the loopback names, then the configured ones. */
export function mcpAccess(
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'MCP_ALLOWED_HOSTS' | 'MCP_ALLOWED_ORIGINS'>,
): McpAccess {
  const own = [new URL(config.PUBLIC_BASE_URL).hostname, ...LOOPBACK];
  return {
    hosts: [...new Set([...own, ...(config.MCP_ALLOWED_HOSTS ?? [])])],
    origins: [...new Set([...own, ...(config.MCP_ALLOWED_ORIGINS ?? [])])],
  };
}

/** Adds the checks to the root instance: call it after the security headers' hook. */
export function registerMcpAccessCheck(app: FastifyInstance, access: McpAccess): void {
  const host = hostHeaderValidation([...access.hosts]);
  const origin = originValidation([...access.origins]);
  // A callback hook: every other route passes without a promise.
  const mcpAccessCheck: onRequestHookHandler = (request, reply, done) => {
    if (request.routeOptions.url !== MCP_PATH) return done();
    const checked = async () => {
      await host(request, reply);
      if (!reply.sent) await origin(request, reply);
    };
    checked().then(() => {
      if (!reply.sent) done();
    }, done);
  };
  app.addHook('onRequest', mcpAccessCheck);
}
