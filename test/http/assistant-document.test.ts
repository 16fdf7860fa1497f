/**
 * The assistant document declares what it names (docs/api.md, Schema routes): an action can only
 * fill the parameters its document declares, so every parameter of the API that a text of the
 * assistant document (a description, a summary, an example, an error example) names, and every
 * parameter that the answers to the model-mistake and zero-result corpora name (error messages,
 * hints, relaxations; over HTTP and MCP), is declared there, by searchConferences for its own
 * answers. Names are the words of a text that are parameters of the API (those the full document
 * declares): `offset=pagination.next_offset`, "within radius_km=N", `region=Texas`, "drop ccf_rank".
 */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, connect, type ListeningApi, startListeningApi } from '../mcp/client.js';
import { operationOf } from './answer-schemas/corpus.js';
import { json } from './harness.js';
import { MISTAKES } from './model-mistakes/cases.js';
import { CASES } from './zero-results/cases.js';

type Json = Record<string, any>;

let api: ListeningApi;
let client: Client;
let assistant: Json;
let full: Json;

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
  assistant = json(await api.get('/api/gpt/openapi', {}));
  full = json(await api.get('/api/gpt/openapi/full', {}));
});
afterAll(async () => {
  await client?.close();
  await api?.close();
});

/** Every operation of a document: its id, and the names of its parameters and body properties. */
function declared(document: Json): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const methods of Object.values(document.paths as Json)) {
    for (const operation of Object.values(methods as Json) as Json[]) {
      const names = new Set<string>((operation.parameters ?? []).map((p: Json) => p.name as string));
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      for (const name of Object.keys(body)) names.add(name);
      out.set(operation.operationId, names);
    }
  }
  return out;
}

/** Every text of a document an assistant reads, with where it is (operation id, or "" for the info). */
function texts(document: Json): [string, string][] {
  const out: [string, string][] = [[document.info.description, '']];
  const walk = (value: unknown, operation: string) => {
    if (typeof value === 'string') out.push([value, operation]);
    else if (Array.isArray(value)) for (const item of value) walk(item, operation);
    else if (value !== null && typeof value === 'object')
      for (const item of Object.values(value)) walk(item, operation);
  };
  for (const methods of Object.values(document.paths as Json)) {
    for (const operation of Object.values(methods as Json) as Json[]) walk(operation, operation.operationId);
  }
  return out;
}

/** The parameters of the API (`known`) that a text names as words. */
function named(text: string, known: ReadonlySet<string>): string[] {
  return [...new Set(text.match(/(?<![A-Za-z_])[a-z][a-z_]*(?![A-Za-z_])/g) ?? [])].filter((word) => known.has(word));
}

/**
 * The parameters a text names as settings, which the operation itself must take: `name=value`,
 * a tool's `name: value`, and a refusal's "Parameter 'limit'" ("Argument 'limit'" over MCP). An
 * unknown parameter's name ("Unknown parameter 'page'") is not one.
 */
