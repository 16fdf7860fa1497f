/**
 * What a server process runs once src/server.ts has read its configuration and begun reading the
 * snapshot file: first-start data (development only), the store, the keys file watcher, the HTTP
 * app, and the graceful drain on SIGTERM/SIGINT (ops/drain.ts). With WORKERS > 1 the process is
 * the primary of a node:cluster (ops/cluster.ts) and each worker runs all of the above.
 *
 * Outside production a missing snapshot or keys file is created by the development first start
 * (dev/first-start.ts), imported only there: it brings in the builder and the demo generator. In
 * production both are startup errors.
 */
import type { FastifyInstance } from 'fastify';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { KeysFileWatcher } from './auth/index.js';
import { watchKeys } from './ops/keys-watch.js';
import type { Config } from './config.js';
import { publicBaseUrlWarning } from './config-warnings.js';
import { buildApp } from './http/app.js';
import { DOCS_PATH } from './http/routes/docs.js';
import { buildMetricsApp } from './http/routes/health.js';
import { ResponseCache } from './http/response-cache.js';
import type { Lifecycle } from './ops/lifecycle.js';
import type { RedisLink } from './limits/index.js';
import { primaryLog, runPrimary } from './ops/cluster.js';
import { servePrimaryClusterHealth, workerClusterHealth } from './ops/cluster-view.js';
import { createDrain } from './ops/drain.js';
import { createMetrics, type Metrics } from './ops/metrics.js';
import { keepMomentsAhead, type MomentsAhead } from './ops/moments-ahead.js';
import { SearchAnalytics } from './ops/search-analytics.js';
import { answerClusterAnalytics, clusterAnalytics } from './ops/cluster-analytics.js';
import { type LogDestination, logDestination, ProcessLog } from './ops/process-log.js';
import type { SnapshotHolder } from './ops/snapshot-holder.js';
import type { ReadAhead } from './ops/read-ahead.js';
import type { Tracing } from './http/tracing.js';
import { snapshotSupply, type SnapshotSupply, warmBuildsMs } from './ops/snapshot-supply.js';
import { say, StartupError } from './util/startup.js';

/** How long an exit waits for the request log's buffered lines. */
const EXIT_LOG_WAIT_MS = 1000;

const EXAMPLE_QUERY = '/api/gpt/conferences?q=machine+learning&country=Germany&limit=3';

type FirstStart = typeof import('./dev/first-start.js');

/** Production: the snapshot and the keys file must be there already. */
function requireDataFiles(config: Config): void {
  if (config.SNAPSHOT_SOURCE === undefined && !existsSync(config.SNAPSHOT_PATH)) {
    throw new StartupError(
      `Snapshot not found: ${config.SNAPSHOT_PATH} (SNAPSHOT_PATH). Build one with: npm run build:snapshot -- --in SOURCE.sqlite --out ${config.SNAPSHOT_PATH}`,
    );
  }
  if (!existsSync(config.KEYS_FILE)) {
    throw new StartupError(
      `Keys file not found: ${config.KEYS_FILE} (KEYS_FILE). Create a key with: npm run -s keys -- create --label NAME --plan free|pro`,
    );
  }
}

/** The curl call to try, with the development key when there is one (`usable`). */
function sayTry(config: Config, devKey: string | undefined, usable: boolean): void {
  say(`  curl -H 'X-API-Key: ${usable ? devKey : '<your key>'}' '${config.PUBLIC_BASE_URL}${EXAMPLE_QUERY}'`);
  say(`  or open ${config.PUBLIC_BASE_URL}${DOCS_PATH} (interactive docs: Authorize with the key, then "Try it out")`);
  if (!usable) say('  (create a key with: npm run -s keys -- create --label NAME --plan pro)');
}

/** The data files: made when missing by the development first start (see above), required in production. */
async function prepareDataFiles(config: Config): Promise<FirstStart | undefined> {
  if (config.NODE_ENV === 'production') {
    requireDataFiles(config);
    return undefined;
  }
  const firstStart = await import('./dev/first-start.js');
  await firstStart.prepareFirstStart(config);
  return firstStart;
}

