import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { searchResponse, serializerSchema } from '../../../src/api/schemas/index.js';
import { withoutUnions } from '../../../src/api/schemas/serializer-unions.js';

type Json = Record<string, unknown>;

/** Every anyOf left in a schema, by path. */
function unionsIn(node: unknown, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const here = 'anyOf' in node ? [path] : [];
  return [...here, ...Object.entries(node).flatMap(([key, value]) => unionsIn(value, `${path}/${key}`))];
}

const wrapped = (field: Json): Json => ({ type: 'object', properties: { field }, additionalProperties: false });

/** The same bytes from the schema as written and as rewritten, for every value. */
function expectSameBytes(field: Json, values: unknown[]) {
  const before = fastJson(wrapped(field));
  const after = fastJson(withoutUnions(wrapped(field)) as Json);
  expect(unionsIn(withoutUnions(wrapped(field)))).toEqual([]);
  for (const value of values) expect(after({ field: value })).toBe(before({ field: value }));
}

describe("the serializer's unions", () => {
  it('a nullable integer becomes a list of types, writing the same bytes', () => {
    expectSameBytes({ anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] }, [0, 25, null, undefined]);
    expect(withoutUnions({ anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'd' })).toEqual({
      type: ['integer', 'null'],
      description: 'd',
    });
  });

  it('a nullable enum keeps null among its values, writing the same bytes', () => {
    const rank = { anyOf: [{ type: 'string', enum: ['A', 'B', 'C'] }, { type: 'null' }] };
    expect(withoutUnions(rank)).toEqual({ type: ['string', 'null'], enum: ['A', 'B', 'C', null] });
    expectSameBytes(rank, ['A', 'C', null]);
  });

  it('a nullable string or object becomes a list of types, writing the same bytes', () => {
    expectSameBytes({ anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] }, ['2026-11-25', null]);
    const deadline = {
      type: 'object',
      properties: { kind: { type: 'string' }, at: { type: 'string' } },
      required: ['kind', 'at'],
      additionalProperties: false,
    };
    expectSameBytes({ anyOf: [deadline, { type: 'null' }] }, [{ kind: 'paper', at: '2026-11-25T12:00:00Z' }, null]);
  });

  it('a union of objects becomes one object whose order keeps the order each member is written in, writing the same bytes', () => {
    const relaxation = {
      type: 'array',
      items: {
        anyOf: [
          {
            type: 'object',
            properties: { drop: { type: 'string' }, term: { type: 'string' }, total: { type: 'integer' } },
            required: ['drop', 'total'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: { set: { type: 'string' }, value: { type: 'number' }, total: { type: 'integer' } },
            required: ['set', 'value', 'total'],
            additionalProperties: false,
          },
        ],
      },
    };
    const merged = withoutUnions(relaxation) as { items: Json };
    // Each member as written: its required properties first (drop, total, term; set, value, total).
    expect(Object.keys(merged.items.properties as Json)).toEqual(['drop', 'set', 'value', 'total', 'term']);
    expect(merged.items.required).toBeUndefined();
    expectSameBytes(relaxation, [
      [
        { drop: 'country', total: 12 },
        { drop: 'q', term: 'deep learning', total: 3 },
        { set: 'radius_km', value: 250, total: 7 },
      ],
    ]);
  });

  it('is left alone when no order keeps both members’, or a shared property differs', () => {
    const crossed = {
      anyOf: [
        { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
        { type: 'object', properties: { b: { type: 'string' }, a: { type: 'string' } } },
      ],
    };
    expect(withoutUnions(crossed)).toEqual(crossed);
    const differing = {
      anyOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { type: 'object', properties: { a: { type: 'integer' } } },
      ],
    };
    expect(withoutUnions(differing)).toEqual(differing);
    const mixed = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(withoutUnions(mixed)).toEqual(mixed);
  });

  it('leaves none in the search answer, so its serializer never runs a validator', () => {
    expect(unionsIn(serializerSchema(searchResponse))).toEqual([]);
  });
});
