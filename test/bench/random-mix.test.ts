import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_WEIGHTS,
  FACETED,
  LATER_PAGE,
  PAGE_OF_50,
  randomMix,
  SHAPE_CLASSES,
  type RandomQuery,
} from '../../bench/common/random-mix.js';
import { InputParser } from '../../src/api/input.js';
import { SEARCH_PARAMETERS, searchQuery, toSearchFilters } from '../../src/api/schemas/index.js';
import { FILTERS } from '../../src/search/filters.js';
import { FILTER_NAMES, openSnapshot, type SearchTerm, search, type SnapshotIndex } from '../../src/search/index.js';
import { singular } from '../../src/text/inflection.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
let mix: RandomQuery[];
let results: ReturnType<typeof search>[];
const parser = new InputParser({ query: searchQuery });

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 20_000);
  index = openSnapshot(snapshot);
  mix = randomMix(index, { count: 2000, today: TODAY });
  results = mix.map((query) => search(index, query.filters, TODAY));
});

/** The share of the mix for which `holds` is true. */
const share = (holds: (query: RandomQuery, at: number) => boolean) => mix.filter(holds).length / mix.length;
afterAll(cleanup);

describe('the random query mix', () => {
  it('draws the asked number of distinct searches, the same ones for the same seed', () => {
    expect(mix).toHaveLength(2000);
    expect(new Set(mix.map((query) => query.path)).size).toBe(2000);
    expect(randomMix(index, { count: 2000, today: TODAY }).map((query) => query.path)).toEqual(
      mix.map((query) => query.path),
    );
    expect(randomMix(index, { count: 50, seed: 1, today: TODAY })[0]!.path).not.toBe(mix[0]!.path);
  });

  it('weights its shape classes like real traffic: mostly single filters, q and zero results, a few deep pages', () => {
    for (const name of SHAPE_CLASSES)
      expect(
        share((query) => query.shapeClass === name),
        name,
      ).toBeGreaterThan(0);
    for (const name of SHAPE_CLASSES.filter((name) => CLASS_WEIGHTS[name] >= 9))
      expect(Math.abs(share((query) => query.shapeClass === name) - CLASS_WEIGHTS[name] / 100), name).toBeLessThan(
        0.04,
      );
    expect(share((query) => query.shapeClass === 'deep page')).toBeLessThan(0.1);
  });

  it('finds nothing for at least a quarter of its searches, nearly all answered with what to try instead', () => {
    expect(share((_, at) => results[at]!.total === 0)).toBeGreaterThanOrEqual(0.25);
    let answered = 0;
    for (const [at, { path, shapeClass }] of mix.entries()) {
      const result = results[at]!;
      expect(result.total === 0, path).toBe(shapeClass === 'zero result');
      const offers =
        (result.relaxations ?? []).length + (result.suggestions ?? []).length + (result.hints ?? []).length;
      if (result.total === 0 && offers > 0) answered++;
    }
    // A mistyped word far from any other finds no suggestion, as in real traffic; few do.
    expect(answered / mix.filter((query) => query.shapeClass === 'zero result').length).toBeGreaterThan(0.9);
  });

  it('asks for pages of 50 a fifth of the time, and for later pages within the total from one seeded distribution', () => {
    expect(share((query) => query.filters.limit === 50)).toBeGreaterThanOrEqual(0.2);
    expect(Math.abs(share((query) => query.filters.limit === 50) - PAGE_OF_50)).toBeLessThan(0.04);
    const later = share((query) => query.filters.offset > 0 && query.filters.offset < 1000);
    // LATER_PAGE of the searches that find more than a page: fewer than that of all.
    expect(later).toBeGreaterThan(LATER_PAGE / 3);
    expect(later).toBeLessThan(LATER_PAGE);
    for (const [at, { path, filters, shapeClass }] of mix.entries()) {
      if (filters.offset === 0) continue;
      expect(filters.offset, path).toBeLessThan(results[at]!.total);
      if (shapeClass !== 'deep page') expect(filters.offset % filters.limit, path).toBe(0);
    }
  });

  it('gives every filter family of the search, facets and every sort order, at their rates', () => {
    const given = (name: (typeof FILTER_NAMES)[number]) =>
      share((query) => FILTERS[name].keys.some((key) => query.filters[key] !== undefined));
    for (const name of FILTER_NAMES) expect(given(name), name).toBeGreaterThan(0.004);
    for (const name of ['near', 'cfp', 'deadline', 'core_rank', 'q'] as const)
      expect(given(name), name).toBeGreaterThan(0.02);
    expect(Math.abs(share((query) => query.filters.facets !== undefined) - FACETED)).toBeLessThan(0.03);
    const sorts = new Set(mix.map((query) => query.filters.sort));
    expect([...sorts].sort()).toEqual(['-date', 'date', 'deadline', 'distance', 'relevance', 'upcoming', undefined]);
    for (const { path, filters } of mix) {
      if (filters.sort === 'relevance') expect(filters.q, path).toBeDefined();
      if (filters.sort === 'distance') expect(filters.near, path).toBeDefined();
    }
  });

  it('writes q as people do: plurals, the synonym table, phrases, OR, excluded words, acronyms with a year', () => {
    // Read from the terms the search used, as the engine read each q.
    const read = (holds: (term: string, clause: SearchTerm) => boolean) =>
      share((_, at) =>
        results[at]!.searchTerms.some((clause) =>
          clause.units.some((unit) => unit.some(({ term }) => holds(term, clause))),
        ),
      );
    const queried = share((query) => query.filters.q !== undefined);
    const shares = {
      plural: read((term) => !term.startsWith('"') && singular(term) !== term),
      synonym: share((_, at) =>
        results[at]!.searchTerms.some((clause) =>
          clause.units.some((unit) => unit.some((t) => t.expansions.length > 0)),
        ),
      ),
      phrase: read((term) => term.startsWith('"')),
      or: share((_, at) => results[at]!.searchTerms.some((clause) => clause.units.length > 1)),
      excluded: read((_, clause) => clause.negated),
      year: read((term) => /^20\d\d$/.test(term)),
    };
    expect(queried).toBeGreaterThan(0.25);
    for (const [form, measured] of Object.entries(shares)) expect(measured, form).toBeGreaterThan(0.004);
  });

  it('gives every search a query string the API parses back into the same filters', () => {
    for (const { path, filters } of mix) {
      const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
      expect([...params.keys()].filter((key) => !(SEARCH_PARAMETERS as readonly string[]).includes(key))).toEqual([]);
      expect(toSearchFilters(parser.fromQuery(Object.fromEntries(params), {}).query), path).toEqual(filters);
    }
  });

  it('asks only for values the snapshot holds: deep pages stay within their total', () => {
    for (const [at, { path, filters, shapeClass }] of mix.entries()) {
      if (shapeClass === 'deep page') {
        expect(filters.offset, path).toBeGreaterThanOrEqual(1000);
        expect(filters.offset + filters.limit, path).toBeLessThanOrEqual(results[at]!.total);
      }
      expect(filters.limit, path).toBeGreaterThanOrEqual(10);
      expect(filters.limit, path).toBeLessThanOrEqual(50);
    }
  });
});
