/**
 * The throughput scenario (issues 14 and 24): closed-loop ceilings measured with wrk, in one run:
 * the random mix of distinct searches against the compiled server with the response cache and
 * the limits off, beside the fixed mix, the ceiling route (the random mix's mean body behind the
 * same hooks) and bare Fastify sending the same bytes with no hooks, then the random mix against
 * two workers; each with the server's CPU time per request (/proc). Then one more run of the random
 * mix against a server under V8's CPU profiler splits that CPU time into engine, writing the
 * answer, reading the request and framework plus hooks (common/cpu-profile.ts).
 *
 * Every server is its own process on a loopback port; each load run is bounded in time and the
 * rounds interleave the setups, so that a noisy moment on the machine does not land on one setup
 * only. Before the load, each random search is asked once (each must answer 200; their sizes give
 * the ceiling body), and the engine's latencies per shape class are taken in-process (engine.ts).
 */
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import type { Day } from '../../src/util/dates.js';
import { bodySizes, checkCeiling } from '../common/answers.js';
import { startBare } from '../common/bare-process.js';
import { processTree } from '../common/cpu.js';
import type { CostArea, FunctionTime } from '../common/cpu-profile.js';
import {
  loadFailures,
  loadInterleaved,
  type LoadSetup,
  type LoadSummary,
  type LoadTarget,
} from '../common/http-load.js';
import { childrenOf, procMemory } from '../common/proc.js';
import { profiledRun, splitCpu } from '../common/profiled-run.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';
import { type RandomQuery, SHAPE_CLASSES, type ShapeClass } from '../common/random-mix.js';
import { startBenchServer, type BenchServer, type ServerBuild } from '../common/server.js';
import { median } from '../common/stats.js';
import { engineByClass, type EngineClassRow, type MixShares } from './engine.js';

/** The functions with the most self time the report lists. */
const PROFILED_FUNCTIONS = 15;

const SETUPS = ['random mix', 'fixed mix', 'ceiling', 'bare', 'random mix, 2 workers'] as const;
export type SetupName = (typeof SETUPS)[number];

export interface ThroughputOptions {
  build: ServerBuild;
  /** The servers' environment (snapshot, keys file, limits off); the cache is turned off here. */
  env: Record<string, string>;
  key: string;
  snapshot: string;
  /** The day the random mix is drawn for (the data set's anchor). */
  today: Day;
  queries: readonly RandomQuery[];
  seconds: number;
  connections: number;
  /** wrk threads (each one request stream over its share of the connections). */
  threads: number;
  rounds: number;
  log: (line: string) => void;
}

/** The random mix's server CPU per request split by cost area (common/cpu-profile.ts). */
export interface CpuSplit {
  /** Server CPU µs per request of the profiled run (the profiler adds its own cost). */
  profiledCpuPerRequest: number;
  profiledRequests: number;
  /** Seconds of samples counted in the profile's window. */
  profiledBusySeconds: number;
  shares: Record<CostArea, number>;
  /** The unprofiled random mix's CPU per request, split by those shares. */
  micros: Record<CostArea, number>;
  /** The functions with the most self time in the profiled run, with their shares of its busy time. */
  functions: FunctionTime[];
}

export interface ThroughputResult {
  server: ServerBuild;
  loader: 'wrk';
  threads: number;
  connections: number;
  secondsPerRound: number;
  rounds: number;
  queries: number;
  classes: { shapeClass: ShapeClass; queries: number }[];
  /** What the random mix's searches found (engine pass). */
  shares: MixShares;
  /** Body sizes of the random mix's answers. */
  bytes: { mean: number; median: number; smallest: number; largest: number };
  /** The ceiling route's and the bare route's body: the random mix's mean, rounded. */
  ceilingBytes: number;
  rows: (LoadSummary & { name: SetupName })[];
  ratios: { mixToCeiling: number; mixToBare: number; ceilingToBare: number; twoWorkersToOne: number };
  /**
   * Microseconds per request that the hooks cost over bare Fastify with the same bytes: the
   * ceiling route's server CPU per request less bare Fastify's.
   */
  hooksMicros: number;
  cpuSplit: CpuSplit;
  engine: EngineClassRow[];
  /** RSS after the load: the one-worker server, and the two-worker server's primary and workers. */
  rssAfter: { name: string; bytes: number }[];
  failures: string[];
}

/** The scenario's three servers, started and checked; each is added to `stops` once started. */
async function startServers(options: ThroughputOptions, stops: (() => Promise<void>)[]) {
  const headers = { 'x-api-key': options.key };
  const env = { ...options.env, RESPONSE_CACHE_MB: '0' };
  // Two workers first: asking every random search once checks it and sizes the bodies.
  const twoWorkers = await startBenchServer(
    options.build,
    { ...env, WORKERS: '2' },
    { readyOutput: 'workers listening' },
  );
  stops.push(() => twoWorkers.stop());
  const sizes = await bodySizes(
    twoWorkers.port,
    options.queries.map((query) => query.path),
    headers,
  );
  const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
  const ceilingBytes = Math.round(mean);
  const one: BenchServer = await startBenchServer(options.build, {
    ...env,
    BENCH_CEILING_BYTES: String(ceilingBytes),
  });
  stops.push(() => one.stop());
  const bare = await startBare(ceilingBytes);
  stops.push(() => bare.stop());
  await checkCeiling([one.port, bare.port], ceilingBytes, headers);
  return { twoWorkers, one, bare, sizes, mean, ceilingBytes, headers };
}

