/**
 * The search parameter table (src/api/schemas/filter-parameters.ts) and what is derived from it:
 * the conversion to the read verb's filters, the hints for names sent by mistake, the words of a
 * calendar feed's title for every filter, and the feed's parameters.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { describeFeed } from '../../src/api/feeds/describe.js';
import { FEED_PARSER } from '../../src/api/feeds/feed.js';
import { InputParser } from '../../src/api/input.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { FILTER_PARAMETERS } from '../../src/api/schemas/filter-parameters.js';
import {
  FEED_SEARCH_PARAMETERS,
  SEARCH_PARAMETERS,
  type SearchQueryFields,
  toSearchFilters,
} from '../../src/api/schemas/parameters.js';
import { FILTERS } from '../../src/search/filters.js';
import { FILTER_NAMES } from '../../src/search/index.js';

const search = new InputParser(OPERATIONS.find((operation) => operation.operationId === 'searchConferences')!);
const parse = (query: Record<string, string>) =>
  search.fromQuery(query, {}) as ReturnType<typeof search.fromQuery> & { query: SearchQueryFields };

function unknownParameterMessage(name: string): string {
  try {
    parse({ [name]: 'x' });
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).message;
  }
  throw new Error(`${name} was taken`);
}

/** A value of every search parameter, as a caller writes it. */
const EVERY_FILTER: Record<string, string> = {
  q: 'vision',
  topic: 'Computer Science',
  subtopic: 'Machine Learning',
  country: 'Germany',
  countries: 'France,Spain',
  continent: 'Europe',
  city: 'Berlin',
  near: 'Barcelona',
  radius_km: '200',
  region: 'Bavaria',
  type: 'workshop,conference',
  format: 'hybrid',
  cfp: 'open',
  core_rank: 'A*',
  ccf_rank: 'B',
  acronym: 'ICML',
  series: 'icml',
  deadline_from: '2027-01-01',
  deadline_to: '2027-03-31',
  from: '2027-02-01',
  to: '2027-09-30',
  month: '2027-06',
  year: '2027',
  date_match: 'overlap',
};

describe('the search parameter table', () => {
  it('feeds every filter family of the read verb, and converts a value to the keys of its own family', () => {
    expect(new Set(Object.values(FILTER_PARAMETERS).map((row) => row.filter))).toEqual(
      new Set([...FILTER_NAMES, null]),
    );
    const { query } = parse(EVERY_FILTER);
    for (const name of SEARCH_PARAMETERS) {
      const row = FILTER_PARAMETERS[name];
      const value = query[name];
      if (value === undefined || row.filter === null) continue;
      const keys = Object.keys(row.toFilters(value as never));
      for (const key of keys) expect(FILTERS[row.filter].keys as readonly string[], `${name} → ${key}`).toContain(key);
    }
    expect(toSearchFilters(query)).toMatchObject({
      q: 'vision',
      topic: 'Computer Science',
      countries: ['France', 'Spain'],
      radiusKm: 200,
      regions: ['Bavaria'],
      types: ['workshop', 'conference'],
      formats: ['hybrid'],
      coreRanks: ['A*'],
      deadlineFrom: expect.any(Number),
      month: { year: 2027, month: 6 },
      dateMatch: 'overlap',
      limit: 10,
      offset: 0,
    });
  });

  it('points the names callers send by mistake to the parameters they mean', () => {
    expect(unknownParameterMessage('location')).toContain('Did you mean: city or near?');
    expect(unknownParameterMessage('deadline_before')).toContain('Did you mean: deadline_to?');
    expect(unknownParameterMessage('until')).toContain('Did you mean: deadline_to?');
    expect(unknownParameterMessage('deadline_after')).toContain('Did you mean: deadline_from?');
    expect(unknownParameterMessage('page')).toContain('Did you mean: offset?');
    expect(unknownParameterMessage('countr')).toContain('Did you mean: country?');
    const mistakes = Object.values(FILTER_PARAMETERS).flatMap((row) => row.mistakes);
    for (const name of mistakes) expect(SEARCH_PARAMETERS as readonly string[], name).not.toContain(name);
  });

  it("names every filter given in a feed's title", () => {
    const input = FEED_PARSER.fromQuery({ ...EVERY_FILTER, include: 'deadlines' }, {});
    const title = describeFeed(input.given, input.query);
    expect(title).toBe(
      'ICML / icml hybrid Workshops or Conferences matching "vision" on Computer Science / Machine Learning in ' +
        'Berlin, Bavaria, Germany, France, Spain, Europe within 200 km of Barcelona from 2027-02-01 to 2027-09-30 in ' +
        '2027-06 in 2027 or under way then with a deadline from 2027-01-01 to 2027-03-31 ranked CORE A*, CCF B with an open call for ' +
        'papers, with deadlines',
    );
    for (const name of FEED_SEARCH_PARAMETERS) {
      const words = EVERY_FILTER[name];
      // radius_km is said with near; sort orders the feed and is no filter.
      if (words === undefined || name === 'radius_km') continue;
      const said = FILTER_PARAMETERS[name].title(input.query[name] as never, words, input.given);
      expect(said, name).not.toBeNull();
      expect(title, name).toContain(said!.words);
    }
  });

  it('joins a list of acronyms with "or", as the ranks', () => {
    const input = FEED_PARSER.fromQuery({ acronym: 'NeurIPS,ICML', from: '2026-11-01' }, {});
    expect(describeFeed(input.given, input.query)).toBe('NeurIPS or ICML Events from 2026-11-01');
  });

  it('says near with the default radius, and a region alone', () => {
    const near = FEED_PARSER.fromQuery({ near: 'Boston', type: 'workshop' }, {});
    expect(describeFeed(near.given, near.query)).toBe('Workshops within 50 km of Boston');
    const region = FEED_PARSER.fromQuery({ region: 'Texas' }, {});
    expect(describeFeed(region.given, region.query)).toBe('Events in Texas');
  });

  it('gives the calendar feeds every parameter of the search but similar_to, facets, facet_size, cursor and fields, with their own limit, offset and include', () => {
    expect(SEARCH_PARAMETERS.filter((name) => !(FEED_SEARCH_PARAMETERS as readonly string[]).includes(name))).toEqual([
      'similar_to',
      'facets',
      'facet_size',
      'limit',
      'offset',
      'cursor',
      'fields',
      'include',
    ]);
  });
});
