/**
 * The MCP tools through the official client (the SDK's v2 client, which checks every result
 * against the tool's output schema), on both protocol eras and on both of the server's paths (the
 * direct one, which writes the answer's JSON text, and the SDK's, which is handed the answer's
 * object): they come from the operation table, each answers the HTTP API's JSON body as its
 * structured content (which Ajv 2020-12 accepts too), and bad arguments are tool errors with the
 * API's messages.
 */
import type { AddressInfo } from 'node:net';
import type { Client, Tool } from '@modelcontextprotocol/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNames } from '../../src/api/operation.js';
import { JSON_OPERATIONS } from '../../src/api/operations.js';
import { buildApp } from '../../src/http/app.js';
import { ToolSchemas } from '../http/answer-schemas/validators.js';
import { json, NOW } from '../http/harness.js';
import { asToolAnswer, connect, ERAS, type ListeningApi, startListeningApi, textOf, toolUrl } from './client.js';

let api: ListeningApi;
const clients = new Map<string, Client>();

beforeAll(async () => {
  api = await startListeningApi();
  for (const era of ERAS) clients.set(era, await connect(api, undefined, era));
});
afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await api.close();
});

/**
 * searchConferences' arguments, each parameter of the operation in at least one call (a test
 * below checks that none is left out), and the query string the HTTP route answers the same for.
 */
function everyParameter(similarTo: number): [Record<string, unknown>, string][] {
  return [
    [
      { q: 'conference', topic: 'Computer Science', subtopic: 'Databases' },
      'q=conference&topic=Computer+Science&subtopic=Databases',
    ],
    [{ country: 'Spain', city: 'Barcelona', type: 'conference' }, 'country=Spain&city=Barcelona&type=conference'],
    [
      { countries: 'Germany,France', continent: 'Europe', format: ['in-person', 'hybrid'] },
      'countries=Germany,France&continent=Europe&format=in-person,hybrid',
    ],
    [{ near: 'Barcelona', radius_km: 300 }, 'near=Barcelona&radius_km=300'],
    [{ country: 'Spain', include_online: true }, 'country=Spain&include_online=true'],
    [{ region: 'Catalonia', facets: ['country', 'city', 'year'] }, 'region=Catalonia&facets=country,city,year'],
    [{ facets: ['rank', 'country'], facet_size: 40 }, 'facets=rank,country&facet_size=40'],
    [{ rank: 'CORE:A*,CCF:A' }, 'rank=CORE:A*,CCF:A'],
    [
      { cfp: 'open', core_rank: ['A*', 'A'], ccf_rank: ['A'], sort: 'deadline' },
      'cfp=open&core_rank=A*,A&ccf_rank=A&sort=deadline',
    ],
    [
      { acronym: 'icml', series: 'icml', include: 'deadlines', tz: 'Europe/Berlin' },
      'acronym=icml&series=icml&include=deadlines&tz=Europe/Berlin',
    ],
    [
      { deadline_from: '2026-01-01', deadline_to: '2028-12-31', limit: 5, offset: 5 },
      'deadline_from=2026-01-01&deadline_to=2028-12-31&limit=5&offset=5',
    ],
    [{ from: '2026-12-01', to: '2027-06-30' }, 'from=2026-12-01&to=2027-06-30'],
    [{ month: '2027-04' }, 'month=2027-04'],
    [
      { from: '2026-11-21', to: '2026-11-21', date_match: 'overlap' },
      'from=2026-11-21&to=2026-11-21&date_match=overlap',
    ],
    [{ year: 2027, sort: '-date' }, 'year=2027&sort=-date'],
    [{ similar_to: similarTo, limit: 3 }, `similar_to=${similarTo}&limit=3`],
    [{ fields: ['name', 'dates', 'ranks'], limit: 3 }, 'fields=name,dates,ranks&limit=3'],
  ];
}

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

