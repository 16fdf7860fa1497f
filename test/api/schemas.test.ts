import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { InputParser } from '../../src/api/input.js';
import { SEARCH_PARAMETERS, searchParametersIn, searchQuery, toSearchFilters } from '../../src/api/schemas/index.js';
import { parseIsoDate } from '../../src/util/dates.js';

const parser = new InputParser({ query: searchQuery });
const filtersOf = (raw: Record<string, string | string[]>) => toSearchFilters(parser.fromQuery(raw, {}).query);

function messageOf(raw: Record<string, string | string[]>): string {
  try {
    filtersOf(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).message;
  }
  throw new Error('expected a 400');
}

describe('search query parsing', () => {
  it('gives limit 10 and offset 0 and nothing else for an empty query', () => {
    expect(filtersOf({})).toEqual({ limit: 10, offset: 0 });
  });

  it('parses every parameter into the engine types', () => {
    expect(
      filtersOf({
        q: '  machine learning ',
        topic: 'Computer Science',
        subtopic: 'machine-learning',
        country: 'DE',
        countries: 'France, Spain',
        continent: 'europe',
        city: 'Berlin',
        type: 'WORKSHOP',
        from: '2027-01-01',
        to: '2027-12-31',
        month: '2027-03',
        year: '2027',
        limit: '50',
        offset: '100',
        sort: '-DATE',
      }),
    ).toEqual({
      q: 'machine learning',
      topic: 'Computer Science',
      subtopic: 'machine-learning',
      country: 'DE',
      countries: ['France', 'Spain'],
      continent: 'Europe',
      city: 'Berlin',
      type: 'workshop',
      from: parseIsoDate('2027-01-01'),
      to: parseIsoDate('2027-12-31'),
      month: { year: 2027, month: 3 },
      year: 2027,
      limit: 50,
      offset: 100,
      sort: '-date',
    });
  });

  it('keeps country and countries apart, dropping empty items and repeats from countries', () => {
    const filters = filtersOf({ country: 'Germany', countries: ' ,France,,germany, Spain ,france,' });
    expect(filters.country).toBe('Germany');
    expect(filters.countries).toEqual(['France', 'germany', 'Spain']);
  });

  it('reads continents with hyphens, spaces and any case', () => {
    expect(filtersOf({ continent: 'north-america' }).continent).toBe('North America');
    expect(filtersOf({ continent: 'SOUTH AMERICA' }).continent).toBe('South America');
  });

  it('ignores an empty or blank q', () => {
    expect(filtersOf({ q: '' })).toEqual({ limit: 10, offset: 0 });
    expect(filtersOf({ q: '   ' })).toEqual({ limit: 10, offset: 0 });
  });

  it('refuses an unknown parameter, even a repeated one, before any rule of the known ones', () => {
    expect(messageOf({ limit: '0', utm_source: ['a', 'b'] })).toMatch(
      /^Unknown parameter 'utm_source'\. Valid parameters: q, /,
    );
  });

  it('names the parameter, the rule and the value in each message', () => {
    expect(messageOf({ limit: '51' })).toBe(
      `Parameter 'limit' must be an integer from 1 to 50, or 0 for counts only (got "51"); use limit=50 and offset=50 for the next page.`,
    );
    expect(messageOf({ limit: ['1', '2'] })).toBe("Parameter 'limit' was given more than once.");
    expect(messageOf({ country: '' })).toBe("Parameter 'country' must not be empty.");
    expect(messageOf({ from: '2027-05-02', to: '2027-05-01' })).toBe(
      `Parameter 'from' must not be later than 'to' (got "2027-05-02").`,
    );
  });
});

describe('the search parameters a request gives', () => {
  it("are listed in the table's order whatever the order given, without other keys or absent values", () => {
    expect(
      searchParametersIn({ year: 2027, foo: 'x', q: 'ai', country: undefined, limit: 10, topic: ['Medicine'] }),
    ).toEqual(['q', 'topic', 'year', 'limit']);
    const reversed = Object.fromEntries([...SEARCH_PARAMETERS].reverse().map((name) => [name, 'x']));
    expect(searchParametersIn(reversed)).toEqual(SEARCH_PARAMETERS);
    expect(searchParametersIn({})).toEqual([]);
  });

  it('give the same filters in any order of the query string', () => {
    const forward = { q: 'robotics', country: 'Germany', year: '2027', sort: 'date', limit: '20' };
    const backward = Object.fromEntries(Object.entries(forward).reverse());
    expect(Object.entries(filtersOf(backward))).toEqual(Object.entries(filtersOf(forward)));
  });
});
