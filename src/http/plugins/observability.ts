import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler } from 'fastify';
import type { Metrics } from '../../ops/metrics.js';
import type { Lifecycle } from '../../ops/lifecycle.js';
import type { SearchAnalytics } from '../../ops/search-analytics.js';
import type { SearchSeen } from '../../api/index.js';
import type { ReplyView } from '../exchange.js';
import { loggedUrl } from '../logged-url.js';

export interface ObservabilityOptions {
  metrics: Metrics | undefined;
  version(): string | undefined;
  /** Where the searches answered are counted; none: not counted. */
  analytics?: SearchAnalytics | undefined;
}

/** Puts the serving snapshot's version on a response. */
export function setVersionHeader(reply: ReplyView, options: ObservabilityOptions): void {
  const version = options.version();
  if (version !== undefined) reply.header('x-snapshot-version', version);
}

/** What a request's log line and metrics say of it, once its answer has gone out. */
export interface Answered {
  method: string;
  /** The route's pattern, or `unmatched`. */
  route: string;
  url: string;
  status: number;
  /** From the request's arrival to its answer's end. */
  ms: number;
  /** The caller's key id, or null. */
  key: string | null;
  seen: SearchSeen | undefined;
}

/** Where a request's line goes: its logger, which names the request (pino loggers have isLevelEnabled). */
export interface LineLog {
  isLevelEnabled?(level: string): boolean;
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * The one log line of a request (the logger adds its id; never the key itself, only its id, and
 * the URL with any key in its query redacted and its length bounded) and its metrics.
 */
export function recordAnswered(answered: Answered, log: LineLog, options: ObservabilityOptions): void {
  const { method, route, status, ms } = answered;
  // Below LOG_LEVEL info the line is not written, so its fields are not worked out either (another
  // logger than pino's gets the line).
  if (log.isLevelEnabled?.('info') !== false)
    log.info(
      { method, route, url: loggedUrl(answered.url), status, ms: Math.round(ms * 1000) / 1000, key: answered.key },
      'request completed',
    );
  // A search answered (by its handler, or from the cache) is counted once it has gone out; a HEAD
  // (a client checking a link) runs the handler but asked for nothing.
  const { seen } = answered;
  if (seen !== undefined && (status === 200 || status === 304) && method !== 'HEAD') options.analytics?.record(seen);
  const { metrics } = options;
  if (!metrics) return;
  if (status === 401) metrics.authFailures.inc();
  else if (status === 429) metrics.rateLimited.inc();
  metrics.observeRequest({ route, method, status }, ms / 1000);
}

/** recordAnswered of a request Fastify answered. */
export function recordCompleted(request: FastifyRequest, reply: FastifyReply, options: ObservabilityOptions): void {
  const answered = {
    method: request.method,
    route: request.routeOptions?.url ?? 'unmatched',
    url: request.url,
    status: reply.statusCode,
    ms: reply.elapsedTime,
    key: request.apiKey?.id ?? null,
    seen: request.searchSeen,
  };
  recordAnswered(answered, request.log as LineLog, options);
}

/** The version header, the log line and the metrics of every request that reaches the hooks. */
export function registerObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  // Callback hooks: no promise per request.
  const versionHeader: onSendHookHandler = (_request, reply, payload, done) => {
    setVersionHeader(reply, options);
    done(null, payload);
  };
  const logLineAndMetrics: onResponseHookHandler = (request, reply, done) => {
    recordCompleted(request, reply, options);
    done();
  };
  app.addHook('onSend', versionHeader);
  app.addHook('onResponse', logLineAndMetrics);
}

/** Connection: close on an answer while the process shuts down (registerDrainHook says why). */
function setDrainHeader(reply: ReplyView, lifecycle: Lifecycle): void {
  if (!lifecycle.ready) reply.header('connection', 'close');
}

/**
 * While shutting down, answers close their connection, so that keep-alive connections (a load
 * balancer's pool) do not hold the shutdown open once their request is done.
 */
export function registerDrainHook(app: FastifyInstance, lifecycle: Lifecycle): void {
  const closeWhileDraining: onSendHookHandler = (_request, reply, payload, done) => {
    setDrainHeader(reply, lifecycle);
    done(null, payload);
  };
  app.addHook('onSend', closeWhileDraining);
}

/**
 * The headers the app's onSend hooks above add to every answer (the version, and Connection:
 * close while draining), for an answer written without those hooks: a cached hit
 * (../answer-path.ts), and every answer of the read path (../read-path/).
 */
export function everyAnswersHeaders(options: ObservabilityOptions, lifecycle: Lifecycle): (reply: ReplyView) => void {
  return (reply) => {
    setVersionHeader(reply, options);
    setDrainHeader(reply, lifecycle);
  };
}