type Servers = Awaited<ReturnType<typeof startServers>>;

/** The five setups, loaded in interleaved rounds. */
function loadSetups(servers: Servers, queries: readonly RandomQuery[]): LoadSetup<SetupName>[] {
  const { one, bare, twoWorkers, headers } = servers;
  const randomPaths = queries.map((query) => query.path);
  const fixedPaths = QUERY_MIX.map((shape) => `/api/gpt/conferences?${toQueryString(shape.filters)}`);
  const target = (server: { port: number; pid: number }, paths: readonly string[]): LoadTarget => ({
    port: server.port,
    paths,
    headers,
    sequence: true,
    pids: () => processTree(server.pid),
  });
  return [
    { name: 'random mix', target: target(one, randomPaths) },
    { name: 'fixed mix', target: target(one, fixedPaths) },
    { name: 'ceiling', target: target(one, [CEILING_PATH]) },
    { name: 'bare', target: target(bare, [CEILING_PATH]) },
    { name: 'random mix, 2 workers', target: target(twoWorkers, randomPaths) },
  ];
}

/** One wrk run of the random mix against a server under the CPU profiler, for the split of `mixCpu`. */
async function profileMix(options: ThroughputOptions, ceilingBytes: number, mixCpu: number): Promise<CpuSplit> {
  options.log(`random mix under the CPU profiler, ${options.seconds} s ...`);
  const run = await profiledRun({
    build: options.build,
    env: { ...options.env, RESPONSE_CACHE_MB: '0', BENCH_CEILING_BYTES: String(ceilingBytes) },
    paths: options.queries.map((query) => query.path),
    headers: { 'x-api-key': options.key },
    seconds: options.seconds,
    connections: options.connections,
    threads: options.threads,
    functions: PROFILED_FUNCTIONS,
  });
  return {
    profiledCpuPerRequest: run.cpuPerRequest,
    profiledRequests: run.requests,
    profiledBusySeconds: run.attribution.busyUs / 1e6,
    shares: run.shares,
    micros: splitCpu(mixCpu, run.shares),
    functions: run.functions,
  };
}

/** Runs the scenario; its servers are stopped before it returns or throws. */
export async function runThroughputPhase(options: ThroughputOptions): Promise<ThroughputResult> {
  const { log, queries } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    log(`engine on the random mix (${queries.length} searches, each once on a fresh snapshot, then again) ...`);
    const { rows: engine, shares } = engineByClass(options.snapshot, queries, options.today);
    const servers = await startServers(options, stops);
    const { one, twoWorkers, sizes, mean, ceilingBytes } = servers;
    const rows = await loadInterleaved(loadSetups(servers, queries), { ...options, loader: 'wrk' }, log);
    const failures = loadFailures(rows);
    const mixCpu = rows.find((row) => row.name === 'random mix')!.cpuPerRequest!;
    const cpuSplit = await profileMix(options, servers.ceilingBytes, mixCpu);
    const rps = (name: SetupName) => rows.find((row) => row.name === name)!.rps;
    const cpuOf = (name: SetupName) => rows.find((row) => row.name === name)!.cpuPerRequest!;
    const workerPids = childrenOf(twoWorkers.pid);
    const sorted = [...sizes].sort((a, b) => a - b);
    return {
      server: options.build,
      loader: 'wrk',
      threads: options.threads,
      connections: options.connections,
      secondsPerRound: options.seconds,
      rounds: options.rounds,
      queries: queries.length,
      classes: SHAPE_CLASSES.map((shapeClass) => ({
        shapeClass,
        queries: queries.filter((query) => query.shapeClass === shapeClass).length,
      })),
      shares,
      bytes: { mean, median: median(sizes), smallest: sorted[0]!, largest: sorted[sorted.length - 1]! },
      ceilingBytes,
      rows,
      ratios: {
        mixToCeiling: rps('random mix') / rps('ceiling'),
        mixToBare: rps('random mix') / rps('bare'),
        ceilingToBare: rps('ceiling') / rps('bare'),
        twoWorkersToOne: rps('random mix, 2 workers') / rps('random mix'),
      },
      hooksMicros: cpuOf('ceiling') - cpuOf('bare'),
      cpuSplit,
      engine,
      rssAfter: [
        { name: 'one worker', bytes: one.rss() },
        { name: 'two workers: primary', bytes: twoWorkers.rss() },
        ...workerPids.map((pid, at) => ({ name: `two workers: worker ${at + 1}`, bytes: procMemory(pid) })),
      ],
      failures,
    };
  } finally {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  }
}
