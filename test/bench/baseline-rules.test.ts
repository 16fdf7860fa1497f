/**
 * The SQLite baseline on rules the demo source does not exercise yet (docs/api.md, Matching):
 * online events in no country, other known names of a city, and the symbol terms of q in names
 * and acronyms. The engine's snapshot is compiled from the same validated rows with the same city
 * names provider, and both are checked against each other and the plain reference evaluation.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBaselineFromRows } from '../../bench/sqlite/baseline/prepare.js';
import { SqliteBaseline } from '../../bench/sqlite/baseline/search.js';
import { engineOutcome, formatDifferences, verifyBaseline } from '../../bench/sqlite/baseline/agreement.js';
import type { QueryShape } from '../../bench/common/queries.js';
import { CONTINENTS } from '../../src/reference/continents.js';
import {
  endOfDay,
  openSnapshot,
  type SearchFilters,
  type SnapshotIndex,
  SORT_ORDERS,
  writeStoredBuilds,
} from '../../src/search/index.js';
import { SnapshotWriter } from '../../src/snapshot/writer.js';
import { withEmptyChangeLog } from '../../src/builder/change-log.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { storeOfSections } from '../../src/store/load.js';
import type { ValidRow } from '../../src/source/validate.js';
import { compileStore } from '../../src/store/compile.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';
import { terms } from '../../src/text/terms.js';
import { type KnownCityNames, referenceSearch } from '../search/reference.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
const NOW = endOfDay(TODAY);
/** A paper deadline today at 23:59:59 AoE (UTC−12): still ahead at the last second of today, UTC. */
const DUE_TODAY_AOE = { kind: 'paper' as const, round: 1, at: NOW + 12 * 3600, day: TODAY, zone: 'AoE' };

/** A city some events are stored in, which every other city is known by too (set once the rows are read). */
let storedName = '';
/**
 * Other names of every city: its own, one shared by the cities of a country, one shared by all,
 * and one some events' city is stored by (which names that city alone: Waterloo, not Austin).
 */
const knownCityNames: KnownCityNames = (city, country) => [
  `Old ${city}`,
  `Capital of ${country.alpha2}`,
  'Everywhere',
  city.toUpperCase(),
  storedName,
];

/** Names and acronyms with symbol terms, and words that only look like them. */
const SYMBOL_NAMES: [string, string | null][] = [
  ['C++ Workshop on Compilers', 'C++W 2027'],
  ['Symposium on .NET Runtimes', null],
  ['F# Days', 'FSD 2027'],
  ['Programming in C and C#', null],
  ['Notepad++ Users Meeting', null],
  ['ASP.NET Summit', 'ASPNET 2027'],
  ['Computer Networking Conference', '.NET-C 2027'],
];

const PLAIN: [string, string | null] = ['Workshop on Compiler Construction', null];

let rows: ValidRow[];
let index: SnapshotIndex;
let baseline: SqliteBaseline;

