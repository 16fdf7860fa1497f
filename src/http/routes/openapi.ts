/** GET /api/gpt/openapi (JSON) and /api/gpt/openapi.yaml: the schema, no key needed. */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, openApiText } from '../../api/index.js';
import type { Config } from '../../config.js';

export const OPENAPI_PATH = '/api/gpt/openapi';
export const OPENAPI_YAML_PATH = '/api/gpt/openapi.yaml';

export function registerOpenApiRoutes(app: FastifyInstance, config: Config): void {
  const document = buildOpenApiDocument(config);
  const json = openApiText(document, 'json');
  const yaml = openApiText(document, 'yaml');

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
