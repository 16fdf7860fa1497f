/**
 * npm run bench [-- --quick] [--seconds N] [--connections N] [--rounds N] [--engine-time MS] [--rebuild-data] [--skip-compile]
 *
 * The whole benchmark suite in one run, one report: the data set (generate, build, snapshot size),
 * the server's start to ready and RSS, the engine beside the SQLite baseline per query shape, and
 * HTTP throughput of the query mix (response cache off and on) beside the framework's own ceiling
 * (a route that does no work behind the same hooks). Writes bench/results/<date>-<size>.json,
 * .md and .svg, and prints the report.
 *
 * Default: the pinned 1M data set. --quick: 100k events from the same seed and anchor, shorter runs
 * (a few minutes). The run fails (exit 1) when the engine and the baseline disagree on any shape,
 * or when any HTTP response was not 2xx; the targets are reported as met or not met and never fail it.
 *
 * Every server is a separate process on a loopback port; every load run is bounded in time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { createKey } from '../src/auth/index.js';
import { CEILING_PATH } from '../src/http/routes/ceiling.js';
import { PROJECT_ROOT } from '../src/util/paths.js';
import { tempDir } from '../tools/support/temp-dir.js';
import { ensureBenchData } from './data.js';
import { benchDataset, BENCH_EVENTS } from './dataset.js';
import { runEngineVsSqlite } from './engine-vs-sqlite.js';
import { QUERY_MIX, toQueryString } from './queries.js';
import { latencyChartSvg } from './suite/chart.js';
import { runLoad, summarize, type LoadRun, type LoadTarget } from './suite/http.js';
import {
  chartSubtitle,
  markdownReport,
  mib,
  type LoadSample,
  type StartupFigures,
  type SuiteResult,
  type Target,
} from './suite/report.js';
import { startBenchServer, type BenchServer, type ServerBuild } from './suite/server.js';

const QUICK_EVENTS = 100_000;
const RESULTS_DIR = join(PROJECT_ROOT, 'bench', 'results');

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
let compile: SuiteResult['data']['compile'] = null;
if (values['skip-compile'] !== true) {
  log('compiling the server (npm run build) ...');
  const started = performance.now();
  const tsc = spawnSync(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  compile = { ok: tsc.status === 0, ms: performance.now() - started };
  if (!compile.ok) {
    compile.error = (tsc.stdout + tsc.stderr).trim().split('\n')[0] ?? `exit ${tsc.status}`;
    log(`npm run build failed, measuring the tsx server only: ${compile.error}`);
  }
}
const compiledAvailable =
  (compile === null || compile.ok) && existsSync(join(PROJECT_ROOT, 'dist', 'src', 'server.js'));
const serverBuild: ServerBuild = compiledAvailable ? 'compiled' : 'tsx';

const { dir, cleanup } = tempDir('confdir-bench-suite-');
const servers: BenchServer[] = [];
const stopAll = async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
};
try {
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
  const base = { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off' };

  // 2. Start to ready and RSS after load, spawn by spawn (one server at a time).
  sampleLoad('startup');
  const startup: StartupFigures[] = [];
  for (const build of (compiledAvailable ? ['compiled', 'tsx'] : ['tsx']) as ServerBuild[]) {
    const runs: StartupFigures['runs'] = [];
    for (let run = 0; run < settings.startRuns[build]; run++) {
      const server = await startBenchServer(build, { ...base, RESPONSE_CACHE_MB: '0' });
      runs.push({ startToReadyMs: server.startToReadyMs, rssAtReady: server.rssAtReady });
      await server.stop();
      log(`  ${build} start to ready ${server.startToReadyMs.toFixed(0)} ms, RSS ${mib(server.rssAtReady)}`);
    }
    startup.push({
      build,
      runs,
      medianStartToReadyMs: median(runs.map((run) => run.startToReadyMs)),
      medianRssAtReady: median(runs.map((run) => run.rssAtReady)),
    });
  }

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

  // 4. HTTP. The cache-on server answers each mix query once first: the body sizes give the
  // ceiling route's body size (their median), and the same requests warm its cache.
  sampleLoad('http');
  const paths = QUERY_MIX.map((shape) => `/api/gpt/conferences?${toQueryString(shape.filters)}`);
  const headers = { 'x-api-key': key };
  const cached = await startBenchServer(serverBuild, { ...base });
  servers.push(cached);
  const responseBytes: { name: string; bytes: number }[] = [];
  for (const [index, path] of paths.entries()) {
    const response = await fetch(`http://127.0.0.1:${cached.port}${path}`, { headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    responseBytes.push({ name: QUERY_MIX[index]!.name, bytes: body.byteLength });
  }
  const ceilingBytes = Math.round(median(responseBytes.map((entry) => entry.bytes)));
  const uncached = await startBenchServer(serverBuild, {
    ...base,
    RESPONSE_CACHE_MB: '0',
    BENCH_CEILING_BYTES: String(ceilingBytes),
  });
  servers.push(uncached);
  const ceilingResponse = await fetch(`http://127.0.0.1:${uncached.port}${CEILING_PATH}`, { headers });
  const ceilingBody = await ceilingResponse.arrayBuffer();
  if (ceilingResponse.status !== 200 || ceilingBody.byteLength !== ceilingBytes) {
    throw new Error(
      `the ceiling route answered ${ceilingResponse.status} with ${ceilingBody.byteLength} bytes, expected 200 with ${ceilingBytes}`,
    );
  }

  const setups: { name: string; target: LoadTarget }[] = [
    { name: 'mix, cache off', target: { port: uncached.port, paths, headers } },
    { name: 'mix, cache on', target: { port: cached.port, paths, headers } },
    { name: 'ceiling', target: { port: uncached.port, paths: [CEILING_PATH], headers } },
  ];
  for (const setup of setups) await runLoad(setup.target, Math.min(2, settings.seconds), settings.connections); // warm-up
  // Rounds interleave the setups, so that a noisy moment on the machine does not land on one only.
  const runs = new Map<string, { rounds: LoadRun[]; latencies: number[] }>(
    setups.map((setup) => [setup.name, { rounds: [], latencies: [] }]),
  );
  for (let round = 0; round < settings.rounds; round++) {
    for (const setup of setups) {
      const entry = runs.get(setup.name)!;
      const run = await runLoad(setup.target, settings.seconds, settings.connections, entry.latencies);
      entry.rounds.push(run);
      log(
        `  round ${round + 1} ${setup.name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
      );
    }
  }
  const rows = setups.map((setup) =>
    summarize(setup.name, runs.get(setup.name)!.rounds, runs.get(setup.name)!.latencies),
  );
  for (const row of rows) {
    const bad = row.non2xx + row.errors + row.timeouts;
    if (bad > 0)
      failures.push(
        `${row.name}: ${row.non2xx} non-2xx responses, ${row.errors} errors, ${row.timeouts} timeouts (status codes ${JSON.stringify(row.statusCodes)})`,
      );
  }
  const rssAfter = [
    { name: 'cache off', bytes: uncached.rss() },
    { name: 'cache on', bytes: cached.rss() },
  ];
  await stopAll();
  sampleLoad('end');

  // 5. Targets: reported, never failing the run.
  const mixOff = rows[0]!;
  const ceiling = rows[2]!;
  const mixToCeiling = mixOff.rps / ceiling.rps;
  const atFullSize = dataset.events === BENCH_EVENTS;
  const production = startup[0]!;
  const slowestRatio = engine.rows.reduce((low, row) => (row.ratio < low.ratio ? row : low));
  const notJudged = atFullSize ? undefined : `the target is set for ${BENCH_EVENTS.toLocaleString('en-US')} events`;
  const targets: Target[] = [
    {
      name: 'engine faster than SQLite',
      target: 'on every shape',
      measured: `${engine.rows.filter((row) => row.ratio > 1).length} of ${engine.rows.length} shapes; lowest ${slowestRatio.ratio.toFixed(1)}× (${slowestRatio.name})`,
      met: engine.engineFasterOnEveryShape,
    },
    {
      name: 'engine vs SQLite, geometric mean',
      target: '≥ 20×',
      measured: `${engine.geometricMeanRatio.toFixed(1)}×`,
      met: engine.twentyTimesOnGeometricMean,
    },
    {
      name: 'HTTP mix without cache',
      target: "≥ 60% of the ceiling route's req/s",
      measured: `${(mixToCeiling * 100).toFixed(1)}% (${Math.round(mixOff.rps)} / ${Math.round(ceiling.rps)} req/s)`,
      met: mixToCeiling >= 0.6,
    },
    {
      name: 'start to ready',
      target: '≤ 2 s at 1M',
      measured: `${Math.round(production.medianStartToReadyMs)} ms (${production.build}, median of ${production.runs.length})`,
      met: atFullSize ? production.medianStartToReadyMs <= 2000 : null,
      ...(notJudged ? { note: notJudged } : {}),
    },
    {
      name: 'RSS after load',
      target: '≤ 700 MB at 1M',
      measured: `${(production.medianRssAtReady / 1e6).toFixed(0)} MB (${mib(production.medianRssAtReady)})`,
      met: atFullSize ? production.medianRssAtReady <= 700e6 : null,
      ...(notJudged ? { note: notJudged } : {}),
    },
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
      responseBytes,
      ceilingBytes,
      rows,
      mixToCeiling,
      rssAfter,
    },
    targets,
    failures,
  };

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stem = join(RESULTS_DIR, `${date}-${dataset.label}`);
  const chartName = `${date}-${dataset.label}.svg`;
  const report = markdownReport(result, chartName);
  writeAtomic(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeAtomic(
    `${stem}.svg`,
    latencyChartSvg(
      engine.rows,
      `Median latency per query shape: engine vs SQLite baseline (${dataset.label} events)`,
      chartSubtitle(result),
    ),
  );
  writeAtomic(`${stem}.md`, report);
  console.log(report);
  log(`wrote ${['json', 'md', 'svg'].map((ext) => relative(PROJECT_ROOT, `${stem}.${ext}`)).join(', ')}`);
  if (failures.length > 0) {
    log(`the run is invalid:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
} catch (error) {
  log(`benchmark suite failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  cleanup();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Writes next to the target under a .tmp name, then renames over it. */
function writeAtomic(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
