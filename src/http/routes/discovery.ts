/**
 * The discovery documents every replica serves (docs/api.md, Discovery): the MCP Server Card at
 * `/mcp/server-card`, the catalog pointing to it at `/.well-known/mcp/catalog.json` (and at the AI
 * Catalog's `/.well-known/ai-catalog.json`), and `/llms.txt`. Public metadata: no key, cacheable
 * (`public, max-age=3600`, a strong ETag and a 304 for If-None-Match), readable by a page of any
 * site (CORS `*`, whatever CORS_ORIGINS allows the API), and counted against the pages' limit per
 * client address. Each is made once, from the configuration, when the app is built.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import {
  AI_CATALOG_PATH,
  catalog,
  MCP_CATALOG_PATH,
  SERVER_CARD_PATH,
  SERVER_CARD_TYPE,
  serverCard,
} from '../discovery/cards.js';
import { LLMS_TXT_PATH, llmsTxt } from '../discovery/guides.js';
import type { Deployment } from '../discovery/rules.js';
import type { Compressor } from '../encoding.js';
import { limitPages } from '../page-headers.js';
import type { KeyLimits } from '../../limits/index.js';
import { registerMethods } from '../plugins/methods.js';
import { StaticAnswer } from '../static-answer.js';

export const DISCOVERY_CACHE = 'public, max-age=3600';

/** What the Server Card's hosting rules ask of every answer (and of a preflight). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Content-Type, If-None-Match',
  'access-control-expose-headers': 'ETag',
  'access-control-max-age': '600',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The @fastify/cors plugin (on with CORS_ORIGINS) leaves these routes alone: they answer CORS themselves. */
const OWN_CORS = { cors: false };

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export interface DiscoveryOptions {
  limits: KeyLimits;
  compressor: Compressor;
}

export function registerDiscoveryRoutes(
  app: FastifyInstance,
  config: Deployment & Pick<Config, 'DOCS_PER_MINUTE'>,
  { limits, compressor }: DiscoveryOptions,
): void {
  const documents = new Map<string, StaticAnswer>([
    [SERVER_CARD_PATH, new StaticAnswer(SERVER_CARD_TYPE, json(serverCard(config)))],
    [MCP_CATALOG_PATH, new StaticAnswer('application/json', json(catalog(config)))],
    [AI_CATALOG_PATH, new StaticAnswer('application/ai-catalog+json', json(catalog(config)))],
    [LLMS_TXT_PATH, new StaticAnswer('text/plain; charset=utf-8', Buffer.from(llmsTxt(config)))],
  ]);
  void app.register(async (scope) => {
    const cors: onRequestHookHandler = (_request, reply, done) => {
      reply.headers(CORS_HEADERS);
      done();
    };
    scope.addHook('onRequest', cors);
    limitPages(scope, limits, config.DOCS_PER_MINUTE);
    registerMethods(scope, [...documents.keys()], OWN_CORS);
    for (const [path, answer] of documents) {
      scope.get(path, { config: OWN_CORS }, async (request, reply) =>
        answer.send(request, reply, compressor, DISCOVERY_CACHE),
      );
    }
  });
}
