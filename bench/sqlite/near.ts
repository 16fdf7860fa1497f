/**
 * npm run bench:near -- [--time MS] [--checks N] [--snapshot FILE] [--baseline FILE] [--source FILE]
 * near + radius_km at 1M against the SQLite baseline answering the same questions with its R*Tree
 * module and the engine's haversine (bench/sqlite/baseline/search.ts). First both sides must agree
 * on the shapes and on N random near searches (points at the data's cities and at the antimeridian
 * and the poles, radii up to 500 km, with and without a topic, a type and sort=distance); then each
 * shape is timed as a request would run it (the search and the page's events). Targets per shape:
 * engine p99 <= 1 ms, and >= 10x faster than SQLite (medians).
 */
import { loadavg } from 'node:os';
import type { SearchFilters } from '../../src/search/index.js';
import { openSnapshot, search } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { seededRandom } from '../../tools/support/random-filters.js';
import { BENCH_ANCHOR, BENCH_SOURCE } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import type { QueryShape } from '../common/queries.js';
import { engineOutcome, formatDifferences, type Difference } from './baseline/agreement.js';
import { BENCH_BASELINE, ensureBaseline } from './baseline/prepare.js';
import { SqliteBaseline } from './baseline/search.js';
import { formatEngineVsSqlite, measure, runEngineVsSqlite } from './compare.js';
import { itemsAt } from '../../src/search/index.js';

const page = { limit: 10, offset: 0 };
/** Central London, the busiest place of the data set. */
const LONDON = { latitude: 51.50853, longitude: -0.12574 };
const NEAR_SHAPES: readonly QueryShape[] = [
  { name: 'near (50 km)', filters: { ...page, near: LONDON } },
  { name: 'near + topic', filters: { ...page, near: LONDON, topic: 'Computer Science' } },
  { name: 'near + sort=distance', filters: { ...page, near: LONDON, sort: 'distance' } },
  { name: 'near 500 km + sort=distance', filters: { ...page, near: LONDON, radiusKm: 500, sort: 'distance' } },
];

const options = benchOptions(
  'npm run bench:near -- [--time MS] [--checks N] [--snapshot FILE] [--baseline FILE] [--source FILE]',
  {
    time: { type: 'whole', min: 1, max: 600_000, default: 500, description: 'tinybench time budget per task, ms' },
    checks: { type: 'whole', min: 0, max: 100_000, default: 300, description: 'random near searches to compare' },
    snapshot: { type: 'text', description: "the engine's snapshot (default: the 1M set, made when missing)" },
    baseline: { type: 'text', default: BENCH_BASELINE, description: 'the SQLite baseline database' },
    source: { type: 'text', default: BENCH_SOURCE, description: 'the source the baseline is prepared from' },
  },
);
const log = (line: string) => console.error(line);
const today = parseIsoDate(BENCH_ANCHOR)!;
const startLoad = loadavg();

const snapshot = await benchSnapshot(options.snapshot, {}, log);
ensureBaseline(options.source, options.baseline, log);
const index = openSnapshot(snapshot);
const baseline = new SqliteBaseline(options.baseline);
const random = seededRandom(20_261_122);
const between = (low: number, high: number) => low + random() * (high - low);
const { latitude, longitude } = index.store.geo;
const placed = [...latitude.keys()].filter((slot) => !Number.isNaN(latitude[slot]!));
const differences: Difference[] = [];
let nonEmpty = 0;
for (let i = 0; i < options.checks; i++) {
  const kind = random();
  const slot = placed[Math.floor(random() * placed.length)]!;
  const point =
    kind < 0.7
      ? { latitude: latitude[slot]! + between(-0.3, 0.3), longitude: longitude[slot]! + between(-0.3, 0.3) }
      : kind < 0.85
        ? { latitude: between(-60, 75), longitude: random() < 0.5 ? between(170, 180) : between(-180, -170) }
        : { latitude: random() < 0.5 ? between(65, 90) : between(-90, -50), longitude: between(-180, 180) };
  const filters: SearchFilters = {
    limit: 10,
    offset: random() < 0.2 ? Math.floor(between(0, 200)) : 0,
    near: point,
    radiusKm: random() < 0.5 ? between(1, 60) : between(60, 500),
    ...(random() < 0.3 ? { topic: 'Computer Science' } : {}),
    ...(random() < 0.2 ? { type: 'conference' as const } : {}),
    ...(random() < 0.5 ? { sort: 'distance' as const } : {}),
  };
  const engine = engineOutcome(index, filters, today);
  const sql = baseline.search(filters, today);
  const same = 'total' in engine && engine.total === sql.total && engine.ids.join() === sql.ids.join();
  if (!same) differences.push({ name: `random near #${i + 1}`, filters, engine, baseline: sql });
  else if (engine.total > 0) nonEmpty++;
}
if (differences.length > 0) {
  log(formatDifferences(differences).join('\n'));
  throw new Error(`the SQLite baseline disagrees with the engine on ${differences.length} random near searches`);
}
log(`baseline agrees with the engine on ${options.checks} random near searches (${nonEmpty} non-empty)`);

// Cold: a new point each time (200 points at the data's cities, 50 km, then over again), so that
// no cached union answers it; both sides walk the same points.
const points = Array.from({ length: 200 }, () => {
  const slot = placed[Math.floor(random() * placed.length)]!;
  return { latitude: latitude[slot]! + between(-0.2, 0.2), longitude: longitude[slot]! + between(-0.2, 0.2) };
});
let next = 0;
const coldEngine = await measure(
  'engine: near, a new point each time',
  () => {
    const near = points[next++ % points.length]!;
    itemsAt(index, search(index, { ...page, near }, today).positions);
  },
  options.time,
);
const coldSqlite = await measure(
  'sqlite: near, a new point each time',
  () => {
    const near = points[next++ % points.length]!;
    baseline.events(baseline.search({ ...page, near }, today).ids);
  },
  options.time,
);
baseline.close();

const result = await runEngineVsSqlite({ ...options, shapes: NEAR_SHAPES, log });
const worstP99 = Math.max(...result.rows.map((row) => row.engine.p99));
const lowestRatio = Math.min(...result.rows.map((row) => row.ratio));
const load = (averages: number[]) => averages.map((n) => n.toFixed(2)).join(' ');
console.log(formatEngineVsSqlite(result).slice(0, -4).join('\n'));
const us = (value: number) => value.toFixed(1);
console.log(
  `| near, a new point each time (200 points, 50 km) | - | ${us(coldEngine.median)} | ${us(coldEngine.p99)} | ` +
    `${us(coldSqlite.median)} | ${us(coldSqlite.p99)} | ${coldSqlite.samples} | ${(coldSqlite.median / coldEngine.median).toFixed(1)}x |`,
);
console.log(`load average ${load(startLoad)} at the start, ${load(loadavg())} at the end`);
console.log(
  `engine p99 <= 1000 µs on every shape: ${worstP99 <= 1000 ? 'met' : 'NOT met'} (worst ${worstP99.toFixed(1)} µs)`,
);
console.log(
  `>= 10x faster than SQLite on every shape: ${lowestRatio >= 10 ? 'met' : 'NOT met'} (lowest ${lowestRatio.toFixed(1)}x)`,
);
