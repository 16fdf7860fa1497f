/**
 * `fields` and `include` choose from the event table (docs/api.md, Fields): whatever the order of
 * `fields`, and whichever field comes last (a nested object or not), every chosen field lands where
 * the table puts it and `deadlines` (include=deadlines) at the item's top level. Held over HTTP
 * (the OpenAPI document, by Ajv 2020-12) and over MCP (the official SDK client, which refuses a
 * result its outputSchema does not validate, and Ajv on the tool's outputSchema).
 */
import type { Client, Tool } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_FIELD_NAMES, ITEM_FIELDS } from '../../src/api/schemas/event-fields.js';
import { connect, type ListeningApi, startListeningApi } from '../mcp/client.js';
import { DocumentSchemas, errorsOf, ToolSchemas } from './answer-schemas/validators.js';
import { json } from './harness.js';

let api: ListeningApi;
let client: Client;
let document: DocumentSchemas;
let tools: ToolSchemas;

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
  document = new DocumentSchemas('full', json(await api.get('/api/gpt/openapi/full', {})));
  tools = new ToolSchemas((await client.listTools()).tools as Tool[]);
}, 120_000);
afterAll(async () => {
  await client?.close();
  await api?.close();
});

/** Every order of `names`. */
function orders(names: readonly string[]): string[][] {
  if (names.length <= 1) return [[...names]];
  return names.flatMap((name, i) =>
    orders([...names.slice(0, i), ...names.slice(i + 1)]).map((rest) => [name, ...rest]),
  );
}

/** The keys an item with `fields` and include=deadlines has, in answer order: id, the table's chosen, then the annex's and deadlines. */
function expectedKeys(fields: readonly string[]): string[] {
  const chosen = new Set(['id', ...fields]);
  return [...ITEM_FIELD_NAMES.filter((name) => chosen.has(name)), 'deadlines'];
}

/** The keys of each group (nested object) of the table. */
const GROUP_KEYS: Readonly<Record<string, string[]>> = Object.fromEntries(
  Object.entries(ITEM_FIELDS)
    .filter(([, field]) => 'fields' in field)
    .map(([name, field]) => [name, Object.keys((field as { fields: object }).fields)]),
);

/** Field choices: every order of the example (a group last), of groups and the annex, and each field alone. */
function choices(): string[][] {
  return [
    ...orders(['name', 'dates', 'location']),
    ...orders(['dates', 'location', 'rank', 'ranks']),
    ...ITEM_FIELD_NAMES.map((name) => [name]),
    [...ITEM_FIELD_NAMES],
  ];
}

/** The annex's fields, present only when the event has ranks or tracks. */
const ANNEX = new Set(['ranks', 'tracks']);

function checkItem(label: string, item: Record<string, unknown>, fields: readonly string[]): void {
  const expected = expectedKeys(fields).filter((name) => !ANNEX.has(name) || item[name] !== undefined);
  expect(Object.keys(item), label).toEqual(expected);
  expect(Array.isArray(item.deadlines), label).toBe(true);
  for (const [name, keys] of Object.entries(GROUP_KEYS)) {
    if (item[name] !== undefined) expect(Object.keys(item[name] as object), `${label}: ${name}`).toEqual(keys);
  }
}

describe('fields with include=deadlines', () => {
  it('puts every field where the table says over HTTP, in every order, as the OpenAPI document declares', async () => {
    const validate = document.validator('/api/gpt/conferences', 'get', 200)!;
    for (const fields of choices()) {
      const url = `/api/gpt/conferences?limit=2&acronym=icml&include=deadlines&fields=${fields.join(',')}`;
      const body = json(await api.get(url));
      expect(body.conferences.length, url).toBeGreaterThan(0);
      for (const item of body.conferences) checkItem(url, item, fields);
      expect(validate(body), `${url}: ${errorsOf(validate)}`).toBe(true);
    }
  });

  it('answers every order over MCP as the SDK client and Ajv accept, with the HTTP answer as structured content', async () => {
    for (const fields of choices()) {
      const args = { limit: 2, acronym: 'icml', include: 'deadlines', fields };
      const label = JSON.stringify(args);
      const result = await client.callTool({ name: 'searchConferences', arguments: args });
      expect(result.isError, label).toBeFalsy();
      const structured = result.structuredContent as { conferences: Record<string, unknown>[] };
      expect(tools.check('searchConferences', structured), label).toEqual({});
      for (const item of structured.conferences) checkItem(label, item, fields);
      const http = json(
        await api.get(`/api/gpt/conferences?limit=2&acronym=icml&include=deadlines&fields=${fields.join(',')}`),
      );
      expect(structured.conferences, label).toEqual(http.conferences);
    }
  });
});
