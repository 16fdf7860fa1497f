import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { ASSISTANT_SEARCH_PARAMETERS, COMPONENT_SCHEMAS, SEARCH_PARAMETERS } from '../../src/api/schemas/index.js';
import { json, startTestApi, type TestApi, testConfig } from '../http/harness.js';

let api: TestApi;
/** The full document, and the assistant's. */
let doc: Record<string, any>;
let assistant: Record<string, any>;

beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({
      API_CONTACT_NAME: 'Example Events Team',
      API_CONTACT_EMAIL: 'api@example.org',
      API_LICENSE_NAME: 'CC BY 4.0',
      API_LICENSE_URL: 'https://creativecommons.org/licenses/by/4.0/',
    }),
  });
  doc = json(await api.get('/api/gpt/openapi/full', {}));
  assistant = json(await api.get('/api/gpt/openapi', {}));
});
afterAll(async () => {
  await api.close();
});

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  parameters?: any[];
  responses: Record<string, any>;
};

function operations(of: Record<string, any> = doc): [string, Operation][] {
  return Object.entries(of.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.values(item).map((op) => [path, op] as [string, Operation]),
  );
}

/** Every value under `node` with key `key`, with its path. */
function collectAt(node: unknown, key: string, at = '', out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) collectAt(child, key, `${at}/${i}`, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key) out.push([`${at}/${k}`, v]);
      collectAt(v, key, `${at}/${k}`, out);
    }
  }
  return out;
}

/** Every value under `node` with key `key`. */
function collect(node: unknown, key: string): unknown[] {
  return collectAt(node, key).map(([, value]) => value);
}

