/**
 * npm run bench [-- --quick] [--seconds N] [--connections N] [--rounds N] [--engine-time MS] [--rebuild-data] [--skip-compile]
 *
 * The whole benchmark suite in one run, one report: the data set (generate, build, snapshot size),
 * the server's start to ready and RSS, the engine beside the SQLite baseline per query shape, and
 * HTTP throughput of the query mix (response cache off and on) beside the framework's own ceiling
 * (a route that does no work behind the same hooks), and the throughput scenario (bench/throughput/:
 * a random mix of distinct searches against the ceiling, bare Fastify and two workers, at 16
 * connections, and the engine on that mix by shape class). Writes bench/results/<date>-<size>.json,
 * .md and .svg, and prints the report.
 *
 * Default: the pinned 1M data set. --quick: 100k events from the same seed and anchor, shorter runs
 * (a few minutes). The run fails (exit 1) when the engine and the baseline disagree on any shape,
 * or when any HTTP response was not 2xx; the targets are reported as met or not met and never fail it.
 *
 * Every server is a separate process on a loopback port; every load run is bounded in time.
 *
 * This file reads the options, runs the phases in order and assembles the result; the phases and
 * the report live in bench/suite/ (startup.ts, http-phase.ts, targets.ts, report.ts, write-report.ts).
 */
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createKey } from '../src/auth/index.js';
import { openSnapshot } from '../src/search/index.js';
import { parseIsoDate } from '../src/util/dates.js';
import { tempDir } from '../tools/support/temp-dir.js';
import { ensureBenchData } from './data.js';
import { benchDataset, BENCH_EVENTS } from './dataset.js';
import { runEngineVsSqlite } from './engine-vs-sqlite.js';
import { RANDOM_MIX_COUNT, randomMix } from './random-mix.js';
import { runHttpPhase } from './suite/http-phase.js';
import type { LoadSample, SuiteResult } from './suite/report.js';
import type { ServerBuild } from './suite/server.js';
import { compileServer, measureStartup, serverBuilds } from './suite/startup.js';
import { evaluateTargets } from './suite/targets.js';
import { writeReport } from './suite/write-report.js';
import { runThroughputPhase } from './throughput/phase.js';
import { throughputTargets } from './throughput/report.js';

const QUICK_EVENTS = 100_000;
/** The throughput scenario's load, as issue 14 measured it. */
const THROUGHPUT_CONNECTIONS = 16;

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    'engine-time': { type: 'string' },
    'rebuild-data': { type: 'boolean' },
    'skip-compile': { type: 'boolean' },
  },
});
const quick = values.quick === true;
const positive = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 600_000)
    throw new Error(`--${name} must be a whole number from 1 to 600000`);
  return value;
};
const settings = {
  events: quick ? QUICK_EVENTS : BENCH_EVENTS,
  seconds: positive(values.seconds, quick ? 5 : 10, 'seconds'),
  connections: positive(values.connections, 10, 'connections'),
  rounds: positive(values.rounds, 3, 'rounds'),
  engineTime: positive(values['engine-time'], quick ? 150 : 300, 'engine-time'),
  startRuns: { compiled: 3, tsx: 2 } satisfies Record<ServerBuild, number>,
};
if (settings.seconds > 60) throw new Error('--seconds is at most 60 per load run');

const startedAt = new Date();
const date = startedAt.toISOString().slice(0, 10);
const dataset = benchDataset(settings.events);
const load: LoadSample[] = [];
const sampleLoad = (phase: string) => void load.push({ phase, at: new Date().toISOString(), loadavg: loadavg() });
const log = (line: string) => console.error(line);
const failures: string[] = [];

sampleLoad('start');
log(`benchmark suite: ${dataset.events.toLocaleString('en-US')} events (${dataset.label})${quick ? ', quick' : ''}`);

// 1. Data: the seeded source and its snapshot (made, or reused with the timings stored when made).
const data = await ensureBenchData(log, dataset, { rebuild: values['rebuild-data'] === true });

// The compiled server is the production path; compile it unless told not to.
const compile = values['skip-compile'] !== true ? compileServer(log) : null;
const builds = serverBuilds(compile);

const { dir, cleanup } = tempDir('confdir-bench-suite-');
try {
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
  const base = { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off' };

  // 2. Start to ready and RSS after load, spawn by spawn (one server at a time).
  sampleLoad('startup');
  const startup = await measureStartup(builds, settings.startRuns, base, log);

  // 3. Engine beside the SQLite baseline; throws (the run fails) if they disagree on any shape.
  sampleLoad('engine');
  log(`engine vs SQLite, ${settings.engineTime} ms per task ...`);
  const engine = await runEngineVsSqlite({
    time: settings.engineTime,
    snapshot: dataset.snapshot,
    baseline: dataset.baseline,
    source: dataset.source,
    log,
  });

  // 4. HTTP, on the production build; its servers are stopped when it returns.
  sampleLoad('http');
  const serverBuild = builds[0]!;
  const http = await runHttpPhase({
    build: serverBuild,
    env: base,
    key,
    seconds: settings.seconds,
    connections: settings.connections,
    rounds: settings.rounds,
    log,
  });
  failures.push(...http.failures);

  // 5. Throughput: the random mix beside the ceiling, bare Fastify and two workers, 16 connections.
  sampleLoad('throughput');
  const today = parseIsoDate(dataset.anchor)!;
  const throughput = await runThroughputPhase({
    build: serverBuild,
    env: base,
    key,
    snapshot: dataset.snapshot,
    today,
    queries: randomMix(openSnapshot(dataset.snapshot), { count: RANDOM_MIX_COUNT, today }),
    seconds: settings.seconds,
    connections: THROUGHPUT_CONNECTIONS,
    rounds: settings.rounds,
    log,
  });
  failures.push(...throughput.failures);
  sampleLoad('end');

  // 6. Targets: reported, never failing the run.
  const targets = [
    ...evaluateTargets(dataset.events, engine, http, startup),
    ...throughputTargets(throughput, dataset.events === BENCH_EVENTS, BENCH_EVENTS.toLocaleString('en-US')),
  ];

  const finishedAt = new Date();
  const result: SuiteResult = {
    date,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    quick,
    size: dataset.label,
    events: dataset.events,
    seed: dataset.seed,
    anchor: dataset.anchor,
    machine: {
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus().length,
      node: process.version,
      os: `${osType()} ${release()}`,
      memoryBytes: totalmem(),
    },
    load,
    data: {
      generate: data.generate,
      build: data.build,
      baseline: { ...engine.prep, prepared: engine.prepared },
      compile,
    },
    startup,
    engine: {
      msPerTask: settings.engineTime,
      agreement: `The baseline and the engine agreed on the total and the page's ids, in order, for all ${engine.rows.length} shapes before timing`,
      rows: engine.rows,
      geometricMeanRatio: engine.geometricMeanRatio,
      engineFasterOnEveryShape: engine.engineFasterOnEveryShape,
      twentyTimesOnGeometricMean: engine.twentyTimesOnGeometricMean,
    },
    http: {
      server: serverBuild,
      connections: settings.connections,
      secondsPerRound: settings.seconds,
      rounds: settings.rounds,
      responseBytes: http.responseBytes,
      ceilingBytes: http.ceilingBytes,
      rows: http.rows,
      mixToCeiling: http.mixToCeiling,
      rssAfter: http.rssAfter,
    },
    throughput,
    targets,
    failures,
  };

  writeReport(result, log);
  if (failures.length > 0) {
    log(`the run is invalid:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
} catch (error) {
  log(`benchmark suite failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
