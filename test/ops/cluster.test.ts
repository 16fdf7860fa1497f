/**
 * WORKERS=2: the server process as operators run it becomes the primary of two workers on one
 * loopback port. Each worker builds the snapshot's warm structures before it listens. A worker
 * that dies is forked again while requests keep being answered, a snapshot renamed into place is
 * served by every worker, and SIGTERM to the primary stops every worker.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { restartDelay } from '../../src/ops/cluster.js';
import { WARM_BUILDS } from '../../src/search/snapshot-index.js';
import { SERVER_TEST_TIMEOUT_MS, waitFor, waitForProgress, type ServerProcess } from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { get, productionServers, SEARCH, SHUTDOWN_TIMEOUT_MS, within } from '../integration/production-server.js';

const servers = productionServers('confdir-cluster-');

/** The primary's log lines with the given message. */
function primaryLines(server: ServerProcess, msg: string): { pid: number; worker: number }[] {
  return server.output.flatMap((line) => {
    try {
      const record = JSON.parse(line) as { role?: string; msg?: string; pid: number; worker: number };
      return record.role === 'primary' && record.msg === msg ? [record] : [];
    } catch {
      return [];
    }
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function twoWorkers(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await servers.start({ WORKERS: '2', ...env });
  await waitForProgress(
    server.child,
    () => primaryLines(server, 'worker listening').length === 2,
    'both workers listening',
  );
  return server;
}

/** A snapshot of `events` events at `path`, built beside it and renamed into place. */
function snapshotOf(dir: string, path: string, events: number): void {
  const source = join(dir, `source-${events}.sqlite`);
  writeSourceFile(
    source,
    Array.from({ length: events }, () => sourceRow()),
  );
  buildSnapshot({ input: source, output: `${path}.new` });
  renameSync(`${path}.new`, path);
}

/** The totals of `times` searches, each on a new connection, so that the primary hands them to both workers. */
async function searchTotals(server: ServerProcess, times: number): Promise<number[]> {
  const totals: number[] = [];
  for (let i = 0; i < times; i++) {
    const answer = await get(server.port, SEARCH, { 'x-api-key': servers.key, connection: 'close' });
    expect(answer.status).toBe(200);
    totals.push((JSON.parse(answer.body) as { total: number }).total);
  }
  return totals;
}

async function searchSucceeds(server: ServerProcess, times: number): Promise<void> {
  expect(await searchTotals(server, times)).toEqual(Array(times).fill(10));
}

describe(
  'WORKERS=2',
  () => {
    it('forks two workers that answer on the one port, and forks a killed worker again while requests keep succeeding', async () => {
      const server = await twoWorkers();
      const workers = primaryLines(server, 'worker started').map((line) => line.pid);
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(server.child.pid);
      await searchSucceeds(server, 6);

      process.kill(workers[0]!, 'SIGKILL');
      await waitFor(() => primaryLines(server, 'worker died; restarting it').length === 1, 10_000, 'the death noticed');
      // Meanwhile the other worker answers.
      await searchSucceeds(server, 4);
      await waitForProgress(
        server.child,
        () => primaryLines(server, 'worker listening').length === 3,
        'the new worker listening',
      );
      const started = primaryLines(server, 'worker started');
      expect(started).toHaveLength(3);
      expect(started[2]).toMatchObject({ worker: 1 });
      expect(alive(started[2]!.pid)).toBe(true);
      expect(alive(workers[0]!)).toBe(false);
      await searchSucceeds(server, 6);
    });

    it('has each worker build every warm structure before it listens', async () => {
      const server = await twoWorkers();
      const listening = primaryLines(server, 'worker listening');
      expect(listening).toHaveLength(2);
      // Workers and the primary write to the same output from different processes, so the lines
      // may arrive in either order: wait for each worker's line, and compare the times they carry.
      for (const { pid } of listening) {
        const lineOf = (msg: string) =>
          server.output.find((line) => line.includes(`"msg":"${msg}"`) && line.includes(`"pid":${pid},`));
        await waitFor(() => lineOf('store loaded') !== undefined, 10_000, `worker ${pid}'s "store loaded"`);
        const loaded = JSON.parse(lineOf('store loaded')!) as { time: number; warmMs: Record<string, number> };
        const listened = JSON.parse(lineOf('worker listening')!) as { time: number };
        expect(loaded.time, `worker ${pid}`).toBeLessThanOrEqual(listened.time);
        expect(Object.keys(loaded.warmMs)).toEqual([...WARM_BUILDS]);
      }
    });

    it('serves a snapshot renamed into place from every worker, each having swapped it in', async () => {
      const folder = tempDir('confdir-cluster-swap-');
      servers.afterServers(() => folder.cleanup());
      const snapshot = join(folder.dir, 'events.snapshot');
      snapshotOf(folder.dir, snapshot, 10);
      const server = await twoWorkers({ SNAPSHOT_PATH: snapshot, LOG_LEVEL: 'info' });
      await searchSucceeds(server, 4);
      snapshotOf(folder.dir, snapshot, 12);
      await waitFor(
        () => server.output.filter((line) => line.includes('"msg":"snapshot swapped"')).length === 2,
        20_000,
        'both workers to swap',
      );
      expect(await searchTotals(server, 8)).toEqual(Array(8).fill(12));
    });

    it('stops every worker on SIGTERM to the primary, which exits 0', async () => {
      const server = await twoWorkers();
      await searchSucceeds(server, 2);
      const workers = primaryLines(server, 'worker started').map((line) => line.pid);
      server.child.kill('SIGTERM');
      expect(await within(server.exited, SHUTDOWN_TIMEOUT_MS + 5000, 'the primary to exit')).toEqual({
        code: 0,
        signal: null,
      });
      expect(primaryLines(server, 'worker stopped')).toHaveLength(2);
      await waitFor(() => workers.every((pid) => !alive(pid)), 5000, 'the workers to be gone');
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);

describe('restartDelay', () => {
  it('doubles with each death in a row, from 100 ms up to 10 s', () => {
    expect([1, 2, 3, 4, 5, 8, 20, 1000].map((deaths) => restartDelay(deaths))).toEqual([
      100, 200, 400, 800, 1600, 10_000, 10_000, 10_000,
    ]);
  });
});
