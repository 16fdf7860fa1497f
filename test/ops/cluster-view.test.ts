/**
 * One view of a WORKERS=2 process: /metrics on METRICS_PORT (the primary's) sums the workers'
 * counters through prom-client's cluster aggregator, gauges are not summed, and /readyz, whichever
 * worker answers it, is ready only while every worker is (a hung worker makes it 503; a killed one
 * is replaced and it is ready again). Plus how the answers combine, a missing worker included.
 */
import { describe, expect, it } from 'vitest';
import { combineReadiness, type ReadyAnswer } from '../../src/ops/cluster-view.js';
import { SERVER_TEST_TIMEOUT_MS, type ServerProcess, waitFor, waitForProgress } from '../fixtures/servers.js';
import { get, productionServers, SEARCH, within } from '../integration/production-server.js';

const servers = productionServers('confdir-cluster-view-');

const ready = (status: string, code = 200): ReadyAnswer => ({
  code,
  body: { status, snapshot: { version: 'v1' }, keys: { file_refused: null } },
});

describe("combining the workers' readiness", () => {
  it('is ready only when every expected worker answered ready, with the worst status', () => {
    const one = { pid: 1, answer: ready('ready') };
    expect(combineReadiness([one, { pid: 2, answer: ready('ready') }], 2)).toMatchObject({
      code: 200,
      body: { status: 'ready', workers: [{ pid: 1, status: 'ready', version: 'v1' }, { pid: 2 }] },
    });
    expect(combineReadiness([one, { pid: 2, answer: ready('degraded') }], 2)).toMatchObject({
      code: 200,
      body: { status: 'degraded' },
    });
    expect(combineReadiness([one, { pid: 2, answer: ready('not ready', 503) }], 2)).toMatchObject({
      code: 503,
      body: { status: 'not ready' },
    });
    expect(combineReadiness([one, undefined], 2)).toMatchObject({
      code: 503,
      body: { status: 'not ready', workers: [{ pid: 1 }, { status: 'no answer' }] },
    });
    // A worker being forked again is missing from the answers.
    expect(combineReadiness([one], 2)).toMatchObject({ code: 503, body: { status: 'not ready' } });
  });
});

/** The value of one exposition line, or NaN. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? Number.NaN : Number(found.slice(line.length + 1));
}

/**
 * The process's /readyz, bounded: a connection the primary hands to a worker as it is killed may
 * never be answered (waitFor then asks again).
 */
async function readyz(
  server: ServerProcess,
): Promise<{ code: number; body: { status: string; workers: { pid: number }[] } }> {
  const answer = await within(get(server.port, '/readyz', { connection: 'close' }), 5000, '/readyz');
  return { code: answer.status, body: JSON.parse(answer.body) };
}

describe(
  'WORKERS=2: one view of the process',
  () => {
    it("sums the workers' request counters on METRICS_PORT, and reports gauges unsummed", async () => {
      const server = await servers.start({ WORKERS: '2' });
      await waitForProgress(server.child, async () => (await readyz(server)).code === 200, 'both workers ready');
      const metrics = async () => (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
      const route = 'http_requests_total{route="/api/gpt/conferences",method="GET",status="200"}';
      const before = sample(await metrics(), route);
      const count = 12;
      for (let i = 0; i < count; i++) {
        // A new connection each time, so that the primary hands them to both workers.
        expect((await get(server.port, SEARCH, { 'x-api-key': servers.key, connection: 'close' })).status).toBe(200);
      }
      const text = await metrics();
      expect((Number.isNaN(before) ? 0 : before) + count).toBe(sample(text, route));
      const pids = new Set(
        server.output.flatMap((line) => (line.includes('"request completed"') ? [JSON.parse(line).pid as number] : [])),
      );
      expect(pids.size).toBe(2);
      expect(sample(text, 'snapshot_events')).toBe(10);
      expect(sample(text, 'snapshot_file_refused')).toBe(0);
      expect(text.match(/^# HELP http_requests_total /gm)).toHaveLength(1);
    });

    it('answers /readyz for every worker: not ready while one does not answer, ready again once it does', async () => {
      const server = await servers.start({ WORKERS: '2' });
      await waitForProgress(server.child, async () => (await readyz(server)).code === 200, 'both workers ready');
      const { body } = await readyz(server);
      expect(body.status).toBe('ready');
      expect(body.workers).toHaveLength(2);
      const [hung, other] = body.workers;
      // A stopped worker answers nothing (connections handed to it wait too: readyz() is bounded).
      process.kill(hung!.pid, 'SIGSTOP');
      try {
        await waitFor(async () => (await readyz(server)).code === 503, 20_000, 'not ready while a worker is hung');
      } finally {
        process.kill(hung!.pid, 'SIGCONT');
      }
      await waitFor(async () => (await readyz(server)).code === 200, 20_000, 'ready once it answers again');
      expect((await readyz(server)).body.workers.map((worker) => worker.pid).sort()).toEqual(
        [hung!.pid, other!.pid].sort(),
      );
    });

    it('is ready again with a new worker after one was killed and forked again', async () => {
      const server = await servers.start({ WORKERS: '2' });
      await waitForProgress(server.child, async () => (await readyz(server)).code === 200, 'both workers ready');
      const [victim] = (await readyz(server)).body.workers;
      process.kill(victim!.pid, 'SIGKILL');
      await waitFor(
        async () => {
          const { code, body } = await readyz(server);
          return code === 200 && body.workers.length === 2 && !body.workers.some((w) => w.pid === victim!.pid);
        },
        30_000,
        'ready with the new worker',
      );
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
