/**
 * The server process: configuration, first-start data (development only), the store, the keys
 * file watcher, the HTTP app, and shutdown on SIGTERM/SIGINT.
 *
 * Outside production a missing snapshot is generated (a seeded demo data set around today) and a
 * missing keys file gets one development key, kept in dev-key.txt beside the keys file so that
 * later starts can print a ready-to-paste request again. In production both are startup errors.
 */
import Fastify from 'fastify';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { KeysFileError, createKey, watchKeysFile, type KeysFileWatcher } from './auth/index.js';
import { buildSnapshot, InvalidRowsError } from './builder/index.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { generateSource } from './demo/generate.js';
import { buildApp } from './http/app.js';
import { ResponseCache } from './http/response-cache.js';
import type { Lifecycle } from './http/routes/health.js';
import { connectRedis, type RedisLink } from './limits/index.js';
import { createMetrics, type Metrics } from './ops/metrics.js';
import { SnapshotHolder } from './ops/snapshot-holder.js';
import { SnapshotError } from './snapshot/format.js';
import { formatIsoDate, todayUtc } from './util/dates.js';

const DEMO_SEED = 42;
const DEV_KEY_FILE = 'dev-key.txt';
const EXAMPLE_QUERY = '/api/gpt/conferences?q=machine+learning&country=Germany&limit=3';

/** A startup problem: printed as one line, exit code 1. */
class StartupError extends Error {}

function say(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Steps of a progress count worth a line: about every 10%. */
function progressLines(label: string, total: number): (done: number) => void {
  let next = 0;
  let last = -1;
  return (done) => {
    if (done === last || (done < next && done < total)) return;
    last = done;
    say(`  ${label}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`);
    next = done + Math.max(1, Math.ceil(total / 10));
  };
}

async function generateDemoSnapshot(config: Config): Promise<void> {
  const file = config.SNAPSHOT_PATH;
  const source = join(dirname(file), `${basename(file, extname(file))}.sqlite`);
  const anchor = formatIsoDate(todayUtc());
  const started = performance.now();
  say(
    `No snapshot at ${file}: generating a demo data set (${config.DEMO_EVENTS.toLocaleString('en-US')} events, seed ${DEMO_SEED}, around ${anchor}).`,
  );
  const generated = progressLines('events generated', config.DEMO_EVENTS);
  await generateSource({ events: config.DEMO_EVENTS, seed: DEMO_SEED, out: source, anchor, onProgress: generated });
  say(`Building the snapshot from ${source}...`);
  let phase = '';
  let read: ((done: number) => void) | undefined;
  buildSnapshot({
    input: source,
    output: file,
    onProgress(name, done, total) {
      if (name === 'reading' && done !== undefined && total !== undefined) {
        read ??= progressLines('rows read', total);
        read(done);
      } else if (name !== phase) say(`  ${name}...`);
      phase = name;
    },
  });
  say(`Demo snapshot ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** The development key to show in the example request, if one is known and still valid. */
function prepareKeys(config: Config): { created: boolean; devKeyFile: string } {
  const devKeyFile = join(dirname(config.KEYS_FILE), DEV_KEY_FILE);
  if (existsSync(config.KEYS_FILE)) return { created: false, devKeyFile };
  if (config.NODE_ENV === 'production') {
    throw new StartupError(
      `Keys file not found: ${config.KEYS_FILE} (KEYS_FILE). Create a key with: npm run -s keys -- create --label NAME --plan free|pro`,
    );
  }
  const { key, id } = createKey(config.KEYS_FILE, { label: 'development', plan: 'pro' });
  writeFileSync(devKeyFile, `${key}\n`, { mode: 0o600 });
  chmodSync(devKeyFile, 0o600);
  say(`No keys file: created ${config.KEYS_FILE} with a development key (${id}, plan pro), saved in ${devKeyFile}.`);
  return { created: true, devKeyFile };
}

function readDevKey(file: string): string | undefined {
  try {
    const key = readFileSync(file, 'utf8').trim();
    return key === '' ? undefined : key;
  } catch {
    return undefined;
  }
}

/** /metrics alone, on METRICS_PORT, so it need not be exposed on the public port. */
function buildMetricsApp(metrics: Metrics) {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => reply.type(metrics.contentType).send(await metrics.render()));
  return app;
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }

  if (!existsSync(config.SNAPSHOT_PATH)) {
    if (config.NODE_ENV === 'production') {
      throw new StartupError(
        `Snapshot not found: ${config.SNAPSHOT_PATH} (SNAPSHOT_PATH). Build one with: npm run build:snapshot -- --in SOURCE.sqlite --out ${config.SNAPSHOT_PATH}`,
      );
    }
    await generateDemoSnapshot(config);
  }
  const { devKeyFile } = prepareKeys(config);

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
    ...(redis ? { redisUp: () => redis.state() === 'up' } : {}),
  });
  const lifecycle: Lifecycle = { ready: false };
  const app = buildApp({
    snapshot: holder,
    keys: watcher,
    config,
    lifecycle,
    metrics,
    serveMetrics: config.METRICS_PORT === undefined,
    ...(redis ? { redis } : {}),
    ...(cache ? { cache } : {}),
  });
  log = app.log;
  const metricsApp = config.METRICS_PORT === undefined ? undefined : buildMetricsApp(metrics);
  app.log.info(
    {
      snapshot: config.SNAPSHOT_PATH,
      version: holder.version(),
      events: holder.current().size,
      keys: watcher.ring().size,
    },
    'store loaded',
  );

  holder.on('swap', (result) => {
    cache?.clear();
    app.log.info(result, 'snapshot swapped');
  });
  holder.on('failure', (result) => app.log.error(result, 'new snapshot refused; the previous one keeps serving'));
  holder.on('unchanged', (result) => app.log.info(result, 'snapshot file changed but its content did not'));
  holder.on('watchError', (error) => app.log.warn({ err: error }, 'snapshot watcher error'));
  holder.watch({ debounceMs: 300 });
  process.on('SIGHUP', () => void holder.reload('SIGHUP'));

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    lifecycle.ready = false;
    app.log.info(
      { signal, deadlineMs: config.SHUTDOWN_TIMEOUT_MS },
      'shutting down: no new connections, finishing requests in flight',
    );
    const deadline = setTimeout(() => {
      app.log.error('requests still in flight at the shutdown deadline; exiting anyway');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    watcher.close();
    holder.close();
    // Connections that were busy when the close began turn idle later: close them as they do.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    Promise.all([app.close(), metricsApp?.close()])
      .then(() => redis?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
    if (metricsApp) await metricsApp.listen({ host: config.HOST, port: config.METRICS_PORT! });
  } catch (error) {
    watcher.close();
    holder.close();
    throw new StartupError(`Cannot listen on ${config.HOST}: ${(error as Error).message}`);
  }
  lifecycle.ready = true;
  const store = holder.current();

  const devKey = readDevKey(devKeyFile);
  const usable = devKey !== undefined && watcher.ring().lookup(devKey) !== undefined;
  say(
    `Conference directory API listening on ${config.HOST}:${config.PORT} (${store.size.toLocaleString('en-US')} events). Try:`,
  );
  say(`  curl -H 'X-API-Key: ${usable ? devKey : '<your key>'}' '${config.PUBLIC_BASE_URL}${EXAMPLE_QUERY}'`);
  if (!usable) say('  (create a key with: npm run -s keys -- create --label NAME --plan pro)');
}

start().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof InvalidRowsError) say(error.message);
  else say(`Startup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
