/**
 * The OpenAPI 3.1 documents, derived from the operation table: parameters from the operations'
 * zod schemas (written inline, as chat-assistant action importers want them), response bodies
 * from the response schemas (as components). Nothing here restates a shape. Two audiences
 * (docs/api.md, Schema routes): the assistant document has the rows marked for it, with the
 * parameters marked for it; the full document has every row and parameter. A POST's parameters
 * are its JSON body's properties; a calendar feed answers text/calendar.
 */
import { stringify } from 'yaml';
import type { z } from 'zod';
import type { Config } from '../config.js';
import { ApiError } from './errors.js';
import { InputParser } from './input.js';
import { type Operation, TAGS, type TableRow } from './operation.js';
import { calendarResponses, errorResponses, ref, refusalBody } from './openapi-responses.js';
import { AUTH_ERRORS, OPERATIONS } from './operations.js';
import {
  componentSchemas,
  type JsonObject,
  parameterSchema,
  RESPONSE_EXAMPLES,
  responseJsonSchema,
} from './schemas/index.js';

/** Whom a document is for: an assistant's builder (lean), or people and client generators (everything). */
export type OpenApiAudience = 'assistant' | 'full';

export const API_VERSION = '2.1.0';
export const API_KEY_HEADER = 'X-API-Key';
const SECURITY_SCHEME = 'ApiKeyAuth';

/** The parameters of `schema` as OpenAPI parameters; only those in `only` when given. */
function parameters(
  schema: NonNullable<Operation['query']>,
  location: 'query' | 'path',
  only?: readonly string[],
): JsonObject[] {
  const fields = Object.entries(schema.shape).filter(([name]) => only === undefined || only.includes(name));
  return fields.map(([name, field]) => {
    const json = parameterSchema(field);
    // Description and example belong to the parameter (where importers and renderers read them).
    const { description, example } = json;
    delete json.description;
    delete json.example;
    // A list is one comma-separated value (format=online,hybrid), documented as the text it is, its
    // values named in the description: clients then neither repeat the parameter nor send an
    // empty list as "format=", both of which the API refuses (hence minLength).
    const listed = json.type === 'array';
    if (listed) {
      for (const key of Object.keys(json)) delete json[key];
      json.type = 'string';
      json.minLength = 1;
    }
    // zod leaves defaults out of input schemas of parsing fields; the default is what "absent" parses to.
    const absent = field.safeParse(undefined);
    if (absent.success && absent.data !== undefined) json.default = absent.data;
    return {
      name,
      in: location,
      required: location === 'path' || !absent.success,
      ...(typeof description === 'string' ? { description } : {}),
      schema: json,
      ...(example !== undefined ? { example: listed && Array.isArray(example) ? example.join(',') : example } : {}),
    };
  });
}

/**
 * A POST's body: its parameters as a JSON object's properties (for an assistant: those it lists,
 * the ones shared with another operation described by a reference to it).
 */
function requestBody(operation: Operation, audience: OpenApiAudience): JsonObject {
  const only = audience === 'assistant' ? operation.assistantQuery : undefined;
  const shared = audience === 'assistant' ? operation.sharedWith : undefined;
  const fields = Object.entries(operation.query?.shape ?? {}).filter(([name]) => only?.includes(name) ?? true);
  const properties = Object.fromEntries(
    fields.map(([name, field]) => {
      const schema = parameterSchema(field as z.ZodType);
      if (!shared?.names.includes(name)) return [name, schema];
      const { description: _description, example: _example, ...rest } = schema;
      return [name, { ...rest, description: `As in ${shared.operationId}.` }];
    }),
  );
  const schema = { type: 'object', properties, additionalProperties: false };
  return {
    required: true,
    content: { 'application/json': { schema, ...(operation.bodyExample ? { example: operation.bodyExample } : {}) } },
  };
}

