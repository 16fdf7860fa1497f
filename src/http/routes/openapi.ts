/**
 * The schema routes, no key needed (docs/api.md, Schema routes): GET /api/gpt/openapi (JSON) and
 * /api/gpt/openapi.yaml, the assistant document; GET /api/gpt/openapi/full and
 * /api/gpt/openapi/full.yaml, the full document, which the interactive reference (/docs) renders.
 */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type JsonObject, type OpenApiAudience, openApiText } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { Compressor } from '../encoding.js';
import { StaticAnswer } from '../static-answer.js';

export const OPENAPI_PATH = '/api/gpt/openapi';
export const OPENAPI_YAML_PATH = '/api/gpt/openapi.yaml';
export const FULL_OPENAPI_PATH = '/api/gpt/openapi/full';
export const FULL_OPENAPI_YAML_PATH = '/api/gpt/openapi/full.yaml';
/** Every path of the schema routes (for the OPTIONS and 405 answers). */
export const OPENAPI_PATHS: readonly string[] = [
  OPENAPI_PATH,
  OPENAPI_YAML_PATH,
  FULL_OPENAPI_PATH,
  FULL_OPENAPI_YAML_PATH,
];
/** The document changes only with a new release or configuration: kept a short while, revalidated by ETag. */
const DOCUMENT_CACHE = 'public, max-age=300';

function registerDocument(
  app: FastifyInstance,
  config: Config,
  compressor: Compressor,
  { audience, json, yaml }: { audience: OpenApiAudience; json: string; yaml: string },
): void {
  // Both forms are made at their first request: the document takes 9–32 ms to build and the
  // yaml package 13–36 ms to write, at every start otherwise.
  let document: JsonObject | undefined;
  let jsonAnswer: StaticAnswer | undefined;
  let yamlAnswer: StaticAnswer | undefined;
  const built = (): JsonObject => (document ??= buildOpenApiDocument(config, audience));
  const file = audience === 'full' ? 'openapi-full.yaml' : 'openapi.yaml';

  app.get(json, async (request, reply) => {
    jsonAnswer ??= new StaticAnswer('application/json; charset=utf-8', Buffer.from(openApiText(built(), 'json')));
    return jsonAnswer.send(request, reply, compressor, DOCUMENT_CACHE);
  });
  app.get(yaml, async (request, reply) => {
    reply.header('content-disposition', `inline; filename="${file}"`);
    yamlAnswer ??= new StaticAnswer('application/yaml; charset=utf-8', Buffer.from(openApiText(built(), 'yaml')));
    return yamlAnswer.send(request, reply, compressor, DOCUMENT_CACHE);
  });
}

export function registerOpenApiRoutes(app: FastifyInstance, config: Config, compressor: Compressor): void {
  registerDocument(app, config, compressor, { audience: 'assistant', json: OPENAPI_PATH, yaml: OPENAPI_YAML_PATH });
  registerDocument(app, config, compressor, {
    audience: 'full',
    json: FULL_OPENAPI_PATH,
    yaml: FULL_OPENAPI_YAML_PATH,
  });
}