beforeAll(async () => {
  const { source } = await buildDemoSnapshot(dir, 2000);
  const demo = readValidRows(source);
  // Every seventh event online in no country; the first few carry symbol terms in the name or
  // acronym; some have their only deadline today in AoE, which cfp=open still keeps at the end of
  // today in UTC.
  rows = demo.map((row, i) => {
    // Demo events that carry symbol terms of their own are renamed plainly, so the counts below
    // are those of SYMBOL_NAMES alone.
    const symbols = SYMBOL_NAMES[i] ?? (/[+#]|\.net/i.test(`${row.name} ${row.acronym}`) ? PLAIN : undefined);
    const renamed = {
      ...(symbols ? { name: symbols[0], acronym: symbols[1] } : {}),
      ...(i % 50 === 1 ? { deadline: TODAY, deadlines: [DUE_TODAY_AOE] } : {}),
    };
    return i % 7 === 3
      ? { ...row, ...renamed, country: null, city: null, venue: null, format: 'online' as const }
      : { ...row, ...renamed };
  });
  storedName = rows.find((row) => row.city !== null && row.country !== null)!.city!;
  const writer = new SnapshotWriter();
  compileStore([...rows], writer, { knownCityNames });
  const snapshot = join(dir, 'rules.snapshot');
  const fields = {
    builderVersion: 'test',
    builtAt: '2026-11-21T00:00:00.000Z',
    sourceFile: 'rows',
    sourceRows: rows.length,
    events: rows.length,
    skippedRows: 0,
  };
  // The phrase pairs too, as the builder writes them: sort=relevance reads them.
  const store = storeOfSections(snapshot, withEmptyChangeLog(writer.asRead(fields)));
  writeStoredBuilds(writer, store, new CountryResolver(loadCountries()));
  writer.write(snapshot, fields);
  index = openSnapshot(snapshot);
  const path = join(dir, 'rules.sqlite');
  prepareBaselineFromRows(rows, path, { knownCityNames });
  baseline = new SqliteBaseline(path);
});
afterAll(() => {
  baseline?.close();
  cleanup();
});

/** Checks the shapes on both sides and against the reference; returns the engine's totals. */
function agree(shapes: QueryShape[]): number[] {
  const result = verifyBaseline({ index, baseline, today: TODAY, shapes, random: 0 });
  expect(formatDifferences(result.differences, 10)).toEqual([]);
  for (const { name, filters } of shapes)
    expect(baseline.search(filters, TODAY), name).toEqual(referenceSearch(rows, filters, TODAY, knownCityNames, NOW));
  return shapes.map(({ filters }) => {
    const found = engineOutcome(index, filters, TODAY);
    return 'total' in found ? found.total : -1;
  });
}

const shape = (name: string, filters: Omit<SearchFilters, 'limit' | 'offset'>, offset = 0): QueryShape => ({
  name,
  filters: { limit: 20, offset, ...filters },
});

describe('the SQLite baseline on online events, city names and symbol terms', () => {
  it('agrees with the engine on the query mix and 200 random filter combinations', () => {
    const result = verifyBaseline({ index, baseline, today: TODAY, random: 200, seed: 3 });
    expect(formatDifferences(result.differences)).toEqual([]);
    expect(result.nonEmpty).toBeGreaterThan(100);
  });

  it('matches a city by every known name, in its country only, never an event in no country', () => {
    const cities = rows.filter((row) => row.city !== null && row.country !== null).slice(0, 12);
    // Every order but distance, which needs near.
    const orders = SORT_ORDERS.filter((order) => order !== 'distance');
    const shapes = cities.flatMap((row, i) => [
      shape(`stored ${row.city}`, { city: row.city!, sort: orders[i % orders.length] }),
      shape(`old ${row.city}`, { city: `old ${row.city!.toLowerCase()}` }),
      shape(`capital of ${row.country!.alpha2}`, { city: `Capital of ${row.country!.alpha2}`, sort: 'deadline' }),
      shape(`capital + country ${row.country!.name}`, {
        city: `Capital of ${row.country!.alpha2}`,
        countries: [row.country!.name],
      }),
    ]);
    shapes.push(shape('stored elsewhere', { city: storedName }));
    shapes.push(shape('everywhere', { city: 'Everywhere', sort: '-date' }));
    const totals = agree(shapes);
    expect(totals.every((total) => total > 0)).toBe(true);
    const placed = rows.filter((row) => row.city !== null && row.country !== null);
    expect(totals.at(-2)).toBe(placed.filter((row) => row.city === storedName).length);
    expect(totals.at(-1)).toBe(placed.length);
    // A city no event is in is refused on both sides, never zero results.
    const unknown = verifyBaseline({
      index,
      baseline,
      today: TODAY,
      shapes: [shape('unknown', { city: 'Atlantis' })],
      random: 0,
    });
    expect(unknown.differences).toEqual([]);
    expect(engineOutcome(index, shape('unknown', { city: 'Atlantis' }).filters, TODAY)).toEqual({
      error: 'unknown city',
    });
  });

  it('leaves events in no country out of every place filter; finds them by format; keeps calls due today open', () => {
    const shapes = [
      ...CONTINENTS.map((continent) => shape(`continent ${continent}`, { continent, formats: ['online'] })),
      shape('online', { formats: ['online'] }),
      shape('online or hybrid, by deadline', { formats: ['online', 'hybrid'], sort: 'deadline' }, 15),
      shape('open calls online', { formats: ['online'], cfp: 'open', sort: 'deadline' }),
      shape('open calls', { cfp: 'open', sort: 'deadline' }),
      shape('countries online', { countries: ['Germany', 'USA', 'India'], formats: ['online'] }),
    ];
    const totals = agree(shapes);
    const inNoCountry = rows.filter((row) => row.country === null).length;
    const online = rows.filter((row) => row.format === 'online').length;
    expect(inNoCountry).toBeGreaterThan(200);
    // The first page of open calls: all of them due today in their zone and not passed (deadline
    // order), so none was left out.
    const dueToday = new Set(
      rows
        .filter((row) => [...row.deadlines].some((d) => d.day === TODAY && d.at >= NOW && d.kind === 'paper'))
        .map((row) => row.id),
    );
    expect(dueToday.size).toBeGreaterThan(20);
    expect(baseline.search(shapes.at(-2)!.filters, TODAY).ids.filter((id) => dueToday.has(id))).toHaveLength(20);
    expect(totals[CONTINENTS.length]).toBe(online);
    expect(totals.slice(0, CONTINENTS.length).reduce((sum, total) => sum + total, 0)).toBe(online - inNoCountry);
  });

  it('takes c++, c#, f# and .net as single terms, in names and acronyms', () => {
    const queries = [
      'c++',
      'C#',
      'f#',
      '.NET',
      'net',
      'c',
      '.ne',
      '.n',
      'notepad',
      'asp',
      'c++w',
      'programming c',
      'c++ compilers',
    ];
    const totals = agree(queries.map((q) => shape(`q ${q}`, { q, sort: 'date' })));
    const byQuery = Object.fromEntries(queries.map((q, i) => [q, totals[i]]));
    // ".NET" is the symbol name and the acronym ".NET-C 2027", never "Networking" nor "ASP.NET"
    // (the words "asp" and "net"); "notepad++" is the word "notepad"; "c" is only the word "c"
    // ("Programming in C and C#", ".NET-C") and ".n", under 3 characters, no prefix (docs/api.md,
    // Matching).
    expect(byQuery).toMatchObject({ 'c++': 1, 'C#': 1, 'f#': 1, '.NET': 2, '.ne': 2, '.n': 0, c: 2, notepad: 1 });
    expect(byQuery).toMatchObject({ asp: 1, 'c++w': 1, 'c++ compilers': 1 });
    expect(byQuery.net).toBeGreaterThan(2);
  });

  it('orders sort=relevance as the engine does: acronyms, then names holding q as a phrase, then the rest', () => {
    const named = rows.filter((row, i) => i % 37 === 0 && terms(row.name).length > 2).slice(0, 30);
    const shapes = named.flatMap((row, i) => {
      const words = terms(row.name);
      const q = words.slice(i % (words.length - 1), (i % (words.length - 1)) + 2).join(' ');
      return [shape(`phrase ${q}`, { q, sort: 'relevance' }), shape(`phrase ${q}, deep`, { q, sort: 'relevance' }, 7)];
    });
    shapes.push(
      shape('nlp', { q: 'nlp', sort: 'relevance' }),
      shape('name word plural', { q: 'machine learnings', sort: 'relevance' }),
    );
    const totals = agree(shapes);
    expect(totals.filter((total) => total > 0).length).toBeGreaterThan(50);
    // The phrase moves names ahead of the default order in most of them.
    const moved = shapes.filter(({ filters }) => {
      const order = (sort: 'relevance' | undefined) =>
        JSON.stringify(referenceSearch(rows, { ...filters, sort }, TODAY, knownCityNames, NOW).ids);
      return order('relevance') !== order(undefined);
    });
    expect(moved.length).toBeGreaterThan(20);
  });
});
