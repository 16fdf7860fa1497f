import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTINENTS } from '../../src/reference/continents.js';
import { loadCountries } from '../../src/reference/countries.js';
import { fold } from '../../src/reference/fold.js';
import type { ValidRow } from '../../src/source/validate.js';
import { toDetail, toItem } from '../../src/http/views/conference.js';
import { eventAt } from '../../src/store/index.js';
import { formatIsoDate, parseIsoDate } from '../../src/util/dates.js';
import { json, NOW, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
const TODAY = parseIsoDate(NOW.toISOString().slice(0, 10))!;
const ITEM_KEYS = ['dates', 'id', 'location', 'name', 'organizer', 'sub_topic', 'topic', 'type', 'website'];

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function search(query: string) {
  const response = await api.get(`/api/gpt/conferences${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
}

async function rejected(query: string): Promise<string> {
  const response = await api.get(`/api/gpt/conferences${query}`);
  expect(response.statusCode, response.body).toBe(400);
  const body = json(response);
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'success']);
  expect(body.success).toBe(false);
  expect(body.error).toBe('Invalid parameter');
  return body.message as string;
}

const count = (keep: (row: ValidRow) => boolean) => api.rows.filter(keep).length;
const byId = (id: number) => api.rows.find((row) => row.id === id)!;

describe('GET /api/gpt/conferences: response shape', () => {
  it('answers an empty query with the documented body, defaults and no filters', async () => {
    const body = await search('');
    expect(Object.keys(body)).toEqual([
      'success',
      'query',
      'filters_applied',
      'total',
      'showing',
      'conferences',
      'pagination',
    ]);
    expect(body.success).toBe(true);
    expect(body.query).toEqual({});
    expect(body.filters_applied).toEqual({
      search_terms: [],
      countries_included: [],
      date_range: { from: null, to: null },
    });
    expect(body.total).toBe(api.rows.length);
    expect(body.showing).toBe(10);
    expect(body.conferences).toHaveLength(10);
    expect(body.pagination).toEqual({ limit: 10, offset: 0, has_more: true, next_offset: 10 });
  });

  it('gives items exactly the fields of api-spec 2.1, matching the source row', async () => {
    const body = await search('?limit=50&sort=date');
    for (const item of body.conferences) {
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(Object.keys(item.dates).sort()).toEqual(['end', 'formatted', 'start']);
      expect(Object.keys(item.location).sort()).toEqual(['city', 'country', 'venue']);
      const row = byId(item.id);
      expect(item).toMatchObject({
        name: row.name,
        type: row.type[0]!.toUpperCase() + row.type.slice(1),
        topic: row.topic,
        sub_topic: row.subTopic ?? '',
        dates: { start: formatIsoDate(row.start), end: formatIsoDate(row.end) },
        location: { city: row.city ?? '', country: row.country.name, venue: row.venue ?? '' },
        organizer: row.organizer ?? '',
        website: row.website ?? '',
      });
      expect(typeof item.dates.formatted).toBe('string');
      for (const value of [item.sub_topic, item.location.city, item.location.venue, item.organizer, item.website]) {
        expect(value).not.toBeNull();
      }
    }
  });

  it('shows empty strings, never null, for an event without sub-topic, city, venue, organizer or website', () => {
    const record = eventAt(api.store, 0);
    const sparse = { ...record, subTopic: null, city: null, venue: null, organizer: null, website: null };
    const item = toItem(sparse);
    expect(item).toMatchObject({ sub_topic: '', location: { city: '', venue: '' }, organizer: '', website: '' });
    expect(JSON.stringify(item)).not.toContain('null');
    const detail = toDetail({ ...sparse, acronym: null, description: null, deadline: null, email: null });
    expect(detail).toMatchObject({ acronym: null, description: null, submission_deadline: null, contact_email: null });
  });

  it('echoes the supplied parameters, trimmed, and leaves unknown ones out', async () => {
    const body = await search('?q=%20quantum%20&limit=5&utm_source=chat&api_key=x&type=Workshop');
    expect(body.query).toEqual({ q: 'quantum', limit: '5', type: 'Workshop' });
  });

  it('ignores an empty q and does not echo it', async () => {
    const body = await search('?q=');
    expect(body.query).toEqual({});
    expect(body.total).toBe(api.rows.length);
  });
});

describe('GET /api/gpt/conferences: parameter rules (decisions.md section 3)', () => {
  it.each([
    ['limit=0', 'limit', 'must be an integer from 1 to 50'],
    ['limit=51', 'limit', 'must be an integer from 1 to 50'],
    ['limit=-1', 'limit', 'must be an integer from 1 to 50'],
    ['limit=1.5', 'limit', 'must be an integer from 1 to 50'],
    ['limit=ten', 'limit', 'must be an integer from 1 to 50'],
    ['limit=', 'limit', 'must not be empty'],
    ['offset=-1', 'offset', 'must be an integer from 0 to 1000000000'],
    ['offset=1000000001', 'offset', 'must be an integer from 0 to 1000000000'],
    ['offset=1e3', 'offset', 'must be an integer from 0 to 1000000000'],
    ['year=1899', 'year', 'must be a year from 1900 to 2100'],
    ['year=2101', 'year', 'must be a year from 1900 to 2100'],
    ['year=twenty', 'year', 'must be a year from 1900 to 2100'],
    ['month=2027-13', 'month', 'must be a month written YYYY-MM'],
    ['month=2027-3', 'month', 'must be a month written YYYY-MM'],
    ['month=March', 'month', 'must be a month written YYYY-MM'],
    ['from=2027-02-30', 'from', 'must be a real calendar date written YYYY-MM-DD'],
    ['to=2027-13-01', 'to', 'must be a real calendar date written YYYY-MM-DD'],
    ['from=03/03/2027', 'from', 'must be a real calendar date written YYYY-MM-DD'],
    ['from=2027-05-02&to=2027-05-01', 'from', "must not be later than 'to'"],
    ['type=festival', 'type', 'must be one of conference, seminar, workshop, webinar'],
    ['continent=Atlantis', 'continent', 'must be one of Asia, Europe, North America, South America, Africa, Oceania'],
    ['sort=newest', 'sort', 'must be one of upcoming, date, -date'],
    [`q=${'a'.repeat(201)}`, 'q', 'must be at most 200 characters'],
    ['country=', 'country', 'must not be empty'],
    ['countries=,%20,', 'countries', 'must name at least one country'],
    ['topic=', 'topic', 'must not be empty'],
    ['city=%00', 'city', 'must not contain control characters'],
  ])('GET /api/gpt/conferences rejects %s', async (query, parameter, rule) => {
    const message = await rejected(`?${query}`);
    expect(message.startsWith(`Parameter '${parameter}' ${rule}`), message).toBe(true);
  });

  it.each(['limit', 'offset', 'q', 'country', 'countries', 'type', 'from', 'sort'])(
    'GET /api/gpt/conferences rejects %s given twice',
    async (name) => {
      const message = await rejected(`?${name}=1&${name}=2`);
      expect(message).toBe(`Parameter '${name}' was given more than once.`);
    },
  );

  it('accepts the limit bounds 1 and 50', async () => {
    expect((await search('?limit=1')).showing).toBe(1);
    expect((await search('?limit=50')).showing).toBe(50);
  });

  it('names the closest countries for an unknown country', async () => {
    expect(await rejected('?country=Germny')).toBe("Unknown country 'Germny'. Did you mean: Germany?");
  });

  it('names the closest topics for an unknown topic or sub-topic', async () => {
    expect(await rejected('?topic=Computr%20Science')).toMatch(
      /^Unknown topic 'Computr Science'\. Did you mean: Computer Science/,
    );
    expect(await rejected('?subtopic=Machine%20Lerning')).toMatch(/Did you mean: .*Machine Learning/);
  });

  it('gives zero results, not an error, for an unknown city or unmatched words', async () => {
    expect((await search('?city=Atlantis')).total).toBe(0);
    expect((await search('?q=zzzzqqqq')).total).toBe(0);
  });
});

describe('GET /api/gpt/conferences: matching', () => {
  it('matches types in any case', async () => {
    const body = await search('?type=WORKSHOP&limit=50');
    expect(body.total).toBe(count((row) => row.type === 'workshop'));
    expect(body.conferences.every((c: { type: string }) => c.type === 'Workshop')).toBe(true);
  });

  it('matches a topic by name, folded name or slug alike', async () => {
    const expected = count((row) => row.topic === 'Computer Science');
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
    const expected = count((row) => row.country.name === name);
    expect(expected).toBeGreaterThan(0);
    for (const spelling of spellings) {
      const body = await search(`?country=${spelling}`);
      expect(body.total, spelling).toBe(expected);
      expect(body.filters_applied.countries_included).toEqual([name]);
    }
  });

  it('matches cities ignoring case and diacritics ("munchen" finds München)', async () => {
    const city = api.rows
      .map((row) => row.city)
      .find((name): name is string => name !== null && fold(name) !== name.toLowerCase());
    expect(city).toBeDefined();
    const expected = count((row) => row.city === city);
    const body = await search(`?city=${encodeURIComponent(fold(city!))}&limit=50`);
    expect(body.total).toBe(expected);
    expect(body.conferences.every((c: { location: { city: string } }) => c.location.city === city)).toBe(true);
    if (api.rows.some((row) => row.city === 'München')) {
      expect((await search('?city=munchen')).total).toBe(count((row) => row.city === 'München'));
    }
  });

  it('treats country and countries as one filter: the union of the names', async () => {
    const names = new Set(['Germany', 'France', 'Spain']);
    const body = await search('?country=Germany&countries=France,%20Spain,germany');
    expect(body.total).toBe(count((row) => names.has(row.country.name)));
    expect(new Set(body.filters_applied.countries_included)).toEqual(names);
  });

  it('narrows the country filter by the continent', async () => {
    const body = await search('?country=Germany&countries=Japan,France&continent=europe&limit=50');
    expect(body.total).toBe(count((row) => row.country.name === 'Germany' || row.country.name === 'France'));
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
    expect(body.total).toBe(count((row) => row.country.continent === 'Europe'));
  });

  it('finds events of every continent', async () => {
    for (const continent of CONTINENTS) {
      const body = await search(`?continent=${encodeURIComponent(continent.toLowerCase())}`);
      expect(body.total, continent).toBe(count((row) => row.country.continent === continent));
    }
  });

  it('reports the words of q it used, without stop words', async () => {
    const body = await search('?q=Conference%20on%20the%20Machine%20Learning');
    expect(body.filters_applied.search_terms).toEqual(['conference', 'machine', 'learning']);
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
    expect(ascending.conferences[0].dates.start).toBe(formatIsoDate(Math.min(...api.rows.map((row) => row.start))));
    const descending = await search('?sort=-date&limit=20');
    expect(starts(descending)).toEqual([...starts(descending)].sort().reverse());
    const upcoming = await search('?sort=upcoming&limit=20&year=2025');
    expect(upcoming.total).toBe((await search('?year=2025')).total);
  });

  it('gives next_offset = offset + showing while there are more, and null on the last page', async () => {
    const first = await search('?type=webinar&limit=7');
    expect(first.pagination).toEqual({ limit: 7, offset: 0, has_more: true, next_offset: 7 });
    const second = await search('?type=webinar&limit=7&offset=7');
    expect(second.pagination.next_offset).toBe(14);
    expect(second.conferences[0].id).not.toBe(first.conferences[0].id);
    const total = first.total as number;
    const last = await search(`?type=webinar&limit=7&offset=${total - 3}`);
    expect(last.showing).toBe(3);
    expect(last.pagination).toEqual({ limit: 7, offset: total - 3, has_more: false, next_offset: null });
    const beyond = await search(`?type=webinar&offset=${total + 100}`);
    expect(beyond.showing).toBe(0);
    expect(beyond.total).toBe(total);
    expect(beyond.pagination).toEqual({ limit: 10, offset: total + 100, has_more: false, next_offset: null });
  });

  it('pages through a result without repeating or skipping events', async () => {
    const seen: number[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const body = await search(`?country=Germany&limit=13&offset=${offset}`);
      seen.push(...body.conferences.map((c: { id: number }) => c.id));
      offset = body.pagination.next_offset;
    }
    expect(seen).toHaveLength(count((row) => row.country.name === 'Germany'));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps a 50-result page far below 100,000 characters', async () => {
    const response = await api.get('/api/gpt/conferences?limit=50');
    expect(json(response).showing).toBe(50);
    expect(response.body.length).toBeLessThan(50_000);
  });
});
