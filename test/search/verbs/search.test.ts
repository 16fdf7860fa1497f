import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/reference/fold.js';
import {
  searchTermText,
  CountryListError,
  EventNotFoundError,
  getEvent,
  type SearchFilters,
  SORT_ORDERS,
  search,
  UnknownValueError,
} from '../../../src/search/index.js';
import { parseIsoDate, type Day } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { referenceSearch } from '../reference.js';

const demo = useDemoIndex(5000);
const { today: TODAY, now: NOW } = demo;

function ids(filters: Partial<SearchFilters>, today: Day = TODAY) {
  const result = search(demo.index, { limit: 50, offset: 0, ...filters }, today);
  return { ...result, ids: result.positions.map((p) => demo.index.store.columns.ids[p]!) };
}

describe('search agrees with a plain reference evaluation', () => {
  it('on 600 random filter combinations: same total and same page ids in order', () => {
    const random = seededRandom(7);
    let nonEmpty = 0;
    for (let i = 0; i < 600; i++) {
      const f = randomFilters(
        demo.index.store,
        random,
        TODAY,
        (filters) => referenceSearch(demo.rows, { ...filters, offset: 0 }, TODAY, demo.known, NOW).total,
      );
      const want = referenceSearch(demo.rows, f, TODAY, demo.known, NOW);
      const got = ids(f);
      expect({ total: got.total, ids: got.ids }, JSON.stringify(f)).toEqual(want);
      if (want.total > 0) nonEmpty++;
    }
    // The random cases must exercise real matches, not only empty results.
    expect(nonEmpty).toBeGreaterThan(300);
  });

  it('with include_online, on 300 random combinations with a place filter: the online events beside the places', () => {
    const random = seededRandom(11);
    let withOnline = 0;
    for (let i = 0; i < 300; i++) {
      const f: SearchFilters = {
        ...randomFilters(demo.index.store, random, TODAY, () => 0),
        offset: 0,
        includeOnline: true,
      };
      // A place filter always, a country or continent of a random event when none was drawn.
      if (f.city === undefined && f.countries === undefined && f.continent === undefined) {
        const row = demo.rows[Math.floor(random() * demo.rows.length)]!;
        if (row.country !== null && random() < 0.5) f.countries = [row.country.name];
        else f.continent = row.country?.continent ?? 'Europe';
      }
      const want = referenceSearch(demo.rows, f, TODAY, demo.known, NOW);
      const got = ids(f);
      expect({ total: got.total, ids: got.ids }, JSON.stringify(f)).toEqual(want);
      const without = referenceSearch(demo.rows, { ...f, includeOnline: false }, TODAY, demo.known, NOW);
      if (want.total > without.total) withOnline++;
    }
    // The online events must add to most results, or the rule is not exercised.
    expect(withOnline).toBeGreaterThan(100);
  });

  it('with date_match=overlap, on 300 random combinations with a date range: the events held on a day of it', () => {
    const random = seededRandom(13);
    let underWay = 0;
    for (let i = 0; i < 300; i++) {
      const f: SearchFilters = { ...randomFilters(demo.index.store, random, TODAY, () => 0), dateMatch: 'overlap' };
      // A range always; short ones (a day, a week) too, so that events under way on their first day count.
      if (f.from === undefined && f.to === undefined && f.month === undefined && f.year === undefined) {
        const row = demo.rows[Math.floor(random() * demo.rows.length)]!;
        const day = row.start + Math.floor(random() * 4);
        f.from = day;
        if (random() < 0.8) f.to = day + Math.floor(random() * 8);
      }
      if (random() < 0.3) f.similarTo = demo.rows[Math.floor(random() * demo.rows.length)]!.id;
      const want = referenceSearch(demo.rows, f, TODAY, demo.known, NOW);
      expect(ids(f), JSON.stringify(f)).toMatchObject(want);
      const within = referenceSearch(demo.rows, { ...f, dateMatch: undefined }, TODAY, demo.known, NOW);
      if (want.total > within.total) underWay++;
    }
    // Events under way at an end of the range must add to many results, or the rule is not exercised.
    expect(underWay).toBeGreaterThan(20);
  });

  it('pages through a whole result in every order without gaps or repeats', () => {
    for (const sort of SORT_ORDERS) {
      const all: number[] = [];
      const filters = { topic: demo.rows[0]!.topic, sort } as const;
      const total = ids(filters).total;
      for (let offset = 0; offset < total; offset += 37) all.push(...ids({ ...filters, offset, limit: 37 }).ids);
      expect(all).toEqual(
        referenceSearch(demo.rows, { ...filters, limit: total, offset: 0 }, TODAY, demo.known, NOW).ids,
      );
    }
  });
});

describe('one event by id', () => {
  it('is the event with that id, or an EventNotFoundError', () => {
    for (const row of demo.rows.slice(0, 50))
      expect(getEvent(demo.index, row.id)).toMatchObject({ id: row.id, name: row.name });
    const missing = Math.max(...demo.rows.map((row) => row.id)) + 1;
    expect(() => getEvent(demo.index, missing)).toThrow(EventNotFoundError);
  });
});

