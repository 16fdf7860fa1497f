/** The events a search plan selects: posting lists intersected smallest first, then the dates. */
import { type Day, dayFromParts } from '../../util/dates.js';
import { intersectInto, RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { firstStartAfter, firstStartAtOrAfter } from './columns.js';
import { applyChecks } from './phrase.js';
import type { Plan } from './plan.js';

/** The parts of the index the matches are computed from. */
type Sets = Pick<IndexView, 'store' | 'caches'>;

const NO_MATCH = new RoaringBitmap32().freeze();

/**
 * Positions with start >= from and end <= to: a run of positions, less the few near its top edge
 * that end after `to` (only events starting within maxDuration days of `to` can). Undated events
 * (the last positions) are in no date range; `year` alone finds those of its year (yearSet).
 */
function dateSet(index: Sets, from: Day | null, to: Day | null): RoaringBitmap32 {
  const key = `${from ?? ''}..${to ?? ''}`;
  const cached = index.caches.dateSets.get(key);
  if (cached) return cached;
  const { store } = index;
  const { start, end } = store.columns;
  const lo = from === null ? 0 : firstStartAtOrAfter(start, from);
  const hi = to === null ? store.undated.first : Math.min(firstStartAfter(start, to), store.undated.first);
  const set = lo < hi ? RoaringBitmap32.fromRange(lo, hi) : new RoaringBitmap32();
  if (to !== null && lo < hi) {
    const edge = Math.max(lo, firstStartAfter(start, to - store.meta.maxDuration));
    const late: number[] = [];
    for (let position = edge; position < hi; position++) if (end[position]! > to) late.push(position);
    if (late.length > 0) set.removeMany(Uint32Array.from(late));
  }
  set.freeze();
  index.caches.dateSets.set(key, set);
  return set;
}

/**
 * Positions held on some day of [from, to] (start <= to and end >= from): a run of positions, less
 * the few near its bottom edge that ended before `from` (only events starting within maxDuration
 * days before `from` can be under way on it). Undated events are in no range, as in dateSet.
 */
function overlapSet(index: Sets, from: Day | null, to: Day | null): RoaringBitmap32 {
  const key = `${from ?? ''}~${to ?? ''}`;
  const cached = index.caches.dateSets.get(key);
  if (cached) return cached;
  const { store } = index;
  const { start, end } = store.columns;
  const lo = from === null ? 0 : firstStartAtOrAfter(start, from - store.meta.maxDuration);
  const hi = to === null ? store.undated.first : Math.min(firstStartAfter(start, to), store.undated.first);
  const set = lo < hi ? RoaringBitmap32.fromRange(lo, hi) : new RoaringBitmap32();
  if (from !== null && lo < hi) {
    const edge = Math.min(hi, firstStartAtOrAfter(start, from));
    const early: number[] = [];
    for (let position = lo; position < edge; position++) if (end[position]! < from) early.push(position);
    if (early.length > 0) set.removeMany(Uint32Array.from(early));
  }
  set.freeze();
  index.caches.dateSets.set(key, set);
  return set;
}

/** The range's set: the events within it, or (overlap) those held on any day of it. */
const rangeSet = (index: Sets, from: Day | null, to: Day | null, overlap: boolean): RoaringBitmap32 =>
  overlap ? overlapSet(index, from, to) : dateSet(index, from, to);

/** The events whose dates are not known yet of edition year `year` (store.undated), kept in the index's cache. */
function undatedOfYear(index: Sets, year: number): RoaringBitmap32 {
  const { first, year: years } = index.store.undated;
  const positions: number[] = [];
  for (let i = 0; i < years.length; i++) if (years[i] === year) positions.push(first + i);
  return RoaringBitmap32.from(positions);
}

/**
 * The events of `year` (docs/api.md, Dates): those that start and end in it (overlap: held on a day
 * of it), and those whose dates are not known yet of that edition year; kept in the index's cache.
 */
export function yearSet(index: Sets, year: number, overlap = false): RoaringBitmap32 {
  const key = `year${overlap ? '~' : ':'}${year}`;
  const cached = index.caches.dateSets.get(key);
  if (cached) return cached;
  const set = RoaringBitmap32.or(
    rangeSet(index, dayFromParts(year, 1, 1), dayFromParts(year, 12, 31), overlap),
    undatedOfYear(index, year),
  );
  set.freeze();
  index.caches.dateSets.set(key, set);
  return set;
}

/** The events of a plan's date filters: its range, or its year (whose undated editions it holds too). */
export const planDateSet = (index: Sets, plan: Pick<Plan, 'from' | 'to' | 'year' | 'overlap'>): RoaringBitmap32 =>
  plan.year === null ? rangeSet(index, plan.from, plan.to, plan.overlap) : yearSet(index, plan.year, plan.overlap);

/** The intersection of `sets`, smallest first: a new bitmap, or `into` overwritten when given. */
function intersect(sets: RoaringBitmap32[], into?: RoaringBitmap32): RoaringBitmap32 | null {
  if (sets.length === 0) return null;
  const ordered = [...sets].sort((a, b) => a.size - b.size);
  if (ordered.length === 1) return ordered[0]!;
  const result = into ? intersectInto(into, ordered[0]!, ordered[1]!) : RoaringBitmap32.and(ordered[0]!, ordered[1]!);
  for (let i = 2; i < ordered.length && !result.isEmpty; i++) result.andInPlace(ordered[i]!);
  return result;
}

/**
 * The matches of a plan: a bitmap (empty when nothing can match), or null when no filter applies.
 * With `into`, an intersection of several sets is written there instead of into a new bitmap (the
 * caller's own, read before it is reused: search.ts); the result may still be another bitmap.
 */
export function matchesOf(index: Sets, plan: Plan, into?: RoaringBitmap32): RoaringBitmap32 | null {
  if (plan.impossible || plan.sets.some((set) => set.isEmpty)) return NO_MATCH;
  const sets = plan.from !== null || plan.to !== null ? [...plan.sets, planDateSet(index, plan)] : plan.sets;
  const matches = intersect(sets, into);
  if (plan.excluded.length === 0 && plan.checks.length === 0) return matches;
  // q's excluded terms and phrases (query-syntax.ts): subtracted from the intersection, or from every event.
  let kept = matches ?? RoaringBitmap32.fromRange(0, index.store.size);
  // Subtracted one by one, into one new set: no union of the excluded lists is built.
  for (const [i, excluded] of plan.excluded.entries()) {
    if (i === 0) kept = RoaringBitmap32.andNot(kept, excluded);
    else kept.andNotInPlace(excluded);
  }
  return plan.checks.length > 0 ? applyChecks(index, kept, plan.checks) : kept;
}

/**
 * The number of matches of a plan, as matchesOf(...).size (the whole index when no filter
 * applies), without building the last intersection: the largest set is only counted against.
 */
export function countOf(index: Sets, plan: Plan): number {
  if (plan.excluded.length > 0 || plan.checks.length > 0) return matchesOf(index, plan)?.size ?? index.store.size;
  if (plan.impossible || plan.sets.some((set) => set.isEmpty)) return 0;
  const sets = plan.from !== null || plan.to !== null ? [...plan.sets, planDateSet(index, plan)] : plan.sets;
  if (sets.length === 0) return index.store.size;
  const ordered = [...sets].sort((a, b) => a.size - b.size);
  const largest = ordered.pop()!;
  const rest = intersect(ordered);
  return rest === null ? largest.size : rest.andCardinality(largest);
}
