/**
 * The Fastify app: the operation table's routes behind the API-key check, limits and response
 * cache, the schema, docs and health routes, errors and logging. Tests build it with buildApp and call
 * it with app.inject; src/server.ts builds it and listens. docs/design.md (Request path) names the
 * hooks a request passes, in order.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createFastify } from './fastify-instance.js';
import { randomBytes } from 'node:crypto';
import { cursorKeyOf, JSON_OPERATIONS, OPERATIONS, operationList } from '../api/index.js';
import type { Config } from '../config.js';
import { createKeyLimits, type KeyLimits, type RedisLink } from '../limits/index.js';
import type { ClusterHealth } from '../ops/cluster-view.js';
import type { Metrics } from '../ops/metrics.js';
import type { SearchAnalytics } from '../ops/search-analytics.js';
import type { Tracing } from './tracing.js';
import { snapshotVersion } from '../ops/snapshot-holder.js';
import { type Day, todayUtc } from '../util/dates.js';
import { mcpAccess, registerMcpAccessCheck } from './mcp/access.js';
import { MCP_PATH, registerMcpEndpoint, registerMcpMethods } from './mcp/endpoint.js';
import { servedSkill } from '../mcp/index.js';
import { deadlineResearchSkill } from './discovery/skill.js';
import {
  accessOptions,
  type OAuthResource,
  oauthResource,
  registerOAuthMetadata,
  withOAuthState,
} from './access-options.js';
import { registerApiKeyCheck } from './plugins/api-key.js';
import { registerMethods, registerPostOnly } from './plugins/methods.js';
import { registerUncachedCompression } from './plugins/compression.js';
import { Compressor } from './encoding.js';
import { installErrorHandlers } from './plugins/error-handlers.js';
import { registerHardening } from './plugins/hardening.js';
import {
  everyAnswersHeaders,
  type ObservabilityOptions,
  registerDrainHook,
  registerObservability,
} from './plugins/observability.js';
import { type AnswerKind, type CachedRoute, registerCacheHooks } from './plugins/cached-answers.js';
import { calendarKind, calendarRoutes, feedSigner, registerFeedRoutes } from './routes/feeds.js';
import type { ResponseCache } from './response-cache.js';
import { registerFeedFetchLimit } from './plugins/feed-fetch-limit.js';
import { registerApiRoutes, routePattern } from './routes/api.js';
import { principalOf } from './principal.js';
import { registerCeilingRoute } from './routes/ceiling.js';
import { PAGE_PATHS, registerPages } from './routes/pages.js';
import type { Lifecycle } from '../ops/lifecycle.js';
import { ANALYTICS_PATH, HEALTH_PATHS, METRICS_PATH, registerHealthRoutes } from './routes/health.js';
import { type KeySource, readiness, registerLoadedGate, type SnapshotSource } from './snapshot-readiness.js';

export type { SnapshotSource } from './snapshot-readiness.js';
import { OPENAPI_PATHS, registerOpenApiRoutes } from './routes/openapi.js';

export interface BuildAppOptions {
  snapshot: SnapshotSource;
  keys: KeySource;
  config: Config;
  /** The clock; today's UTC date drives the default sort and the statistics. Default: the real time. */
  now?: () => Date;
  /** Redis for rate-limit counters shared by replicas; without it, counters live in this process. */
  redis?: RedisLink;
  /** Cache of serialized answers (and, in a quarter of its budget beside it, of calendar feeds); none: every request is computed. */
  cache?: ResponseCache;
  /**
   * Prometheus metrics, also served at /metrics on this app unless METRICS_PORT is set (it is
   * by default in production, so that /metrics is never public there).
   */
  metrics?: Metrics;
  /** Search analytics: searches counted, and GET /analytics beside /metrics; none: not counted. */
  analytics?: SearchAnalytics;
  /** Traces (tracing.ts, loaded only when configured): a span per request and per MCP message. */
  tracing?: Tracing;
  /** Readiness, flipped by the process; default: ready. */
  lifecycle?: Lifecycle;
  /** WORKERS > 1: /readyz and /metrics answer for every worker (ops/cluster-view.ts). */
  cluster?: ClusterHealth;
  /** Where log lines go (tests capture them). Default: stdout. */
  logStream?: { write(line: string): void };
  /** false: /mcp answers every POST through the SDK (tests holding its direct path to the SDK's answers). */
  mcpDirect?: boolean;
}

/**
 * The routes whose answers go through the one reply path of kept answers: the JSON GETs that are
 * cacheable, kept in `cache`, and the calendar feeds, kept in a store of a quarter of its budget
 * beside it (a feed may take all of that; one over it is not kept), and revalidated without one.
 */