describe('GET /api/gpt/openapi/full', () => {
  it('is OpenAPI 3.1.0, version 2.1.0, served at the configured base URL', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('2.1.0');
    expect(doc.servers[0].url).toBe(api.config.PUBLIC_BASE_URL);
  });

  it('has the five operations, the changes and their feeds, the three calendar feed routes and the connector tools with their operationIds', () => {
    expect(
      operations()
        .map(([, op]) => op.operationId)
        .sort(),
    ).toEqual([
      'fetch',
      'getChanges',
      'getConference',
      'getSignedChangesAtom',
      'getSignedChangesJson',
      'getSignedFeed',
      'getStatistics',
      'listCountries',
      'listTopics',
      'search',
      'searchConferences',
      'searchConferencesCalendar',
      'subscribeToChanges',
      'subscribeToSearch',
    ]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/gpt/changes',
      '/api/gpt/changes/feeds',
      '/api/gpt/conferences',
      '/api/gpt/conferences.ics',
      '/api/gpt/conferences/{id}',
      '/api/gpt/connector/fetch/{id}',
      '/api/gpt/connector/search',
      '/api/gpt/countries',
      '/api/gpt/feeds',
      '/api/gpt/stats',
      '/api/gpt/topics',
      '/feeds/atom/{token}.atom',
      '/feeds/json/{token}.json',
      '/feeds/{token}.ics',
    ]);
  });

  it('documents the feed routes: the feed parameters, a calendar answer, a keyless signed feed', () => {
    const calendar = doc.paths['/api/gpt/conferences.ics'].get;
    expect(calendar.parameters.map((p: { name: string }) => p.name)).toEqual([
      ...SEARCH_PARAMETERS.filter(
        (name) =>
          !['similar_to', 'facets', 'facet_size', 'limit', 'offset', 'cursor', 'fields', 'include'].includes(name),
      ),
      'limit',
      'offset',
      'include',
    ]);
    expect(calendar.responses['200'].content['text/calendar'].example).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(Object.keys(calendar.responses).sort()).toEqual(['200', '304', '400', '401', '429', '500']);
    const post = doc.paths['/api/gpt/feeds'].post;
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual(
      calendar.parameters.map((p: { name: string }) => p.name),
    );
    expect(post.responses['200'].content['application/json'].schema.required).toEqual([
      'success',
      'url',
      'webcal',
      'description',
      'parameters',
      'total',
      'events',
      'deadlines',
    ]);
    const signed = doc.paths['/feeds/{token}.ics'].get;
    expect(signed.security).toEqual([]);
    expect(Object.keys(signed.responses).sort()).toEqual(['200', '304', '400', '404', '429', '500']);
  });

  it("shows the signed feed's 400 as the route gives it, for a path that does not decode", async () => {
    const answer = await api.get('/feeds/%E0%A4%A.ics', {});
    expect(answer.statusCode).toBe(400);
    const signed = doc.paths['/feeds/{token}.ics'].get;
    expect(signed.responses['400'].content['application/json'].example).toEqual(json(answer));
  });

  it('passes an OpenAPI validator with no errors and no warnings', async () => {
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
    expect(result.warnings).toEqual([]);
  });

  it('keeps every description and summary anywhere in the document within 300 characters', () => {
    // Not a field named "description" in a schema's properties, nor text inside example data.
    const texts = [...collectAt(doc, 'description'), ...collectAt(doc, 'summary')].filter(
      ([at]) => !/\/properties\/(description|summary)$/.test(at) && !at.includes('/example/'),
    );
    expect(texts.length).toBeGreaterThan(50);
    for (const [at, text] of texts) {
      expect(typeof text, at).toBe('string');
      expect((text as string).length, at).toBeGreaterThan(0);
      expect((text as string).length, at).toBeLessThanOrEqual(300);
    }
    for (const [, op] of operations()) {
      for (const parameter of op.parameters ?? []) expect(typeof parameter.description, parameter.name).toBe('string');
    }
  });

  it("gives the feeds body's lists (format, core_rank, ccf_rank...) examples of their own type", () => {
    const body = doc.paths['/api/gpt/feeds'].post.requestBody.content['application/json'].schema.properties;
    const lists = Object.entries(body as Record<string, Record<string, unknown>>).filter(([, p]) => p.type === 'array');
    expect(lists.map(([name]) => name)).toEqual(expect.arrayContaining(['format', 'core_rank', 'ccf_rank']));
    for (const [name, property] of lists) {
      if (property.example !== undefined) expect(Array.isArray(property.example), name).toBe(true);
    }
    for (const [name, property] of Object.entries(body as Record<string, Record<string, unknown>>)) {
      if (property.type === 'string' && property.example !== undefined)
        expect(typeof property.example, name).toBe('string');
    }
  });

  it('gives every parameter an example that its own rules accept', () => {
    for (const operation of OPERATIONS) {
      const documented = doc.paths[operation.path][operation.method.toLowerCase()];
      for (const parameter of documented.parameters ?? []) {
        const label = `${operation.operationId} ${parameter.name}`;
        expect(parameter.example, label).toBeDefined();
        const field = (parameter.in === 'path' ? operation.params : operation.query)!.shape[parameter.name];
        expect(field.safeParse(String(parameter.example)).success, label).toBe(true);
      }
    }
  });

  it('declares minLength on every text parameter and body property whose empty value is refused', () => {
    const wider: string[] = [];
    for (const operation of OPERATIONS) {
      const documented = doc.paths[operation.path][operation.method.toLowerCase()];
      const body = documented.requestBody?.content['application/json'].schema.properties ?? {};
      const declared: [string, any, 'path' | 'query'][] = [
        ...(documented.parameters ?? []).map((p: any) => [p.name, p.schema, p.in] as [string, any, 'path' | 'query']),
        ...Object.entries(body).map(([name, schema]) => [name, schema, 'query'] as [string, any, 'query']),
      ];
      for (const [name, schema, at] of declared) {
        const branches = [schema, ...(schema.anyOf ?? schema.oneOf ?? [])];
        const text = branches.find((branch: any) => branch.type === 'string');
        if (text === undefined || text.enum !== undefined || text.pattern !== undefined) continue;
        const field = (at === 'path' ? operation.params : operation.query)!.shape[name];
        if (!field.safeParse('').success && !(text.minLength >= 1)) wider.push(`${operation.operationId} ${name}`);
      }
    }
    // The connector's question: its bound follows how `search` reads a question (its own change).
    expect(wider.filter((name) => name !== 'search query')).toEqual([]);
  });

  it('gives every response an example, and each 200 example has its schema', () => {
    for (const [path, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '304') continue;
        const [type, content] = Object.entries(response.content)[0] as [string, any];
        expect(content.example, `${path} ${status}`).toBeDefined();
        if (type !== 'application/json') continue;
        const row = OPERATIONS.find((operation) => operation.operationId === op.operationId);
        if (content.schema.$ref === undefined && status === '200' && row?.answer === 'json') {
          // An inline answer's example is one of its own schema.
          expect(row.response.schema.safeParse(content.example).success, `${path} ${status}`).toBe(true);
        }
        if (content.schema.$ref === undefined) continue;
        const example = response.content['application/json'].example;
        expect(example, `${path} ${status}`).toBeDefined();
        const component = response.content['application/json'].schema.$ref.replace('#/components/schemas/', '');
        const schema = COMPONENT_SCHEMAS[component as keyof typeof COMPONENT_SCHEMAS];
        expect(schema.safeParse(example).success, `${path} ${status}`).toBe(true);
      }
    }
  });

  it('words error examples as the error table does', () => {
    const search = doc.paths['/api/gpt/conferences'].get.responses;
    expect(search['400'].content['application/json'].example).toEqual({
      success: false,
      error: 'Invalid parameter',
      message: expect.stringMatching(/^Parameter 'limit' must be an integer from 1 to 50.* \(got "500"\)/),
      code: 'invalid_parameter',
    });
    expect(search['401'].content['application/json'].example.message).toBe(
      'Missing or invalid API key. Send your key in the X-API-Key header.',
    );
  });

  it('groups the operations under declared tags', () => {
    const declared = (doc.tags as { name: string; description: string }[]).map((tag) => tag.name);
    expect(declared).toEqual(['Events', 'Reference', 'Statistics']);
    for (const [, op] of operations()) {
      expect((op as any).tags).toHaveLength(1);
      expect(declared).toContain((op as any).tags[0]);
    }
  });

  it('names the contact and the license from the configuration', () => {
    expect(doc.info.contact).toEqual({
      name: 'Example Events Team',
      url: 'https://conferences.example.org/',
      email: 'api@example.org',
    });
    expect(doc.info.license).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
  });

  it('says where the valid topic and sub-topic names come from', () => {
    const search = operations().find(([, op]) => op.operationId === 'searchConferences')![1];
    for (const name of ['topic', 'subtopic']) {
      expect(search.parameters!.find((p) => p.name === name).description).toContain('GET /api/gpt/topics');
    }
  });

  it('writes parameters inline: no $ref, no allOf anywhere', () => {
    for (const [, op] of operations()) {
      expect(collect(op.parameters ?? [], '$ref')).toEqual([]);
    }
    expect(collect(doc, 'allOf')).toEqual([]);
  });

  it('documents the list parameters as one comma-separated text, naming their values', () => {
    const search = operations().find(([, op]) => op.operationId === 'searchConferences')![1];
    for (const [name, values] of [
      ['format', ['in-person', 'online', 'hybrid']],
      ['facets', ['topic', 'subtopic', 'type', 'format', 'country', 'continent', 'year']],
    ] as const) {
      const parameter = search.parameters!.find((p) => p.name === name);
      expect(parameter.schema).toEqual({ type: 'string', minLength: 1 });
      expect(parameter.example).toContain(',');
      for (const value of values) expect(parameter.description, name).toContain(value);
    }
  });

  it('documents every search parameter, and the id path parameter', () => {
    const search = operations().find(([, op]) => op.operationId === 'searchConferences')![1];
    expect(search.parameters!.map((p) => p.name)).toEqual(SEARCH_PARAMETERS);
    expect(search.parameters!.find((p) => p.name === 'limit').schema).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 50,
      default: 10,
    });
    const get = operations().find(([, op]) => op.operationId === 'getConference')![1];
    expect(get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'tz', in: 'query', required: false }),
    ]);
  });

  it('declares an API-key scheme in the X-API-Key header, applied to every operation', () => {
    const schemes = doc.components.securitySchemes;
    const [name, scheme] = Object.entries(schemes)[0] as [string, any];
    expect(scheme).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.security).toEqual([{ [name]: [] }]);
  });

  it('describes the error shape for 400, 401, 404, 429 and 500', () => {
    expect([...doc.components.schemas.Error.required].sort()).toEqual(['code', 'error', 'message', 'success']);
    expect(doc.components.schemas.Error.properties.code.enum).toEqual(Object.keys(ERROR_TABLE));
    for (const [, op] of operations()) {
      for (const status of (op as any).security ? ['429', '500'] : ['401', '429', '500']) {
        expect(op.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    const get = operations().find(([, op]) => op.operationId === 'getConference')![1];
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '401', '404', '429', '500']);
  });

  it('resolves every $ref to a component schema', () => {
    for (const ref of collect(doc, '$ref') as string[]) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
  });

  it('describes the bodies the API really sends', async () => {
    const search = json(await api.get('/api/gpt/conferences?limit=2'));
    expect(Object.keys(search).sort()).toEqual([...doc.components.schemas.SearchResponse.required].sort());
    // An item has every field of the table without fields=; the schema requires id only (fields may leave the others out).
    const item = doc.components.schemas.Conference;
    expect(item.required).toEqual(['id']);
    const tableFields = Object.keys(item.properties).filter(
      (name) => !['ranks', 'tracks', 'deadlines', 'distance_km', 'similarity'].includes(name),
    );
    expect(Object.keys(search.conferences[0]).filter((name) => !['ranks', 'tracks'].includes(name))).toEqual(
      tableFields,
    );
    const few = json(await api.get('/api/gpt/conferences?limit=2&fields=name,dates'));
    expect(Object.keys(few.conferences[0])).toEqual(['id', 'name', 'dates']);
    const one = json(await api.get(`/api/gpt/conferences/${search.conferences[0].id}`));
    expect(Object.keys(one.conference).sort()).toEqual([...doc.components.schemas.ConferenceDetail.required].sort());
    const stats = json(await api.get('/api/gpt/stats'));
    expect(Object.keys(stats).sort()).toEqual([...doc.components.schemas.StatisticsResponse.required].sort());
  });

  it('is offered as the same document in YAML', async () => {
    const response = await api.get('/api/gpt/openapi/full.yaml', {});
    expect(response.headers['content-type']).toMatch(/yaml/);
    expect(parse(response.body)).toEqual(doc);
  });

  it('declares a 400 on every operation, with an example of that operation', () => {
    for (const [path, op] of operations()) {
      const example = op.responses['400']?.content['application/json'].example;
      expect(example?.success, path).toBe(false);
      const limitless = !(op.parameters ?? []).some((p: { name: string }) => p.name === 'limit');
      if (limitless) expect(example.message, path).not.toContain("'limit'");
    }
  });
});

