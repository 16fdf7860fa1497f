import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/reference/suggest.js';
import { FuzzyIndex } from '../../src/text/fuzzy.js';
import { runWhole } from '../../src/util/sliced.js';
import { WorkBudget } from '../../src/util/work-budget.js';
import { seededRandom } from '../../tools/support/random-filters.js';

const WORDS = [
  'learning',
  'learned',
  'lean',
  'machine',
  'machines',
  'machining',
  'aachen',
  'quantum',
  'quant',
  'biology',
  'biological',
  'conference',
  'conferences',
  'confluence',
  'international',
  'internal',
  'the',
  'then',
  'than',
  'c++',
  'c#',
  '.net',
  'net',
  'network',
  'networks',
  'a',
  'ab',
  'abc',
  'abcd',
  'ba',
  'herning',
  'seraing',
].sort();

const index = new FuzzyIndex(WORDS);

describe('the fuzzy index', () => {
  it('finds exactly the terms within the distance, as a plain scan with the same distance does', () => {
    const random = seededRandom(3);
    const letters = 'abcdeilmnoqrstu+#.';
    for (let i = 0; i < 400; i++) {
      const base = WORDS[Math.floor(random() * WORDS.length)]!;
      const chars = [...base];
      const edits = Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * (chars.length + 1));
        const letter = letters[Math.floor(random() * letters.length)]!;
        const kind = Math.floor(random() * 4);
        if (kind === 0) chars.splice(at, 0, letter);
        else if (kind === 1 && chars.length > 1) chars.splice(Math.min(at, chars.length - 1), 1);
        else if (kind === 2 && at < chars.length) chars[at] = letter;
        else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
      }
      const word = chars.join('');
      for (const distance of [1, 2]) {
        const got = index.find(word, distance).map((m) => `${m.term}:${m.distance}`);
        const want = WORDS.flatMap((term) => {
          const d = editDistance(word, term, distance);
          return d <= distance ? [`${term}:${d}`] : [];
        });
        expect(got, `${word} within ${distance}`).toEqual(want);
      }
    }
  });

  it('finds the same over a dictionary whose hashes share buckets, and again on each later lookup', () => {
    // Enough terms that the buckets of hashes hold several each: a lookup scans past other hashes.
    const random = seededRandom(11);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]!).join('');
    const terms = [...new Set(Array.from({ length: 3000 }, () => word(3 + Math.floor(random() * 8))))].sort();
    const large = new FuzzyIndex(terms);
    const rebuilt = runWhole(FuzzyIndex.ofEntries(terms, large.sortedEntries()));
    for (let i = 0; i < 300; i++) {
      const base = terms[Math.floor(random() * terms.length)]!;
      const at = Math.floor(random() * base.length);
      const asked = i % 3 === 0 ? base : i % 3 === 1 ? base.slice(0, at) + base.slice(at + 1) : word(base.length);
      const want = terms.flatMap((term) => {
        const d = editDistance(asked, term, 2);
        return d <= 2 ? [{ term, distance: d }] : [];
      });
      const first = new WorkBudget(Number.POSITIVE_INFINITY);
      expect(large.find(asked, 2, first), asked).toEqual(want);
      const again = new WorkBudget(Number.POSITIVE_INFINITY);
      expect(large.find(asked, 2, again), asked).toEqual(want);
      expect(again.spent).toBe(first.spent);
      expect(rebuilt.find(asked, 2), asked).toEqual(want);
    }
  });

  it("finds a term through its deletion of the greatest hash, in the table's last bucket", () => {
    // "ab" becomes "ab", "a", "b" and ""; the FNV-1a hash of "b" is the greatest of the four, and
    // "xb" shares no other string with it within one deletion.
    const one = new FuzzyIndex(['ab']);
    expect(one.find('xb', 1)).toEqual([{ term: 'ab', distance: 1 }]);
    expect(runWhole(FuzzyIndex.ofEntries(['ab'], one.sortedEntries())).find('xb', 1)).toEqual([
      { term: 'ab', distance: 1 },
    ]);
  });

  it('counts an adjacent transposition as one edit', () => {
    expect(index.find('teh', 1)).toEqual([{ term: 'the', distance: 1 }]);
    expect(index.find('lerning', 1)).toEqual([
      { term: 'herning', distance: 1 },
      { term: 'learning', distance: 1 },
    ]);
  });
});

describe("the fuzzy index's bounds", () => {
  it('looks up no word that no indexed term can be within the distance of, and only those', () => {
    expect([index.shortest, index.longest]).toEqual([1, 'international'.length]);
    const long = new FuzzyIndex(['machine', 'learning']);
    for (const word of ['x'.repeat(16), 'キロメートル'.repeat(200), 'ffi'.repeat(200), 'mach', 'learningxyz']) {
      const budget = new WorkBudget(1_000_000);
      expect(long.find(word, 2, budget), word.slice(0, 20)).toEqual([]);
      expect(budget.spent, word.slice(0, 20)).toBe(0);
    }
    // Just inside the bounds on either side: looked up (paid for) and found.
    const inside = new WorkBudget(1_000_000);
    expect(long.find('learningxy', 2, inside)).toEqual([{ term: 'learning', distance: 2 }]);
    expect(inside.spent).toBeGreaterThan(0);
    expect(long.find('machi', 2)).toEqual([{ term: 'machine', distance: 2 }]);
    expect(long.find('learningx', 1)).toEqual([{ term: 'learning', distance: 1 }]);
    expect(long.find('learningxy', 1)).toEqual([]);
  });

  it('pays each lookup from the budget, and finds nothing once it cannot pay in full', () => {
    const unlimited = new WorkBudget(Number.POSITIVE_INFINITY);
    const found = index.find('machnes', 2, unlimited);
    expect(found.map((m) => m.term)).toEqual(['machine', 'machines']);
    // 1 + 7 + 21 deletions looked up, then entries read and distances computed.
    expect(unlimited.spent).toBeGreaterThan(29);

    const exact = new WorkBudget(unlimited.spent);
    expect(index.find('machnes', 2, exact)).toEqual(found);
    expect(exact.exhausted).toBe(false);

    for (const units of [0, 28, 29, unlimited.spent - 1]) {
      const short = new WorkBudget(units);
      expect(index.find('machnes', 2, short), `${units} units`).toEqual([]);
      expect(short.exhausted).toBe(true);
      // A plain stop: once spent, even a cheap lookup finds nothing.
      expect(index.find('teh', 1, short)).toEqual([]);
    }
  });
});
