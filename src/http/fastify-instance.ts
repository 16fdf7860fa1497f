/**
 * The Fastify instance of the app (app.ts): its logger (keys redacted), limits and timeouts, the
 * answers to what Fastify refuses before any hook runs, and the connection cap.
 */
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { API_KEY_HEADER } from '../api/index.js';
import { REDACTED, redactKeys } from '../auth/index.js';
import type { Config } from '../config.js';
import type { Metrics } from '../ops/metrics.js';
import { frameworkErrorHandler, clientErrorHandler } from './plugins/error-handlers.js';
import { type ObservabilityOptions, recordCompleted, setVersionHeader } from './plugins/observability.js';
import { serverTimeouts, trustProxyOption } from './server-options.js';

const HEADER = API_KEY_HEADER.toLowerCase();

/** What the instance is made from: the app's options it reads (app.ts, BuildAppOptions). */
export interface FastifyOptions {
  config: Config;
  logStream?: { write(line: string): void } | undefined;
  metrics?: Metrics | undefined;
}

/**
 * The instance; `requestId` names each request (request-ids.ts: the read path draws from the same
 * counter).
 */
export function createFastify(
  options: FastifyOptions,
  observed: ObservabilityOptions,
  requestId: () => string,
): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    genReqId: requestId,
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
  // The connection cap (docs/operating.md, "Connections"): past it Node closes a new connection at
  // once, which a balancer retries on another replica.
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.server.on('drop', () => options.metrics?.connectionsDropped.inc());
  return app;
}
