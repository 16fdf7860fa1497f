/**
 * Prometheus metrics: one registry per app (never prom-client's global one, so that tests and
 * several apps in one process do not share counters), typed handles for what the HTTP layer
 * records, and gauges read at scrape time from the snapshot holder and the Redis client.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the snapshot gauges read at scrape time (SnapshotHolder.status() fits). */
export interface SnapshotMetricsSource {
  status(): {
    version: string;
    builtAt: string;
    events: number;
    swaps: { succeeded: number; failed: number };
  };
}

export interface MetricsOptions {
  /** The serving snapshot, read at each scrape. Without it the snapshot metrics stay empty. */
  snapshot?: SnapshotMetricsSource;
  /**
   * Whether Redis answers, read at each scrape. Leave it out when Redis is not configured:
   * redis_up is then -1 (unless set through the handle).
   */
  redisUp?: () => boolean;
  /** Node.js process metrics (CPU, memory, event loop lag, GC, handles). Default true. */
  defaultMetrics?: boolean;
  /** Upper bounds of the request duration histogram, in seconds. Default DURATION_BUCKETS. */
  durationBuckets?: readonly number[];
  /** The clock for snapshot_age_seconds, in milliseconds. Default Date.now. */
  now?: () => number;
}

/** Request duration buckets, in seconds: handlers answer in tens of microseconds to milliseconds. */
export const DURATION_BUCKETS: readonly number[] = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1,
];

export type RequestLabel = 'route' | 'method' | 'status';

export interface RequestLabels {
  /** The route pattern (request.routeOptions.url, e.g. /api/gpt/conferences/:id), never the raw URL. */
  route: string;
  method: string;
  status: number | string;
}

export interface Metrics {
  readonly registry: Registry;
  /** The Content-Type of render()'s text. */
  readonly contentType: string;
  readonly httpRequests: Counter<RequestLabel>;
  readonly httpRequestDuration: Histogram<RequestLabel>;
  /** Requests refused with 401 (missing, unknown or revoked key). */
  readonly authFailures: Counter;
  /** Requests refused with 429. */
  readonly rateLimited: Counter;
  readonly responseCacheHits: Counter;
  readonly responseCacheMisses: Counter;
  /** 1, labelled with the serving snapshot's version. */
  readonly snapshotInfo: Gauge<'version'>;
  readonly snapshotAge: Gauge;
  readonly snapshotEvents: Gauge;
  readonly snapshotSwaps: Counter<'result'>;
  /** 1 up, 0 down, -1 not configured. */
  readonly redisUp: Gauge;
  /** Counts one answered request and records its duration. */
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** The text exposition format of every metric of the registry. */
  render(): Promise<string>;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const now = options.now ?? Date.now;
  const { snapshot, redisUp: probeRedis } = options;

  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });

  const labelNames = ['route', 'method', 'status'] as const;
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames,
    registers,
  });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, in seconds.',
    labelNames,
    buckets: [...(options.durationBuckets ?? DURATION_BUCKETS)],
    registers,
  });
  const authFailures = new Counter({
    name: 'auth_failures_total',
    help: 'Requests refused with 401: missing, unknown or revoked API key.',
    registers,
  });
  const rateLimited = new Counter({
    name: 'rate_limited_total',
    help: "Requests refused with 429: over the rate limit of the key's plan.",
    registers,
  });
  const responseCacheHits = new Counter({
    name: 'response_cache_hits_total',
    help: 'Answers served from the response cache.',
    registers,
  });
  const responseCacheMisses = new Counter({
    name: 'response_cache_misses_total',
    help: 'Cacheable requests not found in the response cache.',
    registers,
  });

  const snapshotInfo = new Gauge({
    name: 'snapshot_info',
    help: 'Always 1, labelled with the version of the snapshot being served.',
    labelNames: ['version'] as const,
    registers,
    collect() {
      if (!snapshot) return;
      this.reset(); // the previous version's series goes away after a swap
      this.set({ version: snapshot.status().version }, 1);
    },
  });
  const snapshotAge = new Gauge({
    name: 'snapshot_age_seconds',
    help: 'Seconds since the serving snapshot was built.',
    registers,
    collect() {
      if (!snapshot) return;
      const built = Date.parse(snapshot.status().builtAt);
      if (Number.isFinite(built)) this.set(Math.max(0, (now() - built) / 1000));
    },
  });
  const snapshotEvents = new Gauge({
    name: 'snapshot_events',
    help: 'Events in the serving snapshot.',
    registers,
    collect() {
      if (snapshot) this.set(snapshot.status().events);
    },
  });
  const snapshotSwaps = new Counter({
    name: 'snapshot_swaps_total',
    help: 'Snapshot reloads: success when a new snapshot was swapped in, failure when a file was refused.',
    labelNames: ['result'] as const,
    registers,
    collect() {
      if (!snapshot) return;
      // The holder keeps the totals; the counter mirrors them.
      const { succeeded, failed } = snapshot.status().swaps;
      this.reset();
      this.inc({ result: 'success' }, succeeded);
      this.inc({ result: 'failure' }, failed);
    },
  });
  const redisUp = new Gauge({
    name: 'redis_up',
    help: 'Whether Redis answers: 1 up, 0 down, -1 not configured.',
    registers,
    collect() {
      if (!probeRedis) return;
      let up = false;
      try {
        up = probeRedis();
      } catch {
        // A probe that throws counts as down; a scrape must not fail because of it.
      }
      this.set(up ? 1 : 0);
    },
  });
  if (!probeRedis) redisUp.set(-1);

  return {
    registry,
    contentType: registry.contentType,
    httpRequests,
    httpRequestDuration,
    authFailures,
    rateLimited,
    responseCacheHits,
    responseCacheMisses,
    snapshotInfo,
    snapshotAge,
    snapshotEvents,
    snapshotSwaps,
    redisUp,
    observeRequest({ route, method, status }, seconds) {
      const labels = { route, method, status: String(status) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, seconds);
    },
    render: () => registry.metrics(),
  };
}
