/**
 * npm run bench [-- --quick] [--seconds N] [--connections N] [--threads N] [--rounds N] [--engine-time MS] [--pin] [--rebuild-data] [--skip-compile]
 *
 * The whole benchmark suite in one run, one report: the data set (generate, build, snapshot size),
 * the server's start to ready and RSS, the engine beside the SQLite baseline per query shape, and
 * HTTP throughput of the query mix (response cache off and on) beside the framework's own ceiling
 * (a route that does no work behind the same hooks), and the throughput scenario (bench/throughput/:
 * a random mix of distinct searches against the ceiling, bare Fastify and two workers, at 16
 * connections, with the server's CPU per request and its split by area, and the engine on that mix
 * by shape class), the open-loop scenario (bench/open-loop/: the random mix and bare Fastify at
 * 25, 50 and 75% of the mix's capacity from the throughput phase), the Zipf scenario (bench/zipf/:
 * Zipf-shaped popularity with the default response cache, beside the ceiling) and the swap scenario
 * (bench/swap/: the server's event-loop delay while a new version is renamed over its file, then
 * while SIGHUP reloads it, under load; --quick makes a second 100k snapshot once). The closed-loop
 * load is wrk's (it must be on PATH). Writes bench/results/<date>-<size>.json, .md and .svg, and
 * prints the report.
 *
 * Default: the pinned 1M data set. --quick: 100k events from the same seed and anchor, shorter runs
 * (a few minutes). The run fails (exit 1) when the engine and the baseline disagree on any shape,
 * or when any HTTP response was not 2xx; the targets are reported as met or not met and never fail it.
 *
 * Every server is a separate process on a loopback port; every load run is bounded in time.
 *
 * This file reads the options and runs the phases in order; the phases and the report live beside
 * it (startup.ts, http-phase.ts, targets.ts, report.ts, result.ts, write-report.ts), the engine
 * phase in bench/sqlite/ and the throughput phase in bench/throughput/.
 */
import { machineLoad } from '../common/format.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { ensureBenchData, ensureSecondSnapshot } from '../common/data.js';
import { BENCH_EVENTS, benchDataset, QUICK_EVENTS } from '../common/dataset.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { RANDOM_MIX_COUNT, randomMix } from '../common/random-mix.js';
import { compileServer, type ServerBuild, serverBuilds } from '../common/server.js';
import { wrkOrExit } from '../common/wrk.js';
import { runOpenLoopPhase } from '../open-loop/phase.js';
import { openLoopTargets } from '../open-loop/report.js';
import { runEngineVsSqlite } from '../sqlite/compare.js';
import { runSwapPhase } from '../swap/phase.js';
import { swapTargets } from '../swap/report.js';
import { runThroughputPhase } from '../throughput/phase.js';
import { throughputTargets } from '../throughput/report.js';
import { runZipfPhase, ZIPF_ACCEPT_ENCODING } from '../zipf/phase.js';
import { zipfTargets } from '../zipf/report.js';
import { runHttpPhase } from './http-phase.js';
import type { LoadSample } from './report.js';
import { suiteResult } from './result.js';
import { measureStartup } from './startup.js';
import { evaluateTargets } from './targets.js';
import { writeReport } from './write-report.js';

/** The throughput scenario's load, as issue 14 measured it. */
const THROUGHPUT_CONNECTIONS = 16;
/** The open-loop loader's keep-alive connections, and the send delay past which a request is late. */
const OPEN_LOOP_CONNECTIONS = 64;
const OPEN_LOOP_LATE_MS = 2;
/** Draws of the Zipf stream that wrk walks. */
const ZIPF_DRAWS = 100_000;

