/**
 * What the app (app.ts, buildApp) is built from: the snapshot and keys it serves, the
 * configuration, and what the process gives it (a clock, Redis, the caches, metrics, analytics,
 * traces, its lifecycle).
 */
import type { Config } from '../config.js';
import type { RedisLink } from '../limits/index.js';
import type { ClusterHealth } from '../ops/cluster-view.js';
import type { Lifecycle } from '../ops/lifecycle.js';
import type { Metrics } from '../ops/metrics.js';
import type { SearchAnalytics } from '../ops/search-analytics.js';
import type { ResponseCache } from './response-cache.js';
import type { KeySource, SnapshotSource } from './snapshot-readiness.js';
import type { Tracing } from './tracing.js';

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
  /**
   * false: every request through Fastify's hooks, none on the read path (read-path/; the tests
   * holding the two to the same answers, the hooks' benchmark). Default: on where it applies.
   */
  readPath?: boolean;
}
