/** Warnings about a valid configuration, logged once at startup (serving.ts). */
import type { Config } from './config.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The warning to log once at startup when PUBLIC_BASE_URL is not https: chat-assistant platforms
 * only call https APIs. None for a loopback URL outside production (a developer's own machine).
 */
export function publicBaseUrlWarning(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_BASE_URL'>): string | undefined {
  const url = new URL(config.PUBLIC_BASE_URL);
  if (url.protocol === 'https:') return undefined;
  if (config.NODE_ENV !== 'production' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return (
    `PUBLIC_BASE_URL is not https (${config.PUBLIC_BASE_URL}): chat-assistant platforms and most clients ` +
    'need an https URL; serve the API behind TLS and set PUBLIC_BASE_URL to its https address'
  );
}
