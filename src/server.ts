/**
 * The server process: configuration, first-start data (development only), the store, the keys
 * file watcher, the HTTP app, and the graceful drain on SIGTERM/SIGINT (ops/drain.ts). With
 * WORKERS > 1 this process is the primary of a node:cluster (ops/cluster.ts) and each worker runs
 * all of the above.
 *
 * Outside production a missing snapshot or keys file is created by the development first start
 * (dev/first-start.ts), imported only there: it brings in the builder and the demo generator. In
 * production both are startup errors.
 */
import Fastify from 'fastify';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { KeysFileError, watchKeysFile, type KeysFileWatcher } from './auth/index.js';
import { ConfigError, loadConfig, publicBaseUrlWarning, type Config } from './config.js';
import { buildApp } from './http/app.js';
import { DOCS_PATH } from './http/routes/docs.js';
import { ResponseCache } from './http/response-cache.js';
import type { Lifecycle } from './http/routes/health.js';
import { connectRedis, type RedisLink } from './limits/index.js';
import { type ClusterLog, runPrimary } from './ops/cluster.js';
import { createDrain } from './ops/drain.js';
import { createMetrics, type Metrics } from './ops/metrics.js';
import { SnapshotHolder } from './ops/snapshot-holder.js';
import type { SnapshotIndex } from './search/index.js';
import { SnapshotError } from './snapshot/format.js';
import { say, StartupError } from './util/startup.js';

const EXAMPLE_QUERY = '/api/gpt/conferences?q=machine+learning&country=Germany&limit=3';

type FirstStart = typeof import('./dev/first-start.js');

