/**
 * The open-loop scenario (issue 24): latency at the load a replica actually runs at. The random
 * mix's closed-loop capacity is measured with wrk (or given by an earlier phase of the same run),
 * then the open-loop loader (loader.ts) sends the random mix at fractions of it (25%, 50% and 75%
 * by default) to the compiled server with the response cache and the limits off, and bare Fastify
 * sending the mix's mean body at the same rates, interleaved. Both servers are warmed up with 2 s
 * of wrk first; each run has a second of warm-up at its rate, and reports the server's CPU per
 * request (/proc) and the loader's own CPU per request.
 *
 * The loader runs in a process of its own (loader-process.ts: a small heap, whose collector does
 * not hold requests back). On a 2-core machine it competes with the server for the cores; with
 * `pin` the servers are pinned to CPU 0 and the loader and this process (and wrk, which it
 * starts) to CPU 1.
 */
import { bodySizes } from '../common/answers.js';
import { type BareServer, startBare } from '../common/bare-process.js';
import { readCpu } from '../common/cpu.js';
import { runWrkLoad } from '../common/http-load.js';
import { ALL_CPUS, pinToCpus } from '../common/pin.js';
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { type BenchServer, type ServerBuild, startBenchServer } from '../common/server.js';
import { type LoaderProcess, startLoaderProcess } from './loader-child.js';
import { type OpenLoopSummary, summarizeOpenLoop } from './schedule.js';

const OPEN_LOOP_TARGETS = ['random mix', 'bare'] as const;
export type OpenLoopTarget = (typeof OPEN_LOOP_TARGETS)[number];

export interface OpenLoopOptions {
  build: ServerBuild;
  /** The server's environment (snapshot, keys file, limits off); the cache is turned off here. */
  env: Record<string, string>;
  key: string;
  /** The random mix's paths, sent in turn. */
  paths: readonly string[];
  /** The random mix's closed-loop req/s (wrk) measured earlier in the same run; measured here without it. */
  capacity?: number;
  /** Bare Fastify's body: the random mix's mean answer; measured here without it. */
  bareBytes?: number;
  fractions: readonly number[];
  seconds: number;
  /** The open-loop loader's keep-alive sockets. */
  connections: number;
  /** wrk's connections and threads for the capacity. */
  wrkConnections: number;
  wrkThreads: number;
  lateMs: number;
  pin: boolean;
  log: (line: string) => void;
}

export interface OpenLoopRow extends OpenLoopSummary {
  target: OpenLoopTarget;
  fraction: number;
  rate: number;
  seconds: number;
  /** Server CPU µs per answered request; the loader's own CPU µs per request. */
  serverCpuPerRequest: number;
  loaderCpuPerRequest: number;
}

export interface OpenLoopResult {
  server: ServerBuild;
  capacity: { rps: number; measuredHere: boolean; seconds: number | null };
  bareBytes: number;
  connections: number;
  lateMs: number;
  pinned: boolean;
  rows: OpenLoopRow[];
  failures: string[];
}

interface Servers {
  mix: BenchServer;
  bare: BareServer;
  bareBytes: number;
  loader: LoaderProcess;
}

async function startServers(options: OpenLoopOptions, stops: (() => Promise<void>)[]): Promise<Servers> {
  const headers = { 'x-api-key': options.key };
  const mix = await startBenchServer(options.build, { ...options.env, RESPONSE_CACHE_MB: '0' });
  stops.push(() => mix.stop());
  let bareBytes = options.bareBytes;
  if (bareBytes === undefined) {
    const sizes = await bodySizes(mix.port, options.paths, headers);
    bareBytes = Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length);
  }
  const bare = await startBare(bareBytes);
  stops.push(() => bare.stop());
  const loader = await startLoaderProcess();
  stops.push(() => loader.stop());
  if (options.pin) {
    for (const pid of [mix.pid, bare.pid]) pinToCpus(pid, '0');
    for (const pid of [loader.pid, process.pid]) pinToCpus(pid, '1');
    stops.push(async () => pinToCpus(process.pid, ALL_CPUS));
  }
  return { mix, bare, bareBytes, loader };
}

