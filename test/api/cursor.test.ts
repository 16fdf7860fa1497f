/**
 * A search's page cursor (src/api/cursor.ts): it names the next page's offset and size, and only
 * for the search and the caller it was answered to; anything else, or any change to it, is no
 * cursor of theirs.
 */
import { describe, expect, it } from 'vitest';
import {
  bindingWhenAsked,
  CURSOR_LENGTH,
  CURSOR_RE,
  cursorBinding,
  cursorKeyOf,
  readCursor,
  writeCursor,
} from '../../src/api/cursor.js';

const search: [string, string][] = [
  ['country', 'Germany'],
  ['sort', 'date'],
];
const binding = cursorBinding('key:k_1', search);

describe('a page cursor', () => {
  it('names the page it was written for, in 24 characters of base64url', () => {
    for (const page of [
      { offset: 0, limit: 1 },
      { offset: 10, limit: 10 },
      { offset: 1_000_000_000, limit: 50 },
    ]) {
      const cursor = writeCursor(binding, page);
      expect(cursor).toHaveLength(CURSOR_LENGTH);
      expect(cursor).toMatch(CURSOR_RE);
      expect(readCursor(cursor, binding)).toEqual(page);
    }
  });

  it('is the same for the same caller, search and page, whatever the run', () => {
    const again = cursorBinding(
      'key:k_1',
      search.map(([name, value]) => [name, value]),
    );
    expect(writeCursor(again, { offset: 20, limit: 10 })).toBe(writeCursor(binding, { offset: 20, limit: 10 }));
  });

  it('is no cursor of another caller or of another search', () => {
    const cursor = writeCursor(binding, { offset: 10, limit: 10 });
    expect(readCursor(cursor, cursorBinding('key:k_2', search))).toBeUndefined();
    expect(readCursor(cursor, cursorBinding('anonymous', search))).toBeUndefined();
    expect(readCursor(cursor, cursorBinding('key:k_1', [['country', 'France'], search[1]!]))).toBeUndefined();
    expect(readCursor(cursor, cursorBinding('key:k_1', [search[0]!]))).toBeUndefined();
    // Values that run into each other are told apart.
    const joined = cursorBinding('key:k_1', [['q', 'a=b']]);
    expect(readCursor(writeCursor(joined, { offset: 1, limit: 1 }), cursorBinding('key:k_1', [['q=a', 'b']]))).toBe(
      undefined,
    );
  });

  it('is refused once changed in any character, or not written by the server', () => {
    const cursor = writeCursor(binding, { offset: 10, limit: 10 });
    for (let i = 0; i < cursor.length; i++) {
      const changed = `${cursor.slice(0, i)}${cursor[i] === 'A' ? 'B' : 'A'}${cursor.slice(i + 1)}`;
      expect(readCursor(changed, binding), `character ${i} changed`).toBeUndefined();
    }
    for (const text of ['', 'x', `${cursor}A`, cursor.slice(1), 'A'.repeat(24), `${cursor.slice(0, 23)}+`]) {
      expect(readCursor(text, binding), text).toBeUndefined();
    }
  });

  it('is read only under the key it was signed with: one shared secret, one key for every replica', () => {
    const key = cursorKeyOf('a shared secret of at least thirty-two characters');
    const cursor = writeCursor(binding, { offset: 20, limit: 10 }, key);
    expect(readCursor(cursor, binding, cursorKeyOf('a shared secret of at least thirty-two characters'))).toEqual({
      offset: 20,
      limit: 10,
    });
    expect(readCursor(cursor, binding, cursorKeyOf('another secret of at least thirty-two characters'))).toBe(
      undefined,
    );
    expect(readCursor(cursor, binding)).toBeUndefined();
  });

  it("is refused when forged: a page size over limit's bound, an offset over offset's, bytes without the tag", () => {
    const key = cursorKeyOf('a shared secret of at least thirty-two characters');
    // Forged with the layout but without the key: version, offset, page size, then any tag.
    const forged = (offset: number, limit: number) => {
      const bytes = Buffer.alloc(18);
      bytes[0] = 2;
      bytes.writeUInt32BE(offset, 1);
      bytes[5] = limit;
      return bytes.toString('base64url');
    };
    expect(readCursor(forged(10, 255), binding, key)).toBeUndefined();
    expect(readCursor(forged(4_294_967_295, 10), binding, key)).toBeUndefined();
    // Even signed by the server, a page the parameters' bounds do not allow is not read.
    expect(readCursor(writeCursor(binding, { offset: 0, limit: 255 }, key), binding, key)).toBeUndefined();
    expect(readCursor(writeCursor(binding, { offset: 4_294_967_295, limit: 10 }, key), binding, key)).toBeUndefined();
    expect(readCursor(writeCursor(binding, { offset: 1_000_000_000, limit: 50 }, key), binding, key)).toEqual({
      offset: 1_000_000_000,
      limit: 50,
    });
  });

  it("hashes a search's binding only when a cursor is read or written, and then once", () => {
    let reads = 0;
    const parts = () => {
      reads++;
      return search;
    };
    const asked = bindingWhenAsked('key:k_1', parts);
    expect(reads).toBe(0);
    expect(asked()).toEqual(binding);
    expect(asked()).toBe(asked());
    expect(reads).toBe(1);
  });
});
