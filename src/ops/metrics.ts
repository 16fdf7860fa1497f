/**
 * Prometheus metrics: one registry per app (never prom-client's global one, so that tests and
 * several apps in one process do not share counters), typed handles for what the HTTP layer
 * records, and gauges read at scrape time from the snapshot holder and the Redis client.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { flagGauge, redisGauge } from './probe-gauges.js';

/** What the snapshot gauges read of the serving snapshot at each scrape. */
export interface SnapshotMetricsStatus {
  version: string;
  builtAt: string;
  events: number;
  swaps: { succeeded: number; failed: number };
  /** Set while the file at the snapshot path was refused. */
  refusedFile?: unknown;
}

/** What the snapshot gauges read at scrape time (SnapshotHolder.status() fits); undefined before a first snapshot. */
export interface SnapshotMetricsSource {
  status(): SnapshotMetricsStatus | undefined;
}

export interface MetricsOptions {
  /** The serving snapshot, read at each scrape. Without it the snapshot metrics stay empty. */
  snapshot?: SnapshotMetricsSource;
  /**
   * Whether Redis answers, read at each scrape. Leave it out when Redis is not configured:
   * redis_up is then -1 (unless set through the handle).
   */
  redisUp?: () => boolean;
  /** Whether the file at the keys path was refused (the previous keys stay in use), read at each scrape. */
  keysFileRefused?: () => boolean;
  /** Whether pulling from SNAPSHOT_SOURCE fails (at start too), read at each scrape. */
  pullDegraded?: () => boolean;
  /** Request log lines dropped because standard output fell behind (ops/process-log.ts), read at each scrape. */
  logLinesDropped?: () => number;
  /** Node.js process metrics (CPU, memory, event loop lag, GC, handles). Default true. */
  defaultMetrics?: boolean;
  /**
   * How often the event loop's delay is sampled, in ms (the nodejs_eventloop_lag_* gauges, read
   * from perf_hooks.monitorEventLoopDelay and reset at each scrape). A stall shows as up to this
   * much longer than it was. Default 10 (prom-client's); 1 costs about 2.5% of a core while idle.
   */
  eventLoopResolutionMs?: number;
  /** Upper bounds of the request duration histogram, in seconds. Default DURATION_BUCKETS. */
  durationBuckets?: readonly number[];
  /** The clock for snapshot_age_seconds, in milliseconds. Default Date.now. */
  now?: () => number;
}

/** Request duration buckets, in seconds: handlers answer in tens of microseconds to milliseconds. */
const DURATION_BUCKETS: readonly number[] = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1,
];

type RequestLabel = 'route' | 'method' | 'status';

interface RequestLabels {
  /** The route pattern (request.routeOptions.url, e.g. /api/gpt/conferences/:id), never the raw URL. */
  route: string;
  method: string;
  status: number | string;
}

export interface Metrics {
  readonly registry: Registry;
  /** The Content-Type of render()'s text. */
  readonly contentType: string;
  /** Worked out at each scrape from httpRequestDuration's counts (observeRequest counts only there). */
  readonly httpRequests: Counter<RequestLabel>;
  readonly httpRequestDuration: Histogram<RequestLabel>;
  /** Requests refused with 401 (missing, unknown or revoked key). */
  readonly authFailures: Counter;
  /** Requests refused with 429. */
  readonly rateLimited: Counter;
  readonly responseCacheHits: Counter;
  readonly responseCacheMisses: Counter;
  /** Answers compressed, by encoding: a cache keeps each encoding, so hits add nothing here. */
  readonly compressions: Counter<'encoding'>;
  /** Units charged to keys' feed budgets (one per 50 events of a feed written). */
  readonly feedBudgetUnits: Counter;
  /** Feeds refused with 429 because their key's feed budget had no unit left. */
  readonly feedBudgetRefusals: Counter;
  /** Connections closed at once because the process held MAX_CONNECTIONS. */
  readonly connectionsDropped: Counter;
  /** Request log lines dropped because standard output fell behind. */
  readonly logLinesDropped: Counter;
  /** 1, labelled with the serving snapshot's version. */
  readonly snapshotInfo: Gauge<'version'>;
  readonly snapshotAge: Gauge;
  readonly snapshotEvents: Gauge;
  readonly snapshotSwaps: Counter<'result'>;
  /** 1 while the file at the snapshot path was refused (the previous snapshot serves), else 0. */
  readonly snapshotFileRefused: Gauge;
  /** 1 while the file at the keys path was refused (the previous keys stay in use), else 0. */
  readonly keysFileRefused: Gauge;
  /** 1 up, 0 down, -1 not configured. */
  readonly redisUp: Gauge;
  /** Failed snapshot pulls from SNAPSHOT_SOURCE, by reason code (ops/published/source.ts). */
  readonly snapshotPullFailures: Counter<'reason'>;
  /** 1 while the pull from SNAPSHOT_SOURCE fails (the current snapshot, if any, serves on), else 0. */
  readonly snapshotPullDegraded: Gauge;
  /** Counts one answered request and records its duration. */
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** The text exposition format of every metric of the registry. */
  render(): Promise<string>;
}

