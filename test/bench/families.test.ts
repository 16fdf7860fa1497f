import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../bench/families/families.js';
import type { RandomQuery } from '../../bench/common/random-mix.js';

const query = (shapeClass: RandomQuery['shapeClass'], search: string): RandomQuery => ({
  shapeClass,
  filters: { limit: 10, offset: 0 },
  path: `/api/gpt/conferences?${search}`,
});

const QUERIES: RandomQuery[] = [
  query('q', 'limit=10&offset=0&q=robotics'),
  query('q + filters', 'limit=50&offset=0&q=robotics&country=Germany&sort=date'),
  query('single filter', 'limit=10&offset=20&topic=Medicine'),
  query('multi-filter', 'limit=10&offset=0&near=Berlin&radius_km=100&year=2027&facets=topic'),
  query('zero result', 'limit=10&offset=0&q=crabon'),
];

const family = (name: string): string[] => {
  const found = FAMILIES.find((f) => f.name === name);
  if (found === undefined) throw new Error(`no family ${name}`);
  return found.paths(QUERIES);
};
const searches = (paths: string[]): string[] => paths.map((path) => path.slice(path.indexOf('?') + 1));

describe('the parameter families of bench:families', () => {
  it('take the searches that send one of their parameters, a search in each family it uses', () => {
    expect(family('q')).toEqual([QUERIES[0]!.path, QUERIES[1]!.path, QUERIES[4]!.path]);
    expect(family('country, countries, continent')).toEqual([QUERIES[1]!.path]);
    expect(family('near')).toEqual([QUERIES[3]!.path]);
    expect(family('from, to, month, year')).toEqual([QUERIES[3]!.path]);
    expect(family('facets')).toEqual([QUERIES[3]!.path]);
    expect(family('sort')).toEqual([QUERIES[1]!.path]);
    expect(family('similar_to')).toEqual([]);
  });

  it('read a page size and a later page from their values, and nothing found from the class', () => {
    expect(family('limit=50')).toEqual([QUERIES[1]!.path]);
    expect(family('offset')).toEqual([QUERIES[2]!.path]);
    expect(family('nothing found')).toEqual([QUERIES[4]!.path]);
    expect(family('the whole random mix')).toHaveLength(QUERIES.length);
  });

  it('add include=deadlines, and tz in turn, to every search that found something', () => {
    expect(searches(family('include=deadlines'))).toEqual(
      QUERIES.slice(0, 4).map((q) => `${q.path.slice(q.path.indexOf('?') + 1)}&include=deadlines`),
    );
    const zones = family('include=deadlines, tz').map((path) => new URLSearchParams(path.split('?')[1]).get('tz'));
    expect(zones).toEqual(['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'AoE']);
  });
});
