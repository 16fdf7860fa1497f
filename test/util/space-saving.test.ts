import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeSummaries, SpaceSaving, type Summary } from '../../src/util/space-saving.js';

/** Space-Saving as written down: a newcomer replaces the least counted item, the first such in insertion order. */
function referenceSummary(capacity: number, stream: readonly [string, number][]): Summary {
  const entries = new Map<string, { count: number; error: number }>();
  let seen = 0;
  const least = (): [string, number] => {
    let found: [string, number] = ['', Number.POSITIVE_INFINITY];
    for (const [item, { count }] of entries) if (count < found[1]) found = [item, count];
    return found;
  };
  for (const [item, times] of stream) {
    seen += times;
    const entry = entries.get(item);
    if (entry) entry.count += times;
    else if (entries.size < capacity) entries.set(item, { count: times, error: 0 });
    else {
      const [gone, floor] = least();
      entries.delete(gone);
      entries.set(item, { count: floor + times, error: floor });
    }
  }
  const listed = [...entries].map(([item, { count, error }]) => ({ item, count, error }));
  listed.sort((a, b) => b.count - a.count || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0));
  return { seen, floor: entries.size >= capacity ? least()[1] : 0, entries: listed };
}

const listed = (sketch: SpaceSaving) => sketch.summary().entries.map(({ item, count, error }) => [item, count, error]);

describe('SpaceSaving', () => {
  it('counts exactly while fewer distinct items than its capacity came, most counted first', () => {
    const sketch = new SpaceSaving(4);
    for (const item of ['b', 'a', 'b', 'c', 'b', 'a']) sketch.add(item);
    expect(listed(sketch)).toEqual([
      ['b', 3, 0],
      ['a', 2, 0],
      ['c', 1, 0],
    ]);
    expect(sketch.summary()).toMatchObject({ seen: 6, floor: 0 });
  });

  it('keeps at most its capacity, a newcomer taking the least counted place with its count as error', () => {
    const sketch = new SpaceSaving(2);
    for (const item of ['a', 'a', 'a', 'b', 'c']) sketch.add(item);
    expect(listed(sketch)).toEqual([
      ['a', 3, 0],
      ['c', 2, 1],
    ]);
    expect(sketch.summary()).toMatchObject({ seen: 5, floor: 2 });
  });

  it('keeps every item seen more than seen/capacity times against a hostile stream of distinct ones', () => {
    const sketch = new SpaceSaving(10);
    for (let i = 0; i < 10_000; i++) sketch.add(i % 5 === 0 ? 'often' : `once-${i}`);
    const { entries } = sketch.summary();
    expect(entries).toHaveLength(10);
    expect(entries[0]!.item).toBe('often');
    expect(entries[0]!.count - entries[0]!.error).toBeLessThanOrEqual(2000);
    expect(entries[0]!.count).toBeGreaterThanOrEqual(2000);
  });

  it('keeps what Space-Saving as written down keeps, with the same counts and errors, whatever the stream', () => {
    const streams = fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }).map(String), fc.integer({ min: 1, max: 3 })), {
      maxLength: 400,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), streams, (capacity, stream) => {
        const sketch = new SpaceSaving(capacity);
        for (const [item, times] of stream) sketch.add(item, times);
        expect(sketch.summary()).toEqual(referenceSummary(capacity, stream));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a capacity that is not a whole number above 0', () => {
    expect(() => new SpaceSaving(0)).toThrow(RangeError);
    expect(() => new SpaceSaving(1.5)).toThrow(RangeError);
  });
});

describe('mergeSummaries', () => {
  it('adds exact summaries exactly, and keeps the most counted', () => {
    const one = new SpaceSaving(8);
    const two = new SpaceSaving(8);
    for (const item of ['x', 'x', 'y']) one.add(item);
    for (const item of ['y', 'y', 'z', 'x']) two.add(item);
    const merged = mergeSummaries([one.summary(), two.summary()], 2);
    expect(merged.entries).toEqual([
      { item: 'x', count: 3, error: 0 },
      { item: 'y', count: 3, error: 0 },
    ]);
    // z (1) was cut: an unlisted item may have had up to the first one cut.
    expect(merged).toMatchObject({ seen: 7, floor: 1 });
  });

  it("gives an item one full summary does not list that summary's floor, as count and as error", () => {
    const full = new SpaceSaving(1);
    for (const item of ['a', 'a', 'b']) full.add(item); // b replaced a: b 3 (error 2)
    const other = new SpaceSaving(4);
    other.add('a');
    const merged = mergeSummaries([full.summary(), other.summary()], 10);
    expect(merged.entries).toEqual([
      { item: 'a', count: 4, error: 3 },
      { item: 'b', count: 3, error: 2 },
    ]);
  });
});
