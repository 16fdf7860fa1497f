/**
 * The extra facets (src/search/facets/extra.ts) asked together: the facets over one scope share its
 * matches, and the counts that do not depend on the moment are kept, so that the next page of a
 * search, at any facet size, counts nothing again. Each answer is the one the facet gives asked
 * alone with nothing kept.
 */
import { describe, expect, it } from 'vitest';
import { type SearchFilters, search } from '../../../src/search/index.js';
import { EXTRA_FACETS } from '../../../src/search/types.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(5000);
const { today: TODAY } = demo;

/** The facet asked alone at the largest facet size, nothing kept from before. */
function alone(filters: SearchFilters, name: (typeof EXTRA_FACETS)[number]) {
  demo.index.caches.facets.clear();
  return search(demo.index, { ...filters, facets: [name], facetSize: 100 }, TODAY).facets![name]!;
}

describe('the extra facets asked together', () => {
  it('answer as each alone does, and again from what was kept at any facet size, on 60 random searches', () => {
    const random = seededRandom(29);
    for (let i = 0; i < 60; i++) {
      const filters = randomFilters(
        demo.index.store,
        random,
        TODAY,
        (f) => search(demo.index, { ...f, offset: 0 }, TODAY).total,
      );
      // The facets' own filters now and then, so that some scopes differ from the search's.
      if (random() < 0.3) filters.coreRanks = ['A'];
      if (random() < 0.2) filters.ccfRanks = ['B'];
      const each = Object.fromEntries(EXTRA_FACETS.map((name) => [name, alone(filters, name)]));
      demo.index.caches.facets.clear();
      const first = search(demo.index, { ...filters, facets: [...EXTRA_FACETS], facetSize: 100 }, TODAY);
      expect(first.facets, JSON.stringify(filters)).toEqual(each);
      const size = 1 + Math.floor(random() * 20);
      const next = search(demo.index, { ...filters, offset: 10, facets: [...EXTRA_FACETS], facetSize: size }, TODAY);
      const cut = Object.fromEntries(EXTRA_FACETS.map((name) => [name, each[name]!.slice(0, size)]));
      expect(next.facets, `${JSON.stringify(filters)}, size ${size}`).toEqual(cut);
    }
  });

  it('keep every count but the moment-dependent cfp_status, so that the next page counts nothing', () => {
    demo.index.caches.facets.clear();
    search(demo.index, { limit: 10, offset: 0, formats: ['online'], facets: [...EXTRA_FACETS] }, TODAY);
    const kept = new Set([...demo.index.caches.facets.keys()].map((key) => key.split('|')[0]));
    expect(kept).toEqual(new Set(['core_rank', 'ccf_rank', 'rank', 'city', 'region']));
  });
});
