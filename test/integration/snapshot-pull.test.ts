/**
 * A replica process with SNAPSHOT_SOURCE pointing at nginx, which serves a folder `snapshot publish`
 * fills: not ready while the store is down at boot (with the reason), ready once it is back; then,
 * serving, it stays on its version, degraded with a reason code and counted in /metrics, while the
 * store is down, while the pointer names a missing blob, and while the blob's checksum does not
 * match; each time it recovers by itself.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { DirectoryStore } from '../../src/ops/publish/directory-store.js';
import { blobPath, parsePointer, pointerText } from '../../src/ops/published/pointer.js';
import { publishSnapshot } from '../../src/ops/publish/publish.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import {
  findBinary,
  freePort,
  type ServerProcess,
  type StaticNginx,
  startServerProcess,
  startStaticNginx,
  waitFor,
} from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';

const nginxBinary = findBinary('nginx');
const SEARCH = '/api/gpt/conferences?limit=1';

interface Readyz {
  status: string;
  snapshot: { version: string } | null;
  source: { state: string; pointer_version: string | null; reason_code: string | null; reason: string | null };
}

describe.skipIf(!nginxBinary)('a replica pulling from SNAPSHOT_SOURCE', () => {
  const folder = tempDir('confdir-pull-');
  const storeDir = join(folder.dir, 'store');
  const store = new DirectoryStore(storeDir);
  let storePort = 0;
  let nginx: StaticNginx | undefined;
  let replica: ServerProcess;
  let key = '';
  let v1 = '';
  let v2 = '';

  beforeAll(async () => {
    const files = snapshotFiles(folder.dir);
    v1 = files.build(3, '2026-11-21T06:00:00Z');
    v2 = files.build(4, '2026-11-21T07:00:00Z');
    const keysFile = join(folder.dir, 'keys.json');
    key = createKey(keysFile, { label: 'pull', plan: 'pro' }).key;
    mkdirSync(join(folder.dir, 'replica'));
    storePort = await freePort();
    // The store is down: nothing listens on its port yet.
    replica = await startServerProcess({
      NODE_ENV: 'production',
      SNAPSHOT_SOURCE: `http://127.0.0.1:${storePort}/`,
      SNAPSHOT_POLL_S: '1',
      SNAPSHOT_PATH: join(folder.dir, 'replica', 'events.snapshot'),
      KEYS_FILE: keysFile,
      LOG_LEVEL: 'info',
    });
  });

  afterAll(async () => {
    await replica?.stop();
    await nginx?.stop();
    folder.cleanup();
  });

  const readyz = async (): Promise<{ code: number; body: Readyz }> => {
    const answer = await fetch(`http://127.0.0.1:${replica.port}/readyz`);
    return { code: answer.status, body: (await answer.json()) as Readyz };
  };
  const search = () => fetch(`http://127.0.0.1:${replica.port}${SEARCH}`, { headers: { 'x-api-key': key } });
  const metric = async (line: string): Promise<number> => {
    const text = await (await fetch(`http://127.0.0.1:${replica.metricsPort}/metrics`)).text();
    const found = text.split('\n').find((row) => row.startsWith(`${line} `));
    return found === undefined ? Number.NaN : Number(found.slice(line.length + 1));
  };
  const versionOf = (file: string) => snapshotVersion(openSnapshot(file));
  const untilSource = (reasonCode: string | null, state: string) =>
    waitFor(
      async () => {
        const { body } = await readyz();
        return body.source.reason_code === reasonCode && body.source.state === state;
      },
      10_000,
      `source ${state} ${reasonCode}`,
    );

  it('is alive but not ready while the store is down at boot, says why, and turns ready once it is back', async () => {
    expect((await fetch(`http://127.0.0.1:${replica.port}/healthz`)).status).toBe(200);
    await untilSource('store_unreachable', 'starting');
    const { code, body } = await readyz();
    expect(code).toBe(503);
    expect(body).toMatchObject({
      status: 'not ready',
      snapshot: null,
      source: { state: 'starting', reason: 'snapshot store unreachable', pointer_version: null },
    });
    const early = await search();
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('5');
    expect(await early.json()).toMatchObject({ success: false, error: 'Service unavailable' });

    await publishSnapshot(v1, store, openSnapshot);
    nginx = await startStaticNginx(nginxBinary!, folder.dir, storeDir, storePort);
    await waitFor(async () => (await readyz()).code === 200, 15_000, 'ready after the store is back');
    const ready = (await readyz()).body;
    expect(ready).toMatchObject({ status: 'ready', snapshot: { version: versionOf(v1) } });
    expect(ready.source).toMatchObject({ state: 'ok', pointer_version: versionOf(v1), reason_code: null });
    const answer = await search();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-snapshot-version')).toBe(versionOf(v1));
  });

  it('keeps serving, degraded, while the store is down, counts the failures, and recovers', async () => {
    await nginx!.stop();
    try {
      await untilSource('store_unreachable', 'degraded');
      const { code, body } = await readyz();
      expect(code).toBe(200);
      expect(body.status).toBe('degraded');
      expect((await search()).headers.get('x-snapshot-version')).toBe(versionOf(v1));
      expect(await metric('snapshot_pull_failures_total{reason="store_unreachable"}')).toBeGreaterThanOrEqual(1);
      expect(await metric('snapshot_pull_degraded')).toBe(1);
    } finally {
      await nginx!.start();
    }
    await untilSource(null, 'ok');
    expect((await readyz()).body.status).toBe('ready');
    expect(await metric('snapshot_pull_degraded')).toBe(0);
  });

  it('stays on its version, degraded, while the pointer names a missing blob', async () => {
    const pointer = parsePointer(readFileSync(join(storeDir, 'CURRENT.json'), 'utf8'));
    const missing = 'b'.repeat(64);
    writeFileSync(
      join(storeDir, 'CURRENT.json'),
      pointerText({ ...pointer, sha256: missing, path: blobPath(missing) }),
    );
    // A hand-written pointer of the same size within the second would keep nginx's ETag (publish sees to that).
    utimesSync(join(storeDir, 'CURRENT.json'), Date.now() / 1000 + 5, Date.now() / 1000 + 5);
    await untilSource('blob_missing', 'degraded');
    expect((await readyz()).body.source.reason).toBe('the snapshot the pointer names is missing');
    expect((await search()).headers.get('x-snapshot-version')).toBe(versionOf(v1));
    writeFileSync(join(storeDir, 'CURRENT.json'), pointerText(pointer));
    utimesSync(join(storeDir, 'CURRENT.json'), Date.now() / 1000 + 10, Date.now() / 1000 + 10);
    await untilSource(null, 'ok');
  });

  it('refuses a blob whose checksum does not match, stays on its version, and takes the good blob once it is there', async () => {
    // A blob of the right size with one byte changed, already stored under v2's name when v2 is published.
    const blob = join(storeDir, blobPath(sha256Of(v2)));
    mkdirSync(join(storeDir, 'snapshots'), { recursive: true });
    const bytes = readFileSync(v2);
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 3]! ^= 0x5a;
    writeFileSync(blob, damaged);
    await publishSnapshot(v2, store, openSnapshot);
    await untilSource('checksum_mismatch', 'degraded');
    expect((await readyz()).body.source.pointer_version).toBe(versionOf(v2));
    expect((await search()).headers.get('x-snapshot-version')).toBe(versionOf(v1));
    expect(await metric('snapshot_pull_failures_total{reason="checksum_mismatch"}')).toBeGreaterThanOrEqual(1);
    writeFileSync(blob, bytes);
    await untilSource(null, 'ok');
    expect((await search()).headers.get('x-snapshot-version')).toBe(versionOf(v2));
  });
});

function sha256Of(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
