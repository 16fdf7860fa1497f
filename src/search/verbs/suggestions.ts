/**
 * The suggestions verb (docs/api.md, Suggestions): for a search with `q` that found nothing, at
 * most three corrected queries with their totals under the same filters, best total first. The
 * corrections are components/corrections.ts.
 *
 * The work is bounded per search: every lookup is paid from one budget of CORRECTION_WORK units;
 * once it is spent, the terms left get no correction and the suggestions are those found so far
 * (or none).
 */
import { WorkBudget } from '../../util/work-budget.js';
import { combinations, termOptions } from '../components/corrections.js';
import { matchesOf } from '../components/matches.js';
import { planSearch } from '../filters.js';
import { parseQuery } from '../components/query-syntax.js';
import { queryTerms } from '../components/query-terms.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import type { SearchFilters, Suggestion } from '../types.js';

const MAX_SUGGESTIONS = 3;
/** Corrected queries counted. */
const MAX_QUERIES = 12;
/**
 * Units of the fuzzy index's work (deletions looked up, entries read, distances computed) one
 * search may spend on corrections. On the 1M benchmark data, one or two misspelt words of the data
 * need under 200, twelve about 700, and the costliest query found (twelve one-letter words) about
 * 1,900 (bench/engine/hostile-queries.ts).
 */
export const CORRECTION_WORK = 10_000;

/** Suggestions for a search whose `q` found nothing; empty when nothing better exists. */
export function suggestQueries(
  index: SnapshotIndex,
  filters: SearchFilters,
  now: number,
  budget = new WorkBudget(CORRECTION_WORK),
): Suggestion[] {
  // A q with query syntax (OR, -term, quotes) is not respelt: its zero gets relaxations.
  if (filters.q === undefined || parseQuery(filters.q).syntax) return [];
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
      const matches = matchesOf(index, planSearch(index, { ...filters, q }, now));
      const total = matches ? matches.size : index.size;
      if (total > 0) suggestions.push({ q, total });
    }
  }
  return suggestions.sort((a, b) => b.total - a.total).slice(0, MAX_SUGGESTIONS);
}