function settings(text: string, known: ReadonlySet<string>): string[] {
  const forms = /(?<![A-Za-z_])([a-z][a-z_]*)(?:=|: (?=["\d[tf]))|(?:Parameter|Argument) '([a-z][a-z_]*)'/g;
  return [...new Set([...text.matchAll(forms)].map((match) => match[1] ?? match[2]!))].filter((name) =>
    known.has(name),
  );
}

/** The texts of a search answer that name parameters (a refusal's message, hints), and the parameters it sets. */
function answerTexts(body: Json): { texts: string[]; set: string[] } {
  if (body.success === false) return { texts: [body.message], set: [] };
  const hints: Json[] = body.hints ?? [];
  const relaxations: Json[] = body.relaxations ?? [];
  return {
    texts: hints.map((hint) => hint.message),
    set: [
      ...hints.map((hint) => hint.parameter as string),
      ...relaxations.flatMap((relaxation) => String(relaxation.drop ?? relaxation.set).split(',')),
    ],
  };
}

describe('the assistant document declares every parameter it names', () => {
  let known: Set<string>;
  let ofOperation: Map<string, Set<string>>;
  let everywhere: Set<string>;
  beforeAll(() => {
    ofOperation = declared(assistant);
    // The parameters of the operations the assistant document offers, as the full document declares
    // them (the connector tools' `query`, in the full document only, is no word to look for here).
    known = new Set(
      [...declared(full)].filter(([operation]) => ofOperation.has(operation)).flatMap(([, names]) => [...names]),
    );
    everywhere = new Set([...ofOperation.values()].flatMap((names) => [...names]));
  });

  it("names in its own texts only parameters it declares, searchConferences' named by it", () => {
    const missing: string[] = [];
    const found = new Set<string>();
    for (const [text, operation] of texts(assistant)) {
      const own = ofOperation.get(operation) ?? everywhere;
      for (const name of named(text, known)) {
        found.add(name);
        if (!everywhere.has(name)) missing.push(`${operation || 'info'}: ${name} in "${text.slice(0, 80)}"`);
      }
      for (const name of settings(text, known)) {
        if (!own.has(name)) missing.push(`${operation || 'info'}: ${name}= in "${text.slice(0, 80)}"`);
      }
    }
    expect(missing).toEqual([]);
    // The names the texts use to lead a model on: page two, a radius, a state, a CCF rank.
    for (const name of ['offset', 'radius_km', 'region', 'ccf_rank', 'subtopic', 'include_online']) {
      expect(found, name).toContain(name);
    }
  });

  it('declares in subscribeToSearch every feed parameter its searchConferences declares', () => {
    const body = ofOperation.get('subscribeToSearch')!;
    const feedOnes = ofOperation.get('searchConferences')!;
    const fullBody = declared(full).get('subscribeToSearch')!;
    for (const name of feedOnes) if (fullBody.has(name) && name !== 'offset') expect(body, name).toContain(name);
    expect(body).toContain('ccf_rank');
    expect(body).toContain('subtopic');
  });

  it('declares every parameter the answers to the mistakes and zero-result searches name', async () => {
    const missing: string[] = [];
    const found = new Set<string>();
    const check = (label: string, operationId: string, body: Json) => {
      const own = ofOperation.get(operationId)!;
      const { texts: said, set } = answerTexts(body);
      for (const text of said) {
        for (const name of named(text, known)) {
          found.add(name);
          if (!everywhere.has(name)) missing.push(`${label}: ${name} in "${text}"`);
        }
      }
      for (const name of [...set, ...said.flatMap((text) => settings(text, known))]) {
        found.add(name);
        if (!own.has(name)) missing.push(`${label}: sets ${name}`);
      }
    };
    for (const { url } of MISTAKES) check(url, operationOf(url)!.operationId, json(await api.get(url)));
    for (const { args } of CASES) {
      const url = `/api/gpt/conferences?${new URLSearchParams(args)}`;
      check(`HTTP ${JSON.stringify(args)}`, 'searchConferences', json(await api.get(url)));
      const result = await client.callTool({ name: 'searchConferences', arguments: args });
      check(`MCP ${JSON.stringify(args)}`, 'searchConferences', answerOf(result));
    }
    expect(missing).toEqual([]);
    expect(found.size).toBeGreaterThan(10);
  });

  it('keeps every description and summary within 300 characters', () => {
    const long: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, `${at}/${i}`);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          const text = typeof item === 'string' && (key === 'description' || key === 'summary');
          // A field named "description" in a schema's properties, or in example data, is not a text.
          if (text && !at.endsWith('/properties') && !at.includes('/example')) {
            if (item.length > 300) long.push(`${at}/${key}: ${item.length}`);
          } else walk(item, `${at}/${key}`);
        }
      }
    };
    walk(assistant, '');
    expect(long).toEqual([]);
  });
});
