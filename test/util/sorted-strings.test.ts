import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerBound } from '../../src/util/binary-search.js';
import { runWhole } from '../../src/util/sliced.js';
import { SortedStrings } from '../../src/util/sorted-strings.js';

/** The keys, distinct and sorted in JavaScript's order, as a SortedStrings and as an array. */
const keysOf = (strings: string[]) => [...new Set(strings)].sort();

/** What an array of the same keys answers. */
function expectLikeArray(sorted: SortedStrings, keys: readonly string[], probes: readonly string[]): void {
  expect(sorted.length).toBe(keys.length);
  expect(sorted.toArray()).toEqual(keys);
  for (const probe of probes) {
    const at = lowerBound(keys, probe);
    const found = keys[at] === probe ? at : -1;
    expect(sorted.indexOf(probe), probe).toBe(found);
    const holding = keys.filter((key) => key.startsWith(probe));
    const from = sorted.prefixStart(probe);
    const to = sorted.prefixEnd(probe, from);
    expect(keys.slice(from, to), probe).toEqual(holding);
    if (holding.length > 0) expect(from).toBe(at);
    for (let i = 0; i < keys.length; i++) expect(sorted.startsWith(i, probe)).toBe(keys[i]!.startsWith(probe));
  }
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'é', 'ß', '東', '！', '😀', '\uE000', 'z'), maxLength: 6 });

describe('sorted strings', () => {
  it('find keys, and the run of keys with a prefix, as a sorted array does, in byte order and not', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.array(word, { maxLength: 10 }), (strings, extra) => {
        const keys = keysOf(strings);
        const sorted = SortedStrings.of(keys);
        expectLikeArray(sorted, keys, [...keys, ...extra, ...keys.map((key) => key.slice(0, 1)), '']);
      }),
    );
  });

  it('compare bytes only when the keys ascend in byte order too', () => {
    // U+1F600 sorts before U+FF01 in UTF-16 code units (a surrogate, D83D), after it in UTF-8.
    const mixed = SortedStrings.of(keysOf(['😀', '！', 'a']));
    expect(mixed.byBytes).toBe(false);
    expectLikeArray(mixed, keysOf(['😀', '！', 'a']), ['😀', '！', 'a', 'b', '']);
    expect(SortedStrings.of(['a', 'b', 'é', '東']).byBytes).toBe(true);
  });

  it('check their byte order in steps, the same as at once', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `k${String(i).padStart(6, '0')}`);
    const whole = SortedStrings.of(keys);
    const steps = SortedStrings.steps(whole.bytes, whole.offsets);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBeGreaterThan(1);
    expect(step.value.byBytes).toBe(true);
    const unsorted = SortedStrings.of(['a', 'c', 'b']);
    expect(runWhole(SortedStrings.steps(unsorted.bytes, unsorted.offsets)).byBytes).toBe(false);
  });

  it('look up a key longer than the shared scratch', () => {
    const long = 'x'.repeat(2000);
    const sorted = SortedStrings.of(['a', long, 'y']);
    expect(sorted.indexOf(long)).toBe(1);
    expect(sorted.indexOf(`${long}x`)).toBe(-1);
    expect(sorted.prefixStart(long.slice(0, 1500))).toBe(1);
    expect(sorted.prefixEnd(long.slice(0, 1500), 1)).toBe(2);
  });
});
