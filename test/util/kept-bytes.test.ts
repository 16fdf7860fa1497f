/**
 * Kept bytes (src/util/kept-bytes.ts): a value encoded once and kept holds on to no more memory than
 * its length, never to a chunk of Node's shared Buffer pool that short-lived Buffers are cut from.
 */
import { describe, expect, it } from 'vitest';
import { encodedJson } from '../../src/util/json-bytes.js';
import { keptBytes } from '../../src/util/kept-bytes.js';

const text = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString();

describe('kept bytes', () => {
  it('are the UTF-8 bytes of the text, whatever its characters', () => {
    for (const value of ['', 'a', 'Zürich', '東京 2027', '😀 emoji', 'x'.repeat(5000), 'é'.repeat(3000)]) {
      const bytes = keptBytes(value);
      expect(bytes.byteLength).toBe(Buffer.byteLength(value));
      expect(text(bytes)).toBe(value);
    }
  });

  it('share no memory with the Buffers made between them', () => {
    const kept: Uint8Array[] = [];
    const passing: Buffer[] = [];
    for (let i = 0; i < 200; i++) {
      kept.push(keptBytes(`series-${i}`));
      passing.push(Buffer.from(`a request's bytes ${i}`));
    }
    const pools = new Set(passing.map((buffer) => buffer.buffer));
    for (const bytes of kept) expect(pools.has(bytes.buffer as ArrayBuffer)).toBe(false);
  });

  it('hold about their length: many small values fill a few chunks of their own', () => {
    const kept = Array.from({ length: 5000 }, (_, i) => keptBytes(`"value number ${i}"`));
    const total = kept.reduce((sum, bytes) => sum + bytes.byteLength, 0);
    const chunks = new Set(kept.map((bytes) => bytes.buffer));
    const held = [...chunks].reduce((sum, chunk) => sum + chunk.byteLength, 0);
    expect(held).toBeLessThan(total + 2 * 16 * 1024);
  });

  it('keep each value whole while later ones are written', () => {
    const kept = Array.from(
      { length: 3000 },
      (_, i) => [String(i).repeat(1 + (i % 40)), keptBytes(String(i).repeat(1 + (i % 40)))] as const,
    );
    for (const [value, bytes] of kept) expect(text(bytes)).toBe(value);
  });

  it('give a long value an array of its exact length', () => {
    const bytes = keptBytes('y'.repeat(10_000));
    expect(bytes.buffer.byteLength).toBe(10_000);
  });

  it('back encodedJson: a JSON string, quoted and escaped', () => {
    const bytes = encodedJson('a "quoted"\nname');
    expect(text(bytes)).toBe(JSON.stringify('a "quoted"\nname'));
    expect(bytes.buffer.byteLength).toBeLessThanOrEqual(16 * 1024);
  });
});
