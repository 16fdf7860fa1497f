/**
 * The connector tools search and fetch (docs/api.md, "Connector tools"), called through the SDK's
 * own client, which validates each result against the tool's output schema: the question read as a
 * search with its places, dates, types, open calls and ranks applied, results a person recognises
 * and can open, what is left out when nothing matches (never the subject), why an empty answer is
 * empty, the tools' declared limits, one event as text, and the same answers over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { citationUrl } from '../../src/api/views/citation.js';
import { readQuestion } from '../../src/api/connector/reading.js';
import { ID_MAX } from '../../src/api/schemas/rules.js';
import { formatIsoDate, todayUtc } from '../../src/util/dates.js';
import { json, NOW } from '../http/harness.js';
import { textOf, useMcpApi } from './client.js';

const held = useMcpApi();
const today = todayUtc(NOW);
const NLP = 'NLP conferences in Europe with an open call';

type Result = { id: string; title: string; url: string };
type Document = Result & { text: string; metadata: Record<string, any> };

/** The search parameters a question is read as. */
const readSentence = (index: Parameters<typeof readQuestion>[0], question: string, day: number) =>
  readQuestion(index, question, day).parameters;

async function call(name: string, args: Record<string, unknown>) {
  const result = await held.client.callTool({ name, arguments: args });
  return { result, body: result.isError ? undefined : (result.structuredContent as Record<string, any>) };
}

describe('the connector search reads its sentence as a search', () => {
  it('applies the places, types and open calls it names, and keeps the other words as q', () => {
    const { index } = held.api;
    expect(readSentence(index, NLP, today)).toEqual({
      q: 'nlp',
      type: 'conference',
      continent: 'Europe',
      cfp: 'open',
    });
    expect(readSentence(index, 'CORE A* workshops in Germany or France in March 2027', today)).toEqual({
      core_rank: 'A*',
      type: 'workshop',
      country: 'Germany,France',
      month: '2027-03',
    });
    expect(readSentence(index, 'online machine learning seminars, call for papers, CCF B, 2027', today)).toEqual({
      format: 'online',
      q: 'machine learning',
      type: 'seminar',
      cfp: 'open',
      ccf_rank: 'B',
      year: '2027',
    });
  });

  it('answers the first page of that search: the same events searchConferences finds', async () => {
    const parameters = readSentence(held.api.index, 'conferences in Europe in 2027', today);
    const http = json(
      await held.api.get(`/api/gpt/conferences?${new URLSearchParams({ ...parameters, limit: '10' })}`),
    );
    expect(http.total).toBeGreaterThan(0);
    const { body } = await call('search', { query: 'conferences in Europe in 2027' });
    expect(body!.results.map((result: Result) => result.id)).toEqual(
      http.conferences.map((event: { id: number }) => String(event.id)),
    );
  });
});

