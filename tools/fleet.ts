/**
 * npm run fleet -- status URL... [--timeout-ms N]
 *   Asks each replica's /readyz (URL is the replica's base URL) and prints a table: the version it
 *   serves, the version its store's pointer names (SNAPSHOT_SOURCE), its state, why it is degraded
 *   or not ready, and its event count; then one line on whether the fleet agrees
 *   (src/ops/fleet-status.ts). Exits 0 when every replica is ready and serves its pointer's one
 *   version, 1 otherwise, 2 for bad usage.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { parseArgs } from 'node:util';
import { agreement, askReplica, renderTable } from '../src/ops/fleet-status.js';
import { exitWith } from './cli.js';

const USAGE = 'usage: npm run fleet -- status URL... [--timeout-ms N]';

const { values, positionals } = (() => {
  try {
    return parseArgs({ options: { 'timeout-ms': { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
const [command, ...urls] = positionals;
const timeoutMs = Number(values['timeout-ms'] ?? 5000);
if (command !== 'status' || urls.length === 0 || !Number.isInteger(timeoutMs) || timeoutMs <= 0) exitWith(USAGE, 2);
for (const url of urls) if (!/^https?:\/\//.test(url)) exitWith(`not an http(s) URL: ${url}\n${USAGE}`, 2);

const rows = await Promise.all(urls.map((url) => askReplica(url, timeoutMs)));
const { agreed, summary } = agreement(rows);
process.stdout.write(`${renderTable(rows)}${summary}\n`);
process.exitCode = agreed ? 0 : 1;
