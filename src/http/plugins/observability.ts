import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../ops/metrics.js';

/**
 * One log line per request (request id, method, route, status, latency, key id: never the key),
 * the request metrics, and the serving snapshot's version on every response.
 */
export function registerObservability(app: FastifyInstance, options: { metrics: Metrics | undefined; version(): string | undefined }): void {
  const { metrics } = options;
  app.addHook('onSend', async (_request, reply, payload) => {
    const version = options.version();
    if (version !== undefined) reply.header('x-snapshot-version', version);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    request.log.info(
      { reqId: request.id, method: request.method, route, url: request.url, status, ms: Math.round(ms * 1000) / 1000, key: request.apiKey?.id ?? null },
      'request completed',
    );
    if (!metrics) return;
    if (status === 401) metrics.authFailures.inc();
    else if (status === 429) metrics.rateLimited.inc();
    metrics.observeRequest({ route, method: request.method, status }, ms / 1000);
  });
}
