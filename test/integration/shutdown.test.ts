/**
 * The server process as operators run it (NODE_ENV=production, a snapshot and a keys file):
 * graceful shutdown on SIGTERM, and /metrics on its own METRICS_PORT.
 */
import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { freePort, startServerProcess, waitFor, type ServerProcess } from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const SEARCH = '/api/gpt/conferences?limit=2';
const SHUTDOWN_TIMEOUT_MS = 8000;

/**
 * A minimal Redis stand-in on loopback, speaking just enough RESP for the server's client (the
 * ready check's INFO, the client-info commands, and the rate limiter's script, answered as a first
 * request in a fresh window). hold() makes it keep the next script replies until release(), which
 * pins a request inside the app: it has been routed, its key checked, and it waits for its rate
 * limit counter. That is a request truly in flight, with no timing guesswork.
 */
interface FakeRedis {
  url: string;
  /** Holds script replies from now on; `arrived` settles when the first held one comes in. */
  hold(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

async function startFakeRedis(): Promise<FakeRedis> {
  let gate: Promise<void> | undefined;
  let onArrival: (() => void) | undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    // Replies go out in command order, so a held reply also holds the ones behind it.
    let chain: Promise<void> = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const parsed = parseCommand(buffered);
        if (!parsed) break;
        buffered = buffered.subarray(parsed.consumed);
        const name = parsed.args[0]?.toLowerCase() ?? '';
        const script = name === 'evalsha' || name === 'eval';
        const waitFor = script ? gate : undefined;
        if (script && waitFor) {
          onArrival?.();
          onArrival = undefined;
        }
        const reply = replyTo(name);
        chain = chain
          .then(() => waitFor)
          .then(() => {
            if (!socket.destroyed) socket.write(reply);
          });
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (onArrival = resolve));
      return {
        arrived,
        release: () => {
          gate = undefined;
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One RESP command (an array of bulk strings), or undefined when more bytes are needed. */
function parseCommand(buffer: Buffer): { args: string[]; consumed: number } | undefined {
  const readLine = (from: number): { line: string; next: number } | undefined => {
    const end = buffer.indexOf('\r\n', from);
    return end < 0 ? undefined : { line: buffer.toString('utf8', from, end), next: end + 2 };
  };
  const head = readLine(0);
  if (!head) return undefined;
  if (!head.line.startsWith('*')) throw new Error(`unexpected RESP from the client: ${head.line}`);
  const count = Number(head.line.slice(1));
  const args: string[] = [];
  let at = head.next;
  for (let i = 0; i < count; i++) {
    const size = readLine(at);
    if (!size) return undefined;
    const length = Number(size.line.slice(1));
    if (buffer.length < size.next + length + 2) return undefined;
    args.push(buffer.toString('utf8', size.next, size.next + length));
    at = size.next + length + 2;
  }
  return { args, consumed: at };
}

function replyTo(command: string): string {
  if (command === 'info') {
    const info = '# Server\r\nredis_version:7.2.0\r\n# Persistence\r\nloading:0\r\n';
    return `$${Buffer.byteLength(info)}\r\n${info}\r\n`;
  }
  if (command === 'ping') return '+PONG\r\n';
  // The rate limiter's script answers [count, ttl in ms]: the first request of a fresh window.
  if (command === 'evalsha' || command === 'eval') return '*2\r\n:1\r\n:60000\r\n';
  return '+OK\r\n';
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET over node:http (with the given agent), read to its end. */
function get(port: number, path: string, headers: Record<string, string>, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, ...(agent ? { agent } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const { dir, cleanup } = tempDir('confdir-shutdown-');
const snapshot = join(dir, 'events.snapshot');
const keysFile = join(dir, 'keys.json');
let key: string;
const baseEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  SNAPSHOT_PATH: snapshot,
  KEYS_FILE: keysFile,
  LOG_LEVEL: 'info',
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
});

beforeAll(() => {
  const source = join(dir, 'source.sqlite');
  writeSourceFile(
    source,
    Array.from({ length: 10 }, () => sourceRow()),
  );
  buildSnapshot({ input: source, output: snapshot });
  key = createKey(keysFile, { label: 'shutdown', plan: 'pro' }).key;
});

afterAll(() => cleanup());

const started: ServerProcess[] = [];
const redises: FakeRedis[] = [];
const agents: Agent[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
  await Promise.all(redises.splice(0).map((redis) => redis.close()));
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A server whose limiter counts in the fake Redis; resolves once its Redis link is up. */
async function serverWithHeldRequests(
  deadlineMs = SHUTDOWN_TIMEOUT_MS,
): Promise<{ server: ServerProcess; redis: FakeRedis }> {
  const redis = await startFakeRedis();
  redises.push(redis);
  const server = await startServerProcess({
    ...baseEnv(),
    REDIS_URL: redis.url,
    REDIS_TIMEOUT_MS: '10000',
    SHUTDOWN_TIMEOUT_MS: String(deadlineMs),
  });
  started.push(server);
  await waitFor(
    async () => (await get(server.port, '/healthz', {})).body.includes('"redis":"up"'),
    10_000,
    'the Redis link',
  );
  const warmUp = await get(server.port, SEARCH, { 'x-api-key': key });
  expect(warmUp.status).toBe(200);
  return { server, redis };
}

/**
 * Sends SIGTERM while `inFlight` is held in the app, checks what holds during the drain, then
 * releases it and returns its answer and how the process ended.
 */
async function terminateDuring(
  server: ServerProcess,
  redis: FakeRedis,
  send: () => Promise<Answer>,
  deadlineMs = SHUTDOWN_TIMEOUT_MS,
) {
  const held = redis.hold();
  let answered = false;
  const inFlight = send().then((answer) => {
    answered = true;
    return answer;
  });
  await within(held.arrived, 5000, 'the request reaching the rate limiter');

  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  // The listener closes at once: new connections are refused while the request is still held.
  await waitFor(() => refused(server.port), 3000, 'new connections to be refused');
  await waitFor(() => server.output.some((line) => line.includes('shutting down')), 3000, 'the shutdown log line');
  expect(server.child.exitCode).toBeNull();
  expect(answered).toBe(false);

  held.release();
  const answer = await within(inFlight, 5000, 'the request in flight');
  const exit = await within(server.exited, deadlineMs + 2000, 'the process to exit');
  return { answer, exit, elapsedMs: Date.now() - signalledAt };
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes a request in flight with 200, refuses new connections meanwhile, and exits 0 before the deadline', async () => {
    const { server, redis } = await serverWithHeldRequests();
    // "Connection: close" lets the server end the socket right after the answer, so this test is
    // about the request itself; the keep-alive case follows.
    const { answer, exit, elapsedMs } = await terminateDuring(server, redis, () =>
      get(server.port, SEARCH, { 'x-api-key': key, connection: 'close' }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, total: 10 });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(elapsedMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(server.output.join('\n')).not.toContain('still in flight at the shutdown deadline');
  });

  describe('on a keep-alive connection (as from a load balancer with upstream keepalive)', () => {
    // A shorter deadline, so that a regression fails in seconds rather than after the default.
    const deadlineMs = 3000;
    let ended: Awaited<ReturnType<typeof terminateDuring>> | undefined;

    it('finishes the request in flight with 200', async () => {
      const { server, redis } = await serverWithHeldRequests(deadlineMs);
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      ended = await terminateDuring(
        server,
        redis,
        () => get(server.port, SEARCH, { 'x-api-key': key }, agent),
        deadlineMs,
      );
      expect(ended.answer.status).toBe(200);
      expect(JSON.parse(ended.answer.body)).toMatchObject({ success: true, total: 10 });
    });

    // Node's server.close() closes idle connections only once, when it is called: a connection
    // busy then would hold the shutdown until the deadline. Answers sent during shutdown say
    // "Connection: close", and idle connections are closed as they appear.
    it('then exits 0 before the deadline', () => {
      expect(ended?.exit).toEqual({ code: 0, signal: null });
      expect(ended?.elapsedMs).toBeLessThan(deadlineMs);
    });
  });

  it('exits 0 promptly on SIGTERM when idle', async () => {
    const server = await startServerProcess(baseEnv());
    started.push(server);
    expect((await get(server.port, SEARCH, { 'x-api-key': key })).status).toBe(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await within(server.exited, SHUTDOWN_TIMEOUT_MS + 2000, 'the process to exit')).toEqual({
      code: 0,
      signal: null,
    });
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(await refused(server.port)).toBe(true);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on its own port, and the public port answers /metrics with a JSON 404', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({ ...baseEnv(), METRICS_PORT: String(metricsPort) });
    started.push(server);
    await waitFor(async () => !(await refused(metricsPort)), 10_000, 'the metrics port');
    expect((await get(server.port, SEARCH, { 'x-api-key': key })).status).toBe(200);
    expect((await get(server.port, SEARCH, {})).status).toBe(401);

    const scrape = await get(metricsPort, '/metrics', {});
    expect(scrape.status).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.body).toContain('http_requests_total{route="/api/gpt/conferences",method="GET",status="200"} 1');
    expect(scrape.body).toContain('auth_failures_total 1');
    expect(scrape.body).toContain('snapshot_events 10');
    expect(scrape.body).toMatch(/snapshot_info\{version="[^"]+"\} 1/);
    expect(scrape.body).toContain('process_cpu_user_seconds_total');

    const publicMetrics = await get(server.port, '/metrics', {});
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(publicMetrics.body)).toMatchObject({ success: false, error: 'Not found' });

    // The metrics listener closes with the process.
    server.child.kill('SIGTERM');
    expect(await within(server.exited, SHUTDOWN_TIMEOUT_MS + 2000, 'the process to exit')).toEqual({
      code: 0,
      signal: null,
    });
    expect(await refused(metricsPort)).toBe(true);
  });
});
