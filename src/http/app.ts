/**
 * The Fastify app: the operation table's routes behind the API-key check, limits and response
 * cache, the schema, docs and health routes, errors and logging. Tests build it with buildApp and call
 * it with app.inject; src/server.ts builds it and listens. docs/design.md (Request path) names the
 * hooks a request passes, in order.
 */
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { randomBytes } from 'node:crypto';
import { API_KEY_HEADER, ApiError, OPERATIONS, operationList } from '../api/index.js';
import { type KeyRing, REDACTED, redactKeys } from '../auth/index.js';
import type { Config } from '../config.js';
import type { RedisLink } from '../limits/index.js';
import type { ClusterHealth } from '../ops/cluster-view.js';
import type { Metrics } from '../ops/metrics.js';
import type { PullStatus } from '../ops/pull/puller.js';
import { keysRefusal, type KeysRefusal, pullReport, snapshotRefusal } from '../ops/refusal.js';
import { type SnapshotStatus, snapshotVersion } from '../ops/snapshot-holder.js';
import type { SnapshotIndex } from '../search/index.js';
import { type Day, todayUtc } from '../util/dates.js';
import { MCP_PATH, registerMcpEndpoint, registerMcpMethods } from './mcp/endpoint.js';
import { registerApiKeyCheck } from './plugins/api-key.js';
import { registerMethods } from './plugins/methods.js';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandlers } from './plugins/error-handlers.js';
import { registerHardening } from './plugins/hardening.js';
import {
  type ObservabilityOptions,
  recordCompleted,
  registerDrainHook,
  registerObservability,
  setVersionHeader,
} from './plugins/observability.js';
import { registerCacheHooks } from './plugins/response-cache.js';
import { FeedCache } from './feed-cache.js';
import { CALENDAR_PATH, FEED_ROUTE, registerFeedRoutes } from './routes/feeds.js';
import type { ResponseCache } from './response-cache.js';
import { registerApiRoutes, routePattern } from './routes/api.js';
import { registerCeilingRoute } from './routes/ceiling.js';
import { DOCS_PATHS, registerDocsRoutes } from './routes/docs.js';
import type { Lifecycle } from '../ops/lifecycle.js';
import { HEALTH_PATHS, METRICS_PATH, type Readiness, registerHealthRoutes } from './routes/health.js';
import { OPENAPI_PATH, OPENAPI_YAML_PATH, registerOpenApiRoutes } from './routes/openapi.js';

/** Holds the snapshot the app answers from; a later snapshot swap replaces what current() returns. */
export interface SnapshotSource {
  current(): SnapshotIndex;
  /** The serving snapshot's version (a SnapshotHolder knows it without recomputing). */
  version?(): string;
  /** Swap counters and the last failure, for /readyz (a SnapshotHolder has them). */
  status?(): SnapshotStatus | undefined;
  /**
   * False until a first snapshot is loaded (a replica pulling from SNAPSHOT_SOURCE starts empty):
   * the API answers 503 meanwhile. Absent: always loaded.
   */
  loaded?(): boolean;
  /** The pull from SNAPSHOT_SOURCE, for /readyz. */
  pull?(): PullStatus;
}

/** Gives the current key ring (the keys file watcher's ring()). */
interface KeySource {
  ring(): KeyRing;
  /** Whether the file at the keys path was refused, keeping the previous keys (a watcher knows). */
  refused?(): KeysRefusal | undefined;
}

export interface BuildAppOptions {
  snapshot: SnapshotSource;
  keys: KeySource;
  config: Config;
  /** The clock; today's UTC date drives the default sort and the statistics. Default: the real time. */
  now?: () => Date;
  /** Redis for rate-limit counters shared by replicas; without it, counters live in this process. */
  redis?: RedisLink;
  /** Cache of serialized answers; none: every request is computed. */
  cache?: ResponseCache;
  /** Cache of written calendar feeds; default: a quarter of the response cache's budget, none without one. */
  feedCache?: FeedCache;
  /**
   * Prometheus metrics, also served at /metrics on this app unless METRICS_PORT is set (it is
   * by default in production, so that /metrics is never public there).
   */
  metrics?: Metrics;
  /** Readiness, flipped by the process; default: ready. */
  lifecycle?: Lifecycle;
  /** WORKERS > 1: /readyz and /metrics answer for every worker (ops/cluster-view.ts). */
  cluster?: ClusterHealth;
  /** Where log lines go (tests capture them). Default: stdout. */
  logStream?: { write(line: string): void };
}

