import { describe, expect, it } from 'vitest';
import { FNV_OFFSET, fnv1a, fnv1aRange, fnv1aStep } from '../../src/util/fnv1a.js';

describe('fnv1a', () => {
  it('gives the published 32-bit FNV-1a vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('hashes a range or a code unit at a time to the same bits as the whole text', () => {
    const text = 'xfoobarx';
    expect(fnv1aRange(FNV_OFFSET, text, 1, 7) >>> 0).toBe(0xbf9cf968);
    let hash = FNV_OFFSET | 0;
    for (const char of 'foobar') hash = fnv1aStep(hash, char.charCodeAt(0));
    expect(hash >>> 0).toBe(0xbf9cf968);
  });

  it('hashes UTF-16 code units, so text beyond Latin-1 is hashed unit by unit', () => {
    let hash = FNV_OFFSET;
    for (const unit of [0xd83d, 0xde00]) hash = fnv1aStep(hash, unit);
    expect(fnv1a('\u{1f600}')).toBe(hash >>> 0);
    expect(fnv1a('é')).not.toBe(fnv1a('e'));
  });

  it('starts from another basis when given one', () => {
    expect(fnv1a('', 7)).toBe(7);
    expect(fnv1a('a', FNV_OFFSET)).toBe(0xe40c292c);
  });
});
