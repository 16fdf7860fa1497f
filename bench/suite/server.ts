/**
 * The server as production runs it, spawned for the benchmark suite: `node dist/src/server.js`
 * (compiled with `npm run build`) or `node --import tsx src/server.ts` (tsx adds its own startup:
 * it compiles every module on the fly). Measures the time from spawn to the first 200 from
 * /readyz, and reads the process's RSS from /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort, stopProcess } from '../../tools/support/processes.js';

export type ServerBuild = 'compiled' | 'tsx';

const SERVER_COMMANDS: Record<ServerBuild, string[]> = {
  compiled: ['dist/src/server.js'],
  tsx: ['--import', 'tsx', 'src/server.ts'],
};

export interface BenchServer {
  build: ServerBuild;
  port: number;
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

/** VmRSS or VmHWM of a process, in bytes (0 if unreadable). */
function procMemory(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const line =
      readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${field}:`)) ?? '';
    return Number(/(\d+) kB/.exec(line)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
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
  const output: string[] = [];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    METRICS_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
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
    pid,
    startToReadyMs,
    rssAtReady: procMemory(pid),
    rss: () => procMemory(pid),
    output,
    stop: () => stopProcess(child, 'SIGTERM', 15_000),
  };
}
