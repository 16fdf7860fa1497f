/**
 * The MCP tools through the SDK's own client: they come from the operation table, each answers the
 * HTTP API's JSON body, and bad arguments are tool errors with the API's messages.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNames } from '../../src/api/operation.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { json } from '../http/harness.js';
import { connect, type ListeningApi, startListeningApi, textOf } from './client.js';

let api: ListeningApi;
let client: Client;

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

/** A tool call and the HTTP request that must answer the same body. */
function sameAnswers(): [string, Record<string, unknown>, string][] {
  const id = api.rows[0]!.id;
  return [
    ['searchConferences', {}, '/api/gpt/conferences'],
    [
      'searchConferences',
      { q: 'conference', continent: 'Europe', limit: 3, offset: 2 },
      '/api/gpt/conferences?q=conference&continent=Europe&limit=3&offset=2',
    ],
    [
      'searchConferences',
      { format: ['online', 'hybrid'], facets: ['topic', 'type'], sort: '-date', year: 2027 },
      '/api/gpt/conferences?format=online,hybrid&facets=topic,type&sort=-date&year=2027',
    ],
    [
      'searchConferences',
      { q: 'icml', sort: 'relevance', limit: 5 },
      '/api/gpt/conferences?q=icml&sort=relevance&limit=5',
    ],
    [
      'searchConferences',
      { core_rank: ['A*', 'A'], cfp: 'open', sort: 'deadline', facets: ['core_rank', 'cfp_status'] },
      '/api/gpt/conferences?core_rank=A*,A&cfp=open&sort=deadline&facets=core_rank,cfp_status',
    ],
    [
      'searchConferences',
      { acronym: 'icml', deadline_from: '2026-01-01', deadline_to: '2028-12-31' },
      '/api/gpt/conferences?acronym=icml&deadline_from=2026-01-01&deadline_to=2028-12-31',
    ],
    ['getConference', { id }, `/api/gpt/conferences/${id}`],
    ['listTopics', {}, '/api/gpt/topics'],
    ['listCountries', {}, '/api/gpt/countries'],
    ['listCountries', { continent: 'asia' }, '/api/gpt/countries?continent=asia'],
    ['getStatistics', {}, '/api/gpt/stats'],
  ];
}

