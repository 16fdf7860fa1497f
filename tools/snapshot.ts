/**
 * npm run snapshot -- inspect FILE
 *   Verifies a snapshot completely (magic, version, checksum, content) and prints its header and
 *   counts.
 * npm run snapshot -- ship FILE [--to PATH]
 *   Verifies FILE with the server's own loader and puts it in place at PATH (default:
 *   SNAPSHOT_PATH), keeping the version served before as PATH.previous (src/ops/ship.ts). A file
 *   whose version PATH already holds changes nothing (exit 0, one line).
 * npm run snapshot -- rollback [--to PATH]
 *   Puts the version served before back in place the same way (src/ops/ship.ts says which).
 * npm run snapshot -- publish FILE --to DEST [--activate-at TIME] [--endpoint URL] [--path-style] [--region R]
 *   Verifies FILE with the server's loader, uploads it to the store DEST (a folder, or
 *   s3://bucket/prefix) under its SHA-256 and points DEST/CURRENT.json at it
 *   (src/ops/publish/publish.ts); replicas with SNAPSHOT_SOURCE pull it.
 * npm run snapshot -- rollback --to DEST [--activate-at TIME] ...
 *   With DEST a folder or s3:// URL: points CURRENT.json back at its previous version.
 * Exits 1 for a bad file or nothing to roll back to (with the reason on one line), 2 for bad usage.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { describeSections } from '../src/ops/inspect.js';
import { PublishError } from '../src/ops/published/blob-store.js';
import { rollbackSnapshot, ShipError, type ShipResult, shipSnapshot } from '../src/ops/ship.js';
import { openSnapshot } from '../src/search/index.js';
import { SnapshotError } from '../src/snapshot/format.js';
import { loadStore } from '../src/store/index.js';
import { exitWith, formatBytes } from './cli.js';
import { namesStore, publishCommand, rollbackCommand } from './support/publish.js';

const USAGE =
  'usage: npm run snapshot -- inspect FILE | ship FILE [--to PATH] | rollback [--to PATH] (PATH defaults to SNAPSHOT_PATH)\n' +
  '       npm run snapshot -- publish FILE --to DEST | rollback --to DEST (DEST: a folder or s3://bucket/prefix)\n' +
  '         [--activate-at ISO-TIME] [--endpoint URL] [--path-style] [--region REGION]';

function inspect(file: string): void {
  const started = performance.now();
  const store = loadStore(file);
  const loadMs = performance.now() - started;
  const { header } = store;
  const lines: [string, string | number][] = [
    ['file', file],
    ['format version', header.formatVersion],
    ['builder version', header.builderVersion],
    ['built at', header.builtAt],
    ['source', `${header.sourceFile} (${header.sourceRows} rows, ${header.skippedRows} skipped)`],
    ['size', `${formatBytes(store.header.bodyLength)} body`],
    ['checksum', `crc32 ${header.bodyCrc32.toString(16).padStart(8, '0')} (verified)`],
    ...describeSections(store),
    ['load time', `${loadMs.toFixed(0)} ms`],
  ];
  const width = Math.max(...lines.map(([key]) => key.length));
  for (const [key, value] of lines) process.stdout.write(`${key.padEnd(width)}  ${value}\n`);
}

/** --to, or SNAPSHOT_PATH read through the configuration. */
function targetPath(to: string | undefined): string {
  if (to !== undefined) return to;
  try {
    return loadConfig().SNAPSHOT_PATH;
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

/** What the command did: one line for a no-op, two for a ship or a rollback. */
function report(result: ShipResult): void {
  const { target, outcome, version, events, servedBefore, rollbackCopy } = result;
  if (outcome === 'unchanged') {
    process.stdout.write(`${target} already holds version ${version} (${events} events); nothing changed\n`);
    return;
  }
  process.stdout.write(`${target} now holds version ${version} (${events} events)\n`);
  const copy = rollbackCopy ? `${rollbackCopy.file} (version ${rollbackCopy.version})` : 'none';
  if (rollbackCopy?.replaced) process.stdout.write(`rollback copy: ${copy}\n`);
  else if (servedBefore === version)
    process.stdout.write(`the servers were serving this version already; rollback copy unchanged: ${copy}\n`);
  else if (rollbackCopy)
    process.stdout.write(`nothing served was found at the path; rollback copy unchanged: ${copy}\n`);
  else process.stdout.write('no rollback copy: nothing served was found at the path\n');
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      options: {
        to: { type: 'string' },
        'activate-at': { type: 'string' },
        endpoint: { type: 'string' },
        'path-style': { type: 'boolean' },
        region: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
const [command, file, ...rest] = positionals;
const storeFlags = values.to === undefined ? undefined : { ...values, to: values.to };
try {
  if (command === 'publish' && file && rest.length === 0 && storeFlags)
    process.stdout.write(await publishCommand(file, storeFlags));
  else if (command === 'rollback' && !file && storeFlags && namesStore(storeFlags.to))
    process.stdout.write(await rollbackCommand(storeFlags));
  else if (command === 'inspect' && file && rest.length === 0 && values.to === undefined) inspect(file);
  else if (command === 'ship' && file && rest.length === 0)
    report(shipSnapshot(file, targetPath(values.to), openSnapshot));
  else if (command === 'rollback' && !file) report(rollbackSnapshot(targetPath(values.to), openSnapshot));
  else exitWith(USAGE, 2);
} catch (error) {
  if (error instanceof ShipError || error instanceof SnapshotError || error instanceof PublishError)
    exitWith(error.message);
  const message = error instanceof Error ? error.message : String(error);
  exitWith(command === 'inspect' ? `Cannot load snapshot ${file}: ${message}` : `Cannot ${command}: ${message}`);
}
