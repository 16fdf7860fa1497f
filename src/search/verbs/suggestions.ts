/**
 * The suggestions verb (docs/api.md, Suggestions): for a search with `q` that found nothing, at
 * most three corrected queries with their totals under the same filters, best total first. The
 * corrections are components/corrections.ts.
 *
 * The work is bounded per search: every lookup is paid from one budget of CORRECTION_WORK units,
 * which the search's relaxations draw on first; once it is spent, the terms left get no correction
 * and the suggestions are those found so far (or none).
 *
 * Only the words that need it are respelt, from what the relaxations found of the events of the
 * other filters (`others`): none when those are empty or (some words matching nothing) when the
 * other words find none of them, and among words that all match something, only a word without
 * which the others find some of them; a respelt query is then counted within those events.
 */
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { WorkBudget } from '../../util/work-budget.js';
import { combinations, termOptions } from '../components/corrections.js';
import { LeaveOneOut, WorkSpent } from '../components/leave-one-out.js';
import { countOf, matchesOf } from '../components/matches.js';
import { emptyPlan } from '../components/plan.js';
import { planQuery } from '../components/query-plan.js';
import type { TakeScratch } from '../components/scratch-sets.js';
import { planSearch } from '../filters.js';
import { parseQuery } from '../components/query-syntax.js';
import { type QueryTerm, queryTerms, termSet } from '../components/query-terms.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import type { SearchFilters, Suggestion } from '../types.js';

export const MAX_SUGGESTIONS = 3;
/** Corrected queries counted. */
const MAX_QUERIES = 12;
/**
 * Units of work one search that found nothing may spend on its relaxations and corrections: the
 * fuzzy index's (deletions looked up, entries read, distances computed) and the set operations of
 * the relaxations (components/leave-one-out.ts, SET_OPERATION_WORK each). On the 1M benchmark
 * data, one or two misspelt words of the data need under 200, twelve about 700, and the costliest
 * query found (twelve one-letter words) about 1,900 (bench/engine/hostile-queries.ts); the
 * relaxations of five filters about 100, of twenty about 450.
 */
export const CORRECTION_WORK = 10_000;

/** The events of the search's other filters (null: every event), as the relaxations found them, and bitmaps to use. */
export interface OtherEvents {
  events: RoaringBitmap32 | null;
  take: TakeScratch;
}

/**
 * Per term of q, whether respelling it can find anything within `others` (see the top of this
 * file); undefined when nothing can. Throws WorkSpent.
 */
function worthRespelling(
  index: SnapshotIndex,
  found: readonly QueryTerm[],
  others: OtherEvents,
  budget: WorkBudget,
): boolean[] | undefined {
  if (others.events?.isEmpty) return undefined;
  const sets = found.map((term) => termSet(index, term));
  const pass = { budget, take: others.take, size: index.size };
  const present = sets.map((set) => (set.isEmpty ? null : set));
  const within = new LeaveOneOut(pass, [others.events, ...present]);
  // Words that match nothing are respelt together: the others must find something.
  if (present.includes(null)) return within.all()?.isEmpty ? undefined : sets.map((set) => set.isEmpty);
  const worth = sets.map((_, at) => within.sizeWithout(at + 1) > 0);
  return worth.includes(true) ? worth : undefined;
}

/** The total of the search with `q`: within `others` when given, else planned again. */
function totalWith(index: SnapshotIndex, filters: SearchFilters, now: number, q: string, others?: OtherEvents): number {
  const query = planQuery(index, q);
  if (others === undefined || query.excluded.length > 0 || query.checks.length > 0) {
    const matches = matchesOf(index, planSearch(index, { ...filters, q }, now));
    return matches ? matches.size : index.size;
  }
  return countOf(index, { ...emptyPlan(), sets: [...(others.events ? [others.events] : []), ...query.sets] });
}

/** Suggestions for a search whose `q` found nothing; empty when nothing better exists. */
export function suggestQueries(
  index: SnapshotIndex,
  filters: SearchFilters,
  now: number,
  budget = new WorkBudget(CORRECTION_WORK),
  others?: OtherEvents,
): Suggestion[] {
  // A q with query syntax (OR, -term, quotes) is not respelt: its zero gets relaxations.
  if (filters.q === undefined || parseQuery(filters.q).syntax) return [];
  const found = queryTerms(filters.q);
  if (found.length === 0) return [];
  let worth: boolean[] | undefined;
  try {
    worth = others === undefined ? found.map(() => true) : worthRespelling(index, found, others, budget);
  } catch (error) {
    if (error instanceof WorkSpent) return [];
    throw error;
  }
  if (worth === undefined) return [];
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const options of termOptions(index, found, budget, (at) => worth[at]!)) {
    if (options.some((choices) => choices.length === 0)) continue;
    for (const terms of combinations(options, MAX_QUERIES)) {
      const q = terms.join(' ');
      if (seen.has(q) || seen.size >= MAX_QUERIES) continue;
      seen.add(q);
      const total = totalWith(index, filters, now, q, others);
      if (total > 0) suggestions.push({ q, total });
    }
  }
  return suggestions.sort((a, b) => b.total - a.total).slice(0, MAX_SUGGESTIONS);
}
