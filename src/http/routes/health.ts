import Fastify, { type FastifyInstance } from 'fastify';
import type { ClusterHealth, ReadyAnswer } from '../../ops/cluster-view.js';
import type { Lifecycle } from '../../ops/lifecycle.js';
import type { Metrics } from '../../ops/metrics.js';
import type { AnalyticsReport, SearchAnalytics } from '../../ops/search-analytics.js';

export const METRICS_PATH = '/metrics';
/** The search analytics of this process, as JSON, beside /metrics (only while SEARCH_ANALYTICS keeps them). */
export const ANALYTICS_PATH = '/analytics';
export const HEALTH_PATHS = ['/healthz', '/readyz', METRICS_PATH] as const;

/** What GET /analytics answers: this process's report, or with workers their reports added up. */
export interface AnalyticsSource {
  report(): AnalyticsReport | Promise<AnalyticsReport>;
}

/** GET /analytics on `app`, when given (only while SEARCH_ANALYTICS keeps searches' filters). */
function registerAnalyticsRoute(app: FastifyInstance, analytics: AnalyticsSource | undefined): void {
  if (analytics) app.get(ANALYTICS_PATH, async () => analytics.report());
}

/** What /readyz reports about the snapshot and the keys file, and whether a refused file sits at either path. */
export interface Readiness {
  degraded: boolean;
  report: Record<string, unknown>;
}

export interface HealthOptions {
  lifecycle: Lifecycle;
  readiness(): Readiness;
  redis?: () => string;
  /** Serve /metrics here (when no separate METRICS_PORT is configured). */
  metrics?: Metrics;
  /** With metrics: serve /analytics here too. */
  analytics?: SearchAnalytics | undefined;
  /** WORKERS > 1: /readyz and /metrics answer for every worker of the process (ops/cluster-view.ts). */
  cluster?: ClusterHealth;
}

/** This process's (or this worker's) own /readyz answer. */
function localReadiness(options: HealthOptions): ReadyAnswer {
  const { ready, draining } = options.lifecycle;
  const { degraded, report } = options.readiness();
  // A 503 carries the error table's code, like every other 4xx and 5xx body.
  const code = draining ? 'draining' : !ready ? 'not_ready' : undefined;
  return {
    code: ready ? 200 : 503,
    body: {
      status: draining ? 'draining' : !ready ? 'not ready' : degraded ? 'degraded' : 'ready',
      ...(code ? { code } : {}),
      ...report,
      ...(options.redis ? { redis: options.redis() } : {}),
    },
  };
}

/**
 * /healthz: the process is alive. /readyz: it serves (503 "not ready" while starting, 503
 * "draining" from SIGTERM on, while the process still serves for the drain pause), and says
 * "degraded" (still 200: it serves) while a refused file sits at the snapshot or keys path, or
 * pulling the snapshot fails. With workers, /readyz is ready only when every worker is, and
 * /metrics sums them; a draining worker answers for itself at once. No key.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const { redis, cluster } = options;
  app.get('/healthz', async () => ({ status: 'ok', ...(redis ? { redis: redis() } : {}) }));
  cluster?.provide(() => localReadiness(options));
  app.get('/readyz', async (_request, reply) => {
    const answer = cluster && !options.lifecycle.draining ? await cluster.readiness() : localReadiness(options);
    reply.code(answer.code);
    return answer.body;
  });
  const metrics = options.metrics;
  if (metrics) registerAnalyticsRoute(app, options.analytics?.sketches ? options.analytics : undefined);
  if (metrics)
    app.get(METRICS_PATH, async (_request, reply) =>
      reply.type(metrics.contentType).send(await (cluster ? cluster.metrics() : metrics.render())),
    );
}

/**
 * /metrics and /analytics alone, on METRICS_PORT (by default in production), so they are not
 * served on the public port: a single process's, or with workers the primary's sum of theirs.
 */
export function buildMetricsApp(contentType: string, render: () => Promise<string>, analytics?: AnalyticsSource) {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => reply.type(contentType).send(await render()));
  registerAnalyticsRoute(app, analytics);
  return app;
}
