/** The Node server's options that the configuration sets: the request timeouts and the trusted proxies. */
import type { Config } from '../config.js';

/** Fastify's trustProxy from the config: a hop count becomes the equivalent function. */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return typeof value === 'boolean' ? value : [...value];
}

/**
 * Node's request timeouts, given when the server is made (Fastify sets only requestTimeout, after):
 * the headers and the whole request, body included, within REQUEST_TIMEOUT_MS on every route
 * (/mcp's bodies too). Left to Node, headersTimeout stays 60 s, and Node swaps the two when the
 * headers' is the longer, so a trickled body was cut only after 60 s; and its check runs every
 * 30 s. Checked every tenth of the timeout (at most every second, at least every 10 ms) instead.
 */
export function serverTimeouts(requestTimeoutMs: number) {
  const connectionsCheckingInterval = Math.max(10, Math.min(1000, Math.round(requestTimeoutMs / 10)));
  return { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval };
}
