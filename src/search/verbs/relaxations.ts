/**
 * Relaxations (docs/api.md, Zero results): for a search that found nothing, what relaxing each of
 * its filters alone would give, by the filter's rule in ../filters.ts and from the same planner as
 * the search: the filter left out (every key of it: `country` and `countries` together, the whole
 * date range), one key of a range of several left out (`year` of `month` and `year`), one clause
 * of a q of several left out, or the radius of `near` widened to the least that finds something.
 * Every relaxation that finds something is listed, largest total first; the only filter of a
 * search is not offered for dropping (that lists everything), a dropped range (or part of one) that
 * finds only events already over is not offered, and a drop whose quoted phrase is too broad to
 * check is left out.
 */
import { slotsWithin } from '../components/geo.js';
import { countOf, matchesOf } from '../components/matches.js';
import type { Plan } from '../components/plan.js';
import { joinClauses, planClauses } from '../components/query-plan.js';
import { PhraseTooBroadError } from '../errors.js';
import { FILTERS, givenFilters, planSearch, withoutFilter } from '../filters.js';
import type { IndexView } from '../index-view.js';
import { type FilterName, type NearApplied, RADIUS_MAX_KM, type Relaxation, type SearchFilters } from '../types.js';
import type { Day } from '../../util/dates.js';

/** A widened radius is rounded up to a multiple of this, km (200, not 187.3). */
const WIDEN_STEP_KM = 10;

/** What a relaxation is worked out with: the index, the moment and the day of the search. */
interface Context {
  index: IndexView;
  now: number;
  today: Day;
}

/** The value of `f`; undefined when a phrase in the plan is too broad to check. */
function unlessTooBroad<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (error) {
    if (error instanceof PhraseTooBroadError) return undefined;
    throw error;
  }
}

const totalOf = (index: IndexView, plan: Plan): number | undefined => unlessTooBroad(() => countOf(index, plan));

/** The total of the search `without`, when it finds something (for a range, something not over by today). */
function foundWithout({ index, now, today }: Context, without: SearchFilters, range: boolean): number | undefined {
  const plan = planSearch(index, without, now);
  const total = totalOf(index, plan);
  if (total === undefined || total === 0) return undefined;
  if (range && !totalOf(index, { ...plan, sets: [...plan.sets, index.notOver(today)] })) return undefined;
  return total;
}

/** The filter left out, when that finds something. */
function dropped(context: Context, filters: SearchFilters, name: FilterName): Relaxation[] {
  const total = foundWithout(context, withoutFilter(filters, name), FILTERS[name].relax === 'drop-range');
  return total === undefined ? [] : [{ filter: name, total }];
}

/** Each key of a range of several given left out alone (`month` of `month` and `year`), when that finds something. */
function keyDrops(context: Context, filters: SearchFilters, name: FilterName): Relaxation[] {
  const keys = FILTERS[name].keys.filter((key) => filters[key] !== undefined);
  if (keys.length < 2) return [];
  return keys.flatMap((key) => {
    const { [key]: _dropped, ...without } = filters;
    const total = foundWithout(context, without as SearchFilters, true);
    return total === undefined ? [] : [{ filter: name, key, total }];
  });
}

/** Each clause of a q of several left out alone: the plan of the other filters plus the other clauses. */
function clauseDrops({ index, now }: Context, filters: SearchFilters): Relaxation[] {
  if (filters.q === undefined) return [];
  const clauses = planClauses(index, filters.q);
  if (clauses.length < 2) return [];
  const base = planSearch(index, withoutFilter(filters, 'q'), now);
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
    if (total !== undefined && total > 0) found.push({ filter: 'q', term, total });
  }
  return found;
}

/**
 * `near` with the least radius up to RADIUS_MAX_KM (rounded up to WIDEN_STEP_KM) that reaches a
 * city with an event the other filters keep: the cities around the point, nearest first, each
 * tested against the other filters' matches.
 */
function widened({ index, now }: Context, filters: SearchFilters, near: NearApplied | null): Relaxation[] {
  if (near === null || near.radiusKm >= RADIUS_MAX_KM) return [];
  const others = unlessTooBroad(() => matchesOf(index, planSearch(index, withoutFilter(filters, 'near'), now)));
  if (others === undefined || others?.isEmpty) return [];
  const { geo, lists } = index.store;
  const around = slotsWithin(geo, index.slotsByLatitude, near.latitude, near.longitude, RADIUS_MAX_KM);
  const at = around.slots.findIndex((slot, i) => {
    if (around.distances[i]! <= near.radiusKm) return false;
    const list = lists.city[slot]!;
    return others === null ? !list.isEmpty : others.intersects(list);
  });
  if (at < 0) return [];
  const radiusKm = Math.min(RADIUS_MAX_KM, Math.ceil(around.distances[at]! / WIDEN_STEP_KM) * WIDEN_STEP_KM);
  const total = totalOf(index, planSearch(index, { ...filters, radiusKm }, now));
  return total !== undefined && total > 0 ? [{ filter: 'near', radiusKm, total }] : [];
}

/**
 * The relaxations of a search that found nothing (see the top of this file); `near`: the point and
 * radius the search used, if any.
 */
export function relaxations(
  index: IndexView,
  filters: SearchFilters,
  now: number,
  today: Day,
  near: NearApplied | null,
): Relaxation[] {
  const context: Context = { index, now, today };
  const given = givenFilters(filters);
  const found: Relaxation[] = [];
  for (const name of given) {
    // The only filter dropped leaves the whole directory: no relaxation worth offering.
    if (given.length > 1) found.push(...dropped(context, filters, name));
    const rule = FILTERS[name].relax;
    if (rule === 'drop-or-clause') found.push(...clauseDrops(context, filters));
    if (rule === 'drop-or-widen') found.push(...widened(context, filters, near));
    if (rule === 'drop-range') found.push(...keyDrops(context, filters, name));
  }
  return found.sort((a, b) => b.total - a.total);
}
