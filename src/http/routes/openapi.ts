/** GET /api/gpt/openapi (JSON) and /api/gpt/openapi.yaml: the schema, no key needed. */
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import type { Config } from '../../config.js';
import { buildOpenApiDocument } from '../openapi.js';

export const OPENAPI_PATH = '/api/gpt/openapi';
export const OPENAPI_YAML_PATH = '/api/gpt/openapi.yaml';

export function registerOpenApiRoutes(app: FastifyInstance, config: Config): void {
  const document = buildOpenApiDocument(config);
  const json = JSON.stringify(document);
  const yaml = stringify(document, { lineWidth: 0 });

  app.get(OPENAPI_PATH, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get(OPENAPI_YAML_PATH, async (_request, reply) => {
    return reply
      .type('application/yaml; charset=utf-8')
      .header('content-disposition', 'inline; filename="openapi.yaml"')
      .send(yaml);
  });
}