function cachedRoutes(cache: ResponseCache | undefined, clock: Parameters<typeof calendarKind>[0]) {
  const json: AnswerKind = { type: 'application/json; charset=utf-8', store: cache };
  const routes = new Map<string, CachedRoute>();
  for (const operation of JSON_OPERATIONS) {
    if (!cache || !operation.cacheable || operation.method !== 'GET') continue;
    routes.set(routePattern(operation), { kind: json, callerBound: operation.callerBound === true });
  }
  const feedBytes = cache ? Math.floor(cache.maxBytes / 4) : 0;
  const feeds = cache?.beside({ maxBytes: feedBytes, maxEntryBytes: feedBytes });
  for (const [route, cached] of calendarRoutes(OPERATIONS, calendarKind(clock, feeds))) routes.set(route, cached);
  return routes;
}

interface Clock {
  version(): string;
  today(): Day;
  nowSeconds(): number;
}

/** What the app's scopes share: the limits' counters, OAuth, the compressor, and every answer's headers. */
interface Shared {
  limits: KeyLimits;
  oauth: OAuthResource | undefined;
  compressor: Compressor;
  /** What the app's onSend hooks add to every answer, for a cached hit written without them. */
  answerHeaders: (reply: FastifyReply) => void;
}

/**
 * The keyed scope: the loaded gate, the key check and limits, the response cache, the operation
 * table's routes, the MCP endpoint and the calendar feeds.
 */
function registerKeyedScope(api: FastifyInstance, options: BuildAppOptions, clock: Clock, shared: Shared): void {
  const { snapshot, keys, config } = options;
  const { version, today, nowSeconds } = clock;
  const { compressor } = shared;
  const index = () => snapshot.current();
  registerLoadedGate(api, snapshot);
  const tokenRoutes = new Set(OPERATIONS.filter((row) => row.auth === 'token').map(routePattern));
  const access = accessOptions(config, shared.oauth, tokenRoutes);
  const counters = registerApiKeyCheck(api, () => keys.ring(), shared.limits, access);
  registerFeedFetchLimit(api, {
    limits: shared.limits,
    perMinute: config.FEED_FETCHES_PER_MINUTE,
    routes: tokenRoutes,
  });
  const { revalidate } = registerCacheHooks(api, {
    compressor,
    metrics: options.metrics,
    answerHeaders: shared.answerHeaders,
    version,
    today,
    deadlinesPassed: () => snapshot.current().deadlinesPassed(nowSeconds()),
    routes: cachedRoutes(options.cache, { index, today, now: nowSeconds }),
  });
  if (config.BENCH_CEILING_BYTES > 0) {
    const sizes = { bytes: config.BENCH_CEILING_BYTES, encodedBytes: config.BENCH_CEILING_ENCODED_BYTES };
    registerCeilingRoute(api, sizes, compressor);
  }
  // Outside production FEED_SECRET may be unset (config.ts): feed URLs then last as long as the process.
  const feeds = {
    secret: config.FEED_SECRET ?? randomBytes(32).toString('base64url'),
    publicBaseUrl: config.PUBLIC_BASE_URL,
  };
  registerApiRoutes(api, OPERATIONS, {
    index,
    today,
    now: nowSeconds,
    publicBaseUrl: feeds.publicBaseUrl,
    signer: (request) => feedSigner(feeds, request.apiKey!),
    principal: principalOf,
    cursorKey: cursorKeyOf(feeds.secret),
    analytics: options.analytics !== undefined,
  });
  registerMcpEndpoint(api, {
    operations: JSON_OPERATIONS,
    index,
    today,
    now: nowSeconds,
    admit: counters.admit,
    feeds,
    ...(options.analytics ? { analytics: options.analytics } : {}),
    ...(options.tracing ? { tracing: options.tracing } : {}),
    ...(config.SNAPSHOT_SOURCE === undefined ? {} : { snapshotCheckMs: config.SNAPSHOT_POLL_S * 1000 }),
    ...(options.mcpDirect === false ? { direct: false } : {}),
    skills: [servedSkill(deadlineResearchSkill(config))],
  });
  registerFeedRoutes(api, OPERATIONS, {
    index,
    today,
    now: nowSeconds,
    ring: () => keys.ring(),
    counters,
    metrics: options.metrics,
    revalidate,
    ...feeds,
  });
  // Last of the scope's onSend hooks: what the caches encoded already passes through.
  registerUncachedCompression(api, compressor);
}

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
  const app = createFastify(options, observed);
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

  // Every operation of the table needs a key, and so does the MCP endpoint (counted per tool call).
  void app.register(async (api) => registerKeyedScope(api, options, { version, today, nowSeconds }, shared));
  return app;
}
