/**
 * Processes the tests and the benchmarks start themselves on free loopback ports (redis-server,
 * nginx serving a folder, and this project's own server process), with the helpers to wait for them
 * and to stop them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** FEED_SECRET of the production servers tests and benchmarks start on loopback (never a deployment's). */
export const LOOPBACK_FEED_SECRET = 'loopback servers of tests and benchmarks only';

/** Where a binary lives, or null. Under CI a missing binary is an error, never a silent skip. */
export function findBinary(name: string): string | null {
  for (const dir of ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin']) {
    const path = join(dir, name);
    if (spawnSync('test', ['-x', path]).status === 0) return path;
  }
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.env.CI === 'true')
    throw new Error(`${name} is required by this test but is not installed (.ci/run installs it)`);
  return null;
}

/** Ports freePort has handed out in this process: the kernel may give a port just closed again. */
const handedOut = new Set<number>();

/** A loopback port free now, never one this process was given before (at most 20 tries). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (!handedOut.has(port) || attempt >= 20) {
      handedOut.add(port);
      return port;
    }
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * CPU time a process and its descendants have used, in clock ticks (Linux /proc): its own and its
 * waited-for children's user and system time, plus its live children's. 0 once it is gone.
 */
function treeCpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: utime, stime, cutime and cstime are the 12th to 15th fields.
    const times = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 15)
      .map(Number);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return (
      times.reduce((sum, ticks) => sum + ticks, 0) +
      children.reduce((sum, child) => sum + treeCpuTicks(Number(child)), 0)
    );
  } catch {
    return 0;
  }
}

/**
 * How long processes working toward a condition (starting, forking workers, loading a snapshot) may
 * use no CPU at all before a wait on them gives up: they are hung then, not slow.
 */
const STALL_MS = 20_000;

/**
 * Waits until `check` holds while `processes` work toward it: no clock sized for a quiet machine
 * (a busy one stretches a start many times over), but a failure as soon as one of them exits, or
 * once all of them together have used no CPU for STALL_MS.
 */
export async function waitForProgress(
  processes: ChildProcess | readonly ChildProcess[],
  check: () => Promise<boolean> | boolean,
  what: string,
): Promise<void> {
  const children = Array.isArray(processes) ? processes : [processes as ChildProcess];
  let ticks = -1;
  let progressAt = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    const ended = children.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (ended)
      throw new Error(`waiting for ${what}: process ${ended.pid} exited (${ended.exitCode ?? ended.signalCode})`);
    const now = children.reduce((sum, child) => sum + treeCpuTicks(child.pid ?? 0), 0);
    if (now !== ticks) {
      ticks = now;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > STALL_MS) {
      throw new Error(`waiting for ${what}: no CPU used for ${STALL_MS} ms (hung)`);
    }
    await sleep(50);
  }
}

/** Sends `signal` and waits for the exit; SIGKILL if it has not exited after `killAfterMs`. */
export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  killAfterMs = 5000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export interface RedisServer {
  port: number;
  url: string;
  /** Kills it (an outage); start() brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** SIGSTOP: it keeps its connections open and answers nothing (a hung Redis) until resume(). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
}

export async function startRedis(binary: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitFor(() => tcpOpen(port), 10_000, 'redis-server');
  };
  await start();
  // A stopped process does not act on SIGTERM until it is continued.
  const resume = (): void => void child?.kill('SIGCONT');
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: async () => {
      if (child) await stopProcess(child, 'SIGKILL');
    },
    start,
    stop: async () => {
      resume();
      if (child) await stopProcess(child);
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume,
  };
}

/** Whether something accepts TCP connections on the loopback port. */
export async function tcpOpen(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ServerProcess {
  port: number;
  /** METRICS_PORT: in production a free port unless the environment names one (/metrics is never public there). */
  metricsPort: number | undefined;
  /** Lines the process printed (stdout and stderr). */
  output: string[];
  stop(): Promise<void>;
  /** The child process, to send it signals. */
  child: ChildProcess;
  /** Settles when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts on ports picked free that another process took before it listened: tries with others. */
const PORT_ATTEMPTS = 3;

/**
 * This project's server (src/server.ts under tsx) with the given environment, on `env.PORT` or a
 * free port. SIGTERM stops it without the drain pause unless `env.DRAIN_PAUSE_MS` asks for one.
 * A free port is only free when it is picked: when another process (a parallel test) listens on
 * it first, the server exits with EADDRINUSE and starts again on other ports.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const picked = env.PORT === undefined || (env.METRICS_PORT === undefined && env.NODE_ENV === 'production');
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env);
    } catch (error) {
      const taken = (error as Error).message.includes('EADDRINUSE');
      if (!picked || !taken || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function startServerOnce(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
  // Production serves /metrics on a port of its own (9464 by default): one free port per process.
  const metricsPort =
    env.METRICS_PORT !== undefined
      ? Number(env.METRICS_PORT)
      : env.NODE_ENV === 'production'
        ? await freePort()
        : undefined;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) }),
      // Required in production: the address this process is really reached at.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // Required in production too: signs feed URLs (a fixed value; these servers listen on loopback only).
      FEED_SECRET: LOOPBACK_FEED_SECRET,
      LOG_LEVEL: 'warn',
      DRAIN_PAUSE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  try {
    await waitForProgress(
      child,
      async () => child.exitCode !== null || (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
      `server on port ${port}`,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.join('\n')}`);
  }
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('\n')}`);
  return { port, metricsPort, output, stop: () => stopProcess(child), child, exited };
}

export interface StaticNginx {
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port after stop() (a store that comes back). */
  start(): Promise<void>;
}

/**
 * nginx serving the folder `root` as static files (a snapshot store as `snapshot publish` writes
 * it), with its own ETags and 304s, on `port` or a free one. Its files go to `dir`.
 */
export async function startStaticNginx(binary: string, dir: string, root: string, port?: number): Promise<StaticNginx> {
  const listenPort = port ?? (await freePort());
  const conf = join(dir, `nginx-static-${listenPort}.conf`);
  writeFileSync(
    conf,
    `
daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, `nginx-static-${listenPort}.pid`)};
error_log ${join(dir, `nginx-static-${listenPort}-error.log`)} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${listenPort};
    root ${root};
    location / { try_files $uri =404; }
  }
}
`,
  );
  let child: ReturnType<typeof spawn> | undefined;
  const start = async (): Promise<void> => {
    child = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'ignore' });
    await waitFor(() => tcpOpen(listenPort), 10_000, 'nginx (static)');
  };
  await start();
  return {
    port: listenPort,
    start,
    stop: async () => {
      if (child) await stopProcess(child);
    },
  };
}
