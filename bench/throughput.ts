/**
 * npm run bench:throughput [-- --quick] [--seconds N] [--connections N] [--rounds N] [--queries N] [--skip-compile]
 *
 * The throughput scenario of issue 14 on its own (`npm run bench` runs it too, inside the suite):
 * a seeded random mix of distinct, realistic searches (bench/random-mix.ts) against the compiled
 * server (response cache off, limits off), beside the fixed mix, the ceiling route and bare
 * Fastify sending the same bytes, then the same mix against two workers; and the engine's
 * latencies on the random mix by shape class. Writes bench/results/<date>-throughput-<size>.json
 * and .md, and prints the report.
 *
 * Default: the pinned 1M data set (bench/dataset.ts), 16 connections, 3 rounds of 10 s per setup.
 * --quick: the 100k set from the same seed and anchor, 2 rounds of 5 s.
 */
import { cpus, loadavg, release, type as osType } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createKey } from '../src/auth/index.js';
import { openSnapshot } from '../src/search/index.js';
import { parseIsoDate } from '../src/util/dates.js';
import { PROJECT_ROOT } from '../src/util/paths.js';
import { tempDir } from '../tools/support/temp-dir.js';
import { ensureBenchData } from './data.js';
import { BENCH_EVENTS, benchDataset } from './dataset.js';
import { RANDOM_MIX_COUNT, randomMix } from './random-mix.js';
import { compileServer, serverBuilds } from './suite/startup.js';
import { runThroughputPhase } from './throughput/phase.js';
import { throughputSection, throughputTargets } from './throughput/report.js';

const QUICK_EVENTS = 100_000;

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    queries: { type: 'string' },
    'skip-compile': { type: 'boolean' },
  },
});
const quick = values.quick === true;
const whole = (text: string | undefined, fallback: number, name: string, min: number, max: number): number => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
};
const settings = {
  events: quick ? QUICK_EVENTS : BENCH_EVENTS,
  seconds: whole(values.seconds, quick ? 5 : 10, 'seconds', 1, 60),
  connections: whole(values.connections, 16, 'connections', 1, 256),
  rounds: whole(values.rounds, quick ? 2 : 3, 'rounds', 1, 10),
  queries: whole(values.queries, RANDOM_MIX_COUNT, 'queries', 2000, 20_000),
};
const log = (line: string) => console.error(line);
const dataset = benchDataset(settings.events);
const startedAt = new Date();
const load = [{ phase: 'start', loadavg: loadavg() }];

await ensureBenchData(log, dataset);
const compile = values['skip-compile'] === true ? null : compileServer(log);
const build = serverBuilds(compile)[0]!;
const today = parseIsoDate(dataset.anchor)!;
const queries = randomMix(openSnapshot(dataset.snapshot), { count: settings.queries, today });

const { dir, cleanup } = tempDir('confdir-bench-throughput-');
try {
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
  const result = await runThroughputPhase({
    build,
    env: { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off' },
    key,
    snapshot: dataset.snapshot,
    today,
    queries,
    seconds: settings.seconds,
    connections: settings.connections,
    rounds: settings.rounds,
    log,
  });
  load.push({ phase: 'end', loadavg: loadavg() });
  const command = `npm run bench:throughput${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const targets = throughputTargets(result, dataset.events === BENCH_EVENTS, '1,000,000');
  const verdict = (met: boolean | null) => (met === null ? 'not judged' : met ? 'met' : '**not met**');
  const report = [
    `# Throughput: ${dataset.label} events, ${startedAt.toISOString().slice(0, 10)}`,
    '',
    `\`${command}\`, run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Data: ${dataset.events.toLocaleString('en-US')} events, seed ${dataset.seed}, anchor ${dataset.anchor}.`,
    '',
    `Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${osType()} ${release()}. ` +
      `Load average (1 / 5 / 15 min; other work on the machine shows here): ${load.map((sample) => `${sample.phase} ${sample.loadavg.map((v) => v.toFixed(2)).join(' / ')}`).join('; ')}.`,
    '',
    ...(result.failures.length > 0
      ? ['**This run is invalid:**', '', ...result.failures.map((failure) => `- ${failure}`), '']
      : []),
    '| target | measured | result |',
    '|---|---|---|',
    ...targets.map(
      (target) =>
        `| ${target.name}: ${target.target} | ${target.measured} | ${verdict(target.met)}${target.note ? ` (${target.note})` : ''} |`,
    ),
    '',
    ...throughputSection(result),
    '',
  ].join('\n');
  const stem = join(
    PROJECT_ROOT,
    'bench',
    'results',
    `${startedAt.toISOString().slice(0, 10)}-throughput-${dataset.label}`,
  );
  mkdirSync(join(PROJECT_ROOT, 'bench', 'results'), { recursive: true });
  for (const [file, text] of [
    [`${stem}.json`, `${JSON.stringify({ command, settings, load, targets, ...result }, null, 2)}\n`],
    [`${stem}.md`, report],
  ] as const) {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
  console.log(report);
  log(`wrote ${relative(PROJECT_ROOT, `${stem}.json`)}, ${relative(PROJECT_ROOT, `${stem}.md`)}`);
  if (result.failures.length > 0) {
    log(`the run is invalid:\n${result.failures.join('\n')}`);
    process.exitCode = 1;
  }
} catch (error) {
  log(`throughput benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