/** A call of every tool, and the HTTP request (a GET, or subscribeToSearch's POST) that answers the same body. */
function everyTool(): [string, Record<string, unknown>, string | { post: string }][] {
  const id = api.rows[0]!.id;
  return [
    ...sameAnswers(),
    [
      'searchConferences',
      { acronym: 'icml', include: 'deadlines', tz: 'Asia/Kolkata', fields: ['location', 'dates', 'ranks', 'rank'] },
      '/api/gpt/conferences?acronym=icml&include=deadlines&tz=Asia/Kolkata&fields=location,dates,ranks,rank',
    ],
    [
      'searchConferences',
      { near: 'Barcelona', include_online: true, facets: ['city', 'country'], limit: 20 },
      '/api/gpt/conferences?near=Barcelona&include_online=true&facets=city,country&limit=20',
    ],
    [
      'searchConferences',
      { q: 'machin lerning', country: 'Germany' },
      '/api/gpt/conferences?q=machin+lerning&country=Germany',
    ],
    ['getConference', { id, tz: 'America/New_York' }, `/api/gpt/conferences/${id}?tz=America/New_York`],
    ['getChanges', {}, '/api/gpt/changes'],
    ['getChanges', { since: '2026-01-01', country: 'Germany' }, '/api/gpt/changes?since=2026-01-01&country=Germany'],
    ['subscribeToSearch', { country: 'Germany', include: 'deadlines' }, { post: '/api/gpt/feeds' }],
    [
      'search',
      { query: 'machine learning conferences in Europe' },
      '/api/gpt/connector/search?query=machine+learning+conferences+in+Europe',
    ],
    ['search', { query: 'ICML 2027' }, '/api/gpt/connector/search?query=ICML+2027'],
    ['fetch', { id: String(id) }, `/api/gpt/connector/fetch/${id}`],
  ];
}

/** The HTTP answer of `app` a tool call is compared with (its page cursors are signed with that app's key). */
function httpAnswer(target: string | { post: string }, args: Record<string, unknown>, app = api.app) {
  const headers = { 'x-api-key': api.key };
  if (typeof target === 'string') return app.inject({ method: 'GET', url: toolUrl(target), headers });
  return app.inject({ method: 'POST', url: target.post, headers, payload: args });
}

/**
 * Every tool called by `client`: its structured content is the HTTP body, and both the SDK's
 * validator (the client's own check) and Ajv 2020-12 accept it against the tool's output schema.
 */
async function expectEveryTool(client: Client, app = api.app): Promise<void> {
  const { tools } = await client.listTools();
  const schemas = new ToolSchemas(tools as Tool[]);
  const calls = everyTool();
  expect(new Set(calls.map(([name]) => name))).toEqual(new Set(tools.map((tool) => tool.name)));
  for (const [name, args, target] of calls) {
    const label = `${name} ${JSON.stringify(args)}`;
    const http = await httpAnswer(target, args, app);
    expect(http.statusCode, label).toBe(200);
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError ?? false, label).toBe(false);
    expect(schemas.check(name, result.structuredContent), label).toEqual({});
    const url = typeof target === 'string' ? target : target.post;
    expect(result.structuredContent, label).toEqual(asToolAnswer(json(http), url));
  }
}

describe("the MCP tools on the SDK's path", () => {
  // An app that answers every MCP request through the SDK (no direct path): the SDK is handed
  // each answer's object (src/mcp/tools.ts, callToolResult) and writes it itself.
  let sdkOnly: FastifyInstance | undefined;
  const sdkClients = new Map<string, Client>();

  beforeAll(async () => {
    sdkOnly = buildApp({
      snapshot: { current: () => api.index },
      keys: { ring: () => api.ring },
      config: api.config,
      now: () => NOW,
      mcpDirect: false,
    });
    await sdkOnly.listen({ host: '127.0.0.1', port: 0 });
    const { port } = sdkOnly.server.address() as AddressInfo;
    const listening = { ...api, app: sdkOnly, mcpUrl: new URL(`http://127.0.0.1:${port}/mcp`) };
    for (const era of ERAS) sdkClients.set(era, await connect(listening, undefined, era));
  });
  afterAll(async () => {
    for (const client of sdkClients.values()) await client.close();
    await sdkOnly?.close();
  });

  it.each(ERAS)('answers every tool on %s with the HTTP body, which the SDK and Ajv 2020-12 accept', async (era) => {
    await expectEveryTool(sdkClients.get(era)!, sdkOnly);
  });
});