const HEADER = API_KEY_HEADER.toLowerCase();

/** Fastify's trustProxy from the config: a hop count becomes the equivalent function. */
function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return typeof value === 'boolean' ? value : [...value];
}

/** What /readyz says about the serving snapshot, its source and the keys file: no paths, no checksums. */
function readiness(snapshot: SnapshotSource, keys: KeySource, version: () => string): Readiness {
  const pull = snapshot.pull?.();
  const source = pull ? { source: pullReport(pull) } : {};
  const keysRefused = keysRefusal(keys.refused?.());
  const keysReport = { keys: { file_refused: keysRefused } };
  if (snapshot.loaded?.() === false) return { degraded: false, report: { snapshot: null, ...source, ...keysReport } };
  const status = snapshot.status?.();
  const { header, size } = snapshot.current();
  const snapshotRefused = snapshotRefusal(status?.refusedFile);
  const history = status
    ? { loaded_at: status.loadedAt, swaps: status.swaps, last_failure: snapshotRefusal(status.lastFailure) }
    : {};
  return {
    degraded: snapshotRefused !== null || keysRefused !== null || pull?.state === 'degraded',
    report: {
      snapshot: {
        version: version(),
        built_at: header.builtAt,
        events: size,
        ...history,
        file_refused: snapshotRefused,
      },
      ...source,
      ...keysReport,
    },
  };
}

/**
 * Before a first snapshot is loaded (pulling at start), every API request answers 503 not_ready,
 * with Retry-After, ahead of the key check.
 */
function registerLoadedGate(api: FastifyInstance, snapshot: SnapshotSource): void {
  const loaded = snapshot.loaded?.bind(snapshot);
  if (!loaded) return;
  api.addHook('onRequest', (_request, _reply, done) =>
    done(loaded() ? undefined : new ApiError('not_ready', undefined, { headers: { 'retry-after': '5' } })),
  );
}

/**
 * Node's request timeouts, given when the server is made (Fastify sets only requestTimeout, after):
 * the headers and the whole request, body included, within REQUEST_TIMEOUT_MS on every route
 * (/mcp's bodies too). Left to Node, headersTimeout stays 60 s, and Node swaps the two when the
 * headers' is the longer, so a trickled body was cut only after 60 s; and its check runs every
 * 30 s. Checked every tenth of the timeout (at most every second, at least every 10 ms) instead.
 */
function serverTimeouts(requestTimeoutMs: number) {
  const connectionsCheckingInterval = Math.max(10, Math.min(1000, Math.round(requestTimeoutMs / 10)));
  return { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval };
}

function createFastify(options: BuildAppOptions, observed: ObservabilityOptions): FastifyInstance {
  const { config } = options;
  return Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          `req.headers["${HEADER}"]`,
          `headers["${HEADER}"]`,
          'req.headers.authorization',
          'headers.authorization',
        ],
        censor: REDACTED,
      },
      // The last line of defence: anything shaped like a key, in any field of any line (an error
      // message quoting a header, an MCP argument), is redacted as the line is written.
      hooks: { streamWrite: redactKeys },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // No operation takes a body.
    bodyLimit: 16 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: serverTimeouts(config.REQUEST_TIMEOUT_MS),
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // On close (the end of a drain, ops/drain.ts), a request arriving on a connection that is still
    // open is answered, with Connection: close, rather than refused with Fastify's own 503 body.
    // Node's server.close() already closes the idle connections (the default forceCloseConnections).
    return503OnClosing: false,
    // One line per request instead, written by registerObservability.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify answers these (bad percent-encoding, an over-long path segment) before any hook
    // runs, so the version header, the log line and the metrics are added here.
    frameworkErrors: (error, request, reply) => {
      setVersionHeader(reply, observed);
      frameworkErrorHandler(error, request, reply);
      recordCompleted(request, reply, observed);
    },
    // Requests Node's HTTP parser refuses (malformed, headers too large, too slow) never reach
    // the app: answered with the API's error body on the raw socket.
    clientErrorHandler,
    // The client address (for slowing key guessing) honours X-Forwarded-For only from trusted proxies.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
}