/** The primary of WORKERS workers: the data files checked (or made) once, then the workers forked. */
async function startPrimary(config: Config): Promise<void> {
  const devKey = (await prepareDataFiles(config))?.readDevKey(config);
  const aggregator = servePrimaryClusterHealth(() => config.WORKERS);
  if (config.METRICS_PORT !== undefined) {
    const analytics = config.SEARCH_ANALYTICS === 'on' ? clusterAnalytics() : undefined;
    const metricsApp = buildMetricsApp(aggregator.contentType, () => aggregator.clusterMetrics(), analytics);
    await metricsApp.listen({ host: config.HOST, port: config.METRICS_PORT }).catch((error: Error) => {
      throw new StartupError(`Cannot listen on ${config.HOST}:${config.METRICS_PORT}: ${error.message}`);
    });
  }
  const code = await runPrimary({
    workers: config.WORKERS,
    drainPauseMs: config.DRAIN_PAUSE_MS,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: primaryLog(config.LOG_LEVEL),
    onListening: () => {
      say(`Conference directory API: ${config.WORKERS} workers listening on ${config.HOST}:${config.PORT}. Try:`);
      sayTry(config, devKey, devKey !== undefined);
    },
  });
  process.exit(code);
}

/** What one serving process holds: its data, the links and caches it answers with, and its apps. */
interface Serving {
  supply: SnapshotSupply;
  /** The request log's writer: the exit waits (a bounded while) for its lines. */
  logOutput: LogDestination;
  watcher: KeysFileWatcher;
  redis: RedisLink | undefined;
  cache: ResponseCache | undefined;
  lifecycle: Lifecycle;
  app: FastifyInstance;
  /** /metrics on METRICS_PORT, when it is set. */
  metricsApp: FastifyInstance | undefined;
  /** Traces, with OTEL_EXPORTER_OTLP_ENDPOINT: their last spans are sent as the process stops. */
  tracing: Tracing | undefined;
}

/** Loads the data and builds the apps, not ready yet; nothing listens. */
async function assembleServing(config: Config, ahead: ReadAhead | undefined): Promise<Serving> {
  const log = new ProcessLog();
  const logOutput = logDestination(config.LOG_BUFFER_KB * 1024);
  const supply = await snapshotSupply(
    config,
    log,
    (error) => metrics.snapshotPullFailures.inc({ reason: error.reason }),
    ahead,
  );
  const watcher = watchKeys(config, log);
  // Imported here, only when used: ioredis adds about 85 ms to a start.
  const redis = config.REDIS_URL
    ? (await import('./limits/redis.js')).connectRedis(config.REDIS_URL, config.REDIS_TIMEOUT_MS, {
        warn: (message) => log.warn({}, message),
        info: (message) => log.info({}, message),
      })
    : undefined;
  const cache =
    config.RESPONSE_CACHE_MB > 0 ? new ResponseCache({ maxBytes: config.RESPONSE_CACHE_MB * 2 ** 20 }) : undefined;
  const metrics: Metrics = createMetrics({
    snapshot: supply.source,
    eventLoopResolutionMs: config.EVENT_LOOP_RESOLUTION_MS,
    keysFileRefused: () => watcher.refused() !== undefined,
    logLinesDropped: logOutput.dropped,
    ...(supply.pullDegraded ? { pullDegraded: supply.pullDegraded } : {}),
    ...(redis ? { redisUp: () => redis.state() === 'up' } : {}),
  });
  const analytics = new SearchAnalytics({ sketches: config.SEARCH_ANALYTICS === 'on', registry: metrics.registry });
  // Imported here, only when used: no request pays for traces that are off.
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  const tracing = endpoint ? (await import('./http/tracing.js')).startTracing(endpoint) : undefined;
  const lifecycle: Lifecycle = { ready: false };
  const app = buildApp({
    analytics,
    ...(tracing ? { tracing } : {}),
    snapshot: supply.source,
    keys: watcher,
    config,
    lifecycle,
    metrics,
    logStream: logOutput.stream,
    // Workers answer /readyz and /metrics for the whole process; the primary serves METRICS_PORT.
    ...(cluster.isWorker ? { cluster: workerClusterHealth(metrics.registry) } : {}),
    ...(redis ? { redis } : {}),
    ...(cache ? { cache } : {}),
  });
  log.attach(app.log);
  const metricsApp =
    config.METRICS_PORT === undefined || cluster.isWorker
      ? undefined
      : buildMetricsApp(metrics.contentType, () => metrics.render(), analytics.sketches ? analytics : undefined);
  if (cluster.isWorker && analytics.sketches) answerClusterAnalytics(analytics);
  return { supply, logOutput, watcher, redis, cache, lifecycle, app, metricsApp, tracing };
}

/** The start's log line of the base URL when it is not https. */
function warnInsecureBaseUrl(config: Config, { app }: Serving): void {
  const insecure = publicBaseUrlWarning(config);
  if (insecure) app.log.warn({ publicBaseUrl: config.PUBLIC_BASE_URL }, insecure);
}