describe('search rules', () => {
  it('finds "munchen" in a title or city written with diacritics', () => {
    const row = demo.rows.find((r) => r.city && fold(r.city) !== r.city.toLowerCase());
    expect(row).toBeDefined();
    expect(ids({ city: fold(row!.city!) }).total).toBeGreaterThan(0);
  });

  it('reports the terms of q without stop words, and ignores a q of stop words only', () => {
    const result = ids({ q: 'The Conference on Machine Learning' });
    // "machine learning" is one term of the synonym table, with its expansions (docs/api.md, Synonyms).
    expect(result.searchTerms.map(searchTermText)).toEqual([
      'conference',
      'machine learning|ml|deep learning|statistical learning',
    ]);
    expect(ids({ q: 'on the of' }).total).toBe(demo.index.size);
  });

  it('matches the last term as a prefix and the others as whole words', () => {
    expect(ids({ q: 'machin' }).total).toBe(ids({ q: 'machine' }).total);
    expect(ids({ q: 'machin learning' }).total).toBe(0);
  });

  it('gives zero results for an unknown word, not an error', () => {
    expect(ids({ q: 'qqqqzzzz' }).total).toBe(0);
  });

  /** The error a search throws, for checking its data. */
  function refusal(filters: Partial<SearchFilters>): unknown {
    try {
      ids(filters);
    } catch (error) {
      return error;
    }
    throw new Error(`${JSON.stringify(filters)} was not refused`);
  }

  it('rejects an unknown country with a suggestion', () => {
    const error = refusal({ country: 'Germny' });
    expect(error).toBeInstanceOf(UnknownValueError);
    expect(error).toMatchObject({ parameter: 'country', value: 'Germny', suggestions: ['Germany'] });
  });

  it('names the parameter an unknown country came in, country or countries', () => {
    expect(refusal({ countries: ['France', 'Germny'] })).toMatchObject({ parameter: 'countries', value: 'Germny' });
    expect(refusal({ country: 'France', countries: ['Germny'] })).toMatchObject({ parameter: 'countries' });
    expect(refusal({ country: 'Germny', countries: ['Germny'] })).toMatchObject({ parameter: 'country' });
    expect(refusal({ country: 'Frnce', countries: ['Germany'] })).toMatchObject({ parameter: 'country' });
  });

  it('takes country and countries as one filter', () => {
    const both = ids({ country: 'DE', countries: ['Japan', 'germany'] });
    expect(both.countriesIncluded).toEqual(['Germany', 'Japan']);
    expect(both.total).toBe(ids({ countries: ['Germany', 'Japan'] }).total);
  });

  it('takes a comma-separated country value as a list, a name with a comma of its own as one country', () => {
    const listed = ids({ country: 'Germany, france ,DE' });
    expect(listed.countriesIncluded).toEqual(['Germany', 'France']);
    expect(listed.total).toBe(ids({ countries: ['Germany', 'France'] }).total);
    expect(ids({ country: 'Korea, Republic of' }).countriesIncluded).toEqual(['South Korea']);
    expect(ids({ country: 'Japan,Korea, Republic of' }).countriesIncluded).toEqual(['Japan', 'South Korea']);
    expect(refusal({ country: 'France,Germny' })).toMatchObject({ parameter: 'country', value: 'Germny' });
  });

  it('points a country value listing countries with another separator to the comma list', () => {
    const error = refusal({ country: 'Germany;France' });
    expect(error).toBeInstanceOf(CountryListError);
    expect(error).toMatchObject({ value: 'Germany;France', countries: 'Germany,France' });
  });

  it('rejects an unknown topic and sub-topic, offering close names and the topics', () => {
    const topic = demo.rows[0]!.topic;
    const error = refusal({ topic: topic.slice(0, -1) }) as UnknownValueError;
    expect(error).toMatchObject({ parameter: 'topic', value: topic.slice(0, -1) });
    expect(error.suggestions).toContain(topic);
    expect(error.known).toContain(topic);
    expect(refusal({ subtopic: 'Underwater Basket Weaving' })).toMatchObject({
      parameter: 'subtopic',
      suggestions: [],
    });
  });

  it('narrows countries by continent and gives zero results when none is left', () => {
    expect(ids({ countries: ['Germany', 'Japan'], continent: 'Asia' }).countriesIncluded).toEqual(['Japan']);
    const none = ids({ countries: ['Germany'], continent: 'Asia' });
    expect(none.total).toBe(0);
  });

  it('lists at most 20 countries of a continent, then "... and N more"', () => {
    const included = ids({ continent: 'Africa' }).countriesIncluded;
    expect(included).toHaveLength(21);
    expect(included[20]).toMatch(/^\.\.\. and \d+ more$/);
  });

  it('narrows from/to by month and year and reports the effective range', () => {
    const result = ids({ from: parseIsoDate('2027-01-10')!, month: { year: 2027, month: 1 }, year: 2027 });
    expect(result.dateRange).toEqual({ from: '2027-01-10', to: '2027-01-31' });
    expect(result.sort).toBe('date');
    expect(ids({ month: { year: 2027, month: 3 }, year: 2028 }).total).toBe(0);
  });

  it('orders upcoming events first, soonest first, then past events, most recent first', () => {
    const result = ids({ limit: 50 });
    expect(result.sort).toBe('upcoming');
    const first = demo.rows.find((r) => r.id === result.ids[0])!;
    expect(first.end).toBeGreaterThanOrEqual(TODAY);
    const lastPage = ids({ offset: demo.index.size - 1, limit: 1 });
    const last = demo.rows.find((r) => r.id === lastPage.ids[0])!;
    expect(last.start).toBe(Math.min(...demo.rows.map((r) => r.start)));
  });
});
