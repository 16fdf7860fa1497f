/**
 * The facet cubes, counted pair by pair for speed, match a plain count over the columns, with
 * several topics and sub-topics per event (each event counted once under each of its values) and
 * events whose dates are not known yet (in the year of their edition, or in none).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { buildFacetCubes } from '../../../src/search/components/facet-cubes.js';
import { FACETS, openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { UNDATED } from '../../../src/source/validate.js';
import { valuesAt } from '../../../src/store/topic-lists.js';
import { dateParts, parseIsoDate } from '../../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-cubes-');
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

/** More topics and sub-topics for every fourth mixed row: another topic, one or two more sub-topics. */
function moreTopics(rows: readonly RowInput[]): Record<string, unknown>[] {
  return rows.flatMap((row, i) =>
    i % 4 === 1
      ? [
          { event_id: row.id, kind: 'topic', name: ['Physics', 'Computer Science', 'Medicine'][i % 3] },
          { event_id: row.id, kind: 'sub_topic', name: 'Optics' },
          ...(i % 8 === 1 ? [{ event_id: row.id, kind: 'sub_topic', name: 'Cardiology' }] : []),
        ]
      : [],
  );
}

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 2000);
  index = openSnapshot(snapshot, TODAY);
  const rows = Array.from({ length: 300 }, (_, i) =>
    i % 29 === 3
      ? {
          ...mixedRow(i),
          // Half of the undated editions name their year: the year facet counts them in it.
          acronym: i % 2 === 0 ? `MIX${i} 2026` : null,
          date_precision: 'unknown',
          start_date: null,
          end_date: null,
        }
      : mixedRow(i),
  );
  writeSourceFile(join(dir, 'mixed.sqlite'), rows, undefined, undefined, { event_topics: moreTopics(rows) });
  buildSnapshot({ input: join(dir, 'mixed.sqlite'), output: join(dir, 'mixed.snapshot') });
  mixed = openSnapshot(join(dir, 'mixed.snapshot'), TODAY);
});
afterAll(cleanup);

/** The value indexes of every facet per event (none, one, or several topics and sub-topics), the plain way. */
function plainValues(of: SnapshotIndex): number[][][] {
  const { columns, meta, size, topicLists } = of.store;
  const years = of.facetTables().byFacet.year.names;
  const continentOf = meta.countries.map((country) => meta.continents.indexOf(country.continent));
  const values = FACETS.map(() => Array.from({ length: size }, (): number[] => []));
  const dated = (p: number) => columns.start[p]! !== UNDATED;
  const { first, year: undatedYear } = of.store.undated;
  const yearOf = (p: number, start: number, end: number) =>
    dated(p) ? (start === end ? years.indexOf(String(start)) : -1) : years.indexOf(String(undatedYear[p - first]));
  for (let p = 0; p < size; p++) {
    const [start, end] = [dateParts(columns.start[p]!).year, dateParts(columns.end[p]!).year];
    const country = columns.country[p] === 0xffff ? -1 : columns.country[p]!;
    const one = (value: number) => (value < 0 ? [] : [value]);
    values[0]![p] = valuesAt(columns.topic, topicLists.topics, p);
    values[1]![p] = valuesAt(columns.subtopic, topicLists.subtopics, p);
    values[2]![p] = [columns.type[p]!];
    values[3]![p] = [columns.format[p]!];
    values[4]![p] = one(country);
    values[5]![p] = one(country < 0 ? -1 : continentOf[country]!);
    values[6]![p] = one(yearOf(p, start, end));
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
    const several = (facet: number) => values[facet]!.filter((list) => list.length > 1).length;
    expect(several(0) + several(1)).toBeGreaterThan(10);
    if (index === mixed)
      for (const facet of [1, 4, 6])
        expect(
          values[facet]!.some((list) => list.length === 0),
          FACETS[facet],
        ).toBe(true);
    if (index === mixed) {
      const { first, year } = index.store.undated;
      expect(values[6]!.filter((list, p) => p >= first && list.length > 0)).toHaveLength(year.filter(Boolean).length);
      expect(year.filter(Boolean).length).toBeGreaterThan(0);
    }
    const cubes = buildFacetCubes(index.store, index.facetTables());
    const widths = FACETS.map((name) => index.facetTables().byFacet[name].names.length);
    FACETS.forEach((name, a) => {
      const sizes = new Int32Array(widths[a]!);
      for (const list of values[a]!) for (const v of list) sizes[v]!++;
      expect(cubes.sizes[name], name).toEqual(sizes);
      for (let b = a + 1; b < FACETS.length; b++) {
        const pairs = new Int32Array(widths[a]! * widths[b]!);
        for (let p = 0; p < index.size; p++) {
          for (const va of values[a]![p]!) for (const vb of values[b]![p]!) pairs[va * widths[b]! + vb]!++;
        }
        expect(cubes.pairs[a]![b], `${name} × ${FACETS[b]}`).toEqual(pairs);
      }
    });
  });
});
