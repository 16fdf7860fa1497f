/**
 * Graceful shutdown of the server process as operators run it (NODE_ENV=production, a snapshot and
 * a keys file): during the drain pause /readyz answers 503 while requests are still served (by
 * every worker with WORKERS=2); then a request in flight is finished, new connections are refused
 * meanwhile, and the process exits 0 before the deadline. The servers here have no pause unless a
 * test sets DRAIN_PAUSE_MS.
 */
import { Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SERVER_TEST_TIMEOUT_MS, waitFor, waitForProgress, type ServerProcess } from '../fixtures/servers.js';
import { startFakeRedis, type FakeRedis } from './fake-redis.js';
import {
  get,
  productionServers,
  refused,
  SEARCH,
  SHUTDOWN_TIMEOUT_MS,
  within,
  type Answer,
} from './production-server.js';

const servers = productionServers('confdir-shutdown-');

/** A server whose limiter counts in the fake Redis; resolves once its Redis link is up. */
async function serverWithHeldRequests(
  deadlineMs = SHUTDOWN_TIMEOUT_MS,
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; redis: FakeRedis }> {
  const redis = await startFakeRedis();
  servers.afterServers(() => redis.close());
  const server = await servers.start({
    REDIS_URL: redis.url,
    REDIS_TIMEOUT_MS: '10000',
    SHUTDOWN_TIMEOUT_MS: String(deadlineMs),
    ...env,
  });
  await waitForProgress(
    server.child,
    async () => (await get(server.port, '/healthz', {})).body.includes('"redis":"up"'),
    'the Redis link',
  );
  const warmUp = await get(server.port, SEARCH, { 'x-api-key': servers.key });
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
  await waitFor(() => server.output.some((line) => line.includes('no new connections')), 3000, 'the close log line');
  expect(server.child.exitCode).toBeNull();
  expect(answered).toBe(false);

  held.release();
  const answer = await within(inFlight, 5000, 'the request in flight');
  const exit = await within(server.exited, deadlineMs + 2000, 'the process to exit');
  return { answer, exit, elapsedMs: Date.now() - signalledAt };
}

describe(
  'graceful shutdown on SIGTERM',
  () => {
    it('finishes a request in flight with 200, refuses new connections meanwhile, and exits 0 before the deadline', async () => {
      const { server, redis } = await serverWithHeldRequests();
      // "Connection: close" lets the server end the socket right after the answer, so this test is
      // about the request itself; the keep-alive case follows.
      const { answer, exit, elapsedMs } = await terminateDuring(server, redis, () =>
        get(server.port, SEARCH, { 'x-api-key': servers.key, connection: 'close' }),
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
        servers.afterServers(() => agent.destroy());
        ended = await terminateDuring(
          server,
          redis,
          () => get(server.port, SEARCH, { 'x-api-key': servers.key }, agent),
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

    it('keeps serving for DRAIN_PAUSE_MS with /readyz at 503, then refuses new connections, finishes the request in flight and exits 0', async () => {
      const pauseMs = 1500;
      const { server, redis } = await serverWithHeldRequests(SHUTDOWN_TIMEOUT_MS, { DRAIN_PAUSE_MS: String(pauseMs) });
      const held = redis.hold();
      const inFlight = get(server.port, SEARCH, { 'x-api-key': servers.key, connection: 'close' });
      await within(held.arrived, 5000, 'the request reaching the rate limiter');
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await waitFor(
        async () => (await get(server.port, '/readyz', { connection: 'close' })).status === 503,
        pauseMs,
        '/readyz to answer 503',
      );
      expect(JSON.parse((await get(server.port, '/readyz', {})).body)).toMatchObject({ status: 'draining' });
      // New connections are still accepted and served: requests to /healthz need no rate limiter.
      expect((await get(server.port, '/healthz', { connection: 'close' })).status).toBe(200);
      expect(Date.now() - signalledAt).toBeLessThan(pauseMs);

      await waitFor(() => refused(server.port), pauseMs + 3000, 'new connections to be refused');
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(pauseMs);
      expect(server.child.exitCode).toBeNull();
      held.release();
      expect((await within(inFlight, 5000, 'the request in flight')).status).toBe(200);
      expect(await within(server.exited, SHUTDOWN_TIMEOUT_MS, 'the process to exit')).toEqual({
        code: 0,
        signal: null,
      });
    });

    it("with WORKERS=2, turns every worker's /readyz to 503 at once while searches are served, then exits 0", async () => {
      // Long enough for eight requests on a busy machine: each must be answered within the pause.
      const pauseMs = 5000;
      const server = await servers.start({ WORKERS: '2', DRAIN_PAUSE_MS: String(pauseMs), LOG_LEVEL: 'info' });
      const draining = () => server.output.filter((line) => line.includes('"msg":"draining:')).length;
      await waitForProgress(
        server.child,
        () => server.output.filter((line) => line.includes('"msg":"worker listening"')).length === 2,
        'both workers listening',
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await waitFor(() => draining() === 2, pauseMs, 'both workers to begin draining');
      // The primary hands each new connection to the next worker in turn: every worker answers 503,
      // and every worker serves searches.
      for (let i = 0; i < 4; i++) expect((await get(server.port, '/readyz', { connection: 'close' })).status).toBe(503);
      for (let i = 0; i < 4; i++) {
        expect((await get(server.port, SEARCH, { 'x-api-key': servers.key, connection: 'close' })).status).toBe(200);
      }
      expect(Date.now() - signalledAt).toBeLessThan(pauseMs);
      expect(await within(server.exited, pauseMs + SHUTDOWN_TIMEOUT_MS, 'the primary to exit')).toEqual({
        code: 0,
        signal: null,
      });
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(pauseMs);
      expect(server.output.filter((line) => line.includes('"msg":"drained; exiting"'))).toHaveLength(2);
    });

    it('exits 0 promptly on SIGTERM when idle', async () => {
      const server = await servers.start();
      expect((await get(server.port, SEARCH, { 'x-api-key': servers.key })).status).toBe(200);
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await within(server.exited, SHUTDOWN_TIMEOUT_MS + 2000, 'the process to exit')).toEqual({
        code: 0,
        signal: null,
      });
      expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(await refused(server.port)).toBe(true);
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
