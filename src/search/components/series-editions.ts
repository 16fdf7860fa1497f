/**
 * The edition that stands for each series in similar_to (docs/api.md, Similar events): a venue is
 * listed once, by the first of its editions in the usual order. Without a time filter that is the
 * series' next edition not yet ended, else its latest, on the request's day: one bitmap per
 * snapshot and day (every event of no series in it too), built in steps when the snapshot loads
 * and ahead of each UTC midnight (moment-sets.ts), so that a request only intersects it. With time
 * filters, only the editions they hold are in the running (editionsWithin), among the reference's
 * candidates alone, so the work grows with those, never with the snapshot.
 */
import { NONE_U32 } from '../../store/layout.js';
import type { Store } from '../../store/store.js';
import { lowerBound, upperBound } from '../../util/binary-search.js';
import type { Day } from '../../util/dates.js';
import { frozenViewOf, RoaringBitmap32 } from '../../util/roaring.js';
import type { Steps } from '../../util/sliced.js';
import { firstStartAtOrAfter } from './columns.js';

/** The events that stand for their series on a day, and every event of no series. */
export interface SeriesEditions {
  today: Day;
  set: RoaringBitmap32;
}

/** Positions read between two pauses: a run of the series column, or of series. */
const POSITION_RUN = 1 << 16;
const SERIES_RUN = 1 << 12;

/**
 * Which events have not ended on a day, as the upcoming order reads it: those from the first that
 * starts on it (the undated ones, last, among them), and in the edge before it (events that started
 * within the longest duration) those ending on it or later.
 */
export interface DaySplit {
  today: Day;
  edgeStart: number;
  futureStart: number;
}

export function daySplit(store: Pick<Store, 'columns' | 'meta'>, today: Day): DaySplit {
  const { start } = store.columns;
  return {
    today,
    edgeStart: firstStartAtOrAfter(start, today - store.meta.maxDuration),
    futureStart: firstStartAtOrAfter(start, today),
  };
}

const notOver = (end: Int32Array, split: DaySplit, position: number): boolean =>
  position >= split.futureStart || (position >= split.edgeStart && end[position]! >= split.today);

/**
 * The first of a series' `editions` (ascending positions) in the usual order among those `within`
 * holds (all of them when null), or -1 when it holds none. `date` (split null): the earliest. The
 * `upcoming` order of `split`'s day: the earliest not ended, else the latest (the latest start, and
 * of one start the first position: start date descending, ties by id ascending).
 */
function firstEdition(
  store: Pick<Store, 'columns'>,
  editions: Uint32Array,
  split: DaySplit | null,
  within: RoaringBitmap32 | null,
): number {
  const { start, end } = store.columns;
  const holds = (position: number) => within === null || within.has(position);
  const low = within === null ? 0 : within.minimum();
  if (split === null) {
    for (let at = lowerBound(editions, low); at < editions.length; at++) if (holds(editions[at]!)) return editions[at]!;
    return -1;
  }
  for (let at = lowerBound(editions, Math.max(low, split.edgeStart)); at < editions.length; at++) {
    const position = editions[at]!;
    if (notOver(end, split, position) && holds(position)) return position;
  }
  const ended = (position: number) => holds(position) && !notOver(end, split, position);
  let at = (within === null ? editions.length : upperBound(editions, within.maximum())) - 1;
  while (at >= 0 && !ended(editions[at]!)) at--;
  if (at < 0) return -1;
  let latest = editions[at]!;
  for (at--; at >= 0 && start[editions[at]!] === start[latest]!; at--) if (ended(editions[at]!)) latest = editions[at]!;
  return latest;
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
 * The events that stand for their series on `today`: each series' first edition in the upcoming
 * order (its next one not ended, else its latest), with `noSeries`; a few thousand series a step.
 */
export function* seriesEditionSteps(
  store: Pick<Store, 'columns' | 'meta' | 'editions'>,
  noSeries: RoaringBitmap32,
  today: Day,
): Steps<SeriesEditions> {
  const { offsets, positions } = store.editions.series;
  const split = daySplit(store, today);
  const count = offsets.length - 1;
  const chosen = new Uint32Array(count);
  for (let series = 0; series < count; series++) {
    chosen[series] = firstEdition(store, positions.subarray(offsets[series]!, offsets[series + 1]!), split, null);
    if (series % SERIES_RUN === SERIES_RUN - 1) yield;
  }
  const set = new RoaringBitmap32(chosen).orInPlace(noSeries);
  const view = frozenViewOf(set);
  set.clear();
  return { today, set: view };
}

/**
 * Of `candidates`, the events that stand for their series among the editions `within` holds (the
 * time filters' events): of each series, the first of those editions in the usual order (`date`
 * when split is null), kept when it is a candidate; and the candidates of no series within. Each
 * series is looked up once, from its first candidate within, and its editions read from there.
 */
export function editionsWithin(
  store: Pick<Store, 'columns' | 'editions'>,
  candidates: RoaringBitmap32,
  within: RoaringBitmap32,
  split: DaySplit | null,
): RoaringBitmap32 {
  const { series } = store.columns;
  const { offsets, positions } = store.editions.series;
  const kept: number[] = [];
  const seen = new Set<number>();
  for (const position of RoaringBitmap32.and(candidates, within)) {
    const key = series[position]!;
    if (key === NONE_U32) kept.push(position);
    else if (!seen.has(key)) {
      seen.add(key);
      const first = firstEdition(store, positions.subarray(offsets[key]!, offsets[key + 1]!), split, within);
      if (candidates.has(first)) kept.push(first);
    }
  }
  return new RoaringBitmap32(kept).freeze();
}