/** Production: the snapshot and the keys file must be there already. */
function requireDataFiles(config: Config): void {
  if (!existsSync(config.SNAPSHOT_PATH)) {
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

/** /metrics alone, on METRICS_PORT (by default in production), so it is not served on the public port. */
function buildMetricsApp(metrics: Metrics) {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => reply.type(metrics.contentType).send(await metrics.render()));
  return app;
}

/** The curl call to try, with the development key when there is one (`usable`). */
function sayTry(config: Config, devKey: string | undefined, usable: boolean): void {
  say(`  curl -H 'X-API-Key: ${usable ? devKey : '<your key>'}' '${config.PUBLIC_BASE_URL}${EXAMPLE_QUERY}'`);
  say(`  or open ${config.PUBLIC_BASE_URL}${DOCS_PATH} (interactive docs: Authorize with the key, then "Try it out")`);
  if (!usable) say('  (create a key with: npm run -s keys -- create --label NAME --plan pro)');
}

/** Each structure built while the snapshot loaded (before it served), with its time in ms, for the log. */
function warmBuildsMs(index: SnapshotIndex): Record<string, number> {
  return Object.fromEntries(
    Object.entries(index.builds()).map(([name, build]) => [name, Math.round(build.ms * 10) / 10]),
  );
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** The primary's log: JSON lines shaped like the workers' pino lines, at LOG_LEVEL. */
function primaryLog(config: Config): ClusterLog {
  const line = (level: 'info' | 'warn' | 'error') => (fields: object, msg: string) => {
    if (LEVELS[level] < LEVELS[config.LOG_LEVEL]) return;
    const record = { level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg };
    process.stdout.write(`${JSON.stringify(record)}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

/** The primary of WORKERS workers: the data files checked (or made) once, then the workers forked. */
async function startPrimary(config: Config): Promise<void> {
  const firstStart: FirstStart | undefined =
    config.NODE_ENV === 'production' ? undefined : await import('./dev/first-start.js');
  if (firstStart === undefined) requireDataFiles(config);
  else await firstStart.prepareFirstStart(config);
  const devKey = firstStart?.readDevKey(config);
  const code = await runPrimary({
    workers: config.WORKERS,
    drainPauseMs: config.DRAIN_PAUSE_MS,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: primaryLog(config),
    onListening: () => {
      say(`Conference directory API: ${config.WORKERS} workers listening on ${config.HOST}:${config.PORT}. Try:`);
      sayTry(config, devKey, devKey !== undefined);
    },
  });
  process.exit(code);
}

async function start(config: Config): Promise<void> {
  const firstStart: FirstStart | undefined =
    config.NODE_ENV === 'production' ? undefined : await import('./dev/first-start.js');
  if (firstStart === undefined) requireDataFiles(config);
  else await firstStart.prepareFirstStart(config);

  let holder: SnapshotHolder;
  try {
    holder = SnapshotHolder.open(config.SNAPSHOT_PATH);
  } catch (error) {
    if (error instanceof SnapshotError) {
      const hint =
        config.NODE_ENV === 'production'
          ? ''
          : ' (outside production, delete the file to have a demo snapshot generated again)';
      throw new StartupError(`${error.message}${hint}`);
    }
    throw error;
  }

  let log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void } | undefined;
  let watcher: KeysFileWatcher;
  try {
    watcher = watchKeysFile(config.KEYS_FILE, {
      pollMs: config.KEYS_RELOAD_MS,
      onReload: (ring) => log?.info({ keys: ring.size }, 'keys file reloaded'),
      onError: (error) => log?.warn({ err: error }, 'keys file reload failed; keeping the previous keys'),
    });
  } catch (error) {
    if (error instanceof KeysFileError) throw new StartupError(error.message);
    throw error;
  }

  let redis: RedisLink | undefined;
  if (config.REDIS_URL) {
    redis = connectRedis(config.REDIS_URL, config.REDIS_TIMEOUT_MS, {
      warn: (message) => log?.warn({}, message),
      info: (message) => log?.info({}, message),
    });
  }
  const cache =
    config.RESPONSE_CACHE_MB > 0 ? new ResponseCache({ maxBytes: config.RESPONSE_CACHE_MB * 2 ** 20 }) : undefined;
  const metrics: Metrics = createMetrics({
    snapshot: holder,
    keysFileRefused: () => watcher.refused() !== undefined,
    ...(redis ? { redisUp: () => redis.state() === 'up' } : {}),
  });
  const lifecycle: Lifecycle = { ready: false };
  const app = buildApp({
    snapshot: holder,
    keys: watcher,
    config,
    lifecycle,
    metrics,
    ...(redis ? { redis } : {}),
    ...(cache ? { cache } : {}),
  });
  log = app.log;
  const insecure = publicBaseUrlWarning(config);
  if (insecure) app.log.warn({ publicBaseUrl: config.PUBLIC_BASE_URL }, insecure);
  const metricsApp = config.METRICS_PORT === undefined ? undefined : buildMetricsApp(metrics);
  app.log.info(
    {
      snapshot: config.SNAPSHOT_PATH,
      version: holder.version(),
      events: holder.current().size,
      keys: watcher.ring().size,
      warmMs: warmBuildsMs(holder.current()),
    },
    'store loaded',
  );

  holder.on('swap', (result) => {
    cache?.clear();
    app.log.info({ ...result, warmMs: warmBuildsMs(holder.current()) }, 'snapshot swapped');
  });
  holder.on('failure', (result) => app.log.error(result, 'new snapshot refused; the previous one keeps serving'));
  holder.on('unchanged', (result) => app.log.info(result, 'snapshot file changed but its content did not'));
  holder.on('watchError', (error) => app.log.warn({ err: error }, 'snapshot watcher error'));
  holder.watch({ debounceMs: 300 });
  process.on('SIGHUP', () => void holder.reload('SIGHUP'));

  const drain = createDrain({
    lifecycle,
    pauseMs: config.DRAIN_PAUSE_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    servers: metricsApp ? [app.server, metricsApp.server] : [app.server],
    close: () => Promise.all([app.close(), metricsApp?.close()]),
    stopWatching: () => {
      watcher.close();
      holder.close();
    },
    release: () => redis?.close(),
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => drain('SIGTERM', 'pause'));
  // Ctrl-C is a person at a terminal, not a load balancer: no pause.
  process.on('SIGINT', () => drain('SIGINT', 'now'));
  // A worker whose primary is gone is stopped rather than left behind.
  if (cluster.isWorker) process.once('disconnect', () => drain('disconnect', 'now'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
    if (metricsApp) await metricsApp.listen({ host: config.HOST, port: config.METRICS_PORT! });
  } catch (error) {
    watcher.close();
    holder.close();
    throw new StartupError(`Cannot listen on ${config.HOST}: ${(error as Error).message}`);
  }
  // A signal during startup has begun the drain already: it stays not ready.
  if (!lifecycle.draining) lifecycle.ready = true;
  // Workers leave the welcome to the primary.
  if (cluster.isWorker) return;
  const store = holder.current();

  const devKey = firstStart?.readDevKey(config);
  const usable = devKey !== undefined && watcher.ring().lookup(devKey) !== undefined;
  say(
    `Conference directory API listening on ${config.HOST}:${config.PORT} (${store.size.toLocaleString('en-US')} events). Try:`,
  );
  sayTry(config, devKey, usable);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
  if (config.WORKERS > 1 && cluster.isPrimary) await startPrimary(config);
  else await start(config);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) say(error.message);
  else say(`Startup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
