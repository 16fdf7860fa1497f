/**
 * The structures built while a snapshot loads (docs/snapshot-format.md, Loading): every one is
 * built once by openSnapshot, before anything is asked, and no request builds one again (only
 * the day's sets, on a new UTC day).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACETS, openSnapshot, type SearchFilters, type SnapshotIndex, search } from '../../src/search/index.js';
import { WARM_BUILDS } from '../../src/search/snapshot-index.js';
import { JsonBytes } from '../../src/util/json-bytes.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-warm-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 2000);
  index = openSnapshot(snapshot, TODAY);
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
    const out = new JsonBytes();
    index.itemWriter().name(upcoming.positions[0]!, out);
    expect(out.toString()).toMatch(/^".+"$/);
    expect(counts(index)).toEqual(once);
  });

  it('leave only the sets of the day to be made again, once, on the next day', () => {
    for (let i = 0; i < 2; i++) {
      find({ cfp: 'open' }, TODAY + 1);
      find({ facets: ['year'] }, TODAY + 1);
    }
    expect(counts(index)).toEqual({ ...once, cfpStatuses: 2, upcomingSplit: 2 });
  });
});
