/**
 * The server process's entry: it refuses a Node.js too old, reads the configuration, begins reading
 * the snapshot file in a worker thread, and only then loads the rest of the process (src/serving.ts:
 * the store, the keys, the app, listening and the signals). Loading those modules takes about half
 * a second, as long as reading the file at 1M events; one waited for the other before
 * (docs/operating.md, Start to ready).
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import './util/node-check.js';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
// The default export: a named import of enableCompileCache would stop an older Node at linking,
// before node-check.ts could say why.
import nodeModule from 'node:module';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type ReadAhead, readAhead } from './ops/read-ahead.js';
import { say, StartupError } from './util/startup.js';

/**
 * The read of the snapshot file this process will load first: none in the primary of several
 * workers (each worker reads its own), for a pulled snapshot, or while the file is missing (the
 * development first start may make it).
 */
function firstRead(config: Config): ReadAhead | undefined {
  if (config.WORKERS > 1 && cluster.isPrimary) return undefined;
  if (config.SNAPSHOT_SOURCE !== undefined || !existsSync(config.SNAPSHOT_PATH)) return undefined;
  return readAhead(config.SNAPSHOT_PATH);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
  const ahead = firstRead(config);
  // V8's compiled code of the modules below, kept between starts (in NODE_COMPILE_CACHE, or the
  // system's temporary folder): they took 620–680 ms to load at each start, 500–540 ms with it.
  // A folder that cannot be written only leaves the cache off.
  nodeModule.enableCompileCache();
  const { runServer } = await import('./serving.js');
  await runServer(config, ahead);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) say(error.message);
  else say(`Startup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
