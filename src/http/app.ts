/**
 * The Fastify app: routes, the API-key check, errors and logging. Tests build it with
 * buildApp and call it with app.inject; src/server.ts builds it and listens.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { KeyInfo, KeyRing } from '../auth/index.js';
import type { Config } from '../config.js';
import { createKeyLimits, RateLimitExceeded, registerRateLimitStore, type RedisLink } from '../limits/index.js';
import type { Metrics } from '../ops/metrics.js';
import { snapshotVersion, type SnapshotStatus } from '../ops/snapshot-holder.js';
import type { Store } from '../store/store.js';
import { todayUtc } from '../util/dates.js';
import type { RouteContext } from './context.js';
import { ApiError, MESSAGES, frameworkErrorHandler, installErrorHandlers, pathOf } from './errors.js';
import { API_KEY_HEADER } from './openapi.js';
import { CONFERENCE_PATH, SEARCH_PATH, registerConferenceRoutes } from './routes/conferences.js';
import { COUNTRIES_PATH, registerCountryRoutes } from './routes/countries.js';
import { OPENAPI_PATH, OPENAPI_YAML_PATH, registerOpenApiRoutes } from './routes/openapi.js';
import { registerHardening } from './plugins/hardening.js';
import {
  recordCompleted,
  registerObservability,
  setVersionHeader,
  type ObservabilityOptions,
} from './plugins/observability.js';
import { registerCacheHooks } from './plugins/response-cache.js';
import type { ResponseCache } from './response-cache.js';
import { registerCeilingRoute } from './routes/ceiling.js';
import { HEALTH_PATHS, METRICS_PATH, registerHealthRoutes, type Lifecycle } from './routes/health.js';
import { STATS_PATH, registerStatsRoutes } from './routes/stats.js';
import { COUNTRIES_QUERY_PARAMETERS, SEARCH_PARAMETERS } from './schemas.js';
import { TOPICS_PATH, registerTopicRoutes } from './routes/topics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's key (never the key itself), set by the API-key check; null on unauthenticated routes. */
    apiKey: KeyInfo | null;
  }
}

/** Holds the store the app answers from; a later snapshot swap replaces what current() returns. */
export interface StoreHolder {
  current(): Store;
  /** The serving snapshot's version (a SnapshotHolder knows it without recomputing). */
  version?(): string;
  /** Swap counters and the last failure, for /readyz (a SnapshotHolder has them). */
  status?(): SnapshotStatus;
}

/** Gives the current key ring (the keys file watcher's ring()). */
export interface KeySource {
  ring(): KeyRing;
}

export interface BuildAppOptions {
  store: StoreHolder;
  keys: KeySource;
  config: Config;
  /** The clock; today's UTC date drives the default sort and the statistics. Default: the real time. */
  now?: () => Date;
  /** Redis for rate-limit counters shared by replicas; without it, counters live in this process. */
  redis?: RedisLink;
  /** Cache of serialized answers; none: every request is computed. */
  cache?: ResponseCache;
  /** Prometheus metrics; with serveMetrics also served at /metrics on this app. */
  metrics?: Metrics;
  serveMetrics?: boolean;
  /** Readiness, flipped by the process; default: ready. */
  lifecycle?: Lifecycle;
  /** Where log lines go (tests capture them). Default: stdout. */
  logStream?: { write(line: string): void };
}

/** Routes that need an API key, and the GET paths a 405 answers for. */
const API_PATHS = [SEARCH_PATH, CONFERENCE_PATH, TOPICS_PATH, COUNTRIES_PATH, STATS_PATH] as const;
const PUBLIC_PATHS = [OPENAPI_PATH, OPENAPI_YAML_PATH, ...HEALTH_PATHS];
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const HEADER = API_KEY_HEADER.toLowerCase();

/** Fastify's trustProxy from the config: a hop count becomes the equivalent function. */
function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return typeof value === 'boolean' ? value : [...value];
}

