/**
 * Every tool keeps the rules of the hosts that call it (docs/api.md, Discovery, Tools and hosts):
 * a name of 1 to 64 letters, digits, `_` or `-` (what OpenAI's and Anthropic's function names allow,
 * inside MCP's own format); every property of its input and output schemas typed, at any depth; its
 * description and every property's under 2,048 characters; and its description's first paragraph,
 * which holds the rules a call needs, within the first 512 characters, as a whole sentence.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/api/operations.js';
import { toolTable } from '../../src/mcp/index.js';

const { definitions } = toolTable(OPERATIONS);
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const DESCRIPTION_MAX = 2047;
const FIRST_PARAGRAPH_MAX = 512;

type Schema = Record<string, unknown>;

/** Every schema under `schema` that stands for a value (a property, an item, a branch), with its path. */
function valueSchemas(schema: Schema, path: string): [string, Schema][] {
  const found: [string, Schema][] = [];
  const visit = (node: unknown, at: string) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const s = node as Schema;
    found.push([at, s]);
    for (const [name, child] of Object.entries((s.properties as Schema | undefined) ?? {}))
      visit(child, `${at}.${name}`);
    if (s.items) visit(s.items, `${at}[]`);
    if (typeof s.additionalProperties === 'object') visit(s.additionalProperties, `${at}{}`);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const [i, branch] of ((s[key] as unknown[] | undefined) ?? []).entries()) visit(branch, `${at}|${key}${i}`);
    }
  };
  visit(schema, path);
  return found;
}

/** A schema is typed when it names its type, or every branch of its union does. */
function typed(schema: Schema): boolean {
  if (typeof schema.type === 'string' || Array.isArray(schema.type)) return true;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches !== undefined && branches.length > 0 && branches.every(typed);
}

describe.each(definitions.map((tool) => [tool.name, tool] as const))('the tool %s', (_name, tool) => {
  const schemas = [
    ...valueSchemas(tool.inputSchema as Schema, 'input'),
    ...(tool.outputSchema ? valueSchemas(tool.outputSchema as Schema, 'output') : []),
  ];

  it('has a name every host accepts', () => {
    expect(tool.name).toMatch(NAME);
  });

  it('types every property, at any depth', () => {
    expect(schemas.filter(([, schema]) => !typed(schema)).map(([path]) => path)).toEqual([]);
  });

  it('has descriptions under 2,048 characters, its first paragraph whole within the first 512', () => {
    const description = tool.description ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const first = description.split(/\n\s*\n/)[0]!;
    expect(first.length).toBeLessThanOrEqual(FIRST_PARAGRAPH_MAX);
    expect(first.trimEnd()).toMatch(/[.!?:)]$/);
    const long = schemas.filter(([, schema]) => String(schema.description ?? '').length > DESCRIPTION_MAX);
    expect(long.map(([path]) => path)).toEqual([]);
  });
});

describe('the rules', () => {
  it('see every tool and every property (they could fail)', () => {
    expect(definitions.map((tool) => tool.name)).toContain('searchConferences');
    expect(typed({ description: 'untyped' })).toBe(false);
    expect(typed({ anyOf: [{ type: 'string' }, {}] })).toBe(false);
    const nested = valueSchemas({ type: 'object', properties: { a: { type: 'array', items: {} } } }, 'x');
    expect(nested.map(([path]) => path)).toEqual(['x', 'x.a', 'x.a[]']);
  });
});
