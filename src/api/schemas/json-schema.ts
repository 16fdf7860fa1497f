/**
 * The zod schemas as JSON Schema: for Fastify's serializer (draft-7), for the OpenAPI parameters
 * and for its component schemas (2020-12, as OpenAPI 3.1 uses).
 */
import { z } from 'zod';
import { COMPONENT_SCHEMAS } from './responses.js';
import { withoutUnions } from './serializer-unions.js';
export type JsonObject = Record<string, unknown>;

/** Drops the noise zod adds: the dialect marker and the safe-integer bounds of every integer. */
function tidy(ctx: { jsonSchema: JsonObject }): void {
  const schema = ctx.jsonSchema;
  delete schema.$schema;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

/** A response schema as JSON Schema draft-7, as published (an MCP tool's outputSchema). */
export function responseJsonSchema(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', override: tidy }) as JsonObject;
  delete json.$schema;
  return json;
}

/**
 * A response schema for Fastify's serializer (fast-json-stringify): responseJsonSchema with the
 * unions it would validate to tell apart rewritten as it can write them (serializer-unions.ts).
 */
export function serializerSchema(schema: z.ZodType): JsonObject {
  return withoutUnions(responseJsonSchema(schema)) as JsonObject;
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses) of one query or path parameter, as clients write
 * it: a list (an array of its values, as a tool argument or a feed body takes it) with its example
 * as a list too ("in-person,hybrid" is ["in-person", "hybrid"]).
 */
export function parameterSchema(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, { io: 'input', override: tidy, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  if (json.type === 'array' && typeof json.example === 'string') json.example = json.example.split(',');
  return json;
}

/** The response schemas as OpenAPI components, nested components referenced by $ref. */
export function componentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) registry.add(schema, { id });
  const result = z.toJSONSchema(registry, {
    io: 'output',
    override: tidy,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonObject> };
  for (const schema of Object.values(result.schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return result.schemas;
}
