/**
 * npm run bench:verify-baseline -- [--snapshot FILE] [--baseline FILE] [--source FILE] [--random N] [--seed N]
 * Checks that the SQLite baseline answers exactly like the engine: same total and same page ids
 * in the same order, for every shape of the query mix and for random filter combinations drawn
 * from the data (seeded, so every run asks the same). Exits 1 printing the first differences.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CONTINENTS } from '../../src/reference/continents.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { fold, slugify, words } from '../../src/reference/fold.js';
import { search, SearchInputError, SORT_ORDERS, type SearchFilters } from '../../src/search/index.js';
import { EVENT_TYPES } from '../../src/source/schema.js';
import { eventAt, loadStore, type Store } from '../../src/store/index.js';
import { dateParts, formatIsoDate, parseIsoDate, type Day } from '../../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SNAPSHOT, BENCH_SOURCE } from '../dataset.js';
import { QUERY_MIX, type QueryShape } from '../queries.js';
import { BENCH_BASELINE, ensureBaseline } from './prepare.js';
import { SqliteBaseline } from './search.js';

/** What one side answered: the total and page ids, or the error it threw. */
export type Outcome = { total: number; ids: number[] } | { error: string };

export interface Difference {
  name: string;
  filters: SearchFilters;
  engine: Outcome;
  baseline: Outcome;
}

