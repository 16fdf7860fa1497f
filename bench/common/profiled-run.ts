/**
 * One wrk run against a server started with V8's CPU profiler (`--cpu-prof`), whose samples in
 * the run's time window are attributed to cost areas (common/cpu-profile.ts). The profiler slows
 * the server, so a scenario takes the areas' shares from this run and applies them to the CPU per
 * request of its unprofiled runs. The profile's clock is V8's monotonic clock, the one
 * process.hrtime reads on Linux, so the window is the wrk run's own start and end.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../tools/support/temp-dir.js';
import {
  type Attribution,
  attributeProfile,
  areaShares,
  type CostArea,
  type CpuProfile,
  type FunctionTime,
  topFunctions,
} from './cpu-profile.js';
import { runWrkLoad } from './http-load.js';
import { startBenchServer, type ServerBuild } from './server.js';

export interface ProfiledRunOptions {
  build: ServerBuild;
  env: Record<string, string>;
  paths: readonly string[];
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  threads: number;
  /** How many of the functions with the most self time to list. */
  functions: number;
}

export interface ProfiledRun {
  requests: number;
  rps: number;
  /** Server CPU µs per request under the profiler (from /proc). */
  cpuPerRequest: number;
  attribution: Attribution;
  shares: Record<CostArea, number>;
  functions: FunctionTime[];
}

const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** Warms up for 2 s, then one measured wrk run; the server is stopped before it returns. */
export async function profiledRun(options: ProfiledRunOptions): Promise<ProfiledRun> {
  const { dir, cleanup } = tempDir('confdir-bench-cpu-prof-');
  try {
    const profileDir = join(dir, 'profile');
    mkdirSync(profileDir);
    const server = await startBenchServer(options.build, options.env, {
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    });
    const target = { port: server.port, paths: options.paths, headers: options.headers, pids: () => [server.pid] };
    let window: { fromUs: number; toUs: number };
    let run: Awaited<ReturnType<typeof runWrkLoad>>;
    try {
      await runWrkLoad(target, Math.min(2, options.seconds), options.connections, options.threads);
      const fromUs = monotonicMicros();
      run = await runWrkLoad(target, options.seconds, options.connections, options.threads);
      window = { fromUs, toUs: monotonicMicros() };
    } finally {
      await server.stop();
    }
    const file = readdirSync(profileDir).find((entry) => entry.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error('the profiled server wrote no CPU profile');
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    const attribution = attributeProfile(profile, window);
    if (attribution.samples === 0)
      throw new Error("no profile sample fell in the run's time window: the profile's clock is not this process's");
    return {
      requests: run.requests,
      rps: run.rps,
      cpuPerRequest: run.serverCpuMicros! / run.requests,
      attribution,
      shares: areaShares(attribution),
      functions: topFunctions(profile, options.functions, window),
    };
  } finally {
    cleanup();
  }
}

/** CPU µs per request by area: each area's profile share of `cpuPerRequest`. */
export function splitCpu(cpuPerRequest: number, shares: Record<CostArea, number>): Record<CostArea, number> {
  return Object.fromEntries(Object.entries(shares).map(([area, share]) => [area, share * cpuPerRequest])) as Record<
    CostArea,
    number
  >;
}