/** The 400 a row documents: what its input parser answers to its refusal, or the refusal's own error. */
function refusalOf(operation: TableRow) {
  const { refusal } = operation;
  if ('code' in refusal) return new ApiError(refusal.code).body();
  const parser = new InputParser(operation);
  const parse =
    operation.method === 'POST'
      ? () => parser.fromArguments({ ...refusal.params, ...refusal.query })
      : () => parser.fromQuery(refusal.query ?? {}, refusal.params ?? {});
  return refusalBody(parse, operation.operationId);
}

/** The answers of an operation by status: its own 200 (a feed's with a 304), then its errors. */
function responses(operation: TableRow): Record<string, JsonObject> {
  const ok = operation.answer === 'calendar' ? calendarResponses('The feed.', operation.media) : jsonAnswer(operation);
  return errorResponses([...operation.errors, ...AUTH_ERRORS[operation.auth]], refusalOf(operation), ok);
}

function jsonAnswer({ response }: Operation): Record<string, JsonObject> {
  const { component } = response;
  const content = component
    ? { schema: ref(component), example: RESPONSE_EXAMPLES[component] }
    : { schema: responseJsonSchema(response.schema), example: response.example };
  return { '200': { description: response.description, content: { 'application/json': content } } };
}

function operationObject(operation: TableRow, audience: OpenApiAudience): JsonObject {
  const only = audience === 'assistant' ? operation.assistantQuery : undefined;
  const post = operation.method === 'POST';
  const params = [
    ...(operation.params ? parameters(operation.params, 'path') : []),
    ...(operation.query && !post ? parameters(operation.query, 'query', only) : []),
  ];
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    ...(operation.auth === 'token' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(post && operation.answer === 'json' ? { requestBody: requestBody(operation, audience) } : {}),
    responses: responses(operation),
  };
}

/**
 * The OpenAPI 3.1 document for `audience`: the assistant's is served at /api/gpt/openapi (JSON) and
 * /api/gpt/openapi.yaml, the full one at /api/gpt/openapi/full and /api/gpt/openapi/full.yaml.
 */
export function buildOpenApiDocument(
  config: Pick<
    Config,
    | 'PUBLIC_BASE_URL'
    | 'API_CONTACT_NAME'
    | 'API_CONTACT_URL'
    | 'API_CONTACT_EMAIL'
    | 'API_LICENSE_NAME'
    | 'API_LICENSE_URL'
  >,
  audience: OpenApiAudience,
): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of OPERATIONS) {
    if (audience === 'assistant' && !operation.assistant) continue;
    const method = operation.method.toLowerCase();
    paths[operation.path] = { ...paths[operation.path], [method]: operationObject(operation, audience) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Conference Directory API',
      version: API_VERSION,
      description:
        'Read-only search over academic conferences, seminars, workshops and webinars worldwide. ' +
        `Send your API key in the ${API_KEY_HEADER} header. Errors are JSON { success: false, error, message, code }; ` +
        'a 400 message names the parameter and the rule, with suggestions for misspelt names.',
      contact: {
        name: config.API_CONTACT_NAME,
        url: config.API_CONTACT_URL,
        ...(config.API_CONTACT_EMAIL ? { email: config.API_CONTACT_EMAIL } : {}),
      },
      license: {
        name: config.API_LICENSE_NAME,
        ...(config.API_LICENSE_URL ? { url: config.API_LICENSE_URL } : {}),
      },
    },
    servers: [{ url: config.PUBLIC_BASE_URL }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
      },
      schemas: componentSchemas(),
    },
  };
}

/** The document as served (compact JSON, or YAML), or indented JSON for a file people read too. */
export function openApiText(document: JsonObject, format: 'json' | 'yaml', options: { pretty?: boolean } = {}): string {
  if (format === 'yaml') return stringify(document, { lineWidth: 0 });
  return options.pretty ? `${JSON.stringify(document, null, 2)}\n` : JSON.stringify(document);
}
