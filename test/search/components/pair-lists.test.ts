/**
 * The (country, topic) posting lists (src/search/components/pair-lists.ts): each is the
 * intersection of its country's and its topic's lists, and a search with one country and one
 * topic (and more filters) finds what the plain intersection finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesOf } from '../../../src/search/components/matches.js';
import { planSearch } from '../../../src/search/filters.js';
import { type SnapshotIndex, search } from '../../../src/search/index.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { openDemoIndex } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-pair-lists-');
let index: SnapshotIndex;

beforeAll(async () => {
  ({ index } = await openDemoIndex(dir, 3000));
});
afterAll(cleanup);

describe('country and topic lists', () => {
  it('hold, for every pair, the events of both the country and the topic', () => {
    const { meta, lists } = index.store;
    let pairsWithEvents = 0;
    for (let c = 0; c < meta.countries.length; c++) {
      for (let t = 0; t < meta.topics.length; t++) {
        const expected = RoaringBitmap32.and(lists.country[c]!, lists.topic[t]!);
        const list = index.countryTopicList(c, t);
        expect(list.isEqual(expected), `${meta.countries[c]!.name} × ${meta.topics[t]!.name}`).toBe(true);
        if (list.size > 0) pairsWithEvents++;
      }
    }
    expect(pairsWithEvents).toBeGreaterThan(100);
  });

  it('stand in for the two lists in a search, which finds what the intersection finds', () => {
    const { meta, lists } = index.store;
    const today = Math.floor(Date.UTC(2026, 10, 21) / 86_400_000);
    for (const country of meta.countries.slice(0, 12)) {
      for (const [t, topic] of meta.topics.entries()) {
        const c = index.countryByName.get(country.name)!;
        const filters = { limit: 20, offset: 0, country: country.name, topic: topic.name, type: 'conference' as const };
        const plan = planSearch(index, filters, today * 86_400);
        expect(plan.sets).toContain(index.countryTopicList(c, t));
        expect(plan.sets).not.toContain(lists.country[c]);
        const expected = RoaringBitmap32.and(lists.country[c]!, lists.topic[t]!);
        expected.andInPlace(lists.type[meta.types.indexOf('conference')]!);
        expect(matchesOf(index, plan)?.isEqual(expected)).toBe(true);
        expect(search(index, filters, today).total).toBe(expected.size);
      }
    }
  });
});
