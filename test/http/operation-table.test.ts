/**
 * The operation table drives routes, the OpenAPI document, 405 answers, the not-found message
 * and the response cache: walk it and check each is as the table declares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { operationNamed, renderFor } from '../../src/api/transport-names.js';
import { queryNames } from '../../src/api/operation.js';
import { routePattern } from '../../src/http/routes/api.js';
import { JSON_OPERATIONS, OPERATIONS, operationList } from '../../src/api/operations.js';
import type { Operation } from '../../src/api/operation.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import { json, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let cache: ResponseCache;
let cachedApp: ReturnType<typeof buildApp>;

beforeAll(async () => {
  api = await startTestApi();
  cache = new ResponseCache({ maxBytes: 8 * 2 ** 20 });
  cachedApp = buildApp({
    snapshot: { current: () => api.index },
    keys: { ring: () => api.ring },
    config: api.config,
    cache,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  await cachedApp.ready();
});
afterAll(async () => {
  await cachedApp.close();
  await api.close();
});

/** A URL that the operation answers with 200 on the test snapshot. */
function sampleUrl(path: string): string {
  const url = path.replace('{id}', String(api.rows[0]!.id));
  // The connector search's one parameter is required.
  return url.endsWith('/connector/search') ? `${url}?query=conference` : url;
}

/** The JSON rows read with GET and the key: every check below applies to them as written. */
const GET_ROWS: readonly Operation[] = JSON_OPERATIONS.filter((row) => row.method === 'GET');

