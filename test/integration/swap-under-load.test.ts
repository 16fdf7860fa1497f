/**
 * Shipping snapshots to a running server under load: while autocannon (loopback, bounded in time)
 * sends searches, a new snapshot is renamed into place twice and a corrupt file once. No request
 * may fail, answers switch to the new data within 5 s, and the corrupt file is refused while the
 * previous snapshot keeps serving.
 */
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { readSnapshotHeader } from '../../src/snapshot/index.js';
import { startServerProcess, waitFor, type ServerProcess } from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-swap-');
const live = join(dir, 'live', 'events.snapshot');
let server: ServerProcess;
let key: string;
const builds: { file: string; version: string; events: number }[] = [];

function buildVersion(name: string, events: number, at: string): void {
  const source = join(dir, `${name}.sqlite`);
  writeSourceFile(
    source,
    Array.from({ length: events }, () => sourceRow()),
  );
  const file = join(dir, `${name}.snapshot`);
  buildSnapshot({ input: source, output: file, now: new Date(at) });
  builds.push({ file, version: snapshotVersion({ header: readSnapshotHeader(file) }), events });
}

/** Ships a file the way operators do: copy beside the target, then rename over it. */
function ship(bytesFrom: string | Buffer): void {
  const temp = `${live}.incoming`;
  if (typeof bytesFrom === 'string') copyFileSync(bytesFrom, temp);
  else writeFileSync(temp, bytesFrom);
  renameSync(temp, live);
}

async function servingVersion(): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/gpt/stats`, { headers: { 'x-api-key': key } });
  return response.headers.get('x-snapshot-version');
}

beforeAll(async () => {
  buildVersion('a', 120, '2026-11-01T00:00:00Z');
  buildVersion('b', 150, '2026-11-02T00:00:00Z');
  buildVersion('c', 180, '2026-11-03T00:00:00Z');
  const keysFile = join(dir, 'keys.json');
  key = createKey(keysFile, { label: 'load', plan: 'pro' }).key;
  mkdirSync(join(dir, 'live'));
  copyFileSync(builds[0]!.file, live);
  server = await startServerProcess({
    NODE_ENV: 'production',
    SNAPSHOT_PATH: live,
    KEYS_FILE: keysFile,
    LOG_LEVEL: 'info',
    PLAN_PRO_PER_MINUTE: '1000000',
    PLAN_PRO_PER_DAY: '100000000',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  cleanup();
});

describe('snapshot swap under load', () => {
  it('swaps twice and refuses a corrupt file with zero failed requests', async () => {
    expect(await servingVersion()).toBe(builds[0]!.version);
    const load = autocannon({
      url: `http://127.0.0.1:${server.port}/api/gpt/conferences?limit=5&sort=date`,
      connections: 4,
      duration: 10,
      headers: { 'x-api-key': key },
    });
    const switchTimes: number[] = [];
    const swapTo = async (build: (typeof builds)[number]) => {
      const shippedAt = Date.now();
      ship(build.file);
      await waitFor(async () => (await servingVersion()) === build.version, 5000, `version ${build.version}`);
      switchTimes.push(Date.now() - shippedAt);
    };

    await new Promise((resolve) => setTimeout(resolve, 1000));
    await swapTo(builds[1]!);
    // A corrupt file: refused, and the previous snapshot keeps serving.
    ship(Buffer.from('CONFSNAP but not really a snapshot at all'));
    await waitFor(
      async () => {
        const ready = (await (await fetch(`http://127.0.0.1:${server.port}/readyz`)).json()) as {
          snapshot: { swaps: { failed: number } };
        };
        return ready.snapshot.swaps.failed === 1;
      },
      5000,
      'the corrupt file to be refused',
    );
    expect(await servingVersion()).toBe(builds[1]!.version);
    await swapTo(builds[2]!);

    const result = await load;
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(500);
    expect(switchTimes.every((ms) => ms < 5000)).toBe(true);

    const stats = (await (
      await fetch(`http://127.0.0.1:${server.port}/api/gpt/stats`, { headers: { 'x-api-key': key } })
    ).json()) as {
      statistics: { total_conferences: number };
    };
    expect(stats.statistics.total_conferences).toBe(builds[2]!.events);
    const readyz = await (await fetch(`http://127.0.0.1:${server.port}/readyz`)).text();
    const ready = JSON.parse(readyz) as {
      status: string;
      snapshot: { swaps: { succeeded: number; failed: number }; last_failure: { reason: string } | null };
    };
    expect(ready.snapshot.swaps).toMatchObject({ succeeded: 2, failed: 1 });
    // The refusal is kept as a short reason; the path and the loader's detail stay in the log.
    expect(ready.snapshot.last_failure?.reason).toBe('unsupported version');
    expect(ready.status).toBe('ready');
    expect(readyz).not.toMatch(/events\.snapshot/);
    expect(server.output.some((line) => line.includes('new snapshot refused'))).toBe(true);
    console.log(
      `swap under load: ${result.requests.total} requests sent, ${result.errors + result.non2xx} failed; switched in ${switchTimes.join(' ms, ')} ms`,
    );
  });
});
