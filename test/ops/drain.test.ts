/**
 * The graceful drain (src/ops/drain.ts) over the app as the server builds it, listening on a
 * loopback port in this process: /readyz turns 503 at once while requests are still served for the
 * pause, then the listener closes, idle keep-alive connections are closed, a request in flight is
 * answered, and the process would exit 0 (the exit is recorded here, not taken).
 */
import { Agent } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from '../../src/limits/redis.js';
import { createDrain, type DrainStart } from '../../src/ops/drain.js';
import { waitFor } from '../fixtures/servers.js';
import { useOpsHarness } from '../http/ops-harness.js';
import { startFakeRedis, type FakeRedis } from '../integration/fake-redis.js';
import { get, refused, within } from '../integration/production-server.js';

const ops = useOpsHarness();
const SEARCH = '/api/gpt/conferences?limit=2';
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Drained {
  port: number;
  fake: FakeRedis;
  key: string;
  /** Begins the drain (as a signal would), and notes when. */
  signal(start?: DrainStart): void;
  signalledAt: number;
  /** Settles with the exit code the drain asked for. */
  exited: Promise<number>;
  exitCode(): number | undefined;
  messages: string[];
}

/** The app over a fake Redis that can hold a request, listening, with a drain of `pauseMs`. */
async function listening(pauseMs: number, timeoutMs = 5000): Promise<Drained> {
  const fake = await startFakeRedis();
  cleanups.push(() => fake.close());
  const redis: RedisLink = connectRedis(fake.url, 10_000, { warn: () => undefined, info: () => undefined });
  cleanups.push(() => redis.close());
  await waitFor(() => redis.state() === 'up', 5000, 'the Redis link');
  const harness = await ops.open({ redis });
  await harness.app.listen({ host: '127.0.0.1', port: 0 });
  let exitCode: number | undefined;
  let onExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (onExit = resolve));
  const messages: string[] = [];
  const drain = createDrain({
    lifecycle: harness.lifecycle,
    pauseMs,
    timeoutMs,
    servers: [harness.app.server],
    close: () => harness.app.close(),
    stopWatching: () => harness.holder.close(),
    release: () => undefined,
    log: { info: (_fields, message) => messages.push(message), error: (_fields, message) => messages.push(message) },
    exit: (code) => {
      exitCode ??= code;
      onExit(code);
    },
  });
  const drained: Drained = {
    port: (harness.app.server.address() as AddressInfo).port,
    fake,
    key: ops.pro.key,
    signal: (start = 'pause') => {
      drained.signalledAt = Date.now();
      drain(start === 'pause' ? 'SIGTERM' : 'SIGINT', start);
    },
    signalledAt: 0,
    exited,
    exitCode: () => exitCode,
    messages,
  };
  return drained;
}

/** A keep-alive connection that has been answered once and now sits idle; `closed` settles when the server ends it. */
async function idleConnection(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.on('error', () => undefined);
  const answered = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  expect(await within(answered, 5000, 'the answer on the keep-alive connection')).toMatch(/^HTTP\/1\.1 200/);
  cleanups.push(() => socket.destroy());
  return { socket, closed };
}

describe('graceful drain', () => {
  it('answers /readyz 503 "draining" at once and keeps serving searches on new connections for the pause', async () => {
    const pauseMs = 1500;
    const server = await listening(pauseMs);
    server.signal();
    const readyz = await get(server.port, '/readyz', { connection: 'close' });
    expect(readyz.status).toBe(503);
    expect(JSON.parse(readyz.body)).toMatchObject({ status: 'draining', code: 'draining' });
    const search = await get(server.port, SEARCH, { 'x-api-key': server.key });
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body)).toMatchObject({ success: true });
    // Answers during the drain end their connection, so a balancer's pool empties.
    expect(search.headers.connection).toBe('close');
    expect(await refused(server.port)).toBe(false);
    expect(Date.now() - server.signalledAt).toBeLessThan(pauseMs);
    expect(server.exitCode()).toBeUndefined();

    expect(await within(server.exited, pauseMs + 3000, 'the exit')).toBe(0);
    expect(Date.now() - server.signalledAt).toBeGreaterThanOrEqual(pauseMs);
    expect(await refused(server.port)).toBe(true);
  });

  it('after the pause closes idle keep-alive connections and refuses new ones, answers the request in flight, then exits 0', async () => {
    const pauseMs = 500;
    const server = await listening(pauseMs);
    const idle = await idleConnection(server.port);
    const held = server.fake.hold();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    const inFlight = get(server.port, SEARCH, { 'x-api-key': server.key }, agent);
    await within(held.arrived, 5000, 'the request reaching the rate limiter');

    server.signal();
    const closedAt = await within(idle.closed, pauseMs + 3000, 'the idle connection to be closed');
    expect(closedAt - server.signalledAt).toBeGreaterThanOrEqual(pauseMs - 20);
    await waitFor(() => refused(server.port), 3000, 'new connections to be refused');
    expect(server.exitCode()).toBeUndefined();

    held.release();
    const answer = await within(inFlight, 5000, 'the request in flight');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(await within(server.exited, 5000, 'the exit')).toBe(0);
  });

  it('ends the pause on a second signal, and skips it on SIGINT', async () => {
    const paused = await listening(60_000);
    paused.signal();
    expect((await get(paused.port, '/readyz', { connection: 'close' })).status).toBe(503);
    paused.signal();
    expect(await within(paused.exited, 3000, 'the exit after the second signal')).toBe(0);
    expect(paused.messages).toContain('drain: second signal, ending the pause');

    const interrupted = await listening(60_000);
    interrupted.signal('now');
    expect(await within(interrupted.exited, 3000, 'the exit on SIGINT')).toBe(0);
    expect(await refused(interrupted.port)).toBe(true);
  });

  it('exits 1 when a request is still in flight at the deadline after the pause', async () => {
    const server = await listening(100, 400);
    const held = server.fake.hold();
    cleanups.push(() => held.release());
    // Released after the test (above); its answer is not this test's concern.
    get(server.port, SEARCH, { 'x-api-key': server.key, connection: 'close' }).catch(() => undefined);
    await within(held.arrived, 5000, 'the request reaching the rate limiter');
    server.signal();
    expect(await within(server.exited, 3000, 'the forced exit')).toBe(1);
    expect(Date.now() - server.signalledAt).toBeGreaterThanOrEqual(500 - 20);
    expect(server.messages).toContain('requests still in flight at the shutdown deadline; exiting anyway');
  });
});
