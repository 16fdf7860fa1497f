/**
 * npm run refresh -- --config FILE
 * Fetches the sources the configuration names (git remotes, cloned once into its work folder, then
 * fetched), imports, builds and verifies a snapshot, and publishes it to the snapshot store only
 * when the guard passes (src/ops/refresh/refresh.ts; docs/operating.md, "Refreshing the data").
 * Progress goes to stderr; stdout gets one line saying what happened and why, then the report as
 * JSON (also kept as refresh.json in the work folder). Exits 0 when the store names the new
 * snapshot or already held the same data, 1 when nothing was published, 2 for bad usage or a bad
 * configuration file.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { parseArgs } from 'node:util';
import { loadRefreshConfig, RefreshConfigError } from '../src/ops/refresh/refresh-config.js';
import { runRefresh } from '../src/ops/refresh/refresh.js';
import { exitWith } from './cli.js';

const USAGE = 'usage: npm run refresh -- --config FILE';

function configFile(): string {
  try {
    const { values } = parseArgs({ options: { config: { type: 'string' } }, strict: true });
    if (values.config === undefined) exitWith(USAGE, 2);
    return values.config;
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

function config() {
  try {
    return loadRefreshConfig(configFile());
  } catch (error) {
    if (error instanceof RefreshConfigError) exitWith(error.message, 2);
    throw error;
  }
}

const report = await runRefresh(config(), { log: (line) => process.stderr.write(`${line}\n`) });
process.stdout.write(`refresh ${report.outcome}: ${report.reason}\n${JSON.stringify(report)}\n`);
process.exitCode = report.outcome === 'published' || report.outcome === 'unchanged' ? 0 : 1;
