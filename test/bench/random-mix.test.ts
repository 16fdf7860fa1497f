import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_WEIGHTS, randomMix, SHAPE_CLASSES, type RandomQuery } from '../../bench/common/random-mix.js';
import { InputParser } from '../../src/api/input.js';
import { SEARCH_PARAMETERS, searchQuery, toSearchFilters } from '../../src/api/schemas/index.js';
import { openSnapshot, search, type SnapshotIndex } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
let mix: RandomQuery[];
const parser = new InputParser({ query: searchQuery });

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 20_000);
  index = openSnapshot(snapshot);
  mix = randomMix(index, { count: 2000, today: TODAY });
});
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

  it('weights its shape classes like real traffic: mostly single filters and q, a few deep pages', () => {
    const share = (name: string) => mix.filter((query) => query.shapeClass === name).length / mix.length;
    for (const name of SHAPE_CLASSES) expect(share(name), name).toBeGreaterThan(0);
    for (const name of ['single filter', 'q', 'q + filters', 'multi-filter'] as const)
      expect(Math.abs(share(name) - CLASS_WEIGHTS[name] / 100), name).toBeLessThan(0.05);
    expect(share('deep page')).toBeLessThan(0.1);
  });

  it('gives every search a query string the API parses back into the same filters', () => {
    for (const { path, filters } of mix) {
      const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
      expect([...params.keys()].filter((key) => !(SEARCH_PARAMETERS as readonly string[]).includes(key))).toEqual([]);
      expect(toSearchFilters(parser.fromQuery(Object.fromEntries(params), {}).query), path).toEqual(filters);
    }
  });

  it('asks only for values the snapshot holds: every search but deep pages finds something, deep pages stay within their total', () => {
    for (const { path, filters, shapeClass } of mix) {
      const result = search(index, filters, TODAY);
      if (shapeClass === 'deep page') {
        expect(filters.offset, path).toBeGreaterThanOrEqual(1000);
        expect(filters.offset + filters.limit, path).toBeLessThanOrEqual(result.total);
      } else if (filters.cfp === undefined) {
        expect(result.total, path).toBeGreaterThan(0);
      }
      expect(filters.limit, path).toBeGreaterThanOrEqual(10);
      expect(filters.limit, path).toBeLessThanOrEqual(50);
    }
  });
});