const options = benchOptions(
  'npm run bench [-- --quick] [--seconds N] [--connections N] [--threads N] [--rounds N] [--engine-time MS] [--pin] [--rebuild-data] [--skip-compile]',
  {
    quick: { type: 'flag', description: '100k events, shorter runs' },
    seconds: { type: 'whole', min: 1, max: 60, description: 'seconds per load run (default 10, --quick 5)' },
    connections: { type: 'whole', min: 1, max: 600_000, default: 10, description: 'connections of the HTTP phase' },
    threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads' },
    rounds: { type: 'whole', min: 1, max: 600_000, default: 3, description: 'interleaved rounds per setup' },
    'engine-time': {
      type: 'whole',
      min: 1,
      max: 600_000,
      description: 'tinybench ms per engine and SQLite task (default 300, --quick 150)',
    },
    pin: { type: 'flag', description: 'open loop: servers on CPU 0, the loader on CPU 1 (taskset)' },
    'rebuild-data': { type: 'flag', description: 'make the data set again, timed' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);
const quick = options.quick;
const settings = {
  events: quick ? QUICK_EVENTS : BENCH_EVENTS,
  seconds: options.seconds ?? (quick ? 5 : 10),
  connections: options.connections,
  rounds: options.rounds,
  engineTime: options['engine-time'] ?? (quick ? 150 : 300),
  startRuns: { compiled: 3, tsx: 2 } satisfies Record<ServerBuild, number>,
};

const startedAt = new Date();
const dataset = benchDataset(settings.events);
const load: LoadSample[] = [];
const sampleLoad = (phase: string) => void load.push({ phase, at: new Date().toISOString(), ...machineLoad() });
const log = (line: string) => console.error(line);

wrkOrExit();
sampleLoad('start');
log(`benchmark suite: ${dataset.events.toLocaleString('en-US')} events (${dataset.label})${quick ? ', quick' : ''}`);

// 1. Data: the seeded source and its snapshot (made, or reused with the timings stored when made).
const data = await ensureBenchData(log, dataset, { rebuild: options['rebuild-data'] });

// The compiled server is the production path; compile it unless told not to.
const compile = options['skip-compile'] ? null : compileServer(log);
const builds = serverBuilds(compile);

const { keysFile, key, cleanup } = benchKeys('confdir-bench-suite-');
try {
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
  const loadSettings = { seconds: settings.seconds, rounds: settings.rounds, threads: options.threads, log };
  const http = await runHttpPhase({
    ...loadSettings,
    build: serverBuild,
    env: base,
    key,
    connections: settings.connections,
  });

  // 5. Throughput: the random mix beside the ceiling, bare Fastify and two workers, 16 connections.
  sampleLoad('throughput');
  const today = parseIsoDate(dataset.anchor)!;
  const queries = randomMix(openSnapshot(dataset.snapshot), { count: RANDOM_MIX_COUNT, today });
  const throughput = await runThroughputPhase({
    ...loadSettings,
    build: serverBuild,
    env: base,
    key,
    snapshot: dataset.snapshot,
    today,
    queries,
    connections: THROUGHPUT_CONNECTIONS,
  });

  // 6. Open loop at 25, 50 and 75% of the random mix's capacity measured just above.
  sampleLoad('open loop');
  const paths = queries.map((query) => query.path);
  const openLoop = await runOpenLoopPhase({
    build: serverBuild,
    env: base,
    key,
    paths,
    capacity: throughput.rows.find((row) => row.name === 'random mix')!.rps,
    bareBytes: throughput.ceilingBytes,
    fractions: [0.25, 0.5, 0.75],
    seconds: settings.seconds,
    connections: OPEN_LOOP_CONNECTIONS,
    wrkConnections: THROUGHPUT_CONNECTIONS,
    wrkThreads: options.threads,
    lateMs: OPEN_LOOP_LATE_MS,
    pin: options.pin,
    log,
  });

  // 7. The Zipf mix with the default response cache, beside the ceiling route.
  sampleLoad('zipf');
  const zipf = await runZipfPhase({
    ...loadSettings,
    build: serverBuild,
    env: base,
    key,
    paths,
    draws: ZIPF_DRAWS,
    acceptEncoding: ZIPF_ACCEPT_ENCODING,
    connections: THROUGHPUT_CONNECTIONS,
  });

  // 8. A swap and a SIGHUP reload under load: the server's own event-loop delay, and its
  // collections (--trace-gc: a line per collection, so a long delay can be told from a GC pause).
  sampleLoad('swap');
  const swap = await runSwapPhase({
    build: serverBuild,
    snapshot: dataset.snapshot,
    second: ensureSecondSnapshot(log, dataset),
    env: base,
    key,
    paths,
    connections: THROUGHPUT_CONNECTIONS,
    threads: options.threads,
    traceGc: true,
    log,
  });
  sampleLoad('end');

  // 9. Targets: reported, never failing the run.
  const atFullSize = dataset.events === BENCH_EVENTS;
  const targets = [
    ...evaluateTargets(dataset.events, engine, http, startup),
    ...throughputTargets(throughput, atFullSize, BENCH_EVENTS.toLocaleString('en-US')),
    ...openLoopTargets(openLoop, atFullSize),
    ...zipfTargets(zipf, atFullSize),
    ...swapTargets(swap, atFullSize),
  ];
  const result = suiteResult({
    startedAt,
    quick,
    dataset,
    load,
    data,
    compile,
    startup,
    engine,
    engineTime: settings.engineTime,
    http: { ...http, server: serverBuild, connections: settings.connections, seconds: settings.seconds },
    rounds: settings.rounds,
    throughput,
    openLoop,
    zipf,
    swap,
    targets,
  });
  writeReport(result, log);
  if (result.failures.length > 0) {
    log(`the run is invalid:\n${result.failures.join('\n')}`);
    process.exitCode = 1;
  }
} catch (error) {
  log(`benchmark suite failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