/** What /readyz says about the serving snapshot. */
function snapshotReport(store: StoreHolder, version: string): Record<string, unknown> {
  const status = store.status?.();
  const { header, size } = store.current();
  return {
    version,
    built_at: header.builtAt,
    events: size,
    ...(status ? { loaded_at: status.loadedAt, swaps: status.swaps, last_failure: status.lastFailure ?? null } : {}),
  };
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { store, keys, config } = options;
  const now = options.now ?? (() => new Date());

  const version = (): string => store.version?.() ?? snapshotVersion(store.current());
  // For the response header: a store that cannot be read must not break the error answer too.
  const headerVersion = (): string | undefined => {
    try {
      return version();
    } catch {
      return undefined;
    }
  };
  const observed: ObservabilityOptions = { metrics: options.metrics, version: headerVersion };

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: [`req.headers["${HEADER}"]`, `headers["${HEADER}"]`], censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // No operation takes a body.
    bodyLimit: 16 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // One line per request instead, written by registerObservability.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify answers these (bad percent-encoding, an over-long path segment) before any hook
    // runs, so the version header, the log line and the metrics are added here.
    frameworkErrors: (error, request, reply) => {
      setVersionHeader(reply, observed);
      frameworkErrorHandler(error, request, reply);
      recordCompleted(request, reply, observed);
    },
    // The client address (for slowing key guessing) honours X-Forwarded-For only from trusted proxies.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });

  app.decorateRequest('apiKey', null);
  installErrorHandlers(app);

  const ctx: RouteContext = {
    store: () => store.current(),
    today: () => todayUtc(now()),
    config,
  };

  const redis = options.redis;

  registerHardening(app, config);
  registerObservability(app, observed);
  const lifecycle = options.lifecycle ?? { ready: true };
  // While shutting down, answers close their connection, so that keep-alive connections (a load
  // balancer's pool) do not hold the shutdown open once their request is done.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!lifecycle.ready) reply.header('connection', 'close');
    return payload;
  });
  registerHealthRoutes(app, {
    lifecycle,
    snapshot: () => snapshotReport(store, version()),
    ...(redis ? { redis: () => redis.state() } : {}),
    ...(options.metrics && options.serveMetrics ? { metrics: options.metrics } : {}),
  });
  registerRateLimitStore(app, redis);
  registerOpenApiRoutes(app, ctx);

  // Everything under /api/gpt except the schema needs a key.
  void app.register(async (api) => {
    const limits = createKeyLimits(api, config);
    api.addHook('onRequest', async (request, reply) => {
      const presented = request.headers[HEADER];
      const info = typeof presented === 'string' ? keys.ring().lookup(presented) : undefined;
      try {
        if (info === undefined) {
          await limits.checkUnknownKey(request);
          throw new ApiError('unauthorized');
        }
        request.apiKey = info;
        await limits.checkKey(request, reply);
      } catch (error) {
        if (error instanceof RateLimitExceeded)
          throw new ApiError('rate_limited', error.message, { headers: error.headers });
        throw error;
      }
    });
    registerCacheHooks(api, {
      cache: options.cache,
      metrics: options.metrics,
      version,
      today: ctx.today,
      routes: {
        [SEARCH_PATH]: SEARCH_PARAMETERS,
        [CONFERENCE_PATH]: [],
        [TOPICS_PATH]: [],
        [COUNTRIES_PATH]: COUNTRIES_QUERY_PARAMETERS,
        [STATS_PATH]: [],
      },
    });
    if (config.BENCH_CEILING_BYTES > 0) registerCeilingRoute(api, config.BENCH_CEILING_BYTES);
    registerConferenceRoutes(api, ctx);
    registerTopicRoutes(api, ctx);
    registerCountryRoutes(api, ctx);
    registerStatsRoutes(api, ctx);
  });

  // A JSON 405 (with Allow) instead of a 404 for other methods on the known paths.
  const servedMetrics = Boolean(options.metrics && options.serveMetrics);
  for (const url of [...API_PATHS, ...PUBLIC_PATHS.filter((path) => path !== METRICS_PATH || servedMetrics)]) {
    app.route({
      method: [...OTHER_METHODS],
      url,
      onRequest: async (request) => {
        throw new ApiError('method_not_allowed', MESSAGES.methodNotAllowed(request.method, pathOf(request.url)), {
          headers: { allow: 'GET, HEAD' },
        });
      },
      handler: async () => undefined,
    });
  }

  return app;
}