/** Follows the snapshot's source until the process stops; resolves once a snapshot serves, logged. */
async function serveSnapshot(config: Config, serving: Serving): Promise<SnapshotHolder> {
  const { app, supply, cache, watcher } = serving;
  process.on('SIGHUP', () => supply.refresh());
  let moments: MomentsAhead | undefined;
  // A swap clears the answer cache, and builds the new index's next moment ahead.
  const holder = await supply.serve(app.log, () => {
    cache?.clear();
    moments?.wake();
  });
  moments = keepMomentsAhead(() => holder.current(), {
    onError: (error) =>
      app.log.warn({ err: error }, 'building the next moment ahead failed; its first request builds it'),
  });
  app.log.info(
    {
      snapshot: config.SNAPSHOT_PATH,
      ...(config.SNAPSHOT_SOURCE === undefined ? {} : { source: config.SNAPSHOT_SOURCE }),
      version: holder.version(),
      events: holder.current().size,
      keys: watcher.ring().size,
      warmMs: warmBuildsMs(holder.current()),
    },
    'store loaded',
  );
  return holder;
}

/** SIGTERM drains (ops/drain.ts) after the pause, SIGINT and a lost primary at once. */
function installShutdownSignals(config: Config, serving: Serving): void {
  const { app, metricsApp, watcher, supply, redis } = serving;
  const drain = createDrain({
    lifecycle: serving.lifecycle,
    pauseMs: config.DRAIN_PAUSE_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    servers: metricsApp ? [app.server, metricsApp.server] : [app.server],
    close: () => Promise.all([app.close(), metricsApp?.close()]).then(() => serving.tracing?.shutdown()),
    stopWatching: () => {
      watcher.close();
      supply.close();
    },
    release: () => redis?.close(),
    log: app.log,
    // The drain's last lines ("drained; exiting") are written before the process ends, unless
    // standard output lags for over a second.
    exit: (code) => void serving.logOutput.settle(EXIT_LOG_WAIT_MS).then(() => process.exit(code)),
  });
  process.on('SIGTERM', () => drain('SIGTERM', 'pause'));
  // Ctrl-C is a person at a terminal, not a load balancer: no pause.
  process.on('SIGINT', () => drain('SIGINT', 'now'));
  // A worker whose primary is gone is stopped rather than left behind.
  if (cluster.isWorker) process.once('disconnect', () => drain('disconnect', 'now'));
}

/** The public port, then the metrics port; a port that cannot be had stops the start. */
async function listen(config: Config, { app, metricsApp, watcher, supply }: Serving): Promise<void> {
  try {
    await app.listen({ host: config.HOST, port: config.PORT });
    if (metricsApp) await metricsApp.listen({ host: config.HOST, port: config.METRICS_PORT! });
  } catch (error) {
    watcher.close();
    supply.close();
    throw new StartupError(`Cannot listen on ${config.HOST}: ${(error as Error).message}`);
  }
}

/** The welcome on the terminal, with the development key when it is in the keys file. */
function sayListening(
  config: Config,
  holder: SnapshotHolder,
  { watcher }: Serving,
  firstStart: FirstStart | undefined,
): void {
  const devKey = firstStart?.readDevKey(config);
  const usable = devKey !== undefined && watcher.ring().lookup(devKey) !== undefined;
  const events = holder.current().size.toLocaleString('en-US');
  say(`Conference directory API listening on ${config.HOST}:${config.PORT} (${events} events). Try:`);
  sayTry(config, devKey, usable);
}

/**
 * One serving process (the only one, or a worker): load, listen, serve until a signal drains it.
 * A file snapshot is loaded before listening; a pulled one after (not ready until it serves).
 */
async function start(config: Config, ahead: ReadAhead | undefined): Promise<void> {
  const firstStart = await prepareDataFiles(config);
  const serving = await assembleServing(config, ahead);
  warnInsecureBaseUrl(config, serving);
  installShutdownSignals(config, serving);
  // The file's "store loaded" line comes before the process listens, the pulled one's after.
  const pulled = config.SNAPSHOT_SOURCE !== undefined;
  const loaded = pulled ? undefined : await serveSnapshot(config, serving);
  await listen(config, serving);
  const holder = loaded ?? (await serveSnapshot(config, serving));
  // A signal during startup has begun the drain already: it stays not ready.
  if (!serving.lifecycle.draining) serving.lifecycle.ready = true;
  // Workers leave the welcome to the primary.
  if (!cluster.isWorker) sayListening(config, holder, serving, firstStart);
}

/** The primary of WORKERS workers, or the one serving process (`ahead`: its snapshot's read, begun). */
export async function runServer(config: Config, ahead: ReadAhead | undefined): Promise<void> {
  if (config.WORKERS > 1 && cluster.isPrimary) await startPrimary(config);
  else await start(config, ahead);
}
