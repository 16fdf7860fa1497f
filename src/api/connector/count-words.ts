/**
 * The words that ask for the counts of a question's events by a place or year (docs/api.md,
 * Connector tools): "Which country hosts the most ML conferences?", "AI conferences by continent",
 * "NLP venues per year", "which month has the most deadlines". They are no subject: most-words.ts
 * answers them.
 */
import { namesRounds } from './round-words.js';
import type { Token } from './tokens.js';

/** A facet a question may ask the counts of. */
export type CountedFacet = 'country' | 'city' | 'continent' | 'region' | 'year' | 'month';

/** The facets, by the words that name them. */
const FACET_WORDS: ReadonlyMap<string, CountedFacet> = new Map([
  ...['country', 'countries', 'nation', 'nations'].map((word) => [word, 'country'] as const),
  ...['city', 'cities'].map((word) => [word, 'city'] as const),
  ...['continent', 'continents'].map((word) => [word, 'continent'] as const),
  ...['state', 'states', 'region', 'regions', 'province', 'provinces'].map((word) => [word, 'region'] as const),
  ...['year', 'years'].map((word) => [word, 'year'] as const),
  ...['month', 'months'].map((word) => [word, 'month'] as const),
]);
/** Words before a facet's word that ask which of its values ("which country ... the most"). */
const WHICH = new Set(['which', 'what']);
/** Words before a facet's word that ask for its value with the most events ("the busiest month"). */
const MOST = new Set(['busiest']);
/** Words before a facet's word that ask its counts alone ("by country", "per year"). */
const BY = new Set(['by', 'per']);

/**
 * The facet whose counts the word at `at` asks for: "by country", "per year", "the busiest month",
 * or "which country" (a place word between: "which US state") in a question that says "most";
 * else none.
 */
export function countedAt(tokens: readonly Token[], at: number): CountedFacet | undefined {
  const facet = FACET_WORDS.get(tokens[at]?.word ?? '');
  if (facet === undefined || at === 0) return undefined;
  // "two deadlines per year" asks how many rounds a call has (round-words.ts), no counts by year.
  if (BY.has(tokens[at - 1]!.word) && namesRounds(tokens[at - 2]?.word ?? '')) return undefined;
  if (BY.has(tokens[at - 1]!.word) || MOST.has(tokens[at - 1]!.word)) return facet;
  const which = WHICH.has(tokens[at - 1]!.word) || (at > 1 && WHICH.has(tokens[at - 2]!.word));
  return which && tokens.some(({ word }) => word === 'most') ? facet : undefined;
}

/** Whether the word at `at` asks for counts: a facet's word read so, or "busiest" before one. */
export const countWordAt = (tokens: readonly Token[], at: number): boolean =>
  countedAt(tokens, at) !== undefined || (MOST.has(tokens[at]?.word ?? '') && countedAt(tokens, at + 1) !== undefined);
