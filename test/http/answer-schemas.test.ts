/**
 * Every answer true to the documents it is published with (docs/api.md, Schema routes and MCP):
 * each answer of the corpora (answer-schemas/corpus.ts: golden, mistakes, zero results, every
 * parameter family, the differential tests' random filters and the property corpus), over HTTP and
 * over MCP, validated by Ajv (JSON Schema 2020-12) against the served OpenAPI documents' response
 * schemas (the assistant's and the full one), and against the MCP tool's outputSchema (by Ajv, and
 * by the SDK client's own validator). subscribeToSearch and POST /api/gpt/feeds are validated on the
 * zero-result corpus. The counts per schema are printed (ANSWER_SCHEMAS_REPORT=1).
 */
import type { Client } from '@modelcontextprotocol/client';
import type { Tool } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type ListeningApi, startListeningApi, textOf } from '../mcp/client.js';
import { argumentsOf, type CorpusRequest, corpus, operationOf } from './answer-schemas/corpus.js';
import { DocumentSchemas, errorsOf, ToolSchemas } from './answer-schemas/validators.js';
import { json } from './harness.js';
import { CASES } from './zero-results/cases.js';

let api: ListeningApi;
let client: Client;
let documents: DocumentSchemas[];
let tools: ToolSchemas;
let requests: CorpusRequest[];

/** Answers validated per schema, and the mismatches found. */
const validated = new Map<string, number>();
const mismatches: string[] = [];

function count(schema: string): void {
  validated.set(schema, (validated.get(schema) ?? 0) + 1);
}

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
  documents = [
    new DocumentSchemas('assistant', json(await api.get('/api/gpt/openapi', {}))),
    new DocumentSchemas('full', json(await api.get('/api/gpt/openapi/full', {}))),
  ];
  tools = new ToolSchemas((await client.listTools()).tools as Tool[]);
  requests = corpus(api);
}, 300_000);
afterAll(async () => {
  if (process.env.ANSWER_SCHEMAS_REPORT === '1') {
    const lines = [...validated].map(([schema, n]) => `${schema}: ${n}`);
    console.info(`answers validated per schema:\n${lines.join('\n')}\nmismatches: ${mismatches.length}`);
  }
  await client?.close();
  await api?.close();
});

/** Checks one HTTP answer against every document that declares its operation. */
function checkHttp(label: string, path: string, method: string, status: number, body: unknown): void {
  for (const document of documents) {
    const statuses = document.statuses(path, method);
    if (statuses === undefined) continue;
    const validate = document.validator(path, method, status);
    count(`${document.name} document (HTTP)`);
    if (validate === undefined) mismatches.push(`${document.name}: ${label}: status ${status} not declared`);
    else if (!validate(body)) mismatches.push(`${document.name}: ${label}: ${errorsOf(validate)}`);
  }
}

/** Checks one tool result: structured content against the outputSchema, an error's text against Error. */
function checkTool(label: string, tool: string, result: Awaited<ReturnType<Client['callTool']>>): void {
  const text = textOf(result);
  if (result.isError) {
    const validate = documents[1]!.validator('/api/gpt/conferences', 'get', 400)!;
    count('Error component (MCP tool errors)');
    if (!validate(JSON.parse(text))) mismatches.push(`mcp ${label}: error body: ${errorsOf(validate)}`);
    return;
  }
  count(`${tool} outputSchema (MCP, Ajv 2020-12 and the SDK's validator)`);
  const { ajv, sdk } = tools.check(tool, result.structuredContent);
  if (ajv) mismatches.push(`mcp ${label}: Ajv: ${ajv}`);
  if (sdk) mismatches.push(`mcp ${label}: SDK: ${sdk}`);
  // The connector tools' text is their answer's JSON, as their callers read it; the others say it in lines.
  const connector = tool === 'search' || tool === 'fetch';
  if (connector && JSON.stringify(result.structuredContent) !== JSON.stringify(JSON.parse(text))) {
    mismatches.push(`mcp ${label}: structuredContent is not the text`);
  }
  if (!connector && text.trim() === '') mismatches.push(`mcp ${label}: no text`);
}

/** A tool call; the SDK client refuses a result that its outputSchema does not validate: a mismatch. */
async function call(label: string, name: string, args: Record<string, unknown>) {
  try {
    return await client.callTool({ name, arguments: args });
  } catch (error) {
    count(`${name} outputSchema (MCP, Ajv 2020-12 and the SDK's validator)`);
    mismatches.push(`mcp ${label}: the client refused the result: ${(error as Error).message}`);
    return undefined;
  }
}

const report = () => mismatches.slice(0, 20).join('\n');

describe('answers validated against the published schemas', () => {
  it('holds a corpus of every family, from every source', () => {
    const sources = new Set(requests.map((request) => request.corpus));
    expect([...sources].sort()).toEqual(['differential', 'families', 'golden', 'mistakes', 'property', 'zero-results']);
    expect(requests.length).toBeGreaterThan(800);
  });

  it('answers every request over HTTP as the OpenAPI documents declare', { timeout: 600_000 }, async () => {
    const before = mismatches.length;
    for (const { url, keyed } of requests) {
      const operation = operationOf(url);
      if (operation === undefined) continue;
      const response = await api.get(url, keyed ? { 'x-api-key': api.key } : {});
      checkHttp(`GET ${url}`, operation.path, 'get', response.statusCode, json(response));
      // An assistant action's cap on an answer (docs/api.md, MCP).
      if (response.body.length > 100_000) mismatches.push(`GET ${url}: ${response.body.length} characters`);
    }
    expect(mismatches.slice(before), report()).toEqual([]);
  });

  it('answers every request over MCP as the tool outputSchema declares', { timeout: 600_000 }, async () => {
    const before = mismatches.length;
    for (const { url, keyed } of requests) {
      const operation = operationOf(url);
      if (operation === undefined || !keyed) continue;
      const args = { ...argumentsOf(url), ...operation.params };
      const result = await call(url, operation.operationId, args);
      if (result) checkTool(url, operation.operationId, result);
    }
    expect(mismatches.slice(before), report()).toEqual([]);
  });

  it('publishes examples that its own schemas validate', () => {
    const before = mismatches.length;
    for (const document of documents) {
      for (const [path, methods] of Object.entries(document.document.paths as Record<string, any>)) {
        for (const [method, operation] of Object.entries(methods as Record<string, any>)) {
          for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
            const example = response.content?.['application/json']?.example;
            const validate = document.validator(path, method, Number(status));
            if (example === undefined || validate === undefined) continue;
            count(`${document.name} document (its own examples)`);
            if (!validate(example))
              mismatches.push(`${document.name}: example of ${method} ${path} ${status}: ${errorsOf(validate)}`);
          }
        }
      }
    }
    expect(mismatches.slice(before), report()).toEqual([]);
  });

  it('answers subscribeToSearch and POST /api/gpt/feeds as declared', { timeout: 300_000 }, async () => {
    const before = mismatches.length;
    for (const { args } of CASES) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/gpt/feeds',
        headers: { 'x-api-key': api.key, 'content-type': 'application/json' },
        payload: args,
      });
      checkHttp(
        `POST /api/gpt/feeds ${JSON.stringify(args)}`,
        '/api/gpt/feeds',
        'post',
        response.statusCode,
        json(response),
      );
      const result = await call(JSON.stringify(args), 'subscribeToSearch', args);
      if (result) checkTool(JSON.stringify(args), 'subscribeToSearch', result);
    }
    expect(mismatches.slice(before), report()).toEqual([]);
  });
});
