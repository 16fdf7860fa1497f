/**
 * Seeded misspelt queries for the suggestion benchmark: frequent words of the data, each with one
 * typing mistake (two for words of six or more letters), so that the query finds nothing and
 * suggestions are computed, as for a real typo.
 */
import type { SnapshotIndex } from '../../src/search/index.js';
import { seededRandom } from '../../tools/support/random-filters.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function mistype(word: string, random: () => number): string {
  const chars = [...word];
  const edits = word.length >= 6 ? 2 : 1;
  for (let e = 0; e < edits; e++) {
    const at = 1 + Math.floor(random() * (chars.length - 1));
    const kind = Math.floor(random() * 3);
    if (kind === 0) chars.splice(at, 1);
    else if (kind === 1) chars[at] = LETTERS[Math.floor(random() * LETTERS.length)]!;
    else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
  }
  return chars.join('');
}

/** `count` queries of one or two misspelt frequent words that match nothing as written. */
export function misspeltQueries(index: SnapshotIndex, count: number, seed = 11): string[] {
  const { text } = index.store;
  const frequent = text.terms
    .toArray()
    .filter((term) => /^[a-z]{5,}$/.test(term))
    .map((term) => ({ term, events: text.exact(term).size }))
    .sort((a, b) => b.events - a.events)
    .slice(0, 400)
    .map((entry) => entry.term);
  const random = seededRandom(seed);
  const queries: string[] = [];
  while (queries.length < count) {
    const words = Array.from({ length: 1 + Math.floor(random() * 2) }, () =>
      mistype(frequent[Math.floor(random() * frequent.length)]!, random),
    );
    if (words.every((word) => text.exact(word).isEmpty)) queries.push(words.join(' '));
  }
  return queries;
}
