/**
 * The server as production runs it, spawned for the benchmarks: `node dist/src/server.js`
 * (compiled with `npm run build`) or `node --import tsx src/server.ts` (tsx adds its own startup:
 * it compiles every module on the fly). Measures the time from spawn to the first 200 from
 * /readyz, and reads the process's RSS from /proc. Also compiles the server and picks the builds
 * a run can measure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort, LOOPBACK_FEED_SECRET, stopProcess } from '../../tools/support/processes.js';
import { procMemory } from './proc.js';

export type ServerBuild = 'compiled' | 'tsx';

/**
 * The V8 flags production starts the server with (the Dockerfile's CMD, `npm run start:prod`;
 * docs/operating.md, Runtime): a young generation of at most 8 MiB per semi-space. V8's default
 * lets it grow far larger under load, and the RSS after the random mix at 1M with it.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * The environment production starts the server with (the Dockerfile's ENV, `npm run start:prod`;
 * docs/operating.md, Runtime): glibc's malloc asks for transparent huge pages on its memory, so the
 * snapshot's sections fault in 2 MiB at a time instead of 4 KiB.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' };

const SERVER_COMMANDS: Record<ServerBuild, string[]> = {
  compiled: [...SERVER_NODE_FLAGS, 'dist/src/server.js'],
  tsx: [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server.ts'],
};

export interface BenchServer {
  build: ServerBuild;
  port: number;
  /** Where its /metrics is served (METRICS_PORT). */
  metricsPort: number;
  pid: number;
  /** Spawn to the first 200 from /readyz, in milliseconds. */
  startToReadyMs: number;
  /** VmRSS right after ready, in bytes. */
  rssAtReady: number;
  /** VmRSS now, in bytes. */
  rss(): number;
  /** Lines the process printed. */
  output: string[];
  stop(): Promise<void>;
}

/**
 * Spawns a production server (NODE_ENV=production, loopback only) with `env` added (and `nodeArgs`
 * before the script) and waits, polling every 5 ms for at most `timeoutMs`, until /readyz answers 200
 * (and, with `readyOutput`, until the process has printed a line holding it: with several workers,
 * the first one ready answers /readyz before the others listen).
 */
export async function startBenchServer(
  build: ServerBuild,
  env: Record<string, string>,
  options: { timeoutMs?: number; nodeArgs?: string[]; readyOutput?: string } = {},
): Promise<BenchServer> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const port = await freePort();
  const metricsPort = await freePort();
  const output: string[] = [];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    FEED_SECRET: LOOPBACK_FEED_SECRET,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'warn',
    // A benchmark's server stops when the run ends: no balancer to drain it from.
    DRAIN_PAUSE_MS: '0',
    ...env,
  };
  // The suite itself runs under tsx; its loader must not leak into the compiled server's startup.
  delete childEnv.NODE_OPTIONS;
  const spawned = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...SERVER_COMMANDS[build]], {
    cwd: PROJECT_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  }
  const deadline = Date.now() + timeoutMs;
  let startToReadyMs = -1;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      await response.arrayBuffer();
      const printed = options.readyOutput === undefined || output.some((line) => line.includes(options.readyOutput!));
      if (response.status === 200 && printed) {
        startToReadyMs = performance.now() - spawned;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  if (startToReadyMs < 0) {
    await stopProcess(child, 'SIGTERM', 15_000);
    throw new Error(
      `the ${build} server was not ready within ${timeoutMs} ms (exit ${child.exitCode ?? child.signalCode}):\n${output.join('\n')}`,
    );
  }
  const pid = child.pid!;
  return {
    build,
    port,
    metricsPort: Number(childEnv.METRICS_PORT),
    pid,
    startToReadyMs,
    rssAtReady: procMemory(pid),
    rss: () => procMemory(pid),
    output,
    stop: () => stopProcess(child, 'SIGTERM', 15_000),
  };
}

/** How compiling went; `error` is the first line of the compiler's output when it failed. */
export interface CompileOutcome {
  ok: boolean;
  ms: number;
  error?: string;
}

/** Compiles the server (what `npm run build` runs), timed; a failure is reported, not thrown. */
export function compileServer(log: (line: string) => void): CompileOutcome {
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
  const compile: CompileOutcome = { ok: tsc.status === 0, ms: performance.now() - started };
  if (!compile.ok) {
    compile.error = (tsc.stdout + tsc.stderr).trim().split('\n')[0] ?? `exit ${tsc.status}`;
    log(`npm run build failed, measuring the tsx server only: ${compile.error}`);
  }
  return compile;
}

/**
 * The builds to measure, the production one first: the compiled server when it is there (and was
 * not just compiled in vain; `compile` is null when compiling was skipped), then tsx.
 */
export function serverBuilds(compile: CompileOutcome | null): ServerBuild[] {
  const compiledAvailable =
    (compile === null || compile.ok) && existsSync(join(PROJECT_ROOT, 'dist', 'src', 'server.js'));
  return compiledAvailable ? ['compiled', 'tsx'] : ['tsx'];
}