describe('a connector search that finds nothing', () => {
  /** The first page of searchConferences over HTTP with `parameters`, or its total alone. */
  async function httpSearch(parameters: Record<string, string>, limit = '10') {
    return json(await held.api.get(`/api/gpt/conferences?${new URLSearchParams({ ...parameters, limit })}`));
  }
  const ids = (events: { id: number }[]) => events.map((event) => String(event.id));
  /** The first event of each series (else acronym): a wider answer to a question naming no edition has them so. */
  const venues = (events: { id: number; series?: string | null; acronym?: string | null }[]) =>
    events.filter((event, at) => {
      const key = (one: typeof event) => one.series ?? one.acronym?.toLowerCase() ?? `id ${one.id}`;
      return events.findIndex((other) => key(other) === key(event)) === at;
    });

  it('leaves out what the search offers, never the subject, each title naming what was left out', async () => {
    const sentence = 'machine learning conferences in Norway with an open call';
    const parameters = readSentence(held.api.index, sentence, today);
    expect(parameters).toMatchObject({ q: 'machine learning', country: 'Norway', cfp: 'open' });
    const strict = await httpSearch(parameters);
    expect(strict.total).toBe(0);
    // The search offers leaving out the country or q; q is the subject, never left out.
    expect(strict.relaxations.map((relaxation: { drop: string }) => relaxation.drop).sort()).toEqual(['country', 'q']);
    const { country: _left, ...wider } = parameters;
    // An open call: the soonest deadline first, as the connector orders a question about deadlines;
    // the country left out is widened to its continent, where the search finds events.
    const relaxed = await httpSearch({ ...wider, continent: 'Europe', sort: 'deadline' });
    expect(relaxed.total).toBeGreaterThan(0);
    const { body } = await call('search', { query: sentence });
    const results = body!.results as Result[];
    expect(results.map((result) => result.id)).toEqual(ids(venues(relaxed.conferences)));
    // An open call asked, each title says its deadline too.
    for (const result of results)
      expect(result.title).toMatch(/ \(found without country=Norway, with continent=Europe; [^)]*deadline[^)]*\)$/);
    const http = await held.api.get(`/api/gpt/connector/search?query=${encodeURIComponent(sentence)}`);
    expect(json(http)).toEqual(body);
  });

  it('leaves out the part that alone matches the most events first, until something is found', async () => {
    const sentence = 'NLP workshops in Germany with an open call';
    const parameters = readSentence(held.api.index, sentence, today);
    expect(parameters).toEqual({ q: 'nlp', type: 'workshop', country: 'Germany', cfp: 'open' });
    expect((await httpSearch(parameters)).total).toBe(0);
    // cfp=open alone matches more events than type=workshop, and that more than country=Germany.
    const alone = async (name: string) => (await httpSearch({ [name]: parameters[name]! }, '0')).total;
    expect(await alone('cfp')).toBeGreaterThan(await alone('type'));
    expect(await alone('type')).toBeGreaterThan(await alone('country'));
    const { cfp: _cfp, ...withoutCfp } = parameters;
    expect((await httpSearch(withoutCfp)).total).toBe(0);
    const { type: _type, ...wider } = withoutCfp;
    // A subject in q: the events named for it first, as the connector orders it.
    const relaxed = await httpSearch({ ...wider, sort: 'relevance' });
    expect(relaxed.total).toBeGreaterThan(0);
    const { body } = await call('search', { query: sentence });
    expect(body!.results.map((result: Result) => result.id)).toEqual(ids(relaxed.conferences));
    for (const result of body!.results as Result[]) {
      expect(result.title).toMatch(
        / \(found without cfp=open, type=workshop(; [^)]*deadline[^)]*)?(; ended \d{4}-\d{2}-\d{2})?\)$/,
      );
    }
  });

  it('does not search a word the data has none of, and says so in its reading', async () => {
    const sentence = 'learning zzyzx conferences';
    const parameters = readSentence(held.api.index, sentence, today);
    expect(parameters).toEqual({ type: 'conference', q: 'learning' });
    const found = await httpSearch({ ...parameters, sort: 'relevance' }, '50');
    expect(found.total).toBeGreaterThan(0);
    const { body } = await call('search', { query: sentence });
    // Of one word, the first 50 of relevance with the events named for it, not ended, first; one
    // edition of each series (by acronym).
    type Found = { id: number; name: string; acronym: string | null; dates: { end: string | null } };
    const named = (event: Found) => /\blearning\b/i.test(event.name) && (event.dates.end ?? '') >= formatIsoDate(today);
    const order = [...found.conferences.filter(named), ...found.conferences.filter((one: Found) => !named(one))];
    const series = new Set<string>();
    const once = order.filter((event: Found) => {
      const key = event.acronym?.toLowerCase();
      if (key === undefined) return true;
      if (series.has(key)) return false;
      series.add(key);
      return true;
    });
    expect(once.length).toBeLessThan(order.length);
    expect(body!.results.map((result: Result) => result.id)).toEqual(ids(once.slice(0, 10)));
    const skipped = once.slice(0, 10).some((event: Found, at: number) => event !== order[at]);
    const here = skipped ? '10 here, one edition of each series' : 'the first 10 here';
    const count = found.total > 10 ? `; ${found.total.toLocaleString('en')} events match: ${here}` : '';
    expect(body!.reading).toBe(`Read as type=conference, q="learning"; not read: "zzyzx"${count}.`);
  });

  it('keeps the acronym named: an edition the data lacks answers the series, saying so', async () => {
    const { body } = await call('search', { query: 'When is IJCAI 2031?' });
    const series = await httpSearch({ acronym: 'IJCAI' });
    // By its first edition: the year asked left out, the others say nothing of 2031.
    expect(series.conferences.length).toBeGreaterThan(1);
    expect(body!.results.map((result: Result) => result.id)).toEqual(ids(series.conferences).slice(0, 1));
    // Its dates too, which "When" asks for.
    for (const result of body!.results as Result[])
      expect(result.title).toMatch(/ \(found without year=2031; [^;]+(; ended \d{4}-\d{2}-\d{2})?\)$/);
  });

  it('is empty when only the subject is left and finds nothing, and says why', async () => {
    const topic = await call('search', { query: 'zzyzx conferences in Germany' });
    expect(topic.result.isError).toBeFalsy();
    expect(topic.body).toEqual({
      results: [],
      message:
        'No event matches the question, read as type=conference, country=Germany, q="zzyzx": no event has the word "zzyzx".',
    });
    // One letter off an acronym of the data is another venue's, maybe one the data lacks.
    const acronym = await call('search', { query: 'When is ICMX 2027?' });
    expect(acronym.body).toEqual({
      results: [],
      message:
        'No event matches the question, read as acronym=ICMX, year=2027: no event has the acronym ICMX (the closest is ICME).',
    });
  });

  it('leaves out at most half of a question without a subject', async () => {
    const sentence = 'CORE A* seminars in Peru in March 2027';
    expect(readSentence(held.api.index, sentence, today)).toEqual({
      core_rank: 'A*',
      type: 'seminar',
      country: 'Peru',
      month: '2027-03',
    });
    const { body } = await call('search', { query: sentence });
    expect(body).toEqual({
      results: [],
      message:
        'No event matches the question, read as core_rank=A*, type=seminar, country=Peru, month=2027-03: no event ' +
        'matches all of it, nor with up to half of it left out.',
    });
  });

  it('answers a question that names nothing with a message, not a bare empty list', async () => {
    const { body } = await call('search', { query: 'Hello, can you help me?' });
    expect(body!.results).toEqual([]);
    expect(body!.message).toMatch(/^The question names nothing to search for/);
  });

  it('tries the search’s respelling of a subject the data does not have', async () => {
    // Two letters off "learning", "lernin" is no reading's respelling, so the subject is kept whole
    // for the answer's ("machin lerning" is read as machine learning already).
    const { body } = await call('search', { query: 'machin lernin conferences' });
    const respelt = await httpSearch({ type: 'conference', q: 'machine learning', sort: 'relevance' });
    expect(body!.results.map((result: Result) => result.id)).toEqual(ids(venues(respelt.conferences)));
    for (const result of body!.results as Result[])
      expect(result.title).toMatch(/ \(found as "machine learning"(; ended \d{4}-\d{2}-\d{2})?\)$/);
  });

  it('answers found events without a note', async () => {
    const { body } = await call('search', { query: NLP });
    expect(body!.results.length).toBeGreaterThan(0);
    for (const result of body!.results as Result[]) expect(result.title).not.toContain('found without');
    expect(body!.message).toBeUndefined();
  });
});

