/**
 * The opaque cursor of a search's pages (docs/api.md, Pages): the offset and the page size of the
 * next page, bound to the search it continues and to the caller it was answered to. The binding is
 * a hash of the caller (a key's id) and of the parameters that choose and order the events, so a
 * cursor sent with another search, or by another caller, is refused rather than read as an offset
 * of something else. It carries no secret and grants nothing that `offset` does not: any caller may
 * ask for any offset of any search. 18 bytes, written as 24 characters of base64url.
 */
import { createHash } from 'node:crypto';

const VERSION = 1;
const BINDING_BYTES = 12;
const BYTES = 1 + 4 + 1 + BINDING_BYTES;
export const CURSOR_LENGTH = (BYTES / 3) * 4;
export const CURSOR_RE = /^[A-Za-z0-9_-]{24}$/;

/** Where the next page starts, and how many events it holds unless the call says otherwise. */
export interface PageCursor {
  offset: number;
  limit: number;
}

/** The binding of a caller's search: `parts` are the parameters that choose and order the events, as given. */
export function cursorBinding(principal: string, parts: readonly (readonly [string, string])[]): Buffer {
  const hash = createHash('sha256').update(principal).update('\0');
  // Each pair as JSON, so that no two pairs' texts run into each other.
  for (const pair of parts) hash.update(JSON.stringify(pair)).update('\0');
  return hash.digest().subarray(0, BINDING_BYTES);
}

export function writeCursor(binding: Buffer, { offset, limit }: PageCursor): string {
  const bytes = Buffer.alloc(BYTES);
  bytes[0] = VERSION;
  bytes.writeUInt32BE(offset, 1);
  bytes[5] = limit;
  binding.copy(bytes, 6);
  return bytes.toString('base64url');
}

/** The page a cursor names, or undefined when it is not one of this binding's (another search or caller, or none). */
export function readCursor(text: string, binding: Buffer): PageCursor | undefined {
  if (!CURSOR_RE.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== BYTES || bytes[0] !== VERSION) return undefined;
  if (!bytes.subarray(6).equals(binding)) return undefined;
  return { offset: bytes.readUInt32BE(1), limit: bytes[5]! };
}