/** One open-loop run at `rate` after a second of warm-up at it; the summary with both CPU figures. */
async function measure(
  options: OpenLoopOptions,
  loader: LoaderProcess,
  server: { port: number; pid: number },
  paths: readonly string[],
  rate: number,
  firstPath: number,
): Promise<Omit<OpenLoopRow, 'target' | 'fraction'>> {
  const base = { port: server.port, paths, headers: { 'x-api-key': options.key }, rate };
  const run = { ...base, connections: options.connections, timeoutMs: 10_000 };
  await loader.run({ ...run, seconds: 1, firstPath });
  const before = readCpu([server.pid, loader.pid]);
  const record = await loader.run({ ...run, seconds: options.seconds, firstPath: firstPath + Math.round(rate) });
  const after = readCpu([server.pid, loader.pid]);
  const micros = (pid: number) => after.get(pid)! - before.get(pid)!;
  const summary = summarizeOpenLoop(record, options.lateMs);
  return {
    ...summary,
    rate,
    seconds: options.seconds,
    serverCpuPerRequest: micros(server.pid) / summary.completed,
    loaderCpuPerRequest: micros(loader.pid) / summary.planned,
  };
}

/** Runs the scenario; its servers are stopped before it returns or throws. */
export async function runOpenLoopPhase(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { log } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    const { mix, bare, bareBytes, loader } = await startServers(options, stops);
    const headers = { 'x-api-key': options.key };
    // Both servers warm up closed-loop first (their code compiled, the engine's caches filled), as
    // a server that has been serving for a while is.
    const warmUp = (port: number, paths: readonly string[], seconds: number) =>
      runWrkLoad({ port, paths, headers }, seconds, options.wrkConnections, options.wrkThreads);
    await warmUp(mix.port, options.paths, 2);
    await warmUp(bare.port, [CEILING_PATH], 2);
    let capacity = options.capacity;
    if (capacity === undefined) {
      log(`capacity: the random mix, closed loop with wrk, ${options.seconds} s ...`);
      capacity = (await warmUp(mix.port, options.paths, options.seconds)).rps;
    }
    log(`random mix capacity ${capacity.toFixed(0)} req/s`);
    const rows: OpenLoopRow[] = [];
    let firstPath = 0;
    for (const fraction of options.fractions) {
      const rate = capacity * fraction;
      for (const target of OPEN_LOOP_TARGETS) {
        const row =
          target === 'bare'
            ? await measure(options, loader, bare, [CEILING_PATH], rate, 0)
            : await measure(options, loader, mix, options.paths, rate, firstPath);
        firstPath += Math.round(rate * (options.seconds + 1));
        rows.push({ target, fraction, ...row });
        log(
          `  ${target} at ${(fraction * 100).toFixed(0)}% (${rate.toFixed(0)} req/s): p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms, ` +
            `p99.9 ${row.p999.toFixed(2)} ms, late ${row.late} of ${row.planned}, waited for a connection ${row.waitedForConnection}, server CPU ${row.serverCpuPerRequest.toFixed(0)} µs/req`,
        );
      }
    }
    const failures = rows
      .filter((row) => row.non2xx + row.errors > 0)
      .map(
        (row) =>
          `open loop, ${row.target} at ${row.rate.toFixed(0)} req/s: ${row.non2xx} non-2xx, ${row.errors} errors`,
      );
    return {
      server: options.build,
      capacity: {
        rps: capacity,
        measuredHere: options.capacity === undefined,
        seconds: options.capacity === undefined ? options.seconds : null,
      },
      bareBytes,
      connections: options.connections,
      lateMs: options.lateMs,
      pinned: options.pin,
      rows,
      failures,
    };
  } finally {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  }
}
