import { topicsOf } from '../../src/source/event-lists.js';
import { describe, expect, it } from 'vitest';
import { CONTINENTS } from '../../src/reference/continents.js';
import { loadCountries } from '../../src/reference/countries.js';
import { fold } from '../../src/reference/fold.js';
import { formatIsoDate, parseIsoDate } from '../../src/util/dates.js';
import { json } from './harness.js';
import { TODAY, useSearchApi } from './search-api.js';

const s = useSearchApi();
const { search, count, byId } = s;

describe('GET /api/gpt/conferences: matching', () => {
  it('matches types in any case', async () => {
    const body = await search('?type=WORKSHOP&limit=50');
    expect(body.total).toBe(count((row) => row.type === 'workshop'));
    expect(body.conferences.every((c: { type: string }) => c.type === 'Workshop')).toBe(true);
  });

  it('matches a topic by name, folded name or slug alike', async () => {
    const expected = count((row) => topicsOf(row).includes('Computer Science'));
    expect(expected).toBeGreaterThan(0);
    for (const topic of ['Computer%20Science', 'computer%20science', 'computer-science']) {
      expect((await search(`?topic=${topic}`)).total).toBe(expected);
    }
  });

  it.each([
    ['Germany', ['Germany', 'germany', 'GERMANY', 'DE', 'de', 'DEU']],
    ['United States', ['USA', 'U.S.', 'United%20States%20of%20America', 'us']],
    ['United Kingdom', ['UK', 'Great%20Britain', 'gb']],
  ])('matches %s by name, alias and ISO code in any case', async (name, spellings) => {
    const expected = count((row) => row.country?.name === name);
    expect(expected).toBeGreaterThan(0);
    for (const spelling of spellings) {
      const body = await search(`?country=${spelling}`);
      expect(body.total, spelling).toBe(expected);
      expect(body.filters_applied.countries_included).toEqual([name]);
    }
  });

  it('matches cities ignoring case and diacritics ("munchen" finds München)', async () => {
    const city = s.api.rows
      .map((row) => row.city)
      .find((name): name is string => name !== null && fold(name) !== name.toLowerCase());
    expect(city).toBeDefined();
    const expected = count((row) => row.city === city);
    const body = await search(`?city=${encodeURIComponent(fold(city!))}&limit=50`);
    expect(body.total).toBe(expected);
    expect(body.conferences.every((c: { location: { city: string } }) => c.location.city === city)).toBe(true);
    if (s.api.rows.some((row) => row.city === 'München')) {
      expect((await search('?city=munchen')).total).toBe(count((row) => row.city === 'München'));
    }
  });

  it('treats country and countries as one filter: the union of the names', async () => {
    const names = new Set(['Germany', 'France', 'Spain']);
    const body = await search('?country=Germany&countries=France,%20Spain,germany');
    expect(body.total).toBe(count((row) => row.country !== null && names.has(row.country.name)));
    expect(new Set(body.filters_applied.countries_included)).toEqual(names);
  });

  it('narrows the country filter by the continent', async () => {
    const body = await search('?country=Germany&countries=Japan,France&continent=europe&limit=50');
    expect(body.total).toBe(count((row) => row.country?.name === 'Germany' || row.country?.name === 'France'));
    expect(new Set(body.filters_applied.countries_included)).toEqual(new Set(['Germany', 'France']));
    expect(body.conferences.every((c: { location: { country: string } }) => c.location.country !== 'Japan')).toBe(true);
  });

  it('gives zero results for a country outside the continent given', async () => {
    const body = await search('?country=Japan&continent=Europe');
    expect(body.total).toBe(0);
    expect(body.conferences).toEqual([]);
  });

  it('lists at most 20 countries of a continent, then "... and N more"', async () => {
    const body = await search('?continent=Europe');
    const included: string[] = body.filters_applied.countries_included;
    const europe = loadCountries().filter((country) => country.continent === 'Europe');
    expect(europe.length).toBeGreaterThan(20);
    expect(included).toHaveLength(21);
    expect(included[20]).toBe(`... and ${europe.length - 20} more`);
    expect(body.total).toBe(count((row) => row.country?.continent === 'Europe'));
  });

  it('finds events of every continent', async () => {
    for (const continent of CONTINENTS) {
      const body = await search(`?continent=${encodeURIComponent(continent.toLowerCase())}`);
      expect(body.total, continent).toBe(count((row) => row.country?.continent === continent));
    }
  });

  it('reports the words of q it used, without stop words', async () => {
    const body = await search('?q=Conference%20on%20the%20Machine%20Learning');
    // "machine learning" is one term of the synonym table, with its expansions (docs/api.md, Synonyms).
    expect(body.filters_applied.search_terms).toEqual([
      'conference',
      'machine learning|ml|deep learning|statistical learning',
    ]);
  });
});

