/**
 * A replica process pulling from a store that misbehaves (test/fixtures/misbehaving-store.ts), over
 * http and over S3 (the SDK, path-style, pointed at the same loopback server): a 300 MiB pointer, a
 * pointer trickled a byte every 200 ms, a blob that stalls after 20 bytes, a blob of another length
 * than the pointer says. For each, ten failed checks in a row (SIGHUP asks for each), then:
 *
 * - the reason code in /readyz, with the status degraded;
 * - the old snapshot still answers searches;
 * - the process's peak RSS (VmHWM in /proc/<pid>/status) grew by less than RSS_BOUND_MIB;
 * - its open file descriptors (/proc/<pid>/fd) are no more than before, and no connection to the
 *   store is left open.
 *
 * The figures are printed ("[pull figures]" lines). Then, with WORKERS=2, one download serves both
 * workers, and a restart over a SNAPSHOT_PATH that holds the pointer's blob downloads nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import type { Pointer } from '../../src/ops/published/pointer.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { type MisbehavingStore, type StoreMode, startMisbehavingStore } from '../fixtures/misbehaving-store.js';
import {
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
  waitFor,
  waitForProgress,
} from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';

/** The most the replica's peak RSS may grow over ten failures (the 300 MiB pointer used to add 1 GB). */
const RSS_BOUND_MIB = 32;
const MIB = 1024 * 1024;

interface Readyz {
  status: string;
  source: { state: string; reason_code: string | null; failures: number; pointer_version: string | null };
}

/** A GET on a connection of its own, closed after the answer (no keep-alive fd lingers in the replica). */
function getOnce(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    }).on('error', reject);
  });
}

/** VmHWM and VmRSS of a process, in bytes. */
function memoryOf(pid: number): { hwm: number; rss: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { hwm: field('VmHWM'), rss: field('VmRSS') };
}

function fdCount(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

const SCENARIOS: { name: string; mode: StoreMode; pointer: 'v1' | 'v2'; reason: string }[] = [
  {
    name: 'a 300 MiB pointer',
    mode: { kind: 'oversized-pointer', spaces: 300 * MIB },
    pointer: 'v2',
    reason: 'pointer_invalid',
  },
  {
    name: 'a pointer trickled a byte every 200 ms',
    mode: { kind: 'trickled-pointer', everyMs: 200 },
    pointer: 'v2',
    reason: 'store_slow',
  },
  {
    name: 'a blob that stalls after 20 bytes',
    mode: { kind: 'stalled-blob', bytes: 20 },
    pointer: 'v2',
    reason: 'store_slow',
  },
  {
    name: 'a blob of another size than the pointer says',
    mode: { kind: 'wrong-size-blob', bytes: 8 * MIB },
    pointer: 'v2',
    reason: 'size_mismatch',
  },
];

const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'loopback', AWS_SECRET_ACCESS_KEY: 'loopback', AWS_REGION: 'us-east-1' };

