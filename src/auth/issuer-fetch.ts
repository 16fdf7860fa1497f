/**
 * Reading what an authorization server publishes (its metadata, its JWKS) within bounds: a
 * document is read as a stream and refused past a byte cap, never whole first; a key set holding
 * more keys than a cap is refused. Both refusals are configuration faults of the issuer
 * (IssuerMisconfigured), not outages: trying again will not help.
 */
import type { FetchImplementation } from 'jose';
import { IssuerMisconfigured } from './issuer-errors.js';

/** Past this size a JWKS is refused (real ones hold a few keys: a few KiB). */
export const MAX_JWKS_BYTES = 256 * 1024;
/** Past this many keys a JWKS is refused (each key a token names is tried against its match). */
export const MAX_JWKS_KEYS = 100;

/** The body of `response` as text, refused once it is over `maxBytes` (the rest is not read). */
export async function readBounded(response: Response, maxBytes: number, url: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new IssuerMisconfigured(`${url}: the document is over ${maxBytes / 1024} KiB`);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw new IssuerMisconfigured(`${url}: the document is over ${maxBytes / 1024} KiB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * jose's fetch of the remote JWKS (createRemoteJWKSet's customFetch), bounded: the body read up to
 * MAX_JWKS_BYTES and its `keys` counted before jose parses and imports them.
 */
export const boundedJwksFetch: FetchImplementation = async (url, options) => {
  const response = await fetch(url, options);
  if (response.status !== 200) return response;
  const text = await readBounded(response, MAX_JWKS_BYTES, url);
  let keys: unknown;
  try {
    keys = (JSON.parse(text) as { keys?: unknown }).keys;
  } catch {
    throw new IssuerMisconfigured(`${url}: the key set is not JSON`);
  }
  if (Array.isArray(keys) && keys.length > MAX_JWKS_KEYS) {
    throw new IssuerMisconfigured(`${url}: the key set holds ${keys.length} keys, over ${MAX_JWKS_KEYS}`);
  }
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
};
