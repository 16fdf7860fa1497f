/**
 * Relaxations and hints of searches that find nothing (docs/api.md, Zero results): every
 * relaxation's total against the plain reference without that filter, over random searches made
 * to find nothing; the order and the cap; suggestions only for unknown words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfDay } from '../../../src/search/components/cfp.js';
import { type SearchFilters, type SnapshotIndex, search } from '../../../src/search/index.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { openDemoIndex, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';
import { type KnownCityNames, referenceSearch } from '../reference.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
const NOW = endOfDay(TODAY);
let index: SnapshotIndex;
let rows: ValidRow[];
let known: KnownCityNames;

beforeAll(async () => {
  ({ index, rows, known } = await openDemoIndex(dir, 3000));
});
afterAll(cleanup);

/** The filters of each relaxation's `drop`. */
const KEYS: Record<string, (keyof SearchFilters)[]> = {
  q: ['q'],
  topic: ['topic', 'topics'],
  subtopic: ['subtopic', 'subtopics'],
  country: ['country'],
  countries: ['countries'],
  'country,countries': ['country', 'countries'],
  continent: ['continent'],
  city: ['city'],
  type: ['type', 'types'],
  format: ['formats'],
  cfp: ['cfp'],
  core_rank: ['coreRanks'],
  ccf_rank: ['ccfRanks'],
  acronym: ['acronym'],
  series: ['series'],
  deadline_from: ['deadlineFrom'],
  deadline_to: ['deadlineTo'],
  from: ['from'],
  to: ['to'],
  month: ['month'],
  year: ['year'],
};

const referenceTotal = (filters: SearchFilters) => referenceSearch(rows, filters, TODAY, known, NOW).total;

describe('relaxations', () => {
  it('give the exact total without each filter, largest first, at most 5, on 200 searches that find nothing', () => {
    const random = seededRandom(31);
    let checked = 0;
    for (let found = 0, tries = 0; found < 200 && tries < 20_000; tries++) {
      const filters = { ...randomFilters(index.store, random, TODAY, referenceTotal), offset: 0 };
      if (filters.q !== undefined && /\s/.test(filters.q)) continue; // one-word q: drop = q
      const result = search(index, filters, TODAY);
      if (result.total !== 0) continue;
      found++;
      const relaxations = result.relaxations ?? [];
      expect(relaxations.length).toBeLessThanOrEqual(5);
      const totals = relaxations.map((r) => r.total);
      expect(totals, JSON.stringify(filters)).toEqual([...totals].sort((a, b) => b - a));
      for (const { drop, total } of relaxations) {
        const without: SearchFilters = { ...filters };
        for (const key of KEYS[drop]!) delete without[key];
        expect(total, `${drop} of ${JSON.stringify(filters)}`).toBe(referenceTotal(without));
        expect(total).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('never respell a word that exists when the filters empty the result', () => {
    const result = search(index, { q: 'robotics', year: 2035, limit: 10, offset: 0 }, TODAY);
    expect(result.total).toBe(0);
    expect(result.suggestions).toBeUndefined();
    expect(result.relaxations?.[0]?.drop).toBe('year');
  });
});