describe('the MCP tools', () => {
  it('are the operations of the table, their parameters as input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      ...OPERATIONS.map((operation) => operation.operationId),
      'subscribeToSearch',
    ]);
    for (const [i, operation] of OPERATIONS.entries()) {
      const tool = tools[i]!;
      const pathNames = operation.params ? Object.keys(operation.params.shape) : [];
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual([...pathNames, ...queryNames(operation)]);
      expect(tool.inputSchema.required ?? []).toEqual(pathNames);
      expect(tool.description).toBe(operation.description);
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const search = tools[0]!.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(search.limit).toMatchObject({ type: 'integer', minimum: 0, maximum: 50, default: 10 });
  });

  it('gives every argument an example of its own type: a list argument a list', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {}) as [string, any][]) {
        if (property.example === undefined) continue;
        const type = Array.isArray(property.example) ? 'array' : typeof property.example;
        expect(type === 'number' ? ['integer', 'number'] : [type], `${tool.name} ${name}`).toContain(property.type);
      }
    }
  });

  it('answers each tool with the HTTP API body, as text and as structured content', async () => {
    for (const [name, args, url] of sameAnswers()) {
      const http = await api.get(url);
      expect(http.statusCode, url).toBe(200);
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError ?? false, url).toBe(false);
      expect(textOf(result), url).toBe(http.body);
      expect(result.structuredContent, url).toEqual(json(http));
    }
  });

  it.each([
    ['limit=51', 'searchConferences', { limit: 51 }, '/api/gpt/conferences?limit=51', 'use limit: 50 and offset: 50'],
    [
      'a year out of range',
      'searchConferences',
      { year: 1800 },
      '/api/gpt/conferences?year=1800',
      'for example year: 20',
    ],
    ['limit given as text', 'searchConferences', { limit: 'ten' }, '/api/gpt/conferences?limit=ten', "'limit'"],
    [
      'a misspelt country',
      'searchConferences',
      { country: 'Germny' },
      '/api/gpt/conferences?country=Germny',
      'Did you mean: Germany?',
    ],
    ['a wrong argument name', 'searchConferences', { page: 2 }, '/api/gpt/conferences?page=2', 'Did you mean: offset?'],
    [
      'from after to',
      'searchConferences',
      { from: '2027-02-01', to: '2027-01-01' },
      '/api/gpt/conferences?from=2027-02-01&to=2027-01-01',
      "'from'",
    ],
    [
      'a CORE rank off the scale',
      'searchConferences',
      { core_rank: ['A+'] },
      '/api/gpt/conferences?core_rank=A%2B',
      "Argument 'core_rank' must be one of A*, A, B, C",
    ],
    [
      'deadline_from after deadline_to',
      'searchConferences',
      { deadline_from: '2027-03-01', deadline_to: '2027-01-01' },
      '/api/gpt/conferences?deadline_from=2027-03-01&deadline_to=2027-01-01',
      "Argument 'deadline_from' must not be later than 'deadline_to'",
    ],
    [
      'an unknown series',
      'searchConferences',
      { series: 'icmlx' },
      '/api/gpt/conferences?series=icmlx',
      "Unknown series 'icmlx'. Did you mean: icml",
    ],
    [
      'an unknown order',
      'searchConferences',
      { sort: 'popularity' },
      '/api/gpt/conferences?sort=popularity',
      "Argument 'sort' must be one of upcoming, date, -date, deadline, relevance",
    ],
    ['an unknown id', 'getConference', { id: 2_000_000_000 }, '/api/gpt/conferences/2000000000', 'was not found'],
    ['an id that is no id', 'getConference', { id: -3 }, '/api/gpt/conferences/-3', "Argument 'id' must be"],
    [
      'an unknown continent',
      'listCountries',
      { continent: 'Atlantis' },
      '/api/gpt/countries?continent=Atlantis',
      'must be one of',
    ],
    ['an argument to a tool that takes none', 'getStatistics', { q: 'x' }, '/api/gpt/stats?q=x', 'takes no arguments'],
  ])(
    'answers %s with a tool error carrying the HTTP API error body, worded for tools',
    async (_case, name, args, url, says) => {
      const http = await api.get(url);
      expect(http.statusCode).toBeGreaterThanOrEqual(400);
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      const body = JSON.parse(textOf(result)) as { message: string };
      const httpBody = json(http) as { message: string };
      expect({ ...body, message: '' }).toEqual({ ...httpBody, message: '' });
      // The same message, its parameters called arguments (src/api/transport-names.ts).
      const toolWords = httpBody.message
        .replace(/\b([Pp])arameter(s?)\b/g, (_, p: string, s: string) => (p === 'P' ? `Argument${s}` : `argument${s}`))
        // A number stays a JSON number (`limit: 50`), a text is quoted.
        .replace(/\b([a-z_]+)=([\w*-]+)/g, (_, name: string, value: string) =>
          /^(limit|offset|year)$/.test(name) && /^\d+$/.test(value) ? `${name}: ${value}` : `${name}: "${value}"`,
        );
      expect(body.message).toBe(toolWords);
      expect(toolWords).toContain(says);
    },
  );

  it('answers an argument that is an object with a tool error naming it', async () => {
    const result = await client.callTool({ name: 'searchConferences', arguments: { country: { name: 'Germany' } } });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toMatchObject({
      success: false,
      code: 'invalid_parameter',
      message: expect.stringMatching(/^Argument 'country' must be/),
    });
  });

  it('answers an unknown tool with a JSON-RPC error listing the tools', async () => {
    await expect(client.callTool({ name: 'searchEvents', arguments: {} })).rejects.toThrow(
      /Unknown tool 'searchEvents'\. The tools are searchConferences, getConference/,
    );
  });

  it('subscribeToSearch answers the signed feed URL of POST /api/gpt/feeds, and a bad search with its 400', async () => {
    const args = { country: 'Germany', include: 'deadlines', limit: 20 };
    const result = await client.callTool({ name: 'subscribeToSearch', arguments: args });
    expect(result.isError ?? false).toBe(false);
    const http = await api.app.inject({
      method: 'POST',
      url: '/api/gpt/feeds',
      headers: { 'x-api-key': api.key },
      payload: args,
    });
    expect(http.statusCode).toBe(200);
    expect(result.structuredContent).toEqual(json(http));
    const links = result.structuredContent as { url: string };
    const feed = await api.app.inject({ method: 'GET', url: new URL(links.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body.match(/^BEGIN:VEVENT\r$/gm)!.length).toBeGreaterThanOrEqual(20);
    const bad = await client.callTool({ name: 'subscribeToSearch', arguments: { country: 'Germny' } });
    expect(bad.isError).toBe(true);
    expect(JSON.parse(textOf(bad)).code).toBe('unknown_country');
  });
});
