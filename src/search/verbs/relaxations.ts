/**
 * Relaxations (docs/api.md, Zero results): for a search that found nothing, what relaxing each of
 * its filters alone would give, by the filter's rule in ../filters.ts: the filter left out (every
 * key of it: `country` and `countries` together, the whole date range), one key of a range of
 * several left out (`year` of `month` and `year`), one clause of a q of several left out, or the
 * radius of `near` widened to the least that finds something. Every relaxation that finds
 * something is listed, largest total first; the only filter of a search is not offered for
 * dropping (that lists everything), nor is a filter kept (`acronym`), a dropped range (or part of one) that finds only events already
 * over is not offered, and a drop whose quoted phrase is too broad to check is left out.
 *
 * One pass, with exact totals: each filter's events are planned alone (planFilter), and the
 * events of the others, for each filter left out, come from prefix and suffix intersections of
 * those same sets (components/leave-one-out.ts), not from planning the search again per filter. A
 * filter whose plan reads another's keys (FilterRow.reads: a region within the countries given) is
 * planned again without it when that one is left out. The clauses of q are left out the same way
 * within the events of the other filters. The work is paid from the search's budget
 * (util/work-budget.ts), which the suggestions then share; once it is spent the pass stops and
 * offers the relaxations found so far.
 */
import type { Day } from '../../util/dates.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { WorkBudget } from '../../util/work-budget.js';
import { slotsWithin } from '../components/within-radius.js';
import {
  intersection,
  intersectionOf,
  LeaveOneOut,
  NO_EVENTS,
  pay,
  PROBE_WORK,
  type SetPass,
  WorkSpent,
} from '../components/leave-one-out.js';
import { planDateSet } from '../components/matches.js';
import { applyChecks, type ClauseCheck } from '../components/phrase.js';
import type { Plan } from '../components/plan.js';
import { type ClausePlan, planClauses } from '../components/query-plan.js';
import { type TakeScratch, withScratch } from '../components/scratch-sets.js';
import { PhraseTooBroadError } from '../verb-refusals.js';
import { FILTERS, givenFilters, planFilter, withoutFilter } from '../filters.js';
import type { IndexView } from '../index-view.js';
import { type FilterName, type NearApplied, RADIUS_MAX_KM, type Relaxation, type SearchFilters } from '../types.js';

/** A widened radius is rounded up to a multiple of this, km (200, not 187.3). */
export const WIDEN_STEP_KM = 10;
/** The first reach of a widening goes at least this far past the radius, km. */
const WIDEN_FIRST_KM = 50;
/**
 * Work units a search that found nothing may spend on its relaxations and then its suggestions,
 * when the caller gives no budget (verbs/suggestions.ts, CORRECTION_WORK, is the one search uses).
 */
const DEFAULT_WORK = 10_000;

/** What the pass works with: the index, the search, the moment, the budget and the lent bitmaps. */
interface Pass extends SetPass {
  index: IndexView;
  filters: SearchFilters;
  now: number;
  today: Day;
}

/** What q's clauses take away after the intersection: excluded terms, phrases checked on the names. */
interface After {
  excluded: RoaringBitmap32[];
  checks: ClauseCheck[];
}

const NOTHING_AFTER: After = { excluded: [], checks: [] };
const isNothing = (after: After): boolean => after.excluded.length === 0 && after.checks.length === 0;

const afterOf = (clauses: readonly ClausePlan[]): After => ({
  excluded: clauses.flatMap((clause) => clause.excluded ?? []),
  checks: clauses.flatMap((clause) => clause.check ?? []),
});

/** The events of a plan's sets and date range, smallest first (null: every event). */
function planEvents(pass: Pass, plan: Plan): RoaringBitmap32 | null {
  if (plan.impossible) return NO_EVENTS;
  const dated = plan.from !== null || plan.to !== null;
  return intersectionOf(pass, dated ? [...plan.sets, planDateSet(pass.index, plan)] : plan.sets);
}

/** The events of one filter planned alone from `filters`. */
const filterEvents = (pass: Pass, name: FilterName, filters: SearchFilters): RoaringBitmap32 | null =>
  planEvents(pass, planFilter(pass.index, filters, name, pass.now));

/**
 * `events` less what `after` takes away; undefined when a phrase is too broad to check there (the
 * relaxation is then not offered, as the search itself would be refused).
 */
