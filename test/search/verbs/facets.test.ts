/**
 * Facets against a plain count over the source rows: every facet, with and without its own
 * filter in the request (docs/api.md, Facets).
 */
import { describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../../src/reference/countries.js';
import { nameKey } from '../../../src/reference/fold.js';
import { FACETS, type FacetName, type SearchFilters, search } from '../../../src/search/index.js';
import { subTopicsOf, topicsOf } from '../../../src/source/event-lists.js';
import { UNDATED, type ValidRow } from '../../../src/source/validate.js';
import { dateParts } from '../../../src/util/dates.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { endOfDay } from '../../../src/search/components/cfp.js';
import { referenceMatches, referenceSearch } from '../reference.js';

const demo = useDemoIndex(5000);
const { today: TODAY } = demo;

const OWN: Record<FacetName, (keyof SearchFilters)[]> = {
  topic: ['topic', 'topics'],
  subtopic: ['subtopic', 'subtopics'],
  type: ['type', 'types'],
  format: ['formats'],
  country: ['country', 'countries'],
  continent: ['continent'],
  year: ['year'],
};

const spellings = new Map<string, string>();

/** The spelling the snapshot shows for a topic or sub-topic (its most frequent one). */
function shown(name: string, entries: readonly { name: string }[]): string {
  let found = spellings.get(name);
  if (found === undefined) {
    found = entries.find((entry) => nameKey(entry.name) === nameKey(name))!.name;
    spellings.set(name, found);
  }
  return found;
}

/** A row's values for a facet, as the engine names them: none, one, or several topics and sub-topics. */
function facetValuesOf(row: ValidRow, facet: FacetName): string[] {
  const one = (value: string | null | undefined) => (value === null || value === undefined ? [] : [value]);
  switch (facet) {
    case 'topic':
      return topicsOf(row).map((name) => shown(name, demo.index.store.meta.topics));
    case 'subtopic':
      return subTopicsOf(row).map((name) => shown(name, demo.index.store.meta.subtopics));
    case 'type':
      return [row.type];
    case 'format':
      return [row.format];
    case 'country':
      return one(row.country?.name);
    case 'continent':
      return one(row.country?.continent);
    case 'year': {
      const year = dateParts(row.start).year;
      return row.start !== UNDATED && dateParts(row.end).year === year ? [String(year)] : [];
    }
  }
}

/** The facet as a plain count: demo.rows matching the filters without the facet's own, top 20. */
function expectedFacet(filters: SearchFilters, facet: FacetName): { value: string; count: number }[] {
  const without: SearchFilters = { ...filters };
  for (const filter of OWN[facet]) delete without[filter];
  delete without.facets;
  const counts = new Map<string, number>();
  for (const row of referenceMatches(demo.rows, without, TODAY, demo.known, endOfDay(TODAY))) {
    for (const value of facetValuesOf(row, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const top = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, 20);
  // Then each value the facet's own filter selects, not among the top ones, with its count (docs/api.md, Facets).
  for (const value of selectedValues(filters, facet)) {
    if (!top.some((entry) => entry.value === value)) top.push({ value, count: counts.get(value) ?? 0 });
  }
  return top;
}

const resolver = new CountryResolver(loadCountries());

/** The values a facet's own filters select, as the engine names them, in the order given. */
function selectedValues(filters: SearchFilters, facet: FacetName): string[] {
  const all = <T>(one: T | undefined, many: readonly T[] | undefined): T[] => [
    ...(one === undefined ? [] : [one]),
    ...(many ?? []),
  ];
  const named = (names: string[], entries: readonly { name: string }[]) => names.map((name) => shown(name, entries));
  const values: Record<FacetName, () => string[]> = {
    topic: () => named(all(filters.topic, filters.topics), demo.index.store.meta.topics),
    subtopic: () => named(all(filters.subtopic, filters.subtopics), demo.index.store.meta.subtopics),
    type: () => all(filters.type, filters.types),
    format: () => [...(filters.formats ?? [])],
    country: () => all(filters.country, filters.countries).map((name) => resolver.resolve(name)!.name),
    continent: () => all(filters.continent, undefined),
    year: () => all(filters.year, undefined).map(String),
  };
  return [...new Set(values[facet]())];
}

describe('facets', () => {
  it('agree with a plain count for all seven facets on 150 random filter combinations', () => {
    const random = seededRandom(17);
    for (let i = 0; i < 150; i++) {
      const filters = {
        ...randomFilters(
          demo.index.store,
          random,
          TODAY,
          (f) => referenceSearch(demo.rows, { ...f, offset: 0 }, TODAY, demo.known, endOfDay(TODAY)).total,
        ),
        facets: [...FACETS],
      };
      const result = search(demo.index, filters, TODAY);
      for (const facet of FACETS) {
        expect(result.facets![facet], `${facet} of ${JSON.stringify(filters)}`).toEqual(expectedFacet(filters, facet));
      }
    }
  });

  it('count a one-facet result set from the co-occurrences exactly as counting its events does', () => {
    const meta = demo.index.store.meta;
    const scopes: SearchFilters[] = [
      ...meta.topics.map((t) => ({ limit: 1, offset: 0, topic: t.name })),
      ...meta.types.map((type) => ({ limit: 1, offset: 0, type: type as SearchFilters['type'] })),
      ...meta.formats.map((format) => ({ limit: 1, offset: 0, formats: [format] as SearchFilters['formats'] })),
      ...meta.continents.map((continent) => ({ limit: 1, offset: 0, continent })),
      ...[2024, 2026, 2027, 2031].map((year) => ({ limit: 1, offset: 0, year })),
      { limit: 1, offset: 0, countries: ['Germany', 'Japan', 'Brazil'] },
      // One country named twice, in country and countries and in two spellings: counted once.
      { limit: 1, offset: 0, country: 'DE', countries: ['Japan', 'germany'] },
      { limit: 1, offset: 0, countries: ['DE', 'Germany'] },
      { limit: 1, offset: 0, subtopic: meta.subtopics[3]!.name },
      { limit: 1, offset: 0 },
    ];
    for (const scope of scopes) {
      const result = search(demo.index, { ...scope, facets: [...FACETS] }, TODAY);
      for (const facet of FACETS) {
        expect(result.facets![facet], `${facet} of ${JSON.stringify(scope)}`).toEqual(expectedFacet(scope, facet));
      }
    }
  });

  it('ignore their own filter: facets=country&country=Germany counts every country', () => {
    const germany = search(demo.index, { limit: 1, offset: 0, countries: ['Germany'] }, TODAY).total;
    const result = search(
      demo.index,
      { limit: 1, offset: 0, countries: ['Germany'], facets: ['country', 'type'] },
      TODAY,
    );
    expect(result.total).toBe(germany);
    expect(result.facets!.country!.length).toBe(20);
    expect(result.facets!.country!.find((v) => v.value === 'Germany')?.count).toBe(germany);
    const types = result.facets!.type!.reduce((sum, v) => sum + v.count, 0);
    expect(types).toBe(germany);
  });

  it('count over the whole result set, not the page, and give a total of 0 facets for no match', () => {
    const result = search(demo.index, { limit: 1, offset: 0, q: 'qqqzzz', facets: ['topic', 'year'] }, TODAY);
    expect(result.total).toBe(0);
    expect(result.facets).toEqual({ topic: [], year: [] });
  });
});
