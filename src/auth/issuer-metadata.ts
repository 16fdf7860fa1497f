/**
 * Where an authorization server keeps its signing keys: its metadata (RFC 8414, or OpenID Connect
 * Discovery) read at the well-known URLs, in the order the MCP authorization specification has
 * clients try them, and refused unless its `issuer` repeats the configured issuer exactly (RFC
 * 8414 section 3.3: a document that names another issuer must not be used).
 */

import { IssuerMisconfigured, IssuerUnreachable } from './issuer-errors.js';
import { readBounded } from './issuer-fetch.js';

export { IssuerMisconfigured, IssuerUnreachable } from './issuer-errors.js';

/** Past this size a metadata document is refused, read no further (real ones are a few KiB). */
const MAX_METADATA_BYTES = 256 * 1024;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The metadata URLs of `issuer`: for an issuer without a path, RFC 8414's then OpenID Connect's;
 * with a path, RFC 8414's and OpenID Connect's with the well-known part inserted before the path,
 * then OpenID Connect's appended to it (Keycloak's and Entra ID's).
 */
export function metadataUrls(issuer: string): string[] {
  const url = new URL(issuer);
  const path = url.pathname.replace(/\/$/, '');
  const { origin } = url;
  if (path === '')
    return [`${origin}/.well-known/oauth-authorization-server`, `${origin}/.well-known/openid-configuration`];
  return [
    `${origin}/.well-known/oauth-authorization-server${path}`,
    `${origin}/.well-known/openid-configuration${path}`,
    `${origin}${path}/.well-known/openid-configuration`,
  ];
}

/** Whether a URL the metadata names may be fetched: https, or http on a loopback host. */
function secureUrl(text: unknown): URL | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** One metadata document, or undefined when there is none at `url` (4xx). */
async function readDocument(url: string, timeoutMs: number): Promise<Record<string, unknown> | undefined> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new IssuerUnreachable(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new IssuerUnreachable(`${url}: HTTP ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  const text = await readBounded(response, MAX_METADATA_BYTES, url);
  try {
    const document: unknown = JSON.parse(text);
    if (typeof document === 'object' && document !== null && !Array.isArray(document))
      return document as Record<string, unknown>;
  } catch {
    // Refused below, as a document that is no JSON object.
  }
  throw new IssuerMisconfigured(`${url}: the document is not a JSON object`);
}

/**
 * The JWKS URL of `issuer`, from the first metadata document found. Throws IssuerUnreachable
 * when a URL could not be read, IssuerMisconfigured when none holds a usable document.
 */
export async function discoverJwksUrl(issuer: string, timeoutMs: number): Promise<URL> {
  for (const url of metadataUrls(issuer)) {
    const document = await readDocument(url, timeoutMs);
    if (document === undefined) continue;
    if (document.issuer !== issuer) {
      throw new IssuerMisconfigured(
        `${url} names the issuer ${JSON.stringify(document.issuer)}, not OAUTH_ISSUER (${issuer}) exactly`,
      );
    }
    const jwks = secureUrl(document.jwks_uri);
    if (jwks === undefined) throw new IssuerMisconfigured(`${url} has no https jwks_uri`);
    return jwks;
  }
  throw new IssuerMisconfigured(`no metadata at ${metadataUrls(issuer).join(', ')}`);
}
