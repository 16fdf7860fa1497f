/**
 * Every route for people and for clients before they connect, none behind a key: the docs pages
 * (docs.ts), the edition pages (event-pages.ts) and the discovery documents (discovery.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { registerDiscoveryRoutes } from './discovery.js';
import { DOCS_PATHS, type DocsRouteOptions, registerDocsRoutes } from './docs.js';
import { EVENT_PAGE_PATH, type EventPageOptions, registerEventPages } from './event-pages.js';

/** The pages' paths the app's OPTIONS and 405 answers cover (the discovery routes answer their own). */
export const PAGE_PATHS: readonly string[] = [...DOCS_PATHS, EVENT_PAGE_PATH];

export function registerPages(
  app: FastifyInstance,
  config: Config,
  options: DocsRouteOptions & EventPageOptions,
): void {
  registerDocsRoutes(app, config, options);
  registerEventPages(app, config, options);
  registerDiscoveryRoutes(app, config, options);
}
