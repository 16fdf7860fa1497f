import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/reference/suggest.js';
import { FuzzyIndex } from '../../src/text/fuzzy.js';
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

  it('counts an adjacent transposition as one edit', () => {
    expect(index.find('teh', 1)).toEqual([{ term: 'the', distance: 1 }]);
    expect(index.find('lerning', 1)).toEqual([
      { term: 'herning', distance: 1 },
      { term: 'learning', distance: 1 },
    ]);
  });
});
