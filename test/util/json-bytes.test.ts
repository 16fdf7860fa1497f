/**
 * JSON text written into bytes (src/util/json-bytes.ts): a string copied from its UTF-8 bytes is
 * escaped exactly as JSON.stringify escapes it, and text given as a JS string is encoded as UTF-8,
 * whatever the characters and however long the text grows.
 */
import { describe, expect, it } from 'vitest';
import { JsonBytes } from '../../src/util/json-bytes.js';
import { seededRandom } from '../../tools/support/random-filters.js';

const quotedFromBytes = (text: string): string => {
  const out = new JsonBytes(4);
  const bytes = Buffer.from(text, 'utf8');
  out.quoted(bytes, 0, bytes.length);
  return out.toString();
};

/** Characters that need escaping or more than one byte, and some that do not. */
const HARD = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '"',
  '\\',
  '/',
  '\u007f',
  '\u0080',
  'é',
  '\u2028',
  '\u2029',
  '漢',
  '\ufeff',
  '😀',
  '\u{10ffff}',
  'a',
  ' ',
];

describe('JSON text in bytes', () => {
  it('escapes every control character, the quote and the backslash as JSON.stringify does', () => {
    for (const char of HARD)
      expect(quotedFromBytes(`x${char}y`), JSON.stringify(char)).toBe(JSON.stringify(`x${char}y`));
  });

  it('writes random strings of hard characters as JSON.stringify writes them', () => {
    const random = seededRandom(7);
    for (let draw = 0; draw < 500; draw++) {
      const length = Math.floor(random() * 40);
      const text = Array.from({ length }, () => HARD[Math.floor(random() * HARD.length)]).join('');
      expect(quotedFromBytes(text)).toBe(JSON.stringify(text));
    }
  });

  it('reads a lone surrogate as the UTF-8 column holds it: the replacement character', () => {
    expect(quotedFromBytes('a\ud800b')).toBe(JSON.stringify('a\ufffdb'));
  });

  it('encodes text given as a string, ASCII or not, and grows past its first size', () => {
    const out = new JsonBytes(2);
    const parts = ['{"a":', '"München 😀"', ',"b":', JSON.stringify('x'.repeat(5000)), '}'];
    for (const part of parts) out.text(part);
    out.raw(Buffer.from(',"c":1'));
    expect(out.toString()).toBe(`${parts.join('')},"c":1`);
    expect(out.toBuffer().equals(Buffer.from(out.toString(), 'utf8'))).toBe(true);
    expect(out.reset().length).toBe(0);
  });

  it('gives each answer a buffer of its own, which later writes do not change', () => {
    const out = new JsonBytes(8);
    out.text('"first"');
    const first = out.toBuffer();
    out.reset().text('"second one"');
    expect(first.toString()).toBe('"first"');
    expect(first.buffer.byteLength).toBe(first.length);
  });
});
