/**
 * What a request presents (docs/api.md, "Authentication" and "OAuth"): an API key in X-API-Key,
 * else, on a route that takes a bearer credential (/mcp), the `Authorization: Bearer` credential:
 * an OAuth access token when it is a JWT and OAuth is on, a key otherwise (a key never has the
 * dots of a JWT).
 */
import { API_KEY_HEADER } from '../../api/index.js';
import { type KeyInfo, type KeyRing, looksLikeJwt } from '../../auth/index.js';
import type { RequestView } from '../exchange.js';
import { isKeyParameter } from '../logged-url.js';

const HEADER = API_KEY_HEADER.toLowerCase();
const BEARER_RE = /^Bearer +(\S+) *$/i;

export interface Credential {
  kind: 'key' | 'token';
  value: string;
}

/** The credential presented, or undefined for none. `tokens`: a bearer JWT is an access token. */
export function presentedCredential(
  request: Pick<RequestView, 'headers'>,
  bearer: boolean,
  tokens: boolean,
): Credential | undefined {
  const header = request.headers[HEADER];
  if (typeof header === 'string') return { kind: 'key', value: header };
  if (!bearer) return undefined;
  const value = BEARER_RE.exec(request.headers.authorization ?? '')?.[1];
  if (value === undefined) return undefined;
  return { kind: tokens && looksLikeJwt(value) ? 'token' : 'key', value };
}

/**
 * What the ring answered for each known key presented, kept per ring: the SHA-256 of the presented
 * key, most of the key check's cost, is then worked out once per key and ring instead of on every
 * request. Only keys the ring knows are kept (so at most its size: guessed keys cannot grow it),
 * and a reloaded ring (a key revoked or added) starts with none. The price: the raw keys of callers
 * stay in memory as long as their ring does (they pass through it on every request anyway).
 */
const knownKeys = new WeakMap<KeyRing, Map<string, KeyInfo>>();

export function lookupKey(ring: KeyRing, presented: string): KeyInfo | undefined {
  let known = knownKeys.get(ring);
  if (known === undefined) knownKeys.set(ring, (known = new Map()));
  const hit = known.get(presented);
  if (hit !== undefined) return hit;
  const info = ring.lookup(presented);
  if (info !== undefined && known.size < ring.size) known.set(presented, info);
  return info;
}

/** Whether the parsed query names a parameter that carries a key (without listing its names). */
export function hasKeyParameter(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  for (const name in query) if (isKeyParameter(name)) return true;
  return false;
}