describe('the operation table', () => {
  for (const operation of GET_ROWS) {
    describe(operation.operationId, () => {
      it('is routed: GET answers 200 with the key and 401 without', async () => {
        expect(api.app.hasRoute({ method: 'GET', url: routePattern(operation) })).toBe(true);
        expect((await api.get(sampleUrl(operation.path))).statusCode).toBe(200);
        expect((await api.get(sampleUrl(operation.path), {})).statusCode).toBe(401);
      });

      it('is documented in both OpenAPI documents with its parameters (the assistant its own), response and errors', async () => {
        for (const [url, query] of [
          ['/api/gpt/openapi/full', queryNames(operation)],
          ...(operation.assistant
            ? [['/api/gpt/openapi', operation.assistantQuery ?? queryNames(operation)] as const]
            : []),
        ] as const) {
          const document = json(await api.get(url, {}));
          const documented = document.paths[operation.path]?.get;
          expect(documented?.operationId).toBe(operation.operationId);
          const names = (documented.parameters ?? []).map((p: { name: string }) => p.name);
          const pathNames = operation.params ? Object.keys(operation.params.shape) : [];
          expect(names, url).toEqual([...pathNames, ...query]);
        }
        const documented = json(await api.get('/api/gpt/openapi/full', {})).paths[operation.path].get;
        const schema = documented.responses['200'].content['application/json'].schema;
        if (operation.response.component)
          expect(schema.$ref).toBe(`#/components/schemas/${operation.response.component}`);
        else expect(schema.type).toBe('object');
        for (const code of [...operation.errors, 'unauthorized', 'rate_limited', 'internal'] as const) {
          expect(Object.keys(documented.responses)).toContain(String(ERROR_TABLE[code].status));
        }
      });

      it('declares its 400 with the very answer its route gives to its refusal', async () => {
        const { query = {}, params = {} } = operation.refusal as {
          query?: Record<string, string>;
          params?: Record<string, string>;
        };
        let path = operation.path;
        for (const [name, value] of Object.entries(params)) {
          path = path.replace(`{${name}}`, encodeURIComponent(value));
        }
        const search = new URLSearchParams(query).toString();
        const answer = await api.get(search === '' ? path : `${path}?${search}`);
        expect(answer.statusCode).toBe(400);
        for (const url of operation.assistant
          ? ['/api/gpt/openapi', '/api/gpt/openapi/full']
          : ['/api/gpt/openapi/full']) {
          const documented = json(await api.get(url, {})).paths[operation.path].get;
          expect(documented.responses['400'].content['application/json'].example, url).toEqual(json(answer));
        }
      });

      it(`is ${operation.cacheable ? '' : 'not '}served from the response cache, as declared`, async () => {
        const url = sampleUrl(operation.path);
        const headers = { 'x-api-key': api.key };
        const before = cache.stats().hits;
        const first = await cachedApp.inject({ method: 'GET', url, headers });
        const second = await cachedApp.inject({ method: 'GET', url, headers });
        expect(second.body).toBe(first.body);
        expect(cache.stats().hits - before).toBe(operation.cacheable ? 1 : 0);
        expect(second.headers.etag !== undefined).toBe(operation.cacheable);
      });

      it('answers other methods with a JSON 405 naming GET', async () => {
        const response = await api.app.inject({ method: 'POST', url: sampleUrl(operation.path) });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
        expect(json(response).error).toBe('Method not allowed');
      });
    });
  }

  it('has unique operation ids, and one row per method and path', () => {
    expect(new Set(OPERATIONS.map((o) => o.operationId)).size).toBe(OPERATIONS.length);
    expect(new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`)).size).toBe(OPERATIONS.length);
  });

  it('routes every row with its method, and answers the others with a JSON 405 and Allow', async () => {
    for (const row of OPERATIONS) {
      const route = routePattern(row);
      expect(api.app.hasRoute({ method: row.method, url: route }), row.operationId).toBe(true);
      const other = row.method === 'GET' ? 'PUT' : 'GET';
      const url = row.path.replace(/\{\w+\}/, '1');
      const response = await api.app.inject({ method: other, url });
      expect(response.statusCode, row.operationId).toBe(405);
      expect(response.headers.allow).toBe(row.method === 'GET' ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS');
    }
  });

  it('documents each row under its method, in the assistant document only when marked for it', async () => {
    const full = json(await api.get('/api/gpt/openapi/full', {}));
    const assistant = json(await api.get('/api/gpt/openapi', {}));
    for (const row of OPERATIONS) {
      const method = row.method.toLowerCase();
      expect(full.paths[row.path]?.[method]?.operationId, row.operationId).toBe(row.operationId);
      expect(assistant.paths[row.path]?.[method]?.operationId, row.operationId).toBe(
        row.assistant ? row.operationId : undefined,
      );
      const security = full.paths[row.path][method].security;
      expect(security, row.operationId).toEqual(row.auth === 'token' ? [] : undefined);
      const ok = full.paths[row.path][method].responses['200'].content;
      expect(Object.keys(ok), row.operationId).toEqual([
        row.answer === 'json' ? 'application/json' : (row.media?.type.split(';')[0] ?? 'text/calendar'),
      ]);
    }
  });

  it('lists every operation of the assistant document in the not-found message', async () => {
    const { message } = json(await api.get('/api/gpt/nothing'));
    for (const row of OPERATIONS.filter((row) => row.assistant)) expect(message).toContain(row.path);
    expect(message).toContain('POST /api/gpt/feeds');
  });
});

describe('the error table', () => {
  it('pins every code: status and error string', () => {
    const rows = Object.fromEntries(
      Object.entries(ERROR_TABLE).map(([code, row]) => [code, `${row.status} ${row.error}`]),
    );
    expect(rows).toEqual({
      invalid_parameter: '400 Invalid parameter',
      repeated_parameter: '400 Invalid parameter',
      unknown_topic: '400 Invalid parameter',
      unknown_subtopic: '400 Invalid parameter',
      unknown_country: '400 Invalid parameter',
      unknown_series: '400 Invalid parameter',
      unknown_city: '400 Invalid parameter',
      unknown_place: '400 Invalid parameter',
      unknown_region: '400 Invalid parameter',
      country_list: '400 Invalid parameter',
      unknown_event: '400 Invalid parameter',
      unknown_parameter: '400 Invalid parameter',
      q_syntax: '400 Invalid parameter',
      phrase_too_broad: '400 Invalid parameter',
      bad_request: '400 Bad request',
      bad_url: '400 Bad request',
      malformed_request: '400 Bad request',
      forwarded_address_invalid: '400 Bad request',
      unauthorized: '401 Unauthorized',
      key_in_query: '401 Unauthorized',
      invalid_token: '401 Unauthorized',
      insufficient_scope: '403 Forbidden',
      not_found: '404 Not found',
      route_not_found: '404 Not found',
      feed_not_found: '404 Not found',
      feed_url_too_long: '400 Invalid parameter',
      event_not_found: '404 Not found',
      method_not_allowed: '405 Method not allowed',
      request_timeout: '408 Request timeout',
      payload_too_large: '413 Payload too large',
      uri_too_long: '414 URI too long',
      path_segment_too_long: '414 URI too long',
      unsupported_media_type: '415 Unsupported media type',
      headers_too_large: '431 Request header fields too large',
      rate_limited: '429 Rate limit exceeded',
      feed_budget_exceeded: '429 Rate limit exceeded',
      feed_fetches_rate_limited: '429 Rate limit exceeded',
      pages_rate_limited: '429 Rate limit exceeded',
      unauthenticated_rate_limited: '429 Rate limit exceeded',
      key_guessing: '429 Rate limit exceeded',
      internal: '500 Internal server error',
      oauth_misconfigured: '500 Internal server error',
      not_ready: '503 Service unavailable',
      draining: '503 Service unavailable',
      oauth_unavailable: '503 Service unavailable',
    });
  });

  it('words the read errors from their data, naming parameters and operations per transport', () => {
    const { unknown_topic, unknown_country, event_not_found, invalid_parameter, country_list } = ERROR_TABLE;
    const http = (text: string) => renderFor(text, 'http');
    const mcp = (text: string) => renderFor(text, 'mcp');
    expect(unknown_topic.message({ value: 'Lw', suggestions: ['Law'], known: ['Law', 'Medicine'] })).toBe(
      "Unknown topic 'Lw'. Did you mean: Law?",
    );
    expect(unknown_topic.message({ value: 'Zz', suggestions: [], known: ['Law', 'Medicine'] })).toBe(
      "Unknown topic 'Zz'. Valid topics: Law, Medicine.",
    );
    const atlantis = unknown_country.message({ value: 'Atlantis', suggestions: [], parameter: 'country' });
    expect(http(atlantis)).toBe("Unknown country 'Atlantis'. GET /api/gpt/countries lists the countries with events.");
    expect(mcp(atlantis)).toBe("Unknown country 'Atlantis'. The listCountries tool lists the countries with events.");
    expect(event_not_found.message({ id: 7 })).toBe('Conference with id 7 was not found.');
    const limit = invalid_parameter.message({ name: 'limit', rule: 'must be an integer from 1 to 50' });
    expect(http(limit)).toBe("Parameter 'limit' must be an integer from 1 to 50.");
    expect(mcp(limit)).toBe("Argument 'limit' must be an integer from 1 to 50.");
    const list = country_list.message({ value: 'DE,FR', countries: 'DE,FR' });
    expect(http(list)).toContain('use country=DE,FR (comma-separated)');
    expect(mcp(list)).toContain('use country: "DE,FR" (comma-separated)');
  });

  it('names in its messages the route of every row of the operation table, and its tool over MCP', () => {
    for (const row of OPERATIONS) {
      expect(renderFor(operationNamed(row.operationId), 'http')).toBe(`${row.method} ${row.path}`);
      expect(renderFor(`See ${operationNamed(row.operationId)}.`, 'mcp')).toBe(`See the ${row.operationId} tool.`);
    }
  });

  it('lists in the not-found message the assistant document’s operations, by method', () => {
    expect(operationList()).toBe(
      'GET /api/gpt/conferences, /api/gpt/conferences/{id}, /api/gpt/topics, /api/gpt/countries and ' +
        '/api/gpt/stats, and POST /api/gpt/feeds',
    );
  });
});
