/**
 * Suggestions for a search with `q` that found nothing (docs/api.md, Suggestions): at most three
 * corrected queries with their totals under the same filters, best total first. Each corrected
 * term is a dictionary term within edit distance 1 of the term asked for (2 for terms of six or
 * more characters); terms that match nothing are corrected first, and only when every term matches
 * something (the zero comes from their combination) is each of them tried in turn.
 *
 * The work is bounded per search: the fuzzy index skips a term no indexed term can be close to
 * (longer than the longest plus the distance), and every lookup is paid from one budget of
 * CORRECTION_WORK units; once it is spent, the terms left get no correction and the suggestions
 * are those found so far (or none).
 */
import type { Day } from '../util/dates.js';
import { WorkBudget } from '../util/work-budget.js';
import { matchesOf } from './matches.js';
import { planSearch } from './plan.js';
import { type QueryTerm, queryTerms, termSet } from './query-terms.js';
import type { SnapshotIndex } from './snapshot-index.js';
import type { SearchFilters } from './types.js';

export interface Suggestion {
  q: string;
  total: number;
}

const MAX_SUGGESTIONS = 3;
/** Corrections kept per term (closest and most frequent first), and corrected queries counted. */
const CANDIDATES_PER_TERM = 3;
const MAX_QUERIES = 12;
/**
 * Units of the fuzzy index's work (deletions looked up, entries read, distances computed) one
 * search may spend on corrections. On the 1M benchmark data, one or two misspelt words of the data
 * need under 200, twelve about 700, and the costliest query found (twelve one-letter words) about
 * 1,900 (bench/engine/hostile-queries.ts).
 */
export const CORRECTION_WORK = 10_000;

const maxDistance = (term: string): number => (term.length >= 6 ? 2 : 1);

/** The closest dictionary terms to `term`, most events first among equally close ones. */
function corrections(index: SnapshotIndex, term: string, budget: WorkBudget): string[] {
  const { text } = index.store;
  return index
    .fuzzy()
    .find(term, maxDistance(term), budget)
    .filter((match) => match.term !== term)
    .map((match) => ({ ...match, events: text.exact(match.term).size }))
    .sort((a, b) => a.distance - b.distance || b.events - a.events || (a.term < b.term ? -1 : 1))
    .slice(0, CANDIDATES_PER_TERM)
    .map((match) => match.term);
}

/** Corrected term lists: every combination of the options per term, closest changes first. */
function combinations(options: string[][], limit: number): string[][] {
  let queries: { terms: string[]; changes: number }[] = [{ terms: [], changes: 0 }];
  for (const choices of options) {
    const next: { terms: string[]; changes: number }[] = [];
    for (const query of queries) {
      for (const [rank, choice] of choices.entries())
        next.push({ terms: [...query.terms, choice], changes: query.changes + rank });
    }
    queries = next.sort((a, b) => a.changes - b.changes).slice(0, limit * 4);
  }
  return queries.slice(0, limit).map((query) => query.terms);
}

/** The options per term: itself when it matches and is kept, then its corrections. */
function termOptions(index: SnapshotIndex, found: QueryTerm[], budget: WorkBudget): string[][][] {
  const misses = found.map((term) => termSet(index, term).isEmpty);
  const own = found.map((term) => term.term);
  const fix = (term: string) => corrections(index, term, budget);
  if (misses.some(Boolean)) {
    const options: string[][] = [];
    for (const [i, term] of found.entries()) {
      const choices = misses[i] ? fix(term.term) : [own[i]!];
      // A term without corrections leaves no corrected query: the rest need not be looked up.
      if (choices.length === 0) return [];
      options.push(choices);
    }
    return [options];
  }
  // Every term matches: correct one term at a time.
  return found.map((_, changed) => found.map((term, i) => (i === changed ? fix(term.term) : [own[i]!])));
}

/** Suggestions for a search whose `q` found nothing; empty when nothing better exists. */
export function suggestQueries(
  index: SnapshotIndex,
  filters: SearchFilters,
  today: Day,
  budget = new WorkBudget(CORRECTION_WORK),
): Suggestion[] {
  if (filters.q === undefined) return [];
  const found = queryTerms(filters.q);
  if (found.length === 0) return [];
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const options of termOptions(index, found, budget)) {
    if (options.some((choices) => choices.length === 0)) continue;
    for (const terms of combinations(options, MAX_QUERIES)) {
      const q = terms.join(' ');
      if (seen.has(q) || seen.size >= MAX_QUERIES) continue;
      seen.add(q);
      const matches = matchesOf(index, planSearch(index, { ...filters, q }, today));
      const total = matches ? matches.size : index.size;
      if (total > 0) suggestions.push({ q, total });
    }
  }
  return suggestions.sort((a, b) => b.total - a.total).slice(0, MAX_SUGGESTIONS);
}
