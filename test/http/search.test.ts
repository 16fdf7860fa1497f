import { subTopicsOf, topicsOf } from '../../src/source/event-lists.js';
import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../src/util/dates.js';
import { TODAY, useSearchApi } from './search-api.js';

const ITEM_KEYS = [
  'acceptance_rate',
  'acronym',
  'cfp_status',
  'dates',
  'format',
  'id',
  'location',
  'name',
  'next_deadline',
  'organizer',
  'rank',
  'series',
  'sub_topic',
  'sub_topics',
  'submission_deadline',
  'topic',
  'topics',
  'type',
  'website',
];
const s = useSearchApi();
const { search, rejected, byId } = s;

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
    expect(body.total).toBe(s.api.rows.length);
    expect(body.showing).toBe(10);
    expect(body.conferences).toHaveLength(10);
    expect(body.pagination).toEqual({
      limit: 10,
      offset: 0,
      has_more: true,
      next_offset: 10,
      next_cursor: expect.stringMatching(/^[\w-]{24}$/),
      remaining: body.total - 10,
    });
  });

  it('answers limit=0 with the counts alone: the total and the facets, no events', async () => {
    const counted = await search('?topic=Medicine&limit=0&facets=country,year');
    const paged = await search('?topic=Medicine&limit=1&facets=country,year');
    expect(counted.conferences).toEqual([]);
    expect(counted.showing).toBe(0);
    expect(counted.total).toBe(paged.total);
    expect(counted.total).toBeGreaterThan(0);
    expect(counted.facets).toEqual(paged.facets);
    expect(counted.pagination).toEqual({
      limit: 0,
      offset: 0,
      has_more: true,
      next_offset: 0,
      next_cursor: expect.stringMatching(/^[\w-]{24}$/),
      remaining: counted.total,
    });
    expect((await search('?limit=0')).total).toBe(s.api.rows.length);
  });

  it('gives items exactly the documented fields, matching the source row', async () => {
    const body = await search('?limit=50&sort=date');
    for (const item of body.conferences) {
      // ranks and tracks only when the event has any (docs/api.md, Ranks and Tracks).
      const optional = ['ranks', 'tracks'].filter((key) => key in item);
      expect(Object.keys(item).sort()).toEqual([...ITEM_KEYS, ...optional].sort());
      if ('ranks' in item) expect(item.ranks.length).toBeGreaterThan(0);
      expect(Object.keys(item.dates).sort()).toEqual(['end', 'formatted', 'precision', 'start']);
      expect(Object.keys(item.location).sort()).toEqual(['city', 'country', 'venue']);
      const row = byId(item.id);
      expect(item).toMatchObject({
        name: row.name,
        type: row.type[0]!.toUpperCase() + row.type.slice(1),
        topic: row.topic,
        sub_topic: row.subTopic ?? '',
        topics: topicsOf(row),
        sub_topics: subTopicsOf(row),
        dates: { start: formatIsoDate(row.start), end: formatIsoDate(row.end), precision: 'day' },
        location: { city: row.city ?? '', country: row.country?.name ?? '', venue: row.venue ?? '' },
        organizer: row.organizer ?? '',
        website: row.website ?? '',
        format: row.format,
        submission_deadline: row.deadline === null ? null : formatIsoDate(row.deadline),
        acronym: row.bareAcronym,
        series: row.series,
        rank: { core: row.coreRank, ccf: row.ccfRank },
      });
      expect(['open', 'abstract_closed', 'closed', 'expected', 'none']).toContain(item.cfp_status);
      expect(typeof item.dates.formatted).toBe('string');
      for (const value of [item.sub_topic, item.location.city, item.location.venue, item.organizer, item.website]) {
        expect(value).not.toBeNull();
      }
    }
  });

  it('echoes the supplied parameters, trimmed', async () => {
    const body = await search('?q=%20quantum%20&limit=5&type=Workshop');
    expect(body.query).toEqual({ q: 'quantum', limit: '5', type: 'Workshop' });
  });

  it('refuses an unknown parameter, naming it and the one it most likely means', async () => {
    expect(await rejected('?q=quantum&utm_source=chat')).toMatch(
      /^Unknown parameter 'utm_source'\. .*Valid parameters: q, /,
    );
    expect(await rejected('?countr=Germany')).toMatch(/^Unknown parameter 'countr'\. Did you mean: country\?/);
  });

  it('ignores an empty q and does not echo it', async () => {
    const body = await search('?q=');
    expect(body.query).toEqual({});
    expect(body.total).toBe(s.api.rows.length);
  });
});

const thirteenWords = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron sigma'.split(' ');

