import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../../ops/lifecycle.js';
import type { Metrics } from '../../ops/metrics.js';

export const METRICS_PATH = '/metrics';
export const HEALTH_PATHS = ['/healthz', '/readyz', METRICS_PATH] as const;

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
}

/**
 * /healthz: the process is alive. /readyz: it serves (503 "not ready" while starting, 503
 * "draining" from SIGTERM on, while the process still serves for the drain pause), and says
 * "degraded" (still 200: it serves) while a refused file sits at the snapshot or keys path. No key.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const redis = options.redis;
  app.get('/healthz', async () => ({ status: 'ok', ...(redis ? { redis: redis() } : {}) }));
  app.get('/readyz', async (_request, reply) => {
    const { ready, draining } = options.lifecycle;
    const { degraded, report } = options.readiness();
    reply.code(ready ? 200 : 503);
    // A 503 carries the error table's code, like every other 4xx and 5xx body.
    const code = draining ? 'draining' : !ready ? 'not_ready' : undefined;
    return {
      status: draining ? 'draining' : !ready ? 'not ready' : degraded ? 'degraded' : 'ready',
      ...(code ? { code } : {}),
      ...report,
      ...(redis ? { redis: redis() } : {}),
    };
  });
  const metrics = options.metrics;
  if (metrics)
    app.get(METRICS_PATH, async (_request, reply) => reply.type(metrics.contentType).send(await metrics.render()));
}
