/**
 * The costliest q values found for a search that finds nothing and so computes suggestions
 * (test/http/work-budget.test.ts, and by hand on the 1M data): characters that fold to several
 * letters, and twelve terms (the most q takes) that each send the spelling corrector looking. The
 * first two are over the API's limits (a 400 there) and go to the engine directly, to show that
 * the corrector alone bounds them; the others are valid API queries. Then the widest inputs of the
 * q syntax: OR of twelve frequent words, twelve exclusions, phrases of frequent words (a phrase
 * with over 20,000 names to check is refused, and the row measures the refusal).
 */
import type { SnapshotIndex } from '../../src/search/index.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';

export interface HostileQuery {
  name: string;
  q: string;
}

const LETTERS = 'bcdfghjklmnp'.split('');

/** The `count` terms of at least `length` letters in the most events, stop words left out. */
function frequentTerms(index: SnapshotIndex, length: number, count: number): string[] {
  const { text } = index.store;
  return text.terms
    .toArray()
    .filter((term) => term.length >= length && /^[a-z]+$/.test(term) && !STOP_WORDS.has(term))
    .map((term) => ({ term, events: text.exact(term).size }))
    .sort((a, b) => b.events - a.events || (a.term < b.term ? -1 : 1))
    .slice(0, count)
    .map((entry) => entry.term);
}

/** Two edits (a letter dropped after the second, the last dropped): within reach of the corrector. */
const twoEdits = (term: string): string => term.slice(0, 2) + term.slice(3, -1);

export function hostileQueries(index: SnapshotIndex): HostileQuery[] {
  const frequent = frequentTerms(index, 6, 24);
  return [
    { name: '㌖ x200 (1,200 letters folded; a 400 at the API)', q: '㌖'.repeat(200) },
    { name: 'ﬃ x200 (600 letters folded; a 400 at the API)', q: 'ﬃ'.repeat(200) },
    { name: '㌖ x33 (198 letters folded)', q: '㌖'.repeat(33) },
    { name: 'ﬃ x66 (198 letters folded)', q: 'ﬃ'.repeat(66) },
    { name: '12 one-letter words', q: LETTERS.join(' ') },
    { name: '12 two-letter words', q: LETTERS.map((c) => c + c).join(' ') },
    { name: '12 three-letter words', q: LETTERS.map((c) => `${c}o${c}`).join(' ') },
    { name: '12 frequent words, misspelt', q: frequent.slice(0, 12).map(twoEdits).join(' ') },
    { name: '12 other frequent words, misspelt', q: frequent.slice(12, 24).map(twoEdits).join(' ') },
    { name: '12 frequent words that find nothing together', q: frequent.slice(0, 12).join(' ') },
    // The q syntax: the widest unions, the widest exclusions, and phrases of frequent words.
    { name: '12 frequent words joined by OR', q: frequent.slice(0, 12).join(' OR ') },
    {
      name: '12 frequent words excluded',
      q: frequent
        .slice(0, 12)
        .map((term) => `-${term}`)
        .join(' '),
    },
    {
      name: '6 phrases of frequent words joined by OR',
      q: Array.from({ length: 6 }, (_, i) => `"${frequent[2 * i]} ${frequent[2 * i + 1]}"`).join(' OR '),
    },
    { name: 'a phrase of 12 frequent words', q: `"${frequent.slice(0, 12).join(' ')}"` },
    { name: '2 words and their phrase excluded', q: `${frequent[0]} ${frequent[1]} -"${frequent[0]} ${frequent[1]}"` },
  ];
}
