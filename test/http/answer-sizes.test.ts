/**
 * Every answer fits every host (docs/api.md, Answer sizes), on the demo data, at the widest and the
 * most hostile arguments: an HTTP answer is at most 100,000 characters, an MCP tool result (its
 * text and its structuredContent together) at most 1,000 characters per event asked, between
 * 10,000 and 50,000; what an answer leaves out it names in `cut`, and the next page starts with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ANSWER_MAX, MCP_RESULT_MAX, MCP_RESULT_MIN, mcpResultCap } from '../../src/api/views/answer-caps.js';
import { ITEM_FIELD_NAMES } from '../../src/api/schemas/event-fields.js';
import { loadCountries } from '../../src/reference/countries.js';
import { REQUEST_FACETS } from '../../src/search/index.js';
import { type ListeningApi, post, startListeningApi } from '../mcp/client.js';

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi();
});
afterAll(async () => {
  await api?.close();
});

type Args = Record<string, string>;

const EVERY_FACET = REQUEST_FACETS.join(',');
const WIDEST = { facets: EVERY_FACET, facet_size: '100', include: 'deadlines', tz: 'America/Argentina/Buenos_Aires' };

/** The widest and the most hostile searches: every facet at 100, every field and deadline, long lists. */
function searches(): Args[] {
  const names = loadCountries().map((country) => country.name);
  const longest = [...names].sort((a, b) => b.length - a.length);
  const id = String(api.rows[0]!.id);
  const longQ = Array.from({ length: 12 }, (_, i) => `internationalization${i}`)
    .join(' ')
    .slice(0, 200);
  return [
    { limit: '50', ...WIDEST },
    { limit: '50', ...WIDEST, fields: ITEM_FIELD_NAMES.join(',') },
    { limit: '10', ...WIDEST },
    { limit: '1', ...WIDEST },
    { limit: '0', facets: EVERY_FACET, facet_size: '100' },
    { limit: '10' },
    { limit: '10', include: 'deadlines', fields: ITEM_FIELD_NAMES.join(',') },
    { limit: '50', near: 'Barcelona', radius_km: '500', include_online: 'true', sort: 'distance', ...WIDEST },
    { limit: '50', similar_to: id, ...WIDEST },
    { limit: '50', sort: 'deadline', cfp: 'open', ...WIDEST },
    { limit: '50', countries: longest.slice(0, 300).join(','), ...WIDEST },
    { limit: '50', country: longest.slice(0, 150).join(','), countries: longest.slice(150, 300).join(','), ...WIDEST },
    { limit: '50', q: longQ, ...WIDEST },
    { limit: '50', acronym: Array.from({ length: 40 }, (_, i) => `ZZ${i}`).join(','), ...WIDEST },
    { limit: '50', offset: '1999', ...WIDEST },
    { limit: '50', offset: '5000', ...WIDEST },
  ];
}

/** A tool call's result: its text, its structuredContent as JSON text, and the whole JSON-RPC answer. */
async function toolResult(name: string, args: Record<string, unknown>) {
  const response = await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
  const raw = await response.text();
  const { result } = JSON.parse(raw) as { result: { content: { text: string }[]; structuredContent?: unknown } };
  expect(result, raw.slice(0, 300)).toBeDefined();
  const text = result.content[0]!.text;
  const structured = result.structuredContent === undefined ? '' : JSON.stringify(result.structuredContent);
  return { text, structured, size: text.length + structured.length, answer: result.structuredContent as any };
}

const query = (args: Args) => new URLSearchParams(args).toString();

describe('answer sizes', () => {
  it('hold a search to 100,000 characters over HTTP and its cap over MCP, at the widest and most hostile arguments', async () => {
    let cuts = 0;
    for (const args of searches()) {
      const label = query(args).slice(0, 160);
      const http = await api.get(`/api/gpt/conferences?${query(args)}`);
      expect(http.statusCode, `${label}: ${http.body.slice(0, 200)}`).toBe(200);
      expect(http.body.length, label).toBeLessThanOrEqual(HTTP_ANSWER_MAX);
      const limit = Number(args.limit ?? '10');
      const mcp = await toolResult('searchConferences', args);
      const cap = mcpResultCap(limit);
      expect(mcp.size, label).toBeLessThanOrEqual(cap);
      expect(cap).toBeLessThanOrEqual(limit <= 10 ? MCP_RESULT_MIN : MCP_RESULT_MAX);
      // What is cut is named, and the next page starts with the events left out.
      const { answer } = mcp;
      const asked = Math.max(0, Math.min(limit, answer.total - answer.pagination.offset));
      const eventsCut = answer.cut?.find((cut: { part: string }) => cut.part === 'conferences');
      if (answer.showing < asked) {
        cuts++;
        expect(eventsCut, label).toMatchObject({ shown: answer.showing, of: asked });
        expect(answer.pagination.next_offset, label).toBe(answer.pagination.offset + answer.showing);
      } else expect(eventsCut, label).toBeUndefined();
      for (const cut of answer.cut ?? []) expect(mcp.text, label).toContain(cut.message);
    }
    // The demo data is large enough for the caps to cut some of these answers.
    expect(cuts).toBeGreaterThan(0);
  });

  it('hold every other tool to 50,000 characters over MCP and 100,000 over HTTP', async () => {
    const ids = api.rows.filter((_, i) => i % 10 === 0).map((row) => row.id);
    const calls: [string, Record<string, string>, string][] = [
      ['listTopics', {}, '/api/gpt/topics'],
      ['listCountries', {}, '/api/gpt/countries'],
      ['getStatistics', {}, '/api/gpt/stats'],
      ['search', { query: 'machine learning conferences in Germany with an open call' }, ''],
      ['subscribeToSearch', { country: 'Germany', include: 'deadlines' }, ''],
      ...ids.map((id): [string, Record<string, string>, string] => [
        'getConference',
        { id: String(id), tz: 'Asia/Kolkata' },
        `/api/gpt/conferences/${id}?tz=Asia/Kolkata`,
      ]),
      ...ids.slice(0, 40).map((id): [string, Record<string, string>, string] => ['fetch', { id: String(id) }, '']),
    ];
    const { topics } = (await api.get('/api/gpt/topics')).json();
    for (const topic of topics)
      calls.push(['listTopics', { topic: topic.name }, `/api/gpt/topics?topic=${topic.slug}`]);
    for (const [name, args, url] of calls) {
      const mcp = await toolResult(name, args);
      expect(mcp.size, `${name} ${JSON.stringify(args)}`).toBeLessThanOrEqual(MCP_RESULT_MAX);
      if (url === '') continue;
      const http = await api.get(url);
      expect(http.body.length, url).toBeLessThanOrEqual(HTTP_ANSWER_MAX);
    }
  });

  it('say a typical search (a page of 10) in at most 10,000 characters over MCP, text and structured content', async () => {
    for (const args of [
      {},
      { q: 'conference' },
      { country: 'Germany' },
      { cfp: 'open', sort: 'deadline' },
      { topic: 'Computer Science' },
    ]) {
      const mcp = await toolResult('searchConferences', args);
      expect(mcp.size, JSON.stringify(args)).toBeLessThanOrEqual(MCP_RESULT_MIN);
      expect(mcp.answer.cut, JSON.stringify(args)).toBeUndefined();
      for (const item of mcp.answer.conferences) expect(mcp.text).toContain(`(id ${item.id})`);
    }
  });
});
