/**
 * The engine on the random mix, in-process, by shape class: each search answered and its page's
 * events decoded (as a request does), timed one by one. The first pass runs on a freshly opened
 * snapshot with each query once, so every cache miss of the engine's set caches is in it (the
 * fixed mix runs first, untimed, so that structures built once per snapshot on first use, such as
 * the open calls for the day, are not charged to one random query). The second pass runs the same
 * queries again, with whatever the caches kept.
 */
import { itemsAt, openSnapshot, search } from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';
import { QUERY_MIX } from '../common/queries.js';
import { type RandomQuery, SHAPE_CLASSES, type ShapeClass } from '../common/random-mix.js';
import { quantile } from '../common/stats.js';

export interface EngineClassRow {
  shapeClass: ShapeClass | 'all';
  queries: number;
  /** Microseconds, first pass (each query once, on a fresh snapshot). */
  p50: number;
  /** The mean: what the pass costs a search, its slow ones included. */
  mean: number;
  p99: number;
  max: number;
  /** Microseconds, second pass over the same queries. */
  againP50: number;
  againP99: number;
}

function timeAll(run: (query: RandomQuery) => void, queries: readonly RandomQuery[]): Float64Array {
  const times = new Float64Array(queries.length);
  for (const [at, query] of queries.entries()) {
    const started = process.hrtime.bigint();
    run(query);
    times[at] = Number(process.hrtime.bigint() - started) / 1000;
  }
  return times;
}

/** What the mix's searches found, measured on the first pass (shares of the searches). */
export interface MixShares {
  /** Found nothing (answered with relaxations, hints or suggestions). */
  zeroResults: number;
  /** Asked for a page of 50. */
  pagesOf50: number;
  /** Asked for a page after the first. */
  laterPages: number;
}

/**
 * Opens `snapshot` afresh and times every query twice, as above: one row per class, then all; and
 * the shares of the mix that found nothing and that asked for 50 or a later page.
 */
export function engineByClass(
  snapshot: string,
  queries: readonly RandomQuery[],
  today: Day,
): { rows: EngineClassRow[]; shares: MixShares } {
  const index = openSnapshot(snapshot);
  for (const shape of QUERY_MIX) itemsAt(index, search(index, shape.filters, today).positions);
  let empty = 0;
  const first = timeAll((query) => {
    const result = search(index, query.filters, today);
    if (result.total === 0) empty++;
    itemsAt(index, result.positions);
  }, queries);
  const again = timeAll((query) => void itemsAt(index, search(index, query.filters, today).positions), queries);
  const row = (shapeClass: ShapeClass | 'all'): EngineClassRow => {
    const picked = queries.flatMap((query, at) =>
      shapeClass === 'all' || query.shapeClass === shapeClass ? [at] : [],
    );
    const sorted = (times: Float64Array) => Float64Array.from(picked, (at) => times[at]!).sort();
    const cold = sorted(first);
    const warm = sorted(again);
    return {
      shapeClass,
      queries: picked.length,
      p50: quantile(cold, 0.5),
      mean: cold.reduce((sum, us) => sum + us, 0) / cold.length,
      p99: quantile(cold, 0.99),
      max: cold[cold.length - 1] ?? Number.NaN,
      againP50: quantile(warm, 0.5),
      againP99: quantile(warm, 0.99),
    };
  };
  const share = (count: number) => count / queries.length;
  const shares = {
    zeroResults: share(empty),
    pagesOf50: share(queries.filter((query) => query.filters.limit === 50).length),
    laterPages: share(queries.filter((query) => query.filters.offset > 0).length),
  };
  return { rows: [...SHAPE_CLASSES.map(row), row('all')], shares };
}
