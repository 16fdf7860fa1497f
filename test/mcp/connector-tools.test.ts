/**
 * The connector tools search and fetch (docs/api.md, "Connector tools"), called through the SDK's
 * own client, which validates each result against the tool's output schema: the sentence read as a
 * search with its places, dates, types, open calls and ranks applied, results a person recognises
 * and can open, one event as text, and the same answers over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { readSentence } from '../../src/api/connector/reading.js';
import { todayUtc } from '../../src/util/dates.js';
import { json, NOW } from '../http/harness.js';
import { textOf, useMcpApi } from './client.js';

const held = useMcpApi();
const today = todayUtc(NOW);
const NLP = 'NLP conferences in Europe with an open call';

type Result = { id: string; title: string; url: string };
type Document = Result & { text: string; metadata: Record<string, any> };

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
  /** The first page of searchConferences over HTTP with `parameters`. */
  async function httpSearch(parameters: Record<string, string>) {
    return json(await held.api.get(`/api/gpt/conferences?${new URLSearchParams({ ...parameters, limit: '10' })}`));
  }

  it('is relaxed as the search’s largest relaxation says, each title naming the filter left out', async () => {
    const sentence = 'machine learning conferences in Norway with an open call';
    const parameters = readSentence(held.api.index, sentence, today);
    expect(parameters).toMatchObject({ country: 'Norway', cfp: 'open' });
    const strict = await httpSearch(parameters);
    expect(strict.total).toBe(0);
    const [largest] = strict.relaxations;
    expect(largest.drop).toBe('country');
    const { country: _left, ...wider } = parameters;
    const relaxed = await httpSearch(wider);
    expect(relaxed.total).toBe(largest.total);
    const { body } = await call('search', { query: sentence });
    const results = body!.results as Result[];
    expect(results.map((result) => result.id)).toEqual(relaxed.conferences.map((e: { id: number }) => String(e.id)));
    for (const result of results) expect(result.title).toMatch(/ \(found without country=Norway\)$/);
    const http = await held.api.get(`/api/gpt/connector/search?query=${encodeURIComponent(sentence)}`);
    expect(json(http)).toEqual(body);
  });

  it('leaves out the words of q when that is what finds something', async () => {
    const sentence = 'zzyzx conferences in Germany';
    const parameters = readSentence(held.api.index, sentence, today);
    expect(parameters.q).toBe('zzyzx');
    expect((await httpSearch(parameters)).relaxations[0]).toMatchObject({ drop: 'q' });
    const { q: _q, ...wider } = parameters;
    const relaxed = await httpSearch(wider);
    const { body } = await call('search', { query: sentence });
    expect(body!.results.map((result: Result) => result.id)).toEqual(
      relaxed.conferences.map((e: { id: number }) => String(e.id)),
    );
    expect(body!.results[0].title).toMatch(/ — .*Germany \(found without "zzyzx"\)$/);
  });

  it('leaves out one word of q before the whole of it, keeping the rest of what was asked', async () => {
    const sentence = 'learning zzyzx conferences';
    const parameters = readSentence(held.api.index, sentence, today);
    expect(parameters).toEqual({ type: 'conference', q: 'learning zzyzx' });
    const offered = (await httpSearch(parameters)).relaxations;
    expect(offered[0]).toMatchObject({ drop: 'q' });
    expect(offered[0].term).toBeUndefined();
    expect(offered).toContainEqual(expect.objectContaining({ drop: 'q', term: 'zzyzx' }));
    const relaxed = await httpSearch({ ...parameters, q: 'learning' });
    expect(relaxed.total).toBeGreaterThan(0);
    const { body } = await call('search', { query: sentence });
    expect(body!.results.map((result: Result) => result.id)).toEqual(
      relaxed.conferences.map((e: { id: number }) => String(e.id)),
    );
    for (const result of body!.results as Result[]) expect(result.title).toMatch(/ \(found without "zzyzx"\)$/);
  });

  it('answers no results when no single relaxation finds anything, as the search offers none', async () => {
    const sentence = 'CORE A* seminars in Peru in March 2027';
    const strict = await httpSearch(readSentence(held.api.index, sentence, today));
    expect(strict.total).toBe(0);
    expect(strict.relaxations ?? []).toEqual([]);
    const { result, body } = await call('search', { query: sentence });
    expect(result.isError).toBeFalsy();
    expect(body).toEqual({ results: [] });
  });

  it('answers found events without a note', async () => {
    const { body } = await call('search', { query: NLP });
    expect(body!.results.length).toBeGreaterThan(0);
    for (const result of body!.results as Result[]) expect(result.title).not.toContain('found without');
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
      expect(result.url).toBe(event.website || `${held.api.config.PUBLIC_BASE_URL}/api/gpt/conferences/${event.id}`);
      expect(result.url).not.toBe('');
    }
  });

  it('answers the same body over HTTP as to the tool', async () => {
    const { result } = await call('search', { query: NLP });
    const http = await held.api.get(`/api/gpt/connector/search?query=${encodeURIComponent(NLP)}`);
    expect(http.statusCode).toBe(200);
    expect(textOf(result)).toBe(http.body);
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
      expect(document.text).toContain(`${deadline.date} (${deadline.timezone}), ${deadline.at}`);
    }
    if (detail.website) expect(document.text).toContain(`Website: ${detail.website}`);
    if (detail.rank.core) expect(document.text).toContain(`CORE ${detail.rank.core}`);
    expect(document.url).toBe(detail.website || `${held.api.config.PUBLIC_BASE_URL}/api/gpt/conferences/${detail.id}`);
    const http = await held.api.get(`/api/gpt/connector/fetch/${withDeadlines.id}`);
    expect(json(http)).toEqual(body);
  });

  it('answers an unknown id with the not-found tool error', async () => {
    const { result } = await call('fetch', { id: '2147483000' });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result)).code).toBe('event_not_found');
  });
});
