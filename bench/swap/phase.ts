/**
 * The swap scenario: a server (one process) serving a snapshot under closed-loop load (wrk over the
 * random mix, response cache off), and three windows measured in it one after the other:
 *
 * - the load alone (how long the loop waits without a swap);
 * - a swap: a second version of the data copied beside the served file, then renamed over it, as
 *   operators ship; the window runs from the rename until the new version answers, plus SETTLE_MS
 *   (the old snapshot is collected meanwhile, by the next major collection, when one comes);
 * - a SIGHUP reload of the same file (loaded whole, then found unchanged and dropped), plus
 *   SETTLE_MS.
 *
 * In each window the server's own event-loop delay (perf_hooks.monitorEventLoopDelay sampled every
 * millisecond, EVENT_LOOP_RESOLUTION_MS=1, read from its /metrics: nodejs_eventloop_lag_max_seconds
 * is the longest gap since the previous scrape), and the longest /healthz answer the benchmark saw,
 * probing one request at a time. Every request wrk sent that failed (non-2xx, socket error,
 * timeout) is counted.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { readSnapshotHeader } from '../../src/snapshot/index.js';
import { tempDir } from '../../tools/support/temp-dir.js';
import { waitFor } from '../../tools/support/processes.js';
import { type CpuProfile, type FunctionTime, runningUs, topFunctions } from '../common/cpu-profile.js';
import { loopDelay } from '../common/metrics.js';
import { procMemory } from '../common/proc.js';
import { type BenchServer, type ServerBuild, startBenchServer } from '../common/server.js';
import { runWrk, type WrkResult } from '../common/wrk.js';
import { type GcSummary, summarizeGc } from './gc-trace.js';
import { GAP_LOG_IMPORT, type LongWait, longestWaits } from './gap-log.js';

/** After the swap or reload is done: the next major collection, which frees the old snapshot, comes in this time (4 to 15 s after, measured). */
const SETTLE_MS = 16_000;
/**
 * Load before the first window (the server's code warms up), and the length of the first window:
 * about as long as the others (a longer window sees more of the load's own rare stalls).
 */
const WARM_UP_MS = 3000;
const LOAD_ALONE_MS = 18_000;
/** Gap between two /healthz probes. */
const PROBE_GAP_MS = 20;
/** The load runs this long; the windows must end before it does. */
const LOAD_SECONDS = 75;

export interface SwapPhaseOptions {
  build: ServerBuild;
  /** The served snapshot, and another version of it to swap to. */
  snapshot: string;
  second: string;
  /** The server's environment (keys file, limits off). */
  env: Record<string, string>;
  key: string;
  /** The searches wrk walks. */
  paths: readonly string[];
  connections: number;
  threads: number;
  /**
   * Starts the server with V8's `--trace-gc` and reads its collections per window (gc-trace.ts),
   * and with the wait log (gap-log.ts).
   */
  traceGc: boolean;
  /**
   * Also starts the server with V8's CPU profiler (`--cpu-prof`): each window's longest waits get
   * the functions with the most self time inside them (cpu-profile.ts). Implies traceGc.
   */
  cpuProfile?: boolean;
  log: (line: string) => void;
}

export type WindowName = 'load alone' | 'swap' | 'SIGHUP reload';

export interface LoopWindow {
  name: WindowName;
  /** The swap: rename to the new version answering; the reload: signal to its outcome counted. */
  actionMs: number | null;
  /** The server's event-loop delay over the window: the longest gap, and the 99th percentile, ms. */
  loopMaxMs: number;
  loopP99Ms: number;
  /** The longest /healthz answer the benchmark saw in the window, and how many it asked. */
  healthzMaxMs: number;
  healthzProbes: number;
  /** With traceGc: the collections the server printed during the window, and its longest waits (gap-log.ts). */
  gc?: GcSummary;
  waits?: (LongWait & { top?: FunctionTime[]; runningMs?: number })[];
}

export interface SwapResult {
  server: ServerBuild;
  events: number;
  startToReadyMs: number;
  /** VmRSS serving one snapshot; VmHWM after the swap (both in memory for a while); VmRSS at the end. */
  rssServing: number;
  peakRssDuringSwap: number;
  rssAfter: number;
  windows: LoopWindow[];
  traffic: WrkResult & { connections: number; failed: number };
  failures: string[];
  /** The server ran under the CPU profiler (--cpu-prof): its delays are not judged against the target. */
  profiled?: boolean;
}

interface ReadyStatus {
  snapshot: { version: string; events: number; swaps: { succeeded: number; failed: number; unchanged: number } };
}

/** Asks /healthz one request at a time until stopped; each answer's start and time. */
function probeHealth(port: number): { stop: () => Promise<{ at: number; ms: number }[]> } {
  const probes: { at: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      probes.push({ at, ms: performance.now() - at });
      await sleep(PROBE_GAP_MS);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return probes;
    },
  };
}

