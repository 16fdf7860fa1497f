/**
 * The structures built while a snapshot loads (docs/snapshot-format.md, Loading): every one is
 * built once by openSnapshot, before anything is asked, and no request builds one again (only
 * the day's sets, on a new UTC day). The facet cubes, counted pair by pair for speed, match a
 * plain count over the columns.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { buildFacetCubes } from '../../src/search/facet-cubes.js';
import { FACETS, openSnapshot, type SearchFilters, type SnapshotIndex, search } from '../../src/search/index.js';
import { WARM_BUILDS } from '../../src/search/snapshot-index.js';
import { dateParts, parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { type RowInput, sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-warm-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
/** Events with and without a sub-topic and a country, some spanning two years. */
let mixed: SnapshotIndex;

const PLACES = [
  ['Berlin', 'Germany'],
  ['Paris', 'France'],
  ['Tokyo', 'Japan'],
  ['Madrid', 'Spain'],
];
const SUBTOPICS = [null, 'Software Engineering', 'Cardiology', 'Optics'];

function mixedRow(i: number): RowInput {
  const online = i % 5 === 0;
  const [city, country] = online ? [null, null] : PLACES[i % PLACES.length]!;
  const year = 2025 + (i % 3);
  const acrossYears = i % 7 === 0;
  const start = acrossYears ? `${year}-12-30` : `${year}-${String((i % 12) + 1).padStart(2, '0')}-10`;
  return sourceRow({
    type: online && i % 2 === 0 ? 'webinar' : ['conference', 'seminar', 'workshop'][i % 3],
    format: online ? 'online' : i % 2 === 0 ? 'hybrid' : 'in-person',
    topic: ['Computer Science', 'Medicine', 'Physics'][i % 3],
    sub_topic: SUBTOPICS[i % SUBTOPICS.length],
    city,
    country,
    start_date: start,
    end_date: acrossYears ? `${year + 1}-01-02` : `${year}-${String((i % 12) + 1).padStart(2, '0')}-12`,
  });
}

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 2000);
  index = openSnapshot(snapshot, TODAY);
  writeSourceFile(
    join(dir, 'mixed.sqlite'),
    Array.from({ length: 300 }, (_, i) => mixedRow(i)),
  );
  buildSnapshot({ input: join(dir, 'mixed.sqlite'), output: join(dir, 'mixed.snapshot') });
  mixed = openSnapshot(join(dir, 'mixed.snapshot'), TODAY);
});
afterAll(cleanup);

const counts = (of: SnapshotIndex) => Object.fromEntries(WARM_BUILDS.map((name) => [name, of.builds()[name].count]));
const once = Object.fromEntries(WARM_BUILDS.map((name) => [name, 1]));
const find = (filters: Partial<SearchFilters>, today = TODAY) =>
  search(index, { limit: 5, offset: 0, ...filters }, today);

describe('the warm builds', () => {
  it('are all made, once each and timed, by the time openSnapshot returns', () => {
    expect(counts(index)).toEqual(once);
    for (const name of WARM_BUILDS) expect(index.builds()[name].ms).toBeGreaterThanOrEqual(0);
  });

  it('are not made again by requests of every kind on the day they were made for', () => {
    expect(find({ facets: [...FACETS] }).facets?.topic?.length).toBeGreaterThan(0);
    expect(find({ q: 'learning', countries: ['Germany'], facets: [...FACETS] }).total).toBeGreaterThan(0);
    const misspelt = find({ q: 'lerning' });
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestions?.length).toBeGreaterThan(0);
    expect(find({ sort: 'deadline', cfp: 'open' }).positions.length).toBeGreaterThan(0);
    const upcoming = find({});
    expect(index.itemWriter().name(upcoming.positions[0]!)).toMatch(/^".+"$/);
    expect(counts(index)).toEqual(once);
  });

  it('leave only the sets of the day to be made again, once, on the next day', () => {
    for (let i = 0; i < 2; i++) {
      find({ cfp: 'open' }, TODAY + 1);
      find({ facets: ['year'] }, TODAY + 1);
    }
    expect(counts(index)).toEqual({ ...once, openCalls: 2, upcomingSplit: 2 });
  });
});

/** The value index of every facet per event, or -1, counted the plain way (from dates for years). */
function plainValues(of: SnapshotIndex): Int32Array[] {
  const { columns, meta, size } = of.store;
  const years = of.facetTables().byFacet.year.names;
  const continentOf = meta.countries.map((country) => meta.continents.indexOf(country.continent));
  const values = FACETS.map(() => new Int32Array(size).fill(-1));
  for (let p = 0; p < size; p++) {
    const [start, end] = [dateParts(columns.start[p]!).year, dateParts(columns.end[p]!).year];
    const country = columns.country[p] === 0xffff ? -1 : columns.country[p]!;
    values[0]![p] = columns.topic[p]!;
    values[1]![p] = columns.subtopic[p] === 0xffff ? -1 : columns.subtopic[p]!;
    values[2]![p] = columns.type[p]!;
    values[3]![p] = columns.format[p]!;
    values[4]![p] = country;
    values[5]![p] = country < 0 ? -1 : continentOf[country]!;
    values[6]![p] = start === end ? years.indexOf(String(start)) : -1;
  }
  return values;
}

describe('the facet cubes', () => {
  it.each([
    ['the demo data', () => index],
    ['events without a sub-topic, without a country or spanning two years', () => mixed],
  ])('hold the plain count of every facet value and of every pair of values: %s', (_, of) => {
    const index = of();
    const values = plainValues(index);
    if (index === mixed) for (const facet of [1, 4, 6]) expect(values[facet]!.includes(-1), FACETS[facet]).toBe(true);
    const cubes = buildFacetCubes(index, index.facetTables());
    const widths = FACETS.map((name) => index.facetTables().byFacet[name].names.length);
    FACETS.forEach((name, a) => {
      const sizes = new Int32Array(widths[a]!);
      for (const v of values[a]!) if (v >= 0) sizes[v]!++;
      expect(cubes.sizes[name], name).toEqual(sizes);
      for (let b = a + 1; b < FACETS.length; b++) {
        const pairs = new Int32Array(widths[a]! * widths[b]!);
        for (let p = 0; p < index.size; p++) {
          const [va, vb] = [values[a]![p]!, values[b]![p]!];
          if (va >= 0 && vb >= 0) pairs[va * widths[b]! + vb]!++;
        }
        expect(cubes.pairs[a]![b], `${name} × ${FACETS[b]}`).toEqual(pairs);
      }
    });
  });
});
