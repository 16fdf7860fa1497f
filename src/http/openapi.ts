/**
 * The OpenAPI 3.1 document, derived from the operation table: parameters from the operations'
 * zod schemas (written inline, as chat-assistant action importers want them), response bodies
 * from the response schemas (as components). Nothing here restates a shape.
 */
import type { Config } from '../config.js';
import { ERROR_TABLE, type ErrorCode } from './errors.js';
import type { Operation } from './operation.js';
import { KEYED_ERRORS, OPERATIONS } from './operations.js';
import { componentSchemas, type JsonObject, parameterSchema } from './schemas/index.js';

export const API_VERSION = '1.1.0';
export const API_KEY_HEADER = 'X-API-Key';
const SECURITY_SCHEME = 'ApiKeyAuth';

function parameters(schema: NonNullable<Operation['query']>, location: 'query' | 'path'): JsonObject[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const json = parameterSchema(field);
    const description = json.description;
    delete json.description;
    // zod leaves defaults out of input schemas of parsing fields; the default is what "absent" parses to.
    const absent = field.safeParse(undefined);
    if (absent.success && absent.data !== undefined) json.default = absent.data;
    return {
      name,
      in: location,
      required: location === 'path',
      ...(typeof description === 'string' ? { description } : {}),
      schema: json,
    };
  });
}

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/** The answers of an operation by status; codes sharing a status share one entry (the first's). */
function responses(operation: Operation): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {
    '200': {
      description: operation.response.description,
      content: { 'application/json': { schema: ref(operation.response.component) } },
    },
  };
  const codes: readonly ErrorCode[] = [...operation.errors, ...KEYED_ERRORS];
  for (const code of codes) {
    const row = ERROR_TABLE[code];
    out[String(row.status)] ??= {
      description: `${row.error}.`,
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  return out;
}

function operationObject(operation: Operation): JsonObject {
  const params = [
    ...(operation.params ? parameters(operation.params, 'path') : []),
    ...(operation.query ? parameters(operation.query, 'query') : []),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description,
    ...(params.length > 0 ? { parameters: params } : {}),
    responses: responses(operation),
  };
}

/** The OpenAPI 3.1 document, served at /api/gpt/openapi (JSON) and /api/gpt/openapi.yaml. */
export function buildOpenApiDocument(config: Pick<Config, 'PUBLIC_BASE_URL'>): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of OPERATIONS) paths[operation.path] = { get: operationObject(operation) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Conference Directory API',
      version: API_VERSION,
      description:
        'Read-only search over a directory of academic conferences, seminars, workshops and webinars worldwide. ' +
        `Every operation needs an API key in the ${API_KEY_HEADER} header. Errors are JSON: ` +
        '{ success: false, error, message }; a 400 message names the parameter and the rule, with suggestions ' +
        'for misspelt topics and countries.',
    },
    servers: [{ url: config.PUBLIC_BASE_URL }],
    security: [{ [SECURITY_SCHEME]: [] }],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
      },
      schemas: componentSchemas(),
    },
  };
}