function finish(pass: Pass, events: RoaringBitmap32 | null, after: After): RoaringBitmap32 | null | undefined {
  if (isNothing(after) || events?.isEmpty) return events;
  pay(pass);
  const kept = events === null ? pass.take().addRange(0, pass.size) : pass.take().copyFrom(events);
  for (const excluded of after.excluded) {
    pay(pass);
    kept.andNotInPlace(excluded);
  }
  if (after.checks.length === 0) return kept;
  try {
    return applyChecks(pass.index, kept, after.checks);
  } catch (error) {
    if (error instanceof PhraseTooBroadError) return undefined;
    throw error;
  }
}

/** The size of `events` (null: every event); 0 for undefined (a phrase too broad). */
const sizeOf = (pass: Pass, events: RoaringBitmap32 | null | undefined): number =>
  events === undefined ? 0 : (events?.size ?? pass.size);

/** Whether `events` hold one not over by the search's day (a range left out must find one). */
function notAllOver(pass: Pass, events: RoaringBitmap32 | null | undefined): boolean {
  if (events === undefined) return false;
  pay(pass);
  const upcoming = pass.index.notOver(pass.today);
  return events === null ? !upcoming.isEmpty : events.intersects(upcoming);
}

/** Each clause of a q of several left out alone: `all` without that clause's set (at `own`), the others' exclusions kept. */
function clauseDrops(
  pass: Pass,
  all: LeaveOneOut,
  own: readonly number[],
  clauses: readonly ClausePlan[],
): Relaxation[] {
  if (clauses.length < 2) return [];
  const found: Relaxation[] = [];
  for (const [at, { term }] of clauses.entries()) {
    const after = afterOf(clauses.filter((_, other) => other !== at));
    const total = sizeOf(pass, finish(pass, all.without(own[at]!), after));
    if (total > 0) found.push({ filter: 'q', term, total });
  }
  return found;
}

/**
 * Each key of a range of several given left out alone (`month` of `month` and `year`), when that
 * finds something; `others(without)`: the events of the other filters, those that read the range
 * planned from `without`.
 */
function keyDrops(
  pass: Pass,
  name: FilterName,
  others: (without: SearchFilters) => RoaringBitmap32 | null,
  after: After,
): Relaxation[] {
  const { filters } = pass;
  const keys = FILTERS[name].keys.filter((key) => filters[key] !== undefined);
  if (keys.length < 2) return [];
  return keys.flatMap((key) => {
    const { [key]: _left, ...rest } = filters;
    const without = rest as SearchFilters;
    const events = finish(pass, intersection(pass, others(without), filterEvents(pass, name, without)), after);
    const total = sizeOf(pass, events);
    return total > 0 && notAllOver(pass, events) ? [{ filter: name, key, total }] : [];
  });
}

/**
 * `near` with the least radius up to RADIUS_MAX_KM (rounded up to WIDEN_STEP_KM) that reaches a
 * city with an event of the other filters (`others`, q's exclusions applied): the cities around
 * the point, nearest first, each tested against them, looked for within twice the radius (at
 * least WIDEN_FIRST_KM more) and then twice as far each time, as most widenings end near and a
 * reach of RADIUS_MAX_KM holds thousands of cities. The total is the events of `others` in the
 * cities from that one to the widened radius (a city's events are in no other city's list, and the
 * nearer cities hold none of them).
 */
function widened(pass: Pass, near: NearApplied | null, others: RoaringBitmap32 | null | undefined): Relaxation[] {
  if (near === null || near.radiusKm >= RADIUS_MAX_KM || others === undefined || others?.isEmpty) return [];
  const { geo, lists } = pass.index.store;
  const around = (km: number) => slotsWithin(geo, pass.index.slotsByLatitude, near.latitude, near.longitude, km);
  const reaches = (slot: number) => {
    pay(pass, PROBE_WORK);
    return others === null ? lists.city.sizes[slot]! > 0 : others.intersects(lists.city.at(slot)!);
  };
  let tested = near.radiusKm;
  let reach = Math.min(RADIUS_MAX_KM, Math.max(2 * near.radiusKm, near.radiusKm + WIDEN_FIRST_KM));
  for (;;) {
    const cities = around(reach);
    const at = cities.slots.findIndex((slot, i) => cities.distances[i]! > tested && reaches(slot));
    if (at >= 0) {
      const from = cities.distances[at]!;
      const radiusKm = Math.min(RADIUS_MAX_KM, Math.ceil(from / WIDEN_STEP_KM) * WIDEN_STEP_KM);
      const counted = radiusKm <= reach ? cities : around(radiusKm);
      let total = 0;
      for (const [i, slot] of counted.slots.entries()) {
        const km = counted.distances[i]!;
        if (km < from || km > radiusKm) continue;
        pay(pass, PROBE_WORK);
        total += others === null ? lists.city.sizes[slot]! : others.andCardinality(lists.city.at(slot)!);
      }
      return total > 0 ? [{ filter: 'near', radiusKm, total }] : [];
    }
    if (reach >= RADIUS_MAX_KM) return [];
    tested = reach;
    reach = Math.min(RADIUS_MAX_KM, 2 * reach);
  }
}