describe('GET /api/gpt/openapi, the assistant document', () => {
  it('offers the five operations and, for calendars, subscribeToSearch only', () => {
    expect(operations(assistant).map(([, op]) => op.operationId)).toEqual([
      'searchConferences',
      'getConference',
      'listTopics',
      'listCountries',
      'getStatistics',
      'subscribeToSearch',
    ]);
  });

  it('lists every parameter of searchConferences, as the full document does', () => {
    const search = assistant.paths['/api/gpt/conferences'].get;
    const names = search.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(ASSISTANT_SEARCH_PARAMETERS);
    expect(names).toEqual(doc.paths['/api/gpt/conferences'].get.parameters.map((p: { name: string }) => p.name));
  });

  it("takes subscribeToSearch's body as the assistant's search parameters, with limit and include", () => {
    const body = assistant.paths['/api/gpt/feeds'].post.requestBody.content['application/json'].schema;
    const feedNames = ASSISTANT_SEARCH_PARAMETERS.filter(
      (name) =>
        !['similar_to', 'facets', 'facet_size', 'limit', 'offset', 'cursor', 'fields', 'include'].includes(name),
    );
    expect(Object.keys(body.properties)).toEqual([...feedNames, 'limit', 'include']);
    expect(body.properties.country.description).toBe('As in searchConferences.');
    expect(body.properties.include.description).toContain('deadlines');
  });

  it('is smaller than the full document, passes the validator, and is served in YAML too', async () => {
    const size = JSON.stringify(assistant).length;
    console.log(`assistant document ${size} characters (JSON), full ${JSON.stringify(doc).length}`);
    expect(size).toBeLessThan(JSON.stringify(doc).length);
    const result = await validate(structuredClone(assistant) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
    expect(parse((await api.get('/api/gpt/openapi.yaml', {})).body)).toEqual(assistant);
  });

  it('declares a 400 on every operation, with an example it can give', () => {
    for (const [path, op] of operations(assistant)) {
      expect(op.responses['400']?.content['application/json'].example.success, path).toBe(false);
    }
    const refused = assistant.paths['/api/gpt/feeds'].post.responses['400'].content['application/json'].example;
    expect(refused.message).toContain("'include'");
  });
});
