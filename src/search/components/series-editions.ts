/**
 * The edition that stands for each series in similar_to (docs/api.md, Similar events): a venue is
 * listed once, by the first of its editions in the usual order, among those within the time
 * filters (all of them without). A set holds every event of no series and each series' standing
 * edition, so that a search only intersects it. Without a time filter that is the series' next
 * edition not yet ended, else its latest, on the request's day: one set per snapshot and day,
 * built in steps when the snapshot loads and ahead of each UTC midnight (moment-sets.ts). With time
 * filters, one set per choice of them, made on its first search (a step per series, no pass over
 * the events) and kept with the date sets.
 */
import { NONE_U32 } from '../../store/layout.js';
import type { Store } from '../../store/store.js';
import type { Day } from '../../util/dates.js';
import { frozenViewOf, RoaringBitmap32 } from '../../util/roaring.js';
import { runWhole, type Steps } from '../../util/sliced.js';
import { type DaySplit, daySplit, notOver } from './day-split.js';

/** The events that stand for their series on a day, and every event of no series. */
export interface SeriesEditions {
  today: Day;
  set: RoaringBitmap32;
}

/** A series' editions: positions[from..to), ascending. */
type Editions = readonly [positions: Uint32Array, from: number, to: number];

/** The events a choice is made among (null: all), with their first and last positions, read once. */
interface Within {
  set: RoaringBitmap32 | null;
  low: number;
  high: number;
}

/** Positions read between two pauses: a run of the series column, or of series. */
const POSITION_RUN = 1 << 16;
const SERIES_RUN = 1 << 12;

/** The first index in positions[from..to) (ascending) whose position is >= `position`. */
function indexAtOrAfter(positions: Uint32Array, from: number, to: number, position: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The first of a series' editions, positions[from..to) (ascending), in the `upcoming` order of
 * `split`'s day among those `within` holds (all of them when null), or -1 when it holds none: the
 * earliest not ended, else the latest (the latest start, and of one start the first position:
 * start date descending, ties by id ascending; an undated edition of a past year last).
 */
function firstUpcoming(
  store: Pick<Store, 'columns'>,
  [positions, from, to]: Editions,
  split: DaySplit,
  { set, low, high }: Within,
): number {
  const { start, end } = store.columns;
  for (let at = indexAtOrAfter(positions, from, to, Math.max(low, split.edgeStart)); at < to; at++) {
    const position = positions[at]!;
    if (notOver(end, split, position) && (set === null || set.has(position))) return position;
  }
  // None ahead: the latest dated edition ended, and of its start day the first position; else the
  // first undated one of a past year (the undated come last, as in -date).
  let latest = -1;
  const lastDated = Math.min(high, split.undatedFirst - 1);
  for (let at = indexAtOrAfter(positions, from, to, lastDated + 1) - 1; at >= from; at--) {
    const position = positions[at]!;
    if (latest >= 0 && start[position] !== start[latest]) break;
    if (!notOver(end, split, position) && (set === null || set.has(position))) latest = position;
  }
  if (latest >= 0) return latest;
  for (let at = indexAtOrAfter(positions, from, to, Math.max(low, split.undatedFirst)); at < to; at++) {
    const position = positions[at]!;
    if (position > high) break;
    if (split.undatedPast.has(position) && (set === null || set.has(position))) return position;
  }
  return -1;
}

/** The first of a series' editions, positions[from..to) (ascending), that `within` holds, in date order; -1 for none. */
function firstByDate([positions, from, to]: Editions, { set, low }: Within): number {
  for (let at = indexAtOrAfter(positions, from, to, low); at < to; at++)
    if (set === null || set.has(positions[at]!)) return positions[at]!;
  return -1;
}

/** The events of no series (each stands for itself), read from the series column in runs. */
export function* noSeriesSteps(store: Pick<Store, 'columns' | 'size'>): Steps<RoaringBitmap32> {
  const { series } = store.columns;
  const found = new RoaringBitmap32();
  const run = new Uint32Array(Math.min(POSITION_RUN, store.size));
  for (let from = 0; from < store.size; from += POSITION_RUN) {
    let count = 0;
    const to = Math.min(store.size, from + POSITION_RUN);
    for (let position = from; position < to; position++) if (series[position] === NONE_U32) run[count++] = position;
    found.addMany(run.subarray(0, count));
    yield;
  }
  const view = frozenViewOf(found);
  found.clear();
  return view;
}

/**
 * The events that stand for their series among those `within` holds (every event when null):
 * `noSeries`, and of each series its first edition there in the usual order, the `upcoming` order
 * of `split`'s day or `date` (split null); a few thousand series a step.
 */
function* standingSteps(
  store: Pick<Store, 'columns' | 'editions'>,
  noSeries: RoaringBitmap32,
  split: DaySplit | null,
  within: RoaringBitmap32 | null,
): Steps<RoaringBitmap32> {
  const { offsets, positions } = store.editions.series;
  const count = offsets.length - 1;
  const chosen = new Uint32Array(count);
  const bounds: Within =
    within === null
      ? { set: null, low: 0, high: NONE_U32 - 1 }
      : { set: within, low: within.minimum(), high: within.maximum() };
  let found = 0;
  for (let series = 0; series < count; series++) {
    const editions: Editions = [positions, offsets[series]!, offsets[series + 1]!];
    const first = split !== null ? firstUpcoming(store, editions, split, bounds) : firstByDate(editions, bounds);
    if (first >= 0) chosen[found++] = first;
    if (series % SERIES_RUN === SERIES_RUN - 1) yield;
  }
  // Sorted first: a bitmap is made from ascending values several times faster.
  const set = new RoaringBitmap32(chosen.subarray(0, found).sort()).orInPlace(noSeries);
  const view = frozenViewOf(set);
  set.clear();
  return view;
}

/** The events that stand for their series on `today` (its next edition not ended, else its latest), with `noSeries`. */
export function* seriesEditionSteps(
  store: Pick<Store, 'columns' | 'meta' | 'undated' | 'editions'>,
  noSeries: RoaringBitmap32,
  today: Day,
): Steps<SeriesEditions> {
  return { today, set: yield* standingSteps(store, noSeries, daySplit(store, today), null) };
}

/**
 * The events that stand for their series among the editions `within` holds (the time filters'
 * events), in the usual order (`date` when split is null), with `noSeries`: made at once.
 */
export const editionsWithin = (
  store: Pick<Store, 'columns' | 'editions'>,
  noSeries: RoaringBitmap32,
  within: RoaringBitmap32,
  split: DaySplit | null,
): RoaringBitmap32 => runWhole(standingSteps(store, noSeries, split, within));
