/**
 * Text fitted in lines (src/api/views/text-lines.ts): the head and the tail kept, as many body
 * entries as fit, a line saying how many were left out; counted in characters, or in the bytes the
 * text takes in a JSON string, escapes and every kind of UTF-16 unit included.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS, fitLines, JSON_BYTES } from '../../../src/api/views/text-lines.js';

const jsonSize = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

describe('text fitted in lines', () => {
  it('keeps the head and the tail, and says how many body entries were left out', () => {
    const body = ['one 1', 'two 2', ['three', 'three again'], 'four 4'];
    const text = fitLines(['head'], body, ['tail'], 30, (left) => `+${left}`);
    expect(text).toBe('head\none 1\ntwo 2\n+2\ntail');
    expect(fitLines(['head'], body, ['tail'], 1_000, (left) => `+${left}`).split('\n')).toHaveLength(7);
  });

  it('counts a text in a JSON string as JSON.stringify writes it', () => {
    for (const text of [
      'plain',
      'a "quote" and \\ a backslash',
      'tab\tline\n',
      '\u0001\u001f',
      'é機械',
      '😀x',
      '\ud83d',
      'x\ude00',
      '\ude00\ud83d',
    ]) {
      expect(JSON_BYTES.size(text), JSON.stringify(text)).toBe(jsonSize(text));
    }
    expect(CHARACTERS.size('機械')).toBe(2);
  });

  it('cuts a text to its bytes in a JSON string, never half a surrogate pair', () => {
    const text = 'ab😀😀"機\u0001';
    for (let max = 0; max <= jsonSize(text) + 1; max++) {
      const cut = JSON_BYTES.cut(text, max);
      expect(jsonSize(cut), `${max}`).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(cut)).toBe(false);
      // The longest such start: one more unit (a pair counts whole) would pass max.
      const next = text.slice(0, cut.length + (text.codePointAt(cut.length)! > 0xffff ? 2 : 1));
      if (cut.length < text.length) expect(jsonSize(next)).toBeGreaterThan(max);
    }
  });

  it('fits a hostile text in a JSON string within its bytes', () => {
    const line = '"\\\u0001機😀\ud83d'.repeat(200);
    const body = Array.from({ length: 50 }, () => line);
    for (const max of [500, 2_000, 10_000]) {
      const text = fitLines([line], body, [line], max, (left) => `… and ${left} more`, JSON_BYTES);
      expect(jsonSize(text)).toBeLessThanOrEqual(max);
    }
  });
});