type Registers = Registry[];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) {
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: options.eventLoopResolutionMs ?? 10 });
  }
  const registers = [registry];
  const counter = (name: string, help: string): Counter => new Counter({ name, help, registers });
  // Registration order is the order of the exposition text.
  return {
    registry,
    contentType: registry.contentType,
    ...requestMetrics(registers, options.durationBuckets ?? DURATION_BUCKETS),
    authFailures: counter('auth_failures_total', 'Requests refused with 401: missing, unknown or revoked API key.'),
    rateLimited: counter('rate_limited_total', "Requests refused with 429: over the rate limit of the key's plan."),
    responseCacheHits: counter('response_cache_hits_total', 'Answers served from the response cache.'),
    responseCacheMisses: counter('response_cache_misses_total', 'Cacheable requests not found in the response cache.'),
    ...edgeMetrics(registers, options.logLinesDropped),
    ...snapshotMetrics(registers, options.snapshot, options.now ?? Date.now),
    keysFileRefused: flagGauge(
      registers,
      'keys_file_refused',
      'Whether the file at the keys path was refused, so the previous keys stay in use: 1 yes, 0 no.',
      options.keysFileRefused,
    ),
    redisUp: redisGauge(registers, options.redisUp),
    snapshotPullFailures: new Counter({
      name: 'snapshot_pull_failures_total',
      help: 'Failed pulls from SNAPSHOT_SOURCE (the current snapshot kept serving), by reason code.',
      labelNames: ['reason'],
      registers,
    }),
    snapshotPullDegraded: flagGauge(
      registers,
      'snapshot_pull_degraded',
      'Whether pulling from SNAPSHOT_SOURCE fails (the current snapshot, if any, serves on): 1 yes, 0 no.',
      options.pullDegraded,
    ),
    render: () => registry.metrics(),
  };
}

/** Compression, feed budgets, the connection cap and the request log's drops. */
function edgeMetrics(
  registers: Registers,
  logLinesDropped: (() => number) | undefined,
): Pick<Metrics, 'compressions' | 'feedBudgetUnits' | 'feedBudgetRefusals' | 'connectionsDropped' | 'logLinesDropped'> {
  const counter = <L extends string>(name: string, help: string, labelNames: L[] = [], collect?: () => void) =>
    new Counter<L>({ name, help, labelNames, registers, ...(collect ? { collect } : {}) });
  const dropped: Counter = counter(
    'log_lines_dropped_total',
    'Request log lines dropped: standard output lagged and the log buffer was full.',
    [],
    () => {
      // The log's writer keeps the total; the counter mirrors it.
      if (!logLinesDropped) return;
      dropped.reset();
      dropped.inc(logLinesDropped());
    },
  );
  return {
    compressions: counter('compressions_total', 'Answers compressed, by encoding (a cache hit compresses nothing).', [
      'encoding',
    ]),
    feedBudgetUnits: counter(
      'feed_budget_units_total',
      "Units charged to keys' feed budgets: one per 50 events written.",
    ),
    feedBudgetRefusals: counter(
      'feed_budget_refusals_total',
      'Feeds refused with 429: their key had no feed budget left.',
    ),
    connectionsDropped: counter(
      'connections_dropped_total',
      'Connections closed at once: the process held MAX_CONNECTIONS.',
    ),
    logLinesDropped: dropped,
  };
}

