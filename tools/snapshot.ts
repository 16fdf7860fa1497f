/**
 * npm run snapshot -- inspect FILE
 * Verifies a snapshot completely (magic, version, checksum, content) and prints its header
 * and counts. Exits 1 for a bad file, 2 for bad usage.
 */
import { SnapshotError } from '../src/snapshot/format.js';
import { dateSpan, loadStore } from '../src/store/index.js';
import { formatIsoDate } from '../src/util/dates.js';
import { exitWith, formatBytes } from './cli.js';

const USAGE = 'usage: npm run snapshot -- inspect FILE';

function inspect(file: string): void {
  const started = performance.now();
  const store = loadStore(file);
  const loadMs = performance.now() - started;
  const { header, meta } = store;
  const span = dateSpan(store);
  const lines: [string, string | number][] = [
    ['file', file],
    ['format version', header.formatVersion],
    ['builder version', header.builderVersion],
    ['built at', header.builtAt],
    ['source', `${header.sourceFile} (${header.sourceRows} rows, ${header.skippedRows} skipped)`],
    ['size', `${formatBytes(store.header.bodyLength)} body`],
    ['checksum', `crc32 ${header.bodyCrc32.toString(16).padStart(8, '0')} (verified)`],
    ['events', store.size],
    ['countries', meta.countries.length],
    ['topics', meta.topics.length],
    ['sub-topics', meta.subtopics.length],
    ['date range', span ? `${formatIsoDate(span.earliest)} .. ${formatIsoDate(span.latest)}` : 'none'],
    ['text terms', store.text.termCount],
    ['load time', `${loadMs.toFixed(0)} ms`],
  ];
  const width = Math.max(...lines.map(([key]) => key.length));
  for (const [key, value] of lines) process.stdout.write(`${key.padEnd(width)}  ${value}\n`);
}

const [command, file, ...rest] = process.argv.slice(2);
if (command !== 'inspect' || !file || rest.length > 0) exitWith(USAGE, 2);
try {
  inspect(file);
} catch (error) {
  exitWith(
    error instanceof SnapshotError ? error.message : `Cannot load snapshot ${file}: ${(error as Error).message}`,
  );
}
