import { describe, expect, it } from 'vitest';
import { QUERY_MIX, toQueryString } from '../../bench/common/queries.js';
import { InputParser } from '../../src/api/input.js';
import { SEARCH_PARAMETERS, searchQuery, toSearchFilters } from '../../src/api/schemas/index.js';

const parser = new InputParser({ query: searchQuery });

describe('the query mix over HTTP', () => {
  it('gives each shape a query string the API parses back into the same filters', () => {
    for (const { name, filters } of QUERY_MIX) {
      const params = new URLSearchParams(toQueryString(filters));
      expect(
        [...params.keys()].filter((key) => !(SEARCH_PARAMETERS as readonly string[]).includes(key)),
        name,
      ).toEqual([]);
      const parsed = toSearchFilters(parser.fromQuery(Object.fromEntries(params), {}).query);
      expect(parsed, name).toEqual(filters);
    }
  });

  it('writes the format list and the symbol term as the API reads them', () => {
    const query = (name: string) => toQueryString(QUERY_MIX.find((shape) => shape.name === name)!.filters);
    expect(query('format list + country')).toBe('limit=10&offset=0&country=Germany&format=in-person%2Chybrid');
    expect(query('q symbol')).toBe('limit=10&offset=0&q=c%2B%2B');
    expect(query('cfp open, sort deadline')).toBe('limit=10&offset=0&cfp=open&sort=deadline');
  });
});