/** Runs the scenario; its server is stopped and its folder removed before it returns or throws. */
export async function runSwapPhase(options: SwapPhaseOptions): Promise<SwapResult> {
  const folder = tempDir('confdir-bench-swap-');
  const live = join(folder.dir, 'live', 'events.snapshot');
  mkdirSync(join(folder.dir, 'live'));
  copyFileSync(options.snapshot, live);
  const profileDir = join(folder.dir, 'profile');
  const traced = options.traceGc || options.cpuProfile === true;
  try {
    const server = await startBenchServer(
      options.build,
      {
        ...options.env,
        SNAPSHOT_PATH: live,
        RESPONSE_CACHE_MB: '0',
        EVENT_LOOP_RESOLUTION_MS: '1',
      },
      traced
        ? {
            nodeArgs: [
              ...(options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
              '--trace-gc',
              '--import',
              GAP_LOG_IMPORT,
            ],
          }
        : {},
    );
    let result: SwapResult;
    try {
      result = await measure({ ...options, traceGc: traced }, server, live);
    } finally {
      await server.stop();
    }
    return options.cpuProfile ? withProfile(result, profileDir) : result;
  } finally {
    folder.cleanup();
  }
}

/** Each window's longest waits with the functions of most self time inside them, from the server's CPU profile. */
function withProfile(result: SwapResult, profileDir: string): SwapResult {
  const file = readdirSync(profileDir).find((entry) => entry.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error('the profiled server wrote no CPU profile');
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
  const windows = result.windows.map((window) => ({
    ...window,
    ...(window.waits
      ? {
          waits: window.waits.map((wait) =>
            wait.fromUs === undefined
              ? wait
              : {
                  ...wait,
                  top: topFunctions(profile, 3, { fromUs: wait.fromUs, toUs: wait.fromUs + wait.ms * 1000 }),
                  runningMs: runningUs(profile, { fromUs: wait.fromUs, toUs: wait.fromUs + wait.ms * 1000 }) / 1000,
                },
          ),
        }
      : {}),
  }));
  return { ...result, windows, profiled: true };
}

async function measure(options: SwapPhaseOptions, server: BenchServer, live: string): Promise<SwapResult> {
  const { log } = options;
  const ready = async () => (await (await fetch(`http://127.0.0.1:${server.port}/readyz`)).json()) as ReadyStatus;
  const rssServing = server.rss();
  const events = (await ready()).snapshot.events;
  const wrk = runWrk({
    port: server.port,
    paths: options.paths,
    headers: { 'x-api-key': options.key },
    seconds: LOAD_SECONDS,
    connections: options.connections,
    threads: options.threads,
  });
  const loadEnds = performance.now() + LOAD_SECONDS * 1000;
  const probe = probeHealth(server.port);
  const windows: {
    name: WindowName;
    from: number;
    to: number;
    actionMs: number | null;
    delay: { maxMs: number; p99Ms: number };
    /** The server's output lines printed during the window (its --trace-gc lines among them). */
    lines: string[];
  }[] = [];
  const window = async (name: WindowName, action: () => Promise<number | null>, settleMs: number) => {
    await loopDelay(server.metricsPort); // starts the server's window afresh
    await sleep(50); // the first gap after a scrape is not measured
    const from = performance.now();
    const printed = server.output.length;
    const actionMs = await action();
    await sleep(settleMs);
    const delay = await loopDelay(server.metricsPort);
    windows.push({ name, from, to: performance.now(), actionMs, delay, lines: server.output.slice(printed) });
    log(`  ${name}: done${actionMs === null ? '' : ` in ${actionMs.toFixed(0)} ms`}`);
  };

  await sleep(WARM_UP_MS);
  await window('load alone', async () => null, LOAD_ALONE_MS);

  const target = snapshotVersion({ header: readSnapshotHeader(options.second) });
  // On the thread pool: a copy on this thread holds the /healthz probes' answers with it, which
  // would show as the server's delay where page faults are dear.
  await copyFile(options.second, `${live}.incoming`);
  await window(
    'swap',
    async () => {
      const renamed = performance.now();
      renameSync(`${live}.incoming`, live);
      await waitFor(async () => (await ready()).snapshot.version === target, 60_000, 'the swap');
      return performance.now() - renamed;
    },
    SETTLE_MS,
  );
  const peakRssDuringSwap = procMemory(server.pid, 'VmHWM');

  const unchangedBefore = (await ready()).snapshot.swaps.unchanged;
  await window(
    'SIGHUP reload',
    async () => {
      const signalled = performance.now();
      process.kill(server.pid, 'SIGHUP');
      await waitFor(async () => (await ready()).snapshot.swaps.unchanged > unchangedBefore, 60_000, 'the reload');
      return performance.now() - signalled;
    },
    SETTLE_MS,
  );
  const windowsEnd = performance.now();
  const probes = await probe.stop();
  const load = await wrk;
  const failed = load.non2xx + load.errors + load.timeouts;
  const failures: string[] = [];
  if (failed > 0)
    failures.push(`swap: ${load.non2xx} non-2xx responses, ${load.errors} errors, ${load.timeouts} timeouts`);
  if (windowsEnd > loadEnds) failures.push('swap: the load ended before the last window did');
  return {
    server: options.build,
    events,
    startToReadyMs: server.startToReadyMs,
    rssServing,
    peakRssDuringSwap,
    rssAfter: server.rss(),
    windows: windows.map(({ name, from, to, actionMs, delay, lines }) => {
      const inWindow = probes.filter((probe) => probe.at >= from && probe.at <= to);
      return {
        name,
        actionMs,
        loopMaxMs: delay.maxMs,
        loopP99Ms: delay.p99Ms,
        healthzMaxMs: Math.max(0, ...inWindow.map((probe) => probe.ms)),
        healthzProbes: inWindow.length,
        ...(options.traceGc
          ? { gc: summarizeGc(lines), waits: longestWaits(lines, performance.timeOrigin + from) }
          : {}),
      };
    }),
    traffic: { ...load, connections: options.connections, failed },
    failures,
  };
}