describe('GET /api/gpt/conferences: an offset past the end', () => {
  it('says so in a hint naming the last page, and gives no hint on a page within the results', async () => {
    const body = await search('?topic=Medicine&limit=10&offset=5000');
    expect(body.conferences).toEqual([]);
    const last = Math.floor((body.total - 1) / 10) * 10;
    expect(body.hints[0]).toMatchObject({ reason: 'offset_past_end', parameter: 'offset', value: String(last) });
    expect(body.hints[0].message).toContain(`offset=${last}`);
    expect((await search(`?topic=Medicine&limit=10&offset=${last}`)).hints).toBeUndefined();
    expect((await search('?topic=Medicine&limit=0&offset=5000')).hints).toBeUndefined();
  });
});

describe('GET /api/gpt/conferences: facet_size', () => {
  it('lists facet_size values per facet (default 20), the first ones as a smaller size lists them', async () => {
    const facets = 'country,city,subtopic';
    const standard = (await search(`?limit=0&facets=${facets}`)).facets;
    const wide = (await search(`?limit=0&facets=${facets}&facet_size=100`)).facets;
    const narrow = (await search(`?limit=0&facets=${facets}&facet_size=3`)).facets;
    for (const name of facets.split(',')) {
      expect(standard[name]).toHaveLength(20);
      expect(wide[name].length, name).toBeGreaterThan(20);
      expect(wide[name].length, name).toBeLessThanOrEqual(100);
      expect(wide[name].slice(0, 20)).toEqual(standard[name]);
      expect(narrow[name]).toEqual(standard[name].slice(0, 3));
    }
  });

  it('lists facet_size values of the rank, call status and place facets as of the others', async () => {
    const facets = 'rank,core_rank,ccf_rank,cfp_status,country,city,region';
    const every = (await search(`?limit=0&facets=${facets}&facet_size=100`)).facets;
    const one = (await search(`?limit=0&facets=${facets}&facet_size=1`)).facets;
    for (const name of facets.split(',')) {
      expect(every[name].length, name).toBeGreaterThan(1);
      expect(one[name], name).toEqual(every[name].slice(0, 1));
    }
  });
});

