import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../ops/metrics.js';

/** Whether the process serves: false until the snapshot is loaded and from the start of shutdown. */
export interface Lifecycle {
  ready: boolean;
}

export const METRICS_PATH = '/metrics';
export const HEALTH_PATHS = ['/healthz', '/readyz', METRICS_PATH] as const;

export interface HealthOptions {
  lifecycle: Lifecycle;
  /** What /readyz reports about the snapshot (version, built_at, events, loaded_at, swaps). */
  snapshot(): Record<string, unknown>;
  redis?: () => string;
  /** Serve /metrics here (when no separate METRICS_PORT is configured). */
  metrics?: Metrics;
}

/** /healthz: the process is alive. /readyz: it serves (503 before and during shutdown). No key. */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const redis = options.redis;
  app.get('/healthz', async () => ({ status: 'ok', ...(redis ? { redis: redis() } : {}) }));
  app.get('/readyz', async (_request, reply) => {
    const ready = options.lifecycle.ready;
    reply.code(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'not ready',
      snapshot: options.snapshot(),
      ...(redis ? { redis: redis() } : {}),
    };
  });
  const metrics = options.metrics;
  if (metrics)
    app.get(METRICS_PATH, async (_request, reply) => reply.type(metrics.contentType).send(await metrics.render()));
}
