/**
 * Whether the SQLite baseline answers exactly like the engine: same total and same page ids in the
 * same order, for every shape of the query mix and for random filter combinations drawn from the
 * data (seeded, so every run asks the same). `npm run bench:verify-baseline` (bench/sqlite/verify.ts)
 * runs it on the pinned data set; the comparison (bench/sqlite/compare.ts) runs it before timing.
 */
import {
  CountryListError,
  endOfDay,
  type SearchFilters,
  type SnapshotIndex,
  search,
  UnknownValueError,
} from '../../../src/search/index.js';
import { formatIsoDate, type Day } from '../../../src/util/dates.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { QUERY_MIX, type QueryShape } from '../../common/queries.js';
import type { SqliteBaseline } from './search.js';

/** What one side answered: the total and page ids, or the error it threw. */
export type Outcome = { total: number; ids: number[] } | { error: string };

export interface Difference {
  name: string;
  filters: SearchFilters;
  engine: Outcome;
  baseline: Outcome;
}

export interface VerifyOptions {
  index: SnapshotIndex;
  baseline: SqliteBaseline;
  today: Day;
  /** The request's time, seconds since the epoch (calls for papers); the last second of today by default. */
  now?: number;
  /** Shapes checked first; the query mix by default. */
  shapes?: readonly QueryShape[];
  /** Random filter combinations after the shapes (default 300). */
  random?: number;
  seed?: number;
}

export interface VerifyResult {
  checked: number;
  /** Cases where both sides found at least one event. */
  nonEmpty: number;
  differences: Difference[];
}

function outcome(run: () => { total: number; ids: number[] }): Outcome {
  try {
    return run();
  } catch (error) {
    // The baseline does not tell a comma-separated country from an unknown one: both refuse `country`.
    if (error instanceof UnknownValueError) return { error: `unknown ${error.parameter}` };
    if (error instanceof CountryListError) return { error: 'unknown country' };
    throw error;
  }
}

export function engineOutcome(index: SnapshotIndex, filters: SearchFilters, today: Day, now?: number): Outcome {
  return outcome(() => {
    const result = search(index, filters, today, now);
    return { total: result.total, ids: result.positions.map((position) => index.store.columns.ids[position]!) };
  });
}

function same(a: Outcome, b: Outcome): boolean {
  if ('error' in a || 'error' in b) return 'error' in a && 'error' in b && a.error === b.error;
  return a.total === b.total && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
}

/** Compares engine and baseline on the shapes, then on random combinations. */
export function verifyBaseline(options: VerifyOptions): VerifyResult {
  const { index, baseline, today } = options;
  const now = options.now ?? endOfDay(today);
  const result: VerifyResult = { checked: 0, nonEmpty: 0, differences: [] };
  const check = (name: string, filters: SearchFilters) => {
    const engine = engineOutcome(index, filters, today, now);
    const sql = outcome(() => baseline.search(filters, today, now));
    result.checked++;
    if (!same(engine, sql)) result.differences.push({ name, filters, engine, baseline: sql });
    else if ('total' in engine && engine.total > 0) result.nonEmpty++;
  };
  for (const shape of options.shapes ?? QUERY_MIX) check(shape.name, shape.filters);
  const random = seededRandom(options.seed ?? 20_261_121);
  const totalOf = (f: SearchFilters) => {
    const found = engineOutcome(index, { ...f, offset: 0, limit: 1 }, today, now);
    return 'total' in found ? found.total : 0;
  };
  const count = options.random ?? 300;
  for (let i = 0; i < count; i++) check(`random #${i + 1}`, randomFilters(index.store, random, today, totalOf));
  return result;
}

/** A filter as readable JSON, with days written as dates. */
function describeFilters(filters: SearchFilters): string {
  const { from, to, deadlineFrom, deadlineTo, ...rest } = filters;
  const date = (name: string, day: Day | undefined) => (day === undefined ? {} : { [name]: formatIsoDate(day) });
  return JSON.stringify({
    ...rest,
    ...date('from', from),
    ...date('to', to),
    ...date('deadlineFrom', deadlineFrom),
    ...date('deadlineTo', deadlineTo),
  });
}

function describeOutcome(found: Outcome): string {
  if ('error' in found) return found.error;
  const ids =
    found.ids.length > 12 ? `${found.ids.slice(0, 12).join(', ')}, ... (${found.ids.length})` : found.ids.join(', ');
  return `total ${found.total}, ids [${ids}]`;
}

/** Lines describing the first differences, for a report. */
export function formatDifferences(differences: readonly Difference[], max = 5): string[] {
  return differences
    .slice(0, max)
    .flatMap((d) => [
      `${d.name}: ${describeFilters(d.filters)}`,
      `  engine:   ${describeOutcome(d.engine)}`,
      `  baseline: ${describeOutcome(d.baseline)}`,
    ]);
}
