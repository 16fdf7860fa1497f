/**
 * npm run bench:scale -- --sizes 100k,1m,3m [--seconds N] [--rounds N] [--connections N] [--starts N] [--skip-compile]
 *
 * The scale curve: at each size, the same seed and anchor (bench/common/dataset.ts), the time and
 * the peak memory of generating the source and of building the snapshot (each made in its own
 * process under GNU time when missing, else reused with what was stored when it was made:
 * data-steps.ts), then the compiled server's start to ready and RSS at ready, the engine's
 * latencies on the random mix in-process, and the server's CPU per request of the random mix
 * under wrk (serve.ts). Sizes run one after the other, smallest first, and each is written as
 * soon as it is done into bench/results/scale.json and .md, merged with the rows earlier runs
 * wrote (a size run again replaces its row), so that `--sizes 5m` can run on its own and land in
 * the same table. Needs wrk and /usr/bin/time on PATH.
 *
 * `--step generate|build --sizes <one size>` is the run's own child: it makes that one file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { machineLoad } from '../common/format.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type DataStep, makeStep } from '../common/data.js';
import { type BenchDataset, benchDataset } from '../common/dataset.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { serverBuild } from '../common/prologue.js';
import { RANDOM_MIX_COUNT, randomMix } from '../common/random-mix.js';
import { commandLine, RESULTS_DIR, writeResults } from '../common/results.js';
import { wrkOrExit } from '../common/wrk.js';
import { GNU_TIME, scaleData, StepFailed } from './data-steps.js';
import { scaleReport } from './report.js';
import { scaleHead } from './targets.js';
import { mergeRows, type ScaleRow } from './rows.js';
import { measureServing } from './serve.js';
import { parseSizes } from './sizes.js';

const options = benchOptions(
  'npm run bench:scale -- --sizes 100k,1m,3m [--seconds N] [--rounds N] [--connections N] [--starts N] [--skip-compile]',
  {
    sizes: { type: 'text', description: 'data set sizes, comma-separated: 100k,1m,3m or 5m' },
    seconds: { type: 'whole', min: 1, max: 60, default: 5, description: 'seconds per wrk round' },
    rounds: { type: 'whole', min: 1, max: 10, default: 2, description: 'wrk rounds of the random mix' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    starts: { type: 'whole', min: 1, max: 10, default: 3, description: 'server spawns for start to ready' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is' },
    step: { type: 'text', description: "internal: make one file of one size ('generate' or 'build') and exit" },
  },
);
if (options.sizes === undefined) throw new Error('--sizes is required, e.g. --sizes 100k,1m,3m');
const sizes = parseSizes(options.sizes);
const log = (line: string) => console.error(line);

if (options.step !== undefined) {
  if (options.step !== 'generate' && options.step !== 'build') throw new Error('--step is generate or build');
  if (sizes.length !== 1) throw new Error('--step makes one size');
  await makeStep(options.step satisfies DataStep, benchDataset(sizes[0]));
  process.exit(0);
}

wrkOrExit();
if (!existsSync(GNU_TIME)) {
  log(`${GNU_TIME} is missing (GNU time measures the build's peak memory): apt-get install time`);
  process.exit(1);
}
const startedAt = new Date();
const date = startedAt.toISOString().slice(0, 10);
const stem = join(RESULTS_DIR, 'scale');
const settings = { seconds: options.seconds, rounds: options.rounds, connections: options.connections };
const command = commandLine('bench:scale');

function save(rows: ScaleRow[]): void {
  const earlier: ScaleRow[] = existsSync(`${stem}.json`)
    ? (JSON.parse(readFileSync(`${stem}.json`, 'utf8')) as { rows: ScaleRow[] }).rows
    : [];
  const merged = mergeRows(earlier, rows);
  const report = scaleReport(date, merged, settings);
  writeResults([
    [
      `${stem}.json`,
      `${JSON.stringify({ ...scaleHead(merged, { startedAt, command }), settings, rows: merged }, null, 2)}\n`,
    ],
    [`${stem}.md`, report],
  ]);
  log(`wrote ${relative(PROJECT_ROOT, `${stem}.json`)}, ${relative(PROJECT_ROOT, `${stem}.md`)}`);
}

async function measureSize(dataset: BenchDataset, env: Record<string, string>, key: string): Promise<ScaleRow> {
  const row: ScaleRow = {
    label: dataset.label,
    events: dataset.events,
    measuredAt: new Date().toISOString(),
    command,
    load: [{ phase: 'data', ...machineLoad() }],
    mixQueries: 0,
    data: null,
    dataFailure: null,
    serving: null,
    servingFailure: null,
  };
  log(`scale: ${dataset.events.toLocaleString('en-US')} events (${dataset.label})`);
  try {
    row.data = await scaleData(dataset, log);
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    row.dataFailure = error.failure;
    log(`  ${error.message}`);
    return row;
  }
  const today = parseIsoDate(dataset.anchor)!;
  row.load.push({ phase: 'mix', ...machineLoad() });
  const queries = randomMix(openSnapshot(dataset.snapshot), { count: RANDOM_MIX_COUNT, today });
  row.mixQueries = queries.length;
  try {
    row.serving = await measureServing({
      ...settings,
      snapshot: dataset.snapshot,
      env: { ...env, SNAPSHOT_PATH: dataset.snapshot },
      key,
      today,
      queries,
      starts: options.starts,
      readyTimeoutMs: 600_000,
      load: row.load,
      log,
    });
  } catch (error) {
    row.servingFailure = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`  serving failed: ${row.servingFailure}`);
  }
  row.load.push({ phase: 'end', ...machineLoad() });
  return row;
}

if (serverBuild(options['skip-compile'], log) !== 'compiled') {
  log('the compiled server is needed (npm run build failed)');
  process.exit(1);
}
const { keysFile, key, cleanup } = benchKeys('confdir-bench-scale-');
const rows: ScaleRow[] = [];
try {
  for (const events of sizes) {
    rows.push(await measureSize(benchDataset(events), { KEYS_FILE: keysFile, RATE_LIMITS: 'off' }, key));
    save(rows);
  }
} finally {
  cleanup();
}
console.log(readFileSync(`${stem}.md`, 'utf8'));
if (rows.some((row) => row.dataFailure || row.servingFailure || (row.serving?.failures.length ?? 0) > 0))
  process.exitCode = 1;
