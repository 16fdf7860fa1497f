/**
 * The Fastify app: the operation table's routes behind the API-key check, limits and response
 * cache, the schema, docs and health routes, errors and logging. Tests build it with buildApp and call
 * it with app.inject; src/server.ts builds it and listens. docs/design.md (Request path) names the
 * hooks a request passes, in order, and the read path that runs them below the framework.
 */
import type { FastifyInstance } from 'fastify';
import { operationList, OPERATIONS } from '../api/index.js';
import { createKeyLimits } from '../limits/index.js';
import { snapshotVersion } from '../ops/snapshot-holder.js';
import { todayUtc } from '../util/dates.js';
import { oauthResource, registerOAuthMetadata, withOAuthState } from './access-options.js';
import type { BuildAppOptions } from './app-options.js';
import { Compressor } from './encoding.js';
import { createFastify } from './fastify-instance.js';
import { installKeyedReadPath, keyedParts, registerKeyedScope, type Shared } from './keyed-scope.js';
import { mcpAccess, registerMcpAccessCheck } from './mcp/access.js';
import { MCP_PATH, registerMcpMethods } from './mcp/endpoint.js';
import { installErrorHandlers } from './plugins/error-handlers.js';
import { registerHardening } from './plugins/hardening.js';
import { registerMethods, registerPostOnly } from './plugins/methods.js';
import {
  everyAnswersHeaders,
  type ObservabilityOptions,
  registerDrainHook,
  registerObservability,
} from './plugins/observability.js';
import { requestIds } from './request-ids.js';
import { routePattern } from './routes/api.js';
import { ANALYTICS_PATH, HEALTH_PATHS, METRICS_PATH, registerHealthRoutes } from './routes/health.js';
import { OPENAPI_PATHS, registerOpenApiRoutes } from './routes/openapi.js';
import { PAGE_PATHS, registerPages } from './routes/pages.js';
import { readiness } from './snapshot-readiness.js';

export type { BuildAppOptions } from './app-options.js';
export type { SnapshotSource } from './snapshot-readiness.js';

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { snapshot, keys, config, redis } = options;
  const now = options.now ?? (() => new Date());
  const today = () => todayUtc(now());
  const nowSeconds = () => now().getTime() / 1000;
  const version = (): string => snapshot.version?.() ?? snapshotVersion(snapshot.current());
  // For the response header: a snapshot that cannot be read must not break the error answer too.
  const headerVersion = (): string | undefined => {
    try {
      return version();
    } catch {
      return undefined;
    }
  };
  const observed: ObservabilityOptions = {
    metrics: options.metrics,
    version: headerVersion,
    analytics: options.analytics,
  };
  const lifecycle = options.lifecycle ?? { ready: true };
  const shared: Shared = {
    limits: createKeyLimits(config, redis),
    oauth: oauthResource(config, MCP_PATH),
    compressor: new Compressor({
      enabled: config.COMPRESSION === 'on',
      count: (coding) => options.metrics?.compressions.inc({ encoding: coding }),
    }),
    answerHeaders: everyAnswersHeaders(observed, lifecycle),
  };
  const requestId = requestIds();
  const app = createFastify(options, observed, requestId);
  options.tracing?.instrument(app, headerVersion);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('caller', null);
  app.decorateRequest('credentialRefusal', null);
  app.decorateRequest('searchSeen', undefined);
  installErrorHandlers(app, operationList());
  const servedMetrics = options.metrics !== undefined && config.METRICS_PORT === undefined;
  const publicPaths = [
    ...PAGE_PATHS,
    ...OPENAPI_PATHS,
    ...HEALTH_PATHS.filter((p) => p !== METRICS_PATH || servedMetrics),
    ...(servedMetrics && options.analytics?.sketches ? [ANALYTICS_PATH] : []),
    ...(shared.oauth?.metadataPaths ?? []),
  ];
  // Before the hardening: its CORS plugin answers preflights in a hook, and Allow must be set first.
  const routes = (method: string) => OPERATIONS.filter((row) => row.method === method).map(routePattern);
  registerMethods(app, [...routes('GET'), ...publicPaths]);
  registerMcpMethods(app);
  for (const path of routes('POST')) registerPostOnly(app, path);

  if (shared.oauth) registerOAuthMetadata(app, shared.oauth);
  registerHardening(app, config);
  registerMcpAccessCheck(app, mcpAccess(config));
  registerObservability(app, observed);
  registerDrainHook(app, lifecycle);
  registerHealthRoutes(app, {
    lifecycle,
    readiness: () => withOAuthState(readiness(snapshot, keys, version), shared.oauth),
    ...(redis ? { redis: () => redis.state() } : {}),
    ...(options.metrics && servedMetrics ? { metrics: options.metrics, analytics: options.analytics } : {}),
    ...(options.cluster ? { cluster: options.cluster } : {}),
  });
  registerOpenApiRoutes(app, config, shared.compressor);
  registerPages(app, config, { snapshot, today, now: nowSeconds, ...shared });

  const keyed = keyedParts(options, { version, today, nowSeconds }, shared);
  // Every operation of the table needs a key, and so does the MCP endpoint (counted per tool call).
  void app.register(async (api) => registerKeyedScope(api, options, shared, keyed));
  installKeyedReadPath(app, options, { keyed, shared, observed, requestId });
  return app;
}