describe('search', () => {
  it('titles each result with acronym, year and place, and links it to a page a person can open', async () => {
    const { body } = await call('search', { query: 'conferences in Germany' });
    expect(body!.results.length).toBeGreaterThan(0);
    for (const result of body!.results as Result[]) {
      const event = json(await held.api.get(`/api/gpt/conferences/${result.id}`)).conference;
      const year = event.dates.start?.slice(0, 4);
      const named = event.acronym || event.name;
      const head = year && !named.includes(year) ? `${named} ${year}` : named;
      expect(result.title).toBe(`${head} — ${event.location.city ? `${event.location.city}, ` : ''}Germany`);
      expect(result.url).toBe(citationUrl(held.api.index, event.id, held.api.config.PUBLIC_BASE_URL));
      expect(result.url).not.toContain('/api/');
    }
  });

  it('answers the same body over HTTP as to the tool', async () => {
    const { result } = await call('search', { query: NLP });
    const http = await held.api.get(`/api/gpt/connector/search?query=${encodeURIComponent(NLP)}`);
    expect(http.statusCode).toBe(200);
    expect(textOf(result)).toBe(http.body);
  });

  it('answers a long question, never refusing it for the length of what is left for q', async () => {
    const words = 'chemistry physics biology medicine economics history law music sport energy zzyzx qqq';
    const question = `${`I am looking for conferences or workshops about ${words}, `.repeat(3)}please`;
    expect(question.length).toBeGreaterThan(200);
    expect(question.length).toBeLessThanOrEqual(500);
    const { result, body } = await call('search', { query: question });
    expect(result.isError).toBeFalsy();
    expect(body!.results.length > 0 || body!.message !== undefined).toBe(true);
  });

  it('declares its limits as it applies them: query 1 to 500 characters, fetch ids 1 to the largest id', async () => {
    const { tools } = await held.client.listTools();
    const search = tools.find((tool) => tool.name === 'search')!;
    expect(search.inputSchema.properties!.query).toMatchObject({ type: 'string', minLength: 1, maxLength: 500 });
    const { result } = await call('search', { query: 'x'.repeat(501) });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result)).message).toMatch(/^Argument 'query' must be a question or keywords of 1 to 500 /);
    const fetch = tools.find((tool) => tool.name === 'fetch')!;
    const pattern = new RegExp((fetch.inputSchema.properties!.id as { pattern: string }).pattern);
    const samples = ['0', '1', '007', '1e3', ' 12', String(ID_MAX), String(ID_MAX + 1), '2147483650', '2200000000'];
    for (let digits = 1; digits <= 11; digits++) samples.push('9'.repeat(digits), `1${'0'.repeat(digits - 1)}`);
    for (const id of samples) {
      const { result } = await call('fetch', { id });
      const code = result.isError ? JSON.parse(textOf(result)).code : 'found';
      // The pattern admits exactly the ids the server takes (an unknown one is not found, not refused);
      // the server also trims white space, which the pattern does not admit.
      expect(pattern.test(id), id).toBe(code !== 'invalid_parameter' && id.trim() === id);
    }
  });

  it('refuses a call without its query, as a tool error with the API body', async () => {
    const { result } = await call('search', {});
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toMatchObject({ code: 'invalid_parameter' });
    expect(JSON.parse(textOf(result)).message).toContain("Argument 'query'");
  });
});