interface Clock {
  version(): string;
  today(): Day;
  nowSeconds(): number;
}

/**
 * The keyed scope: the loaded gate, the key check and limits, the response cache, the operation
 * table's routes, the MCP endpoint and the calendar feeds.
 */
function registerKeyedScope(api: FastifyInstance, options: BuildAppOptions, clock: Clock): void {
  const { snapshot, keys, config, redis } = options;
  const { version, today, nowSeconds } = clock;
  const index = () => snapshot.current();
  const mcp = new Set([MCP_PATH]);
  registerLoadedGate(api, snapshot);
  const counters = registerApiKeyCheck(api, config, () => keys.ring(), redis, {
    bearerRoutes: mcp,
    selfCountingRoutes: mcp,
    tokenRoutes: new Set([FEED_ROUTE]),
  });
  const cacheable = OPERATIONS.filter((operation) => operation.cacheable);
  registerCacheHooks(api, {
    cache: options.cache,
    metrics: options.metrics,
    version,
    today,
    deadlinesPassed: () => snapshot.current().deadlinesPassed(nowSeconds()),
    routes: new Set(cacheable.map(routePattern)),
  });
  if (config.BENCH_CEILING_BYTES > 0) registerCeilingRoute(api, config.BENCH_CEILING_BYTES);
  registerApiRoutes(api, OPERATIONS, { index, today, now: nowSeconds });
  // Outside production FEED_SECRET may be unset (config.ts): feed URLs then last as long as the process.
  const feeds = {
    secret: config.FEED_SECRET ?? randomBytes(32).toString('base64url'),
    publicBaseUrl: config.PUBLIC_BASE_URL,
  };
  registerMcpEndpoint(api, { operations: OPERATIONS, index, today, now: nowSeconds, count: counters.count, feeds });
  const cache =
    options.feedCache ?? (options.cache ? new FeedCache(Math.floor(options.cache.maxBytes / 4)) : undefined);
  registerFeedRoutes(api, {
    index,
    today,
    now: nowSeconds,
    version,
    ring: () => keys.ring(),
    counters,
    cache,
    ...feeds,
  });
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
  const observed: ObservabilityOptions = { metrics: options.metrics, version: headerVersion };
  const app = createFastify(options, observed);
  app.decorateRequest('apiKey', null);
  installErrorHandlers(app, operationList());
  const servedMetrics = options.metrics !== undefined && config.METRICS_PORT === undefined;
  const publicPaths = [
    ...DOCS_PATHS,
    OPENAPI_PATH,
    OPENAPI_YAML_PATH,
    ...HEALTH_PATHS.filter((p) => p !== METRICS_PATH || servedMetrics),
  ];
  // Before the hardening: its CORS plugin answers preflights in a hook, and Allow must be set first.
  registerMethods(app, [...OPERATIONS.map(routePattern), CALENDAR_PATH, FEED_ROUTE, ...publicPaths]);
  registerMcpMethods(app);

  registerHardening(app, config);
  registerObservability(app, observed);
  const lifecycle = options.lifecycle ?? { ready: true };
  registerDrainHook(app, lifecycle);
  registerHealthRoutes(app, {
    lifecycle,
    readiness: () => readiness(snapshot, keys, version),
    ...(redis ? { redis: () => redis.state() } : {}),
    ...(options.metrics && servedMetrics ? { metrics: options.metrics } : {}),
    ...(options.cluster ? { cluster: options.cluster } : {}),
  });
  registerOpenApiRoutes(app, config);
  registerDocsRoutes(app, config);

  // Every operation of the table needs a key, and so does the MCP endpoint (counted per tool call).
  void app.register(async (api) => registerKeyedScope(api, options, { version, today, nowSeconds }));
  return app;
}