export interface VerifyOptions {
  store: Store;
  baseline: SqliteBaseline;
  today: Day;
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

/** mulberry32: a tiny seeded PRNG, so the random cases are the same every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function outcome(run: () => { total: number; ids: number[] }): Outcome {
  try {
    return run();
  } catch (error) {
    if (error instanceof SearchInputError) return { error: `SearchInputError(${error.parameter})` };
    throw error;
  }
}

export function engineOutcome(store: Store, filters: SearchFilters, today: Day): Outcome {
  return outcome(() => {
    const result = search(store, filters, today);
    return { total: result.total, ids: result.positions.map((position) => store.columns.ids[position]!) };
  });
}

function same(a: Outcome, b: Outcome): boolean {
  if ('error' in a || 'error' in b) return 'error' in a && 'error' in b && a.error === b.error;
  return a.total === b.total && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
}

let resolver: CountryResolver | undefined;

/**
 * Random filters in the style of the engine's differential test: values taken from a random
 * event (so that most combinations match something), spelt in varied ways, with random
 * dates, orders, page sizes and offsets. `totalOf` picks offsets within the result.
 */
export function randomFilters(store: Store, random: () => number, today: Day, totalOf: (f: SearchFilters) => number): SearchFilters {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const countries = (resolver ??= new CountryResolver(loadCountries()));
  const varyCase = (text: string) => (chance(0.5) ? text.toUpperCase() : fold(text));
  const someEvent = () => eventAt(store, Math.floor(random() * store.size));
  const row = someEvent();
  const f: SearchFilters = { limit: 1 + Math.floor(random() * 50), offset: 0 };
  if (chance(0.3)) f.topic = chance(0.3) ? slugify(row.topic) : varyCase(row.topic);
  if (chance(0.2) && row.subTopic) f.subtopic = varyCase(row.subTopic);
  if (chance(0.3)) {
    const c = countries.byName(row.country.name)!;
    f.countries = [pick([c.name, c.alpha2, c.alpha3.toLowerCase(), ...c.aliases])];
    if (chance(0.4)) f.countries.push(someEvent().country.name, pick(countries.countries).name);
  }
  if (chance(0.25)) f.continent = chance(0.7) ? row.country.continent : pick(CONTINENTS);
  if (chance(0.1) && row.city) f.city = varyCase(row.city);
  if (chance(0.25)) f.type = chance(0.8) ? row.type : pick(EVENT_TYPES);
  if (chance(0.35)) {
    const nameWords = words(row.name);
    const count = 1 + Math.floor(random() * 3);
    const startAt = Math.floor(random() * nameWords.length);
    let q = nameWords.slice(startAt, startAt + count).join(' ');
    if (chance(0.4)) q = q.slice(0, Math.max(1, q.length - Math.floor(random() * 4)));
    f.q = q;
  }
  if (chance(0.2)) f.from = row.start - Math.floor(random() * 400);
  if (chance(0.2)) f.to = row.end + Math.floor(random() * 400);
  if (chance(0.1)) {
    const parts = dateParts(chance(0.8) ? row.start : today);
    f.month = { year: parts.year, month: parts.month };
  }
  if (chance(0.1)) f.year = dateParts(row.start).year + (chance(0.2) ? 1 : 0);
  if (chance(0.6)) f.sort = pick(SORT_ORDERS);
  if (chance(0.5)) {
    const total = totalOf(f);
    if (total > 0) f.offset = Math.floor(random() * (total + 5));
  }
  return f;
}

/** Compares engine and baseline on the shapes, then on random combinations. */
export function verifyBaseline(options: VerifyOptions): VerifyResult {
  const { store, baseline, today } = options;
  const result: VerifyResult = { checked: 0, nonEmpty: 0, differences: [] };
  const check = (name: string, filters: SearchFilters) => {
    const engine = engineOutcome(store, filters, today);
    const sql = outcome(() => baseline.search(filters, today));
    result.checked++;
    if (!same(engine, sql)) result.differences.push({ name, filters, engine, baseline: sql });
    else if ('total' in engine && engine.total > 0) result.nonEmpty++;
  };
  for (const shape of options.shapes ?? QUERY_MIX) check(shape.name, shape.filters);
  const random = prng(options.seed ?? 20_261_121);
  const totalOf = (f: SearchFilters) => {
    const found = engineOutcome(store, { ...f, offset: 0, limit: 1 }, today);
    return 'total' in found ? found.total : 0;
  };
  const count = options.random ?? 300;
  for (let i = 0; i < count; i++) check(`random #${i + 1}`, randomFilters(store, random, today, totalOf));
  return result;
}

/** A filter as readable JSON, with days written as dates. */
export function describeFilters(filters: SearchFilters): string {
  const { from, to, ...rest } = filters;
  return JSON.stringify({
    ...rest,
    ...(from === undefined ? {} : { from: formatIsoDate(from) }),
    ...(to === undefined ? {} : { to: formatIsoDate(to) }),
  });
}

function describeOutcome(found: Outcome): string {
  if ('error' in found) return found.error;
  const ids = found.ids.length > 12 ? `${found.ids.slice(0, 12).join(', ')}, ... (${found.ids.length})` : found.ids.join(', ');
  return `total ${found.total}, ids [${ids}]`;
}

/** Lines describing the first differences, for a report. */
export function formatDifferences(differences: readonly Difference[], max = 5): string[] {
  return differences.slice(0, max).flatMap((d) => [
    `${d.name}: ${describeFilters(d.filters)}`,
    `  engine:   ${describeOutcome(d.engine)}`,
    `  baseline: ${describeOutcome(d.baseline)}`,
  ]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      snapshot: { type: 'string' }, baseline: { type: 'string' }, source: { type: 'string' },
      random: { type: 'string' }, seed: { type: 'string' },
    },
  });
  const baselinePath = values.baseline ?? BENCH_BASELINE;
  ensureBaseline(values.source ?? BENCH_SOURCE, baselinePath);
  const store = loadStore(values.snapshot ?? BENCH_SNAPSHOT);
  const baseline = new SqliteBaseline(baselinePath);
  const today = parseIsoDate(BENCH_ANCHOR)!;
  const started = performance.now();
  try {
    const result = verifyBaseline({
      store, baseline, today,
      random: values.random === undefined ? undefined : Number(values.random),
      seed: values.seed === undefined ? undefined : Number(values.seed),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.differences.length > 0) {
      console.log(`baseline DIFFERS from the engine in ${result.differences.length} of ${result.checked} cases:`);
      for (const line of formatDifferences(result.differences)) console.log(line);
      process.exitCode = 1;
    } else {
      console.log(`baseline agrees with the engine: ${result.checked} cases (${QUERY_MIX.length} query-mix shapes, ` +
        `${result.checked - QUERY_MIX.length} random; ${result.nonEmpty} non-empty) on ${store.size} events in ${seconds} s`);
    }
  } finally {
    baseline.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
