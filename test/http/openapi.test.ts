import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEARCH_PARAMETERS } from '../../src/http/schemas/index.js';
import { json, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let doc: Record<string, any>;

beforeAll(async () => {
  api = await startTestApi();
  doc = json(await api.get('/api/gpt/openapi', {}));
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

function operations(): [string, Operation][] {
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.values(item).map((op) => [path, op] as [string, Operation]),
  );
}

/** Every value under `node` with key `key`. */
function collect(node: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const child of node) collect(child, key, out);
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key) out.push(v);
      collect(v, key, out);
    }
  }
  return out;
}

describe('GET /api/gpt/openapi', () => {
  it('is OpenAPI 3.1.0, version 1.1.0, served at the configured base URL', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.1.0');
    expect(doc.servers[0].url).toBe(api.config.PUBLIC_BASE_URL);
  });

  it('has the five operations with their operationIds', () => {
    expect(
      operations()
        .map(([, op]) => op.operationId)
        .sort(),
    ).toEqual(['getConference', 'getStatistics', 'listCountries', 'listTopics', 'searchConferences']);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/gpt/conferences',
      '/api/gpt/conferences/{id}',
      '/api/gpt/countries',
      '/api/gpt/stats',
      '/api/gpt/topics',
    ]);
  });

  it('keeps summaries and descriptions within 300 characters and parameter descriptions within 700', () => {
    for (const [, op] of operations()) {
      expect(op.summary.length).toBeGreaterThan(0);
      expect(op.summary.length).toBeLessThanOrEqual(300);
      expect(op.description.length).toBeGreaterThan(0);
      expect(op.description.length).toBeLessThanOrEqual(300);
      for (const parameter of op.parameters ?? []) {
        expect(typeof parameter.description, parameter.name).toBe('string');
        expect(parameter.description.length).toBeLessThanOrEqual(700);
      }
    }
  });

  it('writes parameters inline: no $ref, no allOf anywhere', () => {
    for (const [, op] of operations()) {
      expect(collect(op.parameters ?? [], '$ref')).toEqual([]);
    }
    expect(collect(doc, 'allOf')).toEqual([]);
  });

  it('documents every search parameter, and the id path parameter', () => {
    const search = operations().find(([, op]) => op.operationId === 'searchConferences')![1];
    expect(search.parameters!.map((p) => p.name)).toEqual(SEARCH_PARAMETERS);
    expect(search.parameters!.find((p) => p.name === 'limit').schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
    });
    const get = operations().find(([, op]) => op.operationId === 'getConference')![1];
    expect(get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });

  it('declares an API-key scheme in the X-API-Key header, applied to every operation', () => {
    const schemes = doc.components.securitySchemes;
    const [name, scheme] = Object.entries(schemes)[0] as [string, any];
    expect(scheme).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.security).toEqual([{ [name]: [] }]);
  });

  it('describes the error shape for 400, 401, 404, 429 and 500', () => {
    expect([...doc.components.schemas.Error.required].sort()).toEqual(['error', 'message', 'success']);
    for (const [, op] of operations()) {
      for (const status of ['401', '429', '500']) {
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
    expect(Object.keys(search.conferences[0]).sort()).toEqual([...doc.components.schemas.Conference.required].sort());
    const one = json(await api.get(`/api/gpt/conferences/${search.conferences[0].id}`));
    expect(Object.keys(one.conference).sort()).toEqual([...doc.components.schemas.ConferenceDetail.required].sort());
    const stats = json(await api.get('/api/gpt/stats'));
    expect(Object.keys(stats).sort()).toEqual([...doc.components.schemas.StatisticsResponse.required].sort());
  });

  it('is offered as the same document in YAML', async () => {
    const response = await api.get('/api/gpt/openapi.yaml', {});
    expect(response.headers['content-type']).toMatch(/yaml/);
    expect(parse(response.body)).toEqual(doc);
  });
});
