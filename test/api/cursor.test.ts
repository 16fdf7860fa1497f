/**
 * A search's page cursor (src/api/cursor.ts): it names the next page's offset and size, and only
 * for the search and the caller it was answered to; anything else, or any change to it, is no
 * cursor of theirs.
 */
import { describe, expect, it } from 'vitest';
import { CURSOR_LENGTH, CURSOR_RE, cursorBinding, readCursor, writeCursor } from '../../src/api/cursor.js';

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
      const read = readCursor(changed, binding);
      // The offset and size bytes may read as another page of the same search: any offset may be asked for.
      if (read !== undefined) expect(i).toBeLessThan(8);
    }
    for (const text of ['', 'x', `${cursor}A`, cursor.slice(1), 'A'.repeat(24), `${cursor.slice(0, 23)}+`]) {
      expect(readCursor(text, binding), text).toBeUndefined();
    }
  });
});