describe('GET /api/gpt/conferences: parameter rules (docs/api.md)', () => {
  it.each([
    ['limit=51', 'limit', 'must be an integer from 1 to 50'],
    ['limit=-1', 'limit', 'must be an integer from 1 to 50'],
    ['limit=1.5', 'limit', 'must be an integer from 1 to 50'],
    ['limit=ten', 'limit', 'must be an integer from 1 to 50'],
    ['limit=', 'limit', 'must not be empty'],
    ['offset=-1', 'offset', 'must be an integer from 0 to 1000000000'],
    ['offset=1000000001', 'offset', 'must be an integer from 0 to 1000000000'],
    ['offset=1e3', 'offset', 'must be an integer from 0 to 1000000000'],
    ['facet_size=0', 'facet_size', 'must be an integer from 1 to 100'],
    ['facet_size=101', 'facet_size', 'must be an integer from 1 to 100'],
    ['year=1899', 'year', 'must be a year from 1900 to 2100'],
    ['year=2101', 'year', 'must be a year from 1900 to 2100'],
    ['year=twenty', 'year', 'must be a year from 1900 to 2100'],
    ['month=2027-13', 'month', 'must be a month written YYYY-MM'],
    ['month=2027-3', 'month', 'must be a month written YYYY-MM'],
    ['month=March', 'month', 'must be a month written YYYY-MM'],
    ['from=2027-02-30', 'from', 'must be a real calendar date written YYYY-MM-DD'],
    ['to=2027-13-01', 'to', 'must be a real calendar date written YYYY-MM-DD'],
    ['from=03/03/2027', 'from', 'must be a real calendar date written YYYY-MM-DD'],
    ['from=0050-06-15', 'from', 'must be a date from 1900-01-01 to 2100-12-31'],
    ['from=1899-12-31', 'from', 'must be a date from 1900-01-01 to 2100-12-31'],
    ['to=2101-01-01', 'to', 'must be a date from 1900-01-01 to 2100-12-31'],
    ['to=9999-12-31', 'to', 'must be a date from 1900-01-01 to 2100-12-31'],
    ['from=2027-05-02&to=2027-05-01', 'from', "must not be later than 'to'"],
    ['type=festival', 'type', 'must be one of conference, seminar, workshop, webinar'],
    ['continent=Atlantis', 'continent', 'must be one of Asia, Europe, North America, South America, Africa, Oceania'],
    ['sort=newest', 'sort', 'must be one of upcoming, date, -date'],
    [`q=${'a'.repeat(201)}`, 'q', 'must be at most 200 characters'],
    [`q=${encodeURIComponent('㌖'.repeat(34))}`, 'q', 'must be at most 200 characters once folded'],
    [`q=${encodeURIComponent('ﬃ'.repeat(67))}`, 'q', 'must be at most 200 characters once folded'],
    [`q=${thirteenWords.join('+')}`, 'q', 'must have at most 12 search terms'],
    [`topic=${encodeURIComponent('㌖'.repeat(34))}`, 'topic', 'must be at most 200 characters once folded'],
    [`city=${encodeURIComponent('\ufdfa'.repeat(12))}`, 'city', 'must be at most 200 characters once folded'],
    [
      `countries=Germany,${encodeURIComponent('㌖'.repeat(34))}`,
      'countries',
      'must not contain a name longer than 200 characters once folded',
    ],
    [`facets=${Array.from({ length: 40 }, (_, i) => `f${i}`).join(',')}`, 'facets', 'must be one of topic, subtopic'],
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

  it('accepts the date bounds 1900-01-01 and 2100-12-31', async () => {
    const body = await search('?from=1900-01-01&to=2100-12-31');
    expect(body.filters_applied.date_range).toEqual({ from: '1900-01-01', to: '2100-12-31' });
  });

  it('accepts q at its bounds: 200 characters once folded, 12 search terms (stop words and repeats not counted)', async () => {
    expect((await search(`?q=${encodeURIComponent('㌖'.repeat(33))}`)).total).toBe(0);
    expect((await search(`?q=${encodeURIComponent('ﬃ'.repeat(66))}`)).total).toBe(0);
    const twelve = thirteenWords.slice(0, 12);
    expect((await search(`?q=${twelve.join('+')}`)).filters_applied.search_terms).toHaveLength(12);
    const padded = [...twelve, 'the', 'of', ...twelve.slice(0, 3)].join('+');
    expect((await search(`?q=${padded}`)).filters_applied.search_terms).toEqual(twelve);
  });

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

  it('gives zero results, not an error, for unmatched words; an unknown city is refused', async () => {
    expect(await rejected('?city=Xanadoo')).toContain("Unknown city 'Xanadoo' in city.");
    expect((await search('?q=zzzzqqqq')).total).toBe(0);
  });
});

describe('GET /api/gpt/conferences: sort=relevance', () => {
  /** Whether an item's bare acronym or series is the query term. */
  const exact = (item: Record<string, any>, term: string) =>
    item.acronym?.toLowerCase() === term || item.series === term;

  it('puts the events whose acronym or series is a term of q first, then the rest in the default order', async () => {
    const relevance = await search('?q=icml&sort=relevance&limit=50');
    const plain = await search('?q=icml&limit=50');
    expect(relevance.query.sort).toBe('relevance');
    expect(relevance.total).toBe(plain.total);
    const items: Record<string, any>[] = relevance.conferences;
    const front = items.filter((item) => exact(item, 'icml'));
    // q=icml is also a prefix: ICMLQC-like acronyms and names match, and come after.
    expect(front.length).toBeGreaterThan(0);
    expect(front.length).toBeLessThan(items.length);
    expect(items.slice(0, front.length)).toEqual(front);
    // Each part keeps the default order of the matches.
    const rank = new Map<number, number>(plain.conferences.map((item: Record<string, any>, i: number) => [item.id, i]));
    const ascending = (part: Record<string, any>[]) => part.map((item) => rank.get(item.id)!);
    const isSorted = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! < value);
    expect(isSorted(ascending(front))).toBe(true);
    // Then the events not ended whose name has the word (docs/api.md, Order), then the rest.
    const after = items.slice(front.length);
    // An edition whose dates are not known yet has not ended.
    const today = formatIsoDate(TODAY);
    const named = after.filter((item) => /\bicml\b/i.test(item.name) && (item.dates.end ?? today) >= today);
    expect(after.slice(0, named.length)).toEqual(named);
    expect(isSorted(ascending(named))).toBe(true);
    expect(isSorted(ascending(after.slice(named.length)))).toBe(true);
    // Paging runs across both parts.
    const second = await search(`?q=icml&sort=relevance&limit=3&offset=${front.length - 1}`);
    expect(second.conferences.map((item: Record<string, any>) => item.id)).toEqual(
      items.slice(front.length - 1, front.length + 2).map((item) => item.id),
    );
  });

  it('is the default order without q, and never the default with q', async () => {
    const ids = (body: Record<string, any>) => body.conferences.map((item: Record<string, any>) => item.id);
    expect(ids(await search('?sort=relevance&limit=20'))).toEqual(ids(await search('?limit=20')));
    expect(ids(await search('?sort=relevance&year=2027&limit=20'))).toEqual(ids(await search('?year=2027&limit=20')));
    const withQ = await search('?q=icml&limit=50');
    expect(withQ.query.sort).toBeUndefined();
    expect(ids(withQ)).not.toEqual(ids(await search('?q=icml&sort=relevance&limit=50')));
  });
});
