/**
 * Feed tokens (docs/api.md, "Calendar feeds"): the last segment of a feed URL, which calendar
 * clients fetch without an API key. A token carries the key's id and the search's normalized
 * parameters, and an HMAC-SHA256 under FEED_SECRET over them and the key's feed epoch, so that any
 * replica checks it with no lookup but the keys file it already holds:
 *
 *   <base64url of "<key id>\n<normalized parameters>">.<base64url of the HMAC>
 *
 * The epoch is not in the token: a token signed under an earlier epoch (before
 * `keys rotate-feeds`) no longer matches, and neither does one of a revoked key (not in the ring)
 * or one that was changed. The raw key is never part of a token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token carries: the key's id and the normalized parameters (a sorted query string). */
export interface FeedClaim {
  keyId: string;
  parameters: string;
}

const VERSION = 'feed-v1';
const SEPARATOR = '\n';
/** A token's parts are base64url; anything else is refused before decoding. */
const TOKEN_RE = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/;
const KEY_ID_RE = /^k_[A-Za-z0-9]{8}$/;

function signature(secret: string, claim: FeedClaim, epoch: number): Buffer {
  return createHmac('sha256', secret)
    .update([VERSION, claim.keyId, String(epoch), claim.parameters].join(SEPARATOR))
    .digest();
}

/** The token of a claim under the key's current feed epoch. */
export function signFeedToken(secret: string, claim: FeedClaim, epoch: number): string {
  const body = Buffer.from(`${claim.keyId}${SEPARATOR}${claim.parameters}`, 'utf8').toString('base64url');
  return `${body}.${signature(secret, claim, epoch).toString('base64url')}`;
}

/** What a token claims, before its signature is checked; undefined when it is not a token's shape. */
export function readFeedToken(token: string): FeedClaim | undefined {
  const match = TOKEN_RE.exec(token);
  if (!match) return undefined;
  const text = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const cut = text.indexOf(SEPARATOR);
  if (cut < 0) return undefined;
  const keyId = text.slice(0, cut);
  return KEY_ID_RE.test(keyId) ? { keyId, parameters: text.slice(cut + 1) } : undefined;
}

/** Whether `token` is the token of `claim` under `epoch` (compared in constant time). */
export function feedTokenValid(secret: string, token: string, claim: FeedClaim, epoch: number): boolean {
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'base64url');
  const expected = signature(secret, claim, epoch);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