describe('GET /api/gpt/conferences: dates', () => {
  const day = (text: string) => parseIsoDate(text)!;

  it('treats month as the first to the last day of that month', async () => {
    const body = await search('?month=2027-02&limit=50');
    expect(body.filters_applied.date_range).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(body.total).toBe(count((row) => row.start >= day('2027-02-01') && row.end <= day('2027-02-28')));
  });

  it('narrows from and to by year and month', async () => {
    expect((await search('?year=2027&from=2027-06-15')).filters_applied.date_range).toEqual({
      from: '2027-06-15',
      to: '2027-12-31',
    });
    expect((await search('?year=2027&month=2027-03&to=2027-03-20')).filters_applied.date_range).toEqual({
      from: '2027-03-01',
      to: '2027-03-20',
    });
  });

  it('gives zero results, not an error, for a month outside the year', async () => {
    const body = await search('?month=2027-03&year=2028');
    expect(body.total).toBe(0);
  });

  it('keeps events starting on or after from and ending on or before to', async () => {
    const body = await search('?from=2027-01-10&to=2027-04-20&limit=50');
    expect(body.filters_applied.date_range).toEqual({ from: '2027-01-10', to: '2027-04-20' });
    expect(body.total).toBe(count((row) => row.start >= day('2027-01-10') && row.end <= day('2027-04-20')));
  });
});

describe('GET /api/gpt/conferences: order and paging', () => {
  const starts = (body: Record<string, any>): string[] =>
    body.conferences.map((c: { dates: { start: string } }) => c.dates.start);

  it('orders by upcoming by default: events not yet ended, soonest first', async () => {
    const body = await search('?limit=50');
    for (const item of body.conferences) expect(byId(item.id).end).toBeGreaterThanOrEqual(TODAY);
    expect(starts(body)).toEqual([...starts(body)].sort());
  });

  it('orders by date ascending by default when a date filter is given', async () => {
    const body = await search('?year=2025&limit=50');
    expect(starts(body)[0]!.startsWith('2025-')).toBe(true);
    expect(starts(body)).toEqual([...starts(body)].sort());
  });

  it('accepts sort=date, sort=-date and sort=upcoming in any case', async () => {
    const ascending = await search('?sort=DATE&limit=20');
    expect(starts(ascending)).toEqual([...starts(ascending)].sort());
    expect(ascending.conferences[0].dates.start).toBe(formatIsoDate(Math.min(...s.api.rows.map((row) => row.start))));
    const descending = await search('?sort=-date&limit=20');
    expect(starts(descending)).toEqual([...starts(descending)].sort().reverse());
    const upcoming = await search('?sort=upcoming&limit=20&year=2025');
    expect(upcoming.total).toBe((await search('?year=2025')).total);
  });

  it('gives next_offset = offset + showing while there are more, and null on the last page', async () => {
    const first = await search('?type=webinar&limit=7');
    expect(first.pagination).toMatchObject({ limit: 7, offset: 0, has_more: true, next_offset: 7 });
    expect(first.pagination.remaining).toBe(first.total - 7);
    const second = await search('?type=webinar&limit=7&offset=7');
    expect(second.pagination.next_offset).toBe(14);
    expect(second.conferences[0].id).not.toBe(first.conferences[0].id);
    const total = first.total as number;
    const last = await search(`?type=webinar&limit=7&offset=${total - 3}`);
    expect(last.showing).toBe(3);
    expect(last.pagination).toEqual({
      limit: 7,
      offset: total - 3,
      has_more: false,
      next_offset: null,
      next_cursor: null,
      remaining: 0,
    });
    const beyond = await search(`?type=webinar&offset=${total + 100}`);
    expect(beyond.showing).toBe(0);
    expect(beyond.total).toBe(total);
    expect(beyond.pagination).toEqual({
      limit: 10,
      offset: total + 100,
      has_more: false,
      next_offset: null,
      next_cursor: null,
      remaining: 0,
    });
  });

  it('pages through a result without repeating or skipping events', async () => {
    const seen: number[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const body = await search(`?country=Germany&limit=13&offset=${offset}`);
      seen.push(...body.conferences.map((c: { id: number }) => c.id));
      offset = body.pagination.next_offset;
    }
    expect(seen).toHaveLength(count((row) => row.country?.name === 'Germany'));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps a 50-result page far below 100,000 characters', async () => {
    const response = await s.api.get('/api/gpt/conferences?limit=50');
    expect(json(response).showing).toBe(50);
    expect(response.body.length).toBeLessThan(50_000);
  });
});