const COUNT_NAME = 'http_request_duration_seconds_count';

function requestMetrics(
  registers: Registers,
  buckets: readonly number[],
): Pick<Metrics, 'httpRequests' | 'httpRequestDuration' | 'observeRequest'> {
  const labelNames = ['route', 'method', 'status'] as const;
  // The requests are the histogram's counts, read at scrape time: prom-client hashes the labels on
  // every call, so counting both on every request cost two hashes where one does.
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames,
    registers,
    async collect() {
      const { values } = await httpRequestDuration.get();
      this.reset();
      for (const { metricName, labels, value } of values)
        if (metricName === COUNT_NAME) this.inc(labels as Record<RequestLabel, string>, value);
    },
  });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, in seconds.',
    labelNames,
    buckets: [...buckets],
    registers,
  });
  return {
    httpRequests,
    httpRequestDuration,
    observeRequest({ route, method, status }, seconds) {
      httpRequestDuration.observe({ route, method, status: String(status) }, seconds);
    },
  };
}

/** Metrics read from the serving snapshot at each scrape; they stay empty without one. */
function snapshotMetrics(
  registers: Registers,
  snapshot: SnapshotMetricsSource | undefined,
  now: () => number,
): Pick<Metrics, 'snapshotInfo' | 'snapshotAge' | 'snapshotEvents' | 'snapshotSwaps' | 'snapshotFileRefused'> {
  type Read<M> = (metric: M, status: SnapshotMetricsStatus) => void;
  // With workers, a gauge of the process is the largest of the workers' (ops/cluster-view.ts).
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[], read: Read<Gauge<L>>) =>
    new Gauge({ name, help, labelNames, registers, collect: scraped(read), aggregator: 'max' });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[], read: Read<Counter<L>>) =>
    new Counter({ name, help, labelNames, registers, collect: scraped(read) });
  function scraped<M>(read: Read<M>) {
    return function (this: M): void {
      const status = snapshot?.status();
      if (status) read(this, status);
    };
  }
  return {
    snapshotInfo: gauge(
      'snapshot_info',
      'Always 1, labelled with the version of the snapshot being served.',
      ['version'],
      (info, { version }) => {
        info.reset(); // the previous version's series goes away after a swap
        info.set({ version }, 1);
      },
    ),
    snapshotAge: gauge(
      'snapshot_age_seconds',
      'Seconds since the serving snapshot was built.',
      [],
      (age, { builtAt }) => {
        const built = Date.parse(builtAt);
        if (Number.isFinite(built)) age.set(Math.max(0, (now() - built) / 1000));
      },
    ),
    snapshotEvents: gauge('snapshot_events', 'Events in the serving snapshot.', [], (metric, { events }) =>
      metric.set(events),
    ),
    snapshotSwaps: counter(
      'snapshot_swaps_total',
      'Snapshot reloads: success when a new snapshot was swapped in, failure when a file was refused.',
      ['result'],
      (metric, { swaps }) => {
        // The holder keeps the totals; the counter mirrors them.
        metric.reset();
        metric.inc({ result: 'success' }, swaps.succeeded);
        metric.inc({ result: 'failure' }, swaps.failed);
      },
    ),
    snapshotFileRefused: gauge(
      'snapshot_file_refused',
      'Whether the file at the snapshot path was refused, so the previous snapshot serves: 1 yes, 0 no.',
      [],
      (metric, { refusedFile }) => metric.set(refusedFile === undefined ? 0 : 1),
    ),
  };
}