describe.each(ERAS)('the MCP tools on %s', (era) => {
  const client = () => clients.get(era)!;

  it('are the operations of the table, their parameters as input schema', async () => {
    const { tools } = await client().listTools();
    const offered = JSON_OPERATIONS.filter((operation) => operation.tool !== false);
    expect(tools.map((tool) => tool.name)).toEqual([
      'searchConferences',
      'getConference',
      'listTopics',
      'listCountries',
      'getStatistics',
      'getChanges',
      'subscribeToSearch',
      'search',
      'fetch',
    ]);
    expect(tools.map((tool) => tool.name)).toEqual(offered.map((operation) => operation.operationId));
    for (const [i, operation] of offered.entries()) {
      const tool = tools[i]!;
      const pathNames = operation.params ? Object.keys(operation.params.shape) : [];
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual([...pathNames, ...queryNames(operation)]);
      const required = operation.operationId === 'search' ? ['query'] : pathNames;
      expect(tool.inputSchema.required ?? []).toEqual(required);
      // One description: the operation's, in the OpenAPI documents too.
      expect(tool.description).toBe(operation.description);
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations).toEqual({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
    }
    expect(tools.at(-1)!.annotations).toEqual(tools[0]!.annotations);
    const search = tools[0]!.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(search.limit).toMatchObject({ type: 'integer', minimum: 0, maximum: 50, default: 10 });
  });

  it('gives every argument an example of its own type: a list argument a list', async () => {
    const { tools } = await client().listTools();
    for (const tool of tools) {
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {}) as [string, any][]) {
        if (property.example === undefined) continue;
        const type = Array.isArray(property.example) ? 'array' : typeof property.example;
        expect(type === 'number' ? ['integer', 'number'] : [type], `${tool.name} ${name}`).toContain(property.type);
      }
    }
  });

  it('answers each tool with the HTTP API body as structured content, and says it in lines as text', async () => {
    for (const [name, args, url] of sameAnswers()) {
      const http = await api.get(toolUrl(url));
      expect(http.statusCode, url).toBe(200);
      const result = await client().callTool({ name, arguments: args });
      expect(result.isError ?? false, url).toBe(false);
      expect(result.structuredContent, url).toEqual(asToolAnswer(json(http), url));
      const text = textOf(result);
      expect(text, url).not.toBe(http.body);
      expect(() => JSON.parse(text), url).toThrow();
      const answer = result.structuredContent as { conferences?: { id: number }[]; conference?: { id: number } };
      for (const item of answer.conferences ?? []) expect(text, url).toContain(`(id ${item.id})`);
      if (answer.conference) expect(text, url).toContain(`(id ${answer.conference.id}`);
    }
  });

  it('answers every tool with the HTTP body as structured content, which the SDK and Ajv 2020-12 accept', async () => {
    await expectEveryTool(client());
  });

  it('answers searchConferences with every parameter as the HTTP route answers, in the output schema', async () => {
    const cases = everyParameter(api.rows[0]!.id);
    // A cursor of the caller's own search: bound to the key, which both transports send.
    const first = json(await api.get('/api/gpt/conferences?country=Spain&limit=2'));
    const cursor = first.pagination.next_cursor as string;
    cases.push([{ country: 'Spain', cursor }, `country=Spain&cursor=${cursor}`]);
    const covered = new Set(cases.flatMap(([args]) => Object.keys(args)));
    expect([...covered].sort()).toEqual([...queryNames(JSON_OPERATIONS[0]!)].sort());
    for (const [args, query] of cases) {
      const url = `/api/gpt/conferences?${query}`;
      const http = await api.get(toolUrl(url));
      expect(http.statusCode, query).toBe(200);
      // The client checks structuredContent against the output schema, and throws if it does not fit.
      const result = await client().callTool({ name: 'searchConferences', arguments: args });
      expect(result.isError ?? false, query).toBe(false);
      expect(result.structuredContent, query).toEqual(asToolAnswer(json(http), url));
    }
  });

  // An online event that include_online adds to a near search has "distance_km": null, which the
  // response schema, and so the tool's output schema, declares (docs/api.md); the official client
  // checks the answer against it.
  it('answers a near search with include_online within its output schema', async () => {
    const result = await client().callTool({
      name: 'searchConferences',
      arguments: { near: 'Barcelona', radius_km: 300, include_online: true, limit: 50 },
    });
    expect(JSON.stringify(result.structuredContent)).toContain('"distance_km":null');
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
      const result = await client().callTool({ name, arguments: args });
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
    const result = await client().callTool({ name: 'searchConferences', arguments: { country: { name: 'Germany' } } });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toMatchObject({
      success: false,
      code: 'invalid_parameter',
      message: expect.stringMatching(/^Argument 'country' must be/),
    });
  });

  it('answers an unknown tool with a JSON-RPC error listing the tools', async () => {
    await expect(client().callTool({ name: 'searchEvents', arguments: {} })).rejects.toThrow(
      /Unknown tool 'searchEvents'\. The tools are searchConferences, getConference/,
    );
  });

  it('subscribeToSearch answers the signed feed URL of POST /api/gpt/feeds, and a bad search with its 400', async () => {
    const args = { country: 'Germany', include: 'deadlines', limit: 20 };
    const result = await client().callTool({ name: 'subscribeToSearch', arguments: args });
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
    const bad = await client().callTool({ name: 'subscribeToSearch', arguments: { country: 'Germny' } });
    expect(bad.isError).toBe(true);
    expect(JSON.parse(textOf(bad)).code).toBe('unknown_country');
  });
});
