/**
 * Relaxations (docs/api.md, Zero results): for a search that found nothing, what dropping each of
 * its filters alone would give, from the same planner as the search: a parameter (country and
 * countries are one filter; so are topic and its list), or one clause of a q of several, as
 * search_terms shows it. Only drops that find something are listed, largest total first, at most
 * MAX_RELAXATIONS; the only filter of a search is not offered (dropping it lists everything). A drop whose quoted phrase is too broad to check is left out.
 */
import { countOf } from '../components/matches.js';
import { type Plan, planSearch } from '../components/plan.js';
import { joinClauses, planClauses } from '../components/query-plan.js';
import { PhraseTooBroadError } from '../errors.js';
import type { Relaxation, SearchFilters } from '../types.js';
import type { IndexView } from '../index-view.js';

const MAX_RELAXATIONS = 5;

/** The filters of a search by the parameter that drops them, in documentation order. */
const DROPS: readonly { parameter: string; keys: readonly (keyof SearchFilters)[] }[] = [
  { parameter: 'q', keys: ['q'] },
  { parameter: 'topic', keys: ['topic', 'topics'] },
  { parameter: 'subtopic', keys: ['subtopic', 'subtopics'] },
  { parameter: 'country', keys: ['country'] },
  { parameter: 'countries', keys: ['countries'] },
  { parameter: 'continent', keys: ['continent'] },
  { parameter: 'city', keys: ['city'] },
  { parameter: 'type', keys: ['type', 'types'] },
  { parameter: 'format', keys: ['formats'] },
  { parameter: 'cfp', keys: ['cfp'] },
  { parameter: 'core_rank', keys: ['coreRanks'] },
  { parameter: 'ccf_rank', keys: ['ccfRanks'] },
  { parameter: 'acronym', keys: ['acronym'] },
  { parameter: 'series', keys: ['series'] },
  { parameter: 'deadline_from', keys: ['deadlineFrom'] },
  { parameter: 'deadline_to', keys: ['deadlineTo'] },
  { parameter: 'from', keys: ['from'] },
  { parameter: 'to', keys: ['to'] },
  { parameter: 'month', keys: ['month'] },
  { parameter: 'year', keys: ['year'] },
];

/** Country and countries given together are one filter, dropped together under both names. */
function dropsOf(filters: SearchFilters): { parameter: string; keys: readonly (keyof SearchFilters)[] }[] {
  const given = DROPS.filter(({ keys }) => keys.some((key) => filters[key] !== undefined));
  const both = filters.country !== undefined && filters.countries !== undefined;
  if (!both) return given;
  return [
    ...given.filter(({ parameter }) => parameter !== 'country' && parameter !== 'countries'),
    { parameter: 'country,countries', keys: ['country', 'countries'] },
  ];
}

/** The total of a plan; undefined when a phrase in it is too broad to check. */
function totalOf(index: IndexView, plan: Plan): number | undefined {
  try {
    return countOf(index, plan);
  } catch (error) {
    if (error instanceof PhraseTooBroadError) return undefined;
    throw error;
  }
}

/** Each clause of a q of several dropped alone: the plan of the other filters plus the other clauses. */
function clauseDrops(index: IndexView, filters: SearchFilters, now: number): Relaxation[] {
  if (filters.q === undefined) return [];
  const clauses = planClauses(index, filters.q);
  if (clauses.length < 2) return [];
  const { q: _q, ...rest } = filters;
  const base = planSearch(index, rest, now);
  const found: Relaxation[] = [];
  for (const [i, { term }] of clauses.entries()) {
    const others = joinClauses(clauses.filter((_, k) => k !== i));
    const plan: Plan = {
      ...base,
      sets: [...base.sets, ...others.sets],
      excluded: [...base.excluded, ...others.excluded],
      checks: [...base.checks, ...others.checks],
    };
    const total = totalOf(index, plan);
    if (total !== undefined && total > 0) found.push({ drop: 'q', term, total });
  }
  return found;
}

/** The relaxations of a search that found nothing (see the top of this file). */
export function relaxations(index: IndexView, filters: SearchFilters, now: number): Relaxation[] {
  const found: Relaxation[] = [];
  const drops = dropsOf(filters);
  // The only filter dropped leaves the whole directory: no relaxation worth offering.
  for (const { parameter, keys } of drops.length > 1 ? drops : []) {
    const without: SearchFilters = { ...filters };
    for (const key of keys) delete without[key];
    const total = totalOf(index, planSearch(index, without, now));
    if (total !== undefined && total > 0) found.push({ drop: parameter, total });
  }
  found.push(...clauseDrops(index, filters, now));
  return found.sort((a, b) => b.total - a.total).slice(0, MAX_RELAXATIONS);
}