/** The relaxations of a search that found nothing, and what the suggestions read of the same pass. */
export interface RelaxationPass {
  relaxations: Relaxation[];
  /**
   * The events of every filter but q (null: every event), when q is given and the pass got that
   * far: no respelling of q finds anything outside them. Lent: read within the same withScratch.
   */
  withoutQ?: RoaringBitmap32 | null;
}

/**
 * The relaxations of a search that found nothing (see the top of this file); `near`: the point and
 * radius the search used, if any. Intersections are written into bitmaps from `take`.
 */
export function relaxationPass(
  index: IndexView,
  filters: SearchFilters,
  now: number,
  today: Day,
  near: NearApplied | null,
  budget: WorkBudget,
  take: TakeScratch,
): RelaxationPass {
  const pass: Pass = { index, filters, now, today, budget, take, size: index.size };
  const given = givenFilters(filters);
  const clauses = filters.q === undefined ? [] : planClauses(index, filters.q);
  const qAfter = afterOf(clauses);
  const found: Relaxation[] = [];
  const result: RelaxationPass = { relaxations: found };
  try {
    // One set per filter, and one per clause of q (so that a clause is left out like a filter).
    const owners: FilterName[] = [];
    const sets: (RoaringBitmap32 | null)[] = [];
    for (const name of given) {
      const parts = name === 'q' ? clauses.map((clause) => clause.set ?? null) : [filterEvents(pass, name, filters)];
      for (const part of parts) {
        owners.push(name);
        sets.push(part);
      }
    }
    const setsOf = (name: FilterName) => owners.flatMap((owner, at) => (owner === name ? [at] : []));
    const all = new LeaveOneOut(pass, sets);
    for (const name of given) {
      const { relax } = FILTERS[name];
      if (relax === 'keep') continue;
      const own = setsOf(name);
      const after = name === 'q' ? NOTHING_AFTER : qAfter;
      // The filters that read this one's keys, planned again without it.
      const readers = given.filter((other) => FILTERS[other].reads?.includes(name));
      if (relax === 'drop' && readers.length === 0 && isNothing(after)) {
        // Only the total is wanted: counted, not written.
        const total = given.length > 1 ? all.sizeWithout(own[0]!) : 0;
        if (total > 0) found.push({ filter: name, total });
        continue;
      }
      // The others, with the filters that read this one planned again from `without`.
      const othersFrom = (without: SearchFilters) =>
        all.withoutSome(
          [...own, ...readers.flatMap(setsOf)],
          readers.map((reader) => filterEvents(pass, reader, without)),
        );
      const others =
        readers.length === 0 && own.length === 1 ? all.without(own[0]!) : othersFrom(withoutFilter(filters, name));
      if (name === 'q') result.withoutQ = others;
      const events = finish(pass, others, after);
      if (given.length > 1) {
        const total = sizeOf(pass, events);
        if (total > 0 && (relax !== 'drop-range' || notAllOver(pass, events))) found.push({ filter: name, total });
      }
      if (relax === 'drop-or-clause') found.push(...clauseDrops(pass, all, own, clauses));
      if (relax === 'drop-or-widen') found.push(...widened(pass, near, events));
      if (relax === 'drop-range')
        found.push(...keyDrops(pass, name, readers.length === 0 ? () => others : othersFrom, after));
    }
  } catch (error) {
    if (!(error instanceof WorkSpent)) throw error;
  }
  found.sort((a, b) => b.total - a.total);
  return result;
}

/** The relaxations alone, with bitmaps of their own to intersect into and a budget of their own unless given. */
export function relaxations(
  index: IndexView,
  filters: SearchFilters,
  now: number,
  today: Day,
  near: NearApplied | null,
  budget = new WorkBudget(DEFAULT_WORK),
): Relaxation[] {
  return withScratch((take) => relaxationPass(index, filters, now, today, near, budget, take).relaxations);
}