describe.each(['http', 's3'] as const)(
  'a replica pulling over %s from a misbehaving store',
  (kind) => {
    const folder = tempDir(`confdir-misbehaving-${kind}-`);
    let store: MisbehavingStore;
    let replica: ServerProcess;
    let key = '';
    const pointers: Record<'v1' | 'v2', Pointer> = {} as never;

    const sourceEnv = (): Record<string, string> =>
      kind === 'http'
        ? { SNAPSHOT_SOURCE: store.httpSource }
        : {
            ...S3_CREDENTIALS,
            SNAPSHOT_SOURCE: store.s3Source,
            SNAPSHOT_S3_ENDPOINT: store.endpoint,
            SNAPSHOT_S3_PATH_STYLE: 'true',
          };

    beforeAll(async () => {
      const files = snapshotFiles(folder.dir);
      const v1 = files.build(3, '2026-11-21T06:00:00Z');
      const v2 = files.build(4, '2026-11-21T07:00:00Z');
      store = await startMisbehavingStore();
      pointers.v1 = await store.add(v1, snapshotVersion(openSnapshot(v1)));
      pointers.v2 = await store.add(v2, snapshotVersion(openSnapshot(v2)));
      store.point(pointers.v1);
      const keysFile = join(folder.dir, 'keys.json');
      key = createKey(keysFile, { label: 'misbehaving', plan: 'pro' }).key;
      replica = await startServerProcess({
        NODE_ENV: 'production',
        ...sourceEnv(),
        // Checks come when SIGHUP asks (and from the backoff), with short deadlines.
        SNAPSHOT_POLL_S: '3600',
        SNAPSHOT_REQUEST_TIMEOUT_MS: '400',
        SNAPSHOT_IDLE_TIMEOUT_MS: '400',
        SNAPSHOT_PATH: join(folder.dir, 'replica', 'events.snapshot'),
        KEYS_FILE: keysFile,
      });
      await waitForProgress(replica.child, async () => (await readyz()).source.state === 'ok', 'the first pull');
    }, SERVER_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await replica?.stop();
      await store?.stop();
      folder.cleanup();
    });

    const readyz = async (): Promise<Readyz> =>
      JSON.parse((await getOnce(`http://127.0.0.1:${replica.port}/readyz`)).body);
    const servedVersion = async () =>
      (await getOnce(`http://127.0.0.1:${replica.port}/api/gpt/conferences?limit=1`, { 'x-api-key': key })).headers[
        'x-snapshot-version'
      ];

    /** The replica's fd count once nothing is left open to the store: the least of a few reads. */
    async function quietFds(pid: number): Promise<number> {
      await waitFor(() => store.openConnections() === 0, 5000, 'no connection open to the store');
      let least = Number.POSITIVE_INFINITY;
      for (let read = 0; read < 5; read++) {
        least = Math.min(least, fdCount(pid));
        await new Promise((done) => setTimeout(done, 50));
      }
      return least;
    }

    /** SIGHUP until ten more checks have failed. */
    async function tenFailures(): Promise<void> {
      const goal = (await readyz()).source.failures + 10;
      for (let failures = goal - 10; failures < goal; ) {
        const seen = failures;
        replica.child.kill('SIGHUP');
        await waitFor(
          async () => (failures = (await readyz()).source.failures) > seen,
          10_000,
          `failure ${seen + 1} of ${goal}`,
        );
      }
    }

    it.each(SCENARIOS)(
      'stays on its version through ten failures with $name, within bounded memory and fds',
      async (scenario) => {
        const pid = replica.child.pid!;
        const fdsBefore = await quietFds(pid);
        const memoryBefore = memoryOf(pid);
        store.point(pointers[scenario.pointer]);
        store.setMode(scenario.mode);
        await tenFailures();

        const degraded = await readyz();
        expect(degraded.status).toBe('degraded');
        expect(degraded.source.reason_code).toBe(scenario.reason);
        expect(await servedVersion()).toBe(pointers.v1.version);

        store.setMode({ kind: 'good' });
        store.point(pointers.v1);
        replica.child.kill('SIGHUP');
        await waitFor(async () => (await readyz()).source.state === 'ok', 10_000, 'the recovery');
        // Every failed exchange was closed: the fds come back to their count before (a leak never would).
        await waitFor(async () => (await quietFds(pid)) <= fdsBefore, 5000, `fds back to ${fdsBefore}`);
        const fdsAfter = await quietFds(pid);
        const memoryAfter = memoryOf(pid);
        const grewMiB = (memoryAfter.hwm - memoryBefore.hwm) / MIB;
        console.log(
          `[pull figures] ${kind}, ${scenario.name}: VmHWM ${(memoryBefore.hwm / MIB).toFixed(1)} -> ${(memoryAfter.hwm / MIB).toFixed(1)} MiB ` +
            `(${grewMiB >= 0 ? '+' : ''}${grewMiB.toFixed(1)}), VmRSS ${(memoryAfter.rss / MIB).toFixed(1)} MiB, fds ${fdsBefore} -> ${fdsAfter} after 10 failures`,
        );
        expect(grewMiB).toBeLessThan(RSS_BOUND_MIB);
        expect(fdsAfter).toBeLessThanOrEqual(fdsBefore);
      },
    );

    it('takes the next version once the store behaves', async () => {
      store.point(pointers.v2);
      replica.child.kill('SIGHUP');
      await waitFor(async () => (await servedVersion()) === pointers.v2.version, 10_000, 'v2 served');
      expect((await readyz()).status).toBe('ready');
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);

describe(
  'two workers pulling into one SNAPSHOT_PATH',
  () => {
    const folder = tempDir('confdir-shared-pull-');
    let store: MisbehavingStore;
    let replica: ServerProcess | undefined;
    const pointers: Record<'v1' | 'v2', Pointer> = {} as never;
    const env = () => ({
      NODE_ENV: 'production',
      WORKERS: '2',
      SNAPSHOT_SOURCE: store.httpSource,
      SNAPSHOT_POLL_S: '3600',
      SNAPSHOT_PATH: join(folder.dir, 'replica', 'events.snapshot'),
      KEYS_FILE: join(folder.dir, 'keys.json'),
    });
    const ready = async () =>
      (await getOnce(`http://127.0.0.1:${replica!.port}/readyz`)).status === 200 &&
      (JSON.parse((await getOnce(`http://127.0.0.1:${replica!.port}/readyz`)).body) as { status: string }).status ===
        'ready';

    beforeAll(async () => {
      const files = snapshotFiles(folder.dir);
      const v1 = files.build(3, '2026-11-21T06:00:00Z');
      const v2 = files.build(4, '2026-11-21T07:00:00Z');
      createKey(join(folder.dir, 'keys.json'), { label: 'workers', plan: 'pro' });
      store = await startMisbehavingStore();
      pointers.v1 = await store.add(v1, snapshotVersion(openSnapshot(v1)));
      pointers.v2 = await store.add(v2, snapshotVersion(openSnapshot(v2)));
      store.point(pointers.v1);
    }, SERVER_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await replica?.stop();
      await store?.stop();
      folder.cleanup();
    });

    it('downloads each version once for both workers, and nothing on a restart over a matching file', async () => {
      replica = await startServerProcess(env());
      await waitForProgress(replica.child, ready, 'both workers ready');
      expect(store.blobRequests(pointers.v1.sha256)).toBe(1);

      store.point(pointers.v2);
      replica.child.kill('SIGHUP');
      const versions = async () => {
        const body = JSON.parse((await getOnce(`http://127.0.0.1:${replica!.port}/readyz`)).body) as {
          workers?: { version?: string }[];
        };
        return (body.workers ?? []).map((worker) => worker.version);
      };
      await waitFor(
        async () => (await versions()).filter((version) => version === pointers.v2.version).length === 2,
        15_000,
        'both workers on v2',
      );
      expect(store.blobRequests(pointers.v2.sha256)).toBe(1);
      // Only the served file is left beside SNAPSHOT_PATH.
      expect(readdirSync(join(folder.dir, 'replica'))).toEqual(['events.snapshot']);

      await replica.stop();
      replica = await startServerProcess(env());
      await waitForProgress(replica.child, ready, 'both workers ready again');
      expect(store.blobRequests(pointers.v2.sha256)).toBe(1);
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