describe('fetch', () => {
  it('answers the event as text with every deadline, its ranks and links, and its fields as metadata', async () => {
    const withDeadlines = held.api.rows.find((row) => row.deadlines.length > 1)!;
    const { body } = await call('fetch', { id: String(withDeadlines.id) });
    const document = body as Document;
    const detail = json(await held.api.get(`/api/gpt/conferences/${withDeadlines.id}`)).conference;
    expect(document.id).toBe(String(withDeadlines.id));
    expect(document.metadata).toEqual(detail);
    expect(document.text.split('\n')[0]).toBe(detail.name);
    expect(document.text).toContain(`Dates: ${detail.dates.formatted}`);
    for (const deadline of detail.deadlines) {
      // Its local date and hour in its zone, and in UTC (test/mcp/deadline-text.test.ts checks the hours).
      const utc = `${deadline.at.slice(0, 10)} ${deadline.at.slice(11, 16)} UTC`;
      const zone = deadline.timezone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(document.text).toMatch(new RegExp(`${deadline.date} \\d\\d:\\d\\d ${zone} = ${utc}`));
    }
    if (detail.website) expect(document.text).toContain(`Website: ${detail.website}`);
    if (detail.rank.core) expect(document.text).toContain(`CORE ${detail.rank.core}`);
    expect(document.url).toBe(citationUrl(held.api.index, detail.id, held.api.config.PUBLIC_BASE_URL));
    const http = await held.api.get(`/api/gpt/connector/fetch/${withDeadlines.id}`);
    expect(json(http)).toEqual(body);
  });

  it('answers an unknown id with the not-found tool error', async () => {
    const { result } = await call('fetch', { id: '2147483000' });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result)).code).toBe('event_not_found');
  });
});
