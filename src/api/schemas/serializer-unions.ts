/**
 * The serializer's schemas with the unions it can tell apart without validating. For an anyOf,
 * fast-json-stringify runs Ajv on the value to pick the branch, and compiles its whole schema with
 * Ajv on the first such value: a process's first search took a median 52 ms, and 12 ms without
 * it (measured over 5 processes each; the search answer's next_offset is a nullable integer). Two
 * kinds of union are rewritten, each to a schema that writes the same bytes for every value of
 * the union:
 *
 * - a nullable primitive or object ({anyOf: [{type: "integer"}, {type: "null"}]}) becomes a list
 *   of types ({type: ["integer", "null"]}), which fast-json-stringify picks between by the value's
 *   own type;
 * - a union of objects becomes one object of all their properties, none required, when one order
 *   of them keeps the order each member is written in (its required properties first) and a
 *   property shared by members has the same schema in each: fast-json-stringify writes the
 *   properties present, in the schema's order.
 *
 * Any other union is left as it is. Only the serializer's schemas are rewritten: the published
 * documents (OpenAPI, an MCP tool's outputSchema) keep the unions.
 */
type Json = Record<string, unknown>;

/** The types a nullable schema may have to become a list of types (fast-json-stringify takes these). */
const NULLABLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object']);
/** The keywords an object member may have to be merged; the serializer reads no other. */
const OBJECT_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'description']);

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `schema` with each union it can tell apart rewritten, at every depth. */
export function withoutUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutUnions);
  if (!isJson(schema)) return schema;
  const rewritten: Json = {};
  for (const [key, value] of Object.entries(schema)) rewritten[key] = withoutUnions(value);
  const { anyOf: members, ...rest } = rewritten;
  if (!Array.isArray(members) || !members.every(isJson)) return rewritten;
  const single = nullable(members) ?? mergedObjects(members);
  return single === undefined ? rewritten : { ...rest, ...single };
}

function nullable(members: Json[]): Json | undefined {
  if (members.length !== 2) return undefined;
  const none = members.find((member) => member.type === 'null' && Object.keys(member).length === 1);
  const value = members.find((member) => member !== none);
  if (none === undefined || value === undefined) return undefined;
  if (typeof value.type !== 'string' || !NULLABLE_TYPES.has(value.type) || 'const' in value) return undefined;
  // The schema stays true of the values: null joins an enum of the other type's values.
  return {
    ...value,
    type: [value.type, 'null'],
    ...(Array.isArray(value.enum) ? { enum: [...value.enum, null] } : {}),
  };
}

function mergedObjects(members: Json[]): Json | undefined {
  const objects = members.filter(
    (member) =>
      member.type === 'object' &&
      isJson(member.properties) &&
      Object.keys(member).every((key) => OBJECT_KEYWORDS.has(key)),
  );
  if (objects.length !== members.length) return undefined;
  const propertiesOf = (member: Json) => member.properties as Json;
  const order = mergedOrder(objects.map(writtenOrder));
  if (order === undefined) return undefined;
  const properties: Json = {};
  for (const name of order) {
    const schemas = objects
      .filter((member) => name in propertiesOf(member))
      .map((member) => propertiesOf(member)[name]);
    if (new Set(schemas.map((schema) => JSON.stringify(schema))).size > 1) return undefined;
    properties[name] = schemas[0];
  }
  // No property is required: fast-json-stringify writes the required ones first, which would
  // change the order merged here.
  const closed = objects.every((member) => member.additionalProperties === false);
  return { type: 'object', properties, ...(closed ? { additionalProperties: false } : {}) };
}

/** The order fast-json-stringify writes an object's properties in: the required ones first, each part in schema order. */
function writtenOrder(member: Json): string[] {
  const names = Object.keys(member.properties as Json);
  const required = new Set(Array.isArray(member.required) ? (member.required as string[]) : []);
  return [...names.filter((name) => required.has(name)), ...names.filter((name) => !required.has(name))];
}

/** One order of every name that keeps each list's own order, or undefined when there is none. */
function mergedOrder(lists: string[][]): string[] | undefined {
  const rest = lists.map((list) => [...list]);
  const order: string[] = [];
  while (rest.some((list) => list.length > 0)) {
    const next = rest
      .map((list) => list[0])
      .find((head) => head !== undefined && rest.every((list) => list.indexOf(head) <= 0));
    if (next === undefined) return undefined;
    order.push(next);
    for (const list of rest) if (list[0] === next) list.shift();
  }
  return order;
}
