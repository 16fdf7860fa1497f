/**
 * The city and region facets of a scope one facet's values define come from the place cubes: the
 * same answer as counting the scope's events through the city slot and region columns and sorting
 * every count, for every value of every cube facet, several types or formats at once, countries and continents (the sizes of
 * their places), and no filter.
 */
import { describe, expect, it } from 'vitest';
import { endOfDay } from '../../../src/search/components/cfp.js';
import { matchesOf } from '../../../src/search/components/matches.js';
import { slotLabel } from '../../../src/search/components/place-names.js';
import { regionLabel } from '../../../src/search/components/place-filters.js';
import { scopeFilters, singleFacet } from '../../../src/search/facets/scope.js';
import { planSearch } from '../../../src/search/filters.js';
import { type SearchFilters, search } from '../../../src/search/index.js';
import { NONE_U16, NONE_U32 } from '../../../src/store/layout.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(3000);

/** The scope's facet the plain way: each matching event read once, every count sorted, the first 20. */
function plainFacet(scope: SearchFilters, name: 'city' | 'region'): { value: string; count: number }[] {
  const { index, today } = demo;
  const { geo, lists } = index.store;
  const [column, none, places] =
    name === 'city' ? [geo.citySlot, NONE_U32, lists.city.length] : [geo.region, NONE_U16, lists.region.length];
  const counts = new Int32Array(places);
  const events = matchesOf(index, planSearch(index, scope, endOfDay(today)));
  const positions = events === null ? Array.from({ length: index.size }, (_, p) => p) : events.toArray();
  for (const p of positions) if (column[p] !== none) counts[column[p]!]!++;
  const label = (at: number) => (name === 'city' ? slotLabel(index, at) : regionLabel(index, at));
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || a - b)
    .slice(0, 20)
    .map(([at, count]) => ({ value: label(at), count }));
}

describe('the place cubes', () => {
  it('give the city and region facets of every one-facet scope as counting its events does', () => {
    const { index, today } = demo;
    const meta = index.store.meta;
    const years = index.facetTables().byFacet.year.names.map(Number);
    const page = { limit: 1, offset: 0 };
    const scopes: SearchFilters[] = [
      page,
      ...meta.topics.map((topic) => ({ ...page, topic: topic.name })),
      ...meta.subtopics.map((subtopic) => ({ ...page, subtopic: subtopic.name })),
      ...meta.types.map((type) => ({ ...page, type: type as SearchFilters['type'] })),
      { ...page, types: meta.types.slice(0, 2) as SearchFilters['types'] },
      ...meta.formats.map((format) => ({ ...page, formats: [format] as SearchFilters['formats'] })),
      { ...page, formats: meta.formats.slice(0, 2) as SearchFilters['formats'] },
      ...years.map((year) => ({ ...page, year })),
      ...meta.continents.map((continent) => ({ ...page, continent })),
      ...meta.countries.slice(0, 30).map((country) => ({ ...page, country: country.name })),
      { ...page, countries: meta.countries.slice(0, 3).map((country) => country.name) },
    ];
    let cubed = 0;
    for (const scope of scopes) {
      if (singleFacet(index, scopeFilters(scope, 'city')) !== undefined) cubed++;
      const result = search(index, { ...scope, facets: ['city', 'region'] }, today);
      for (const name of ['city', 'region'] as const) {
        expect(result.facets![name], `${name} of ${JSON.stringify(scope)}`).toEqual(plainFacet(scope, name));
      }
    }
    expect(cubed).toBe(scopes.length);
    expect(meta.subtopics.length + years.length).toBeGreaterThan(20);
  });
});
