/**
 * The throughput scenario (issue 14): the random mix of distinct searches against the compiled
 * server with the response cache and the limits off, beside the fixed mix, the ceiling route (the
 * random mix's mean body behind the same hooks) and bare Fastify sending the same bytes with no
 * hooks, then the random mix against two workers. Every server is its own process on a loopback
 * port; each load run is bounded in time and the rounds interleave the setups, so that a noisy
 * moment on the machine does not land on one setup only. Before the load, each random search is
 * asked once (each must answer 200; their sizes give the ceiling body), and the engine's latencies
 * per shape class are taken in-process (engine.ts).
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import type { Day } from '../../src/util/dates.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort, stopProcess } from '../../tools/support/processes.js';
import {
  loadFailures,
  loadInterleaved,
  type LoadSetup,
  type LoadSummary,
  type LoadTarget,
} from '../common/http-load.js';
import { childrenOf, procMemory } from '../common/proc.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';
import { type RandomQuery, SHAPE_CLASSES, type ShapeClass } from '../common/random-mix.js';
import { startBenchServer, type BenchServer, type ServerBuild } from '../common/server.js';
import { median } from '../common/stats.js';
import { engineByClass, type EngineClassRow } from './engine.js';

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
  rounds: number;
  log: (line: string) => void;
}

export interface ThroughputResult {
  server: ServerBuild;
  connections: number;
  secondsPerRound: number;
  rounds: number;
  queries: number;
  classes: { shapeClass: ShapeClass; queries: number }[];
  /** Body sizes of the random mix's answers. */
  bytes: { mean: number; median: number; smallest: number; largest: number };
  /** The ceiling route's and the bare route's body: the random mix's mean, rounded. */
  ceilingBytes: number;
  rows: (LoadSummary & { name: SetupName })[];
  ratios: { mixToCeiling: number; mixToBare: number; ceilingToBare: number; twoWorkersToOne: number };
  /**
   * Microseconds per request that the hooks cost over bare Fastify with the same bytes:
   * 1/ceiling − 1/bare, from the req/s of a server that keeps one core busy.
   */
  hooksMicros: number;
  engine: EngineClassRow[];
  /** RSS after the load: the one-worker server, and the two-worker server's primary and workers. */
  rssAfter: { name: string; bytes: number }[];
  failures: string[];
}

/** bench/common/bare-server.ts in its own process; resolves once it accepts requests. */
async function startBare(bytes: number): Promise<{ port: number; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/common/bare-server.ts', '--port', String(port), '--bytes', String(bytes)],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('listening')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopProcess(child);
      throw new Error(`the bare Fastify server did not start: ${output}`);
    }
    await sleep(20);
  }
  return { port, pid: child.pid!, stop: () => stopProcess(child, 'SIGTERM', 15_000) };
}

/** Asks every search once (each must answer 200); returns the body sizes. */
async function bodySizes(port: number, queries: readonly RandomQuery[], headers: Record<string, string>) {
  const sizes: number[] = [];
  for (const query of queries) {
    const response = await fetch(`http://127.0.0.1:${port}${query.path}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`GET ${query.path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    sizes.push(body.byteLength);
  }
  return sizes;
}

/** Throws unless the ceiling route on each port answers 200 with `bytes` bytes. */
async function checkCeiling(ports: readonly number[], bytes: number, headers: Record<string, string>) {
  for (const port of ports) {
    const response = await fetch(`http://127.0.0.1:${port}${CEILING_PATH}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    const length = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200 || length !== bytes)
      throw new Error(`${CEILING_PATH} answered ${response.status} with ${length} bytes, expected 200 with ${bytes}`);
  }
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
  const sizes = await bodySizes(twoWorkers.port, options.queries, headers);
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
  const target = (port: number, paths: readonly string[]): LoadTarget => ({ port, paths, headers, sequence: true });
  return [
    { name: 'random mix', target: target(one.port, randomPaths) },
    { name: 'fixed mix', target: target(one.port, fixedPaths) },
    { name: 'ceiling', target: target(one.port, [CEILING_PATH]) },
    { name: 'bare', target: target(bare.port, [CEILING_PATH]) },
    { name: 'random mix, 2 workers', target: target(twoWorkers.port, randomPaths) },
  ];
}

/** Runs the scenario; its servers are stopped before it returns or throws. */
export async function runThroughputPhase(options: ThroughputOptions): Promise<ThroughputResult> {
  const { log, queries } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    log(`engine on the random mix (${queries.length} searches, each once on a fresh snapshot, then again) ...`);
    const engine = engineByClass(options.snapshot, queries, options.today);
    const servers = await startServers(options, stops);
    const { one, twoWorkers, sizes, mean, ceilingBytes } = servers;
    const rows = await loadInterleaved(loadSetups(servers, queries), options, log);
    const failures = loadFailures(rows);
    const rps = (name: SetupName) => rows.find((row) => row.name === name)!.rps;
    const workerPids = childrenOf(twoWorkers.pid);
    const sorted = [...sizes].sort((a, b) => a - b);
    return {
      server: options.build,
      connections: options.connections,
      secondsPerRound: options.seconds,
      rounds: options.rounds,
      queries: queries.length,
      classes: SHAPE_CLASSES.map((shapeClass) => ({
        shapeClass,
        queries: queries.filter((query) => query.shapeClass === shapeClass).length,
      })),
      bytes: { mean, median: median(sizes), smallest: sorted[0]!, largest: sorted[sorted.length - 1]! },
      ceilingBytes,
      rows,
      ratios: {
        mixToCeiling: rps('random mix') / rps('ceiling'),
        mixToBare: rps('random mix') / rps('bare'),
        ceilingToBare: rps('ceiling') / rps('bare'),
        twoWorkersToOne: rps('random mix, 2 workers') / rps('random mix'),
      },
      hooksMicros: 1e6 / rps('ceiling') - 1e6 / rps('bare'),
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
