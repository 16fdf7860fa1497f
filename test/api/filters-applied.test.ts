/**
 * filters_applied reported by the parameter rows (src/api/handlers/filters-applied.ts): the rows'
 * `applied` column names every field of the answer's filters_applied and no other; the fields that
 * always show are written from any search, the others only when the search applied their filter.
 */
import { describe, expect, it } from 'vitest';
import { APPLIED_FIELDS, filtersAppliedJson } from '../../src/api/handlers/filters-applied.js';
import { FILTER_PARAMETERS, searchResponse } from '../../src/api/schemas/index.js';
import type { search } from '../../src/search/index.js';

type SearchResult = ReturnType<typeof search>;
const applied = searchResponse.shape.filters_applied;

/** What a search with no filter applied. */
const BARE: SearchResult = {
  total: 0,
  positions: [],
  searchTerms: [],
  countriesIncluded: [],
  dateRange: { from: null, to: null },
  sort: 'upcoming',
  listsApplied: {},
};

/** What a search with every reported filter applied. */
const EVERY: SearchResult = {
  ...BARE,
  searchTerms: [{ negated: false, units: [[{ term: 'gnn', expansions: ['graph neural network'] }]] }],
  countriesIncluded: ['Germany'],
  dateRange: { from: '2027-01-01', to: '2027-12-31' },
  listsApplied: { topic: ['Computer Science'], subtopic: ['Machine Learning'], type: ['workshop'], format: ['hybrid'] },
  near: { name: 'Barcelona', country: 'Spain', latitude: 41.39, longitude: 2.17, radiusKm: 50 },
  distances: [],
  cities: ['Barcelona'],
  regions: ['Catalonia'],
  similar: {
    reference: {
      id: 1,
      name: 'ICML 2027',
      subjectKind: 'subtopic',
      subjects: ['Machine Learning'],
      ranks: [],
      terms: [],
      format: 'in-person',
    },
    shares: [],
  },
} as SearchResult;

describe('filters_applied', () => {
  it('has exactly the fields the parameter rows name, each named by a filter row', () => {
    expect([...APPLIED_FIELDS].sort()).toEqual(Object.keys(applied.shape).sort());
    for (const [name, row] of Object.entries(FILTER_PARAMETERS)) {
      if (row.applied !== null) expect(row.filter, name).not.toBeNull();
    }
  });

  it('always reports the search terms, the countries and the date range, and nothing unapplied', () => {
    const json = filtersAppliedJson(BARE);
    expect(Object.keys(json).sort()).toEqual(['countries_included', 'date_range', 'search_terms']);
    expect(applied.safeParse(json).success).toBe(true);
  });

  it('reports every field when every filter applied, valid against the response schema', () => {
    const json = filtersAppliedJson(EVERY);
    expect(Object.keys(json).sort()).toEqual([...APPLIED_FIELDS].sort());
    expect(applied.parse(json)).toEqual(json);
    expect(json.search_terms).toEqual(['gnn|graph neural network']);
    expect(json.near).toEqual({ name: 'Barcelona', country: 'Spain', lat: 41.39, lon: 2.17, radius_km: 50 });
  });
});
