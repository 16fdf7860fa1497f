import { describe, expect, it } from 'vitest';
import { MAX_INDEXED_WORD, PREFIX_FANOUT, TextIndexBuilder } from '../../src/text/text-index.js';

/** Every prefix that more than PREFIX_FANOUT of `terms` start with, worked out the slow way. */
function widePrefixes(terms: readonly string[]): string[] {
  const all = new Set(terms.flatMap((term) => Array.from({ length: term.length }, (_, i) => term.slice(0, i + 1))));
  return [...all].filter((prefix) => terms.filter((term) => term.startsWith(prefix)).length > PREFIX_FANOUT).sort();
}

describe('the text index builder', () => {
  it('leaves out a word of a million characters beside thousands of others, and indexes the others', () => {
    const builder = new TextIndexBuilder();
    for (let position = 0; position < 5_000; position++) builder.add(position, [`w${position}`, 'conference']);
    builder.add(5_000, ['x'.repeat(1_000_000), 'conference']);
    const parts = builder.finish();
    expect(parts.terms).toHaveLength(5_001);
    expect(parts.terms.some((term) => term.startsWith('x'))).toBe(false);
    expect(parts.lists[parts.terms.indexOf('conference')]!.size).toBe(5_001);
  });

  it('indexes a word of the longest indexed length, not one character longer', () => {
    const builder = new TextIndexBuilder();
    builder.add(0, ['a'.repeat(MAX_INDEXED_WORD), 'b'.repeat(MAX_INDEXED_WORD + 1)]);
    expect(builder.finish().terms).toEqual(['a'.repeat(MAX_INDEXED_WORD)]);
  });

  it('keeps a union for every prefix wider than the fan-out, long shared prefixes included', () => {
    const builder = new TextIndexBuilder();
    const terms: string[] = [];
    const stem = 'p'.repeat(MAX_INDEXED_WORD - 3);
    for (let i = 0; i < 3 * PREFIX_FANOUT; i++) terms.push(`${stem}${i.toString(36).padStart(3, '0')}`);
    for (let i = 0; i < 200; i++) terms.push(`q${(i * 7919).toString(36)}`, `qa${i}`);
    for (const [position, term] of terms.entries()) builder.add(position, [term]);
    const parts = builder.finish();
    expect(parts.prefixes).toEqual(widePrefixes(parts.terms));
    expect(parts.prefixes).toContain(stem);
    const union = parts.prefixLists[parts.prefixes.indexOf(stem)]!;
    expect(union.size).toBe(3 * PREFIX_FANOUT);
  });
});
