/** GET /api/gpt/openapi (JSON) and /api/gpt/openapi.yaml: the schema, no key needed. */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, openApiText } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { Compressor } from '../encoding.js';
import { StaticAnswer } from '../static-answer.js';

export const OPENAPI_PATH = '/api/gpt/openapi';
export const OPENAPI_YAML_PATH = '/api/gpt/openapi.yaml';
/** The document changes only with a new release or configuration: kept a short while, revalidated by ETag. */
const DOCUMENT_CACHE = 'public, max-age=300';

export function registerOpenApiRoutes(app: FastifyInstance, config: Config, compressor: Compressor): void {
  const document = buildOpenApiDocument(config);
  const json = new StaticAnswer('application/json; charset=utf-8', Buffer.from(openApiText(document, 'json')));
  const yaml = new StaticAnswer('application/yaml; charset=utf-8', Buffer.from(openApiText(document, 'yaml')));

  app.get(OPENAPI_PATH, async (request, reply) => json.send(request, reply, compressor, DOCUMENT_CACHE));

  app.get(OPENAPI_YAML_PATH, async (request, reply) => {
    reply.header('content-disposition', 'inline; filename="openapi.yaml"');
    return yaml.send(request, reply, compressor, DOCUMENT_CACHE);
  });
}
