/**
 * The server process as it is assembled (src/server.ts: the app and its `node:http` imported before
 * the puller) pulling from a store that ends every connection itself (test/fixtures/closing-store.ts):
 * after each whole answer (`Connection: close`), or with an RST halfway through a blob. The FIN
 * lands on a paused body; a fetch running on Node's bundled undici then failed an assertion in its
 * parser, uncatchable, and the replica exited. Here no process exits, cold starts get ready, a reset
 * download leaves the served version as it was, and nothing is left beside SNAPSHOT_PATH (no `.tmp`,
 * no lock) but the snapshot.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import type { Pointer } from '../../src/ops/published/pointer.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { type ClosingStore, startClosingStore } from '../fixtures/closing-store.js';
import {
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
  waitForProgress,
} from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';
import { get } from './production-server.js';

/** Events per snapshot: about 650 KB, enough bytes for the client to pause the body. */
const EVENTS = 2000;
const RESETS = 6;

interface Readyz {
  status: string;
  source: { state: string; failures: number };
  workers?: { pid: number; version?: string }[];
}

describe(
  'a replica as assembled, pulling from a store that ends every connection',
  () => {
    const folder = tempDir('confdir-closing-store-');
    let store: ClosingStore;
    let keysFile = '';
    let key = '';
    const pointers = {} as Record<'v1' | 'v2', Pointer>;
    const running: ServerProcess[] = [];
    let replicas = 0;

    beforeAll(async () => {
      const files = snapshotFiles(folder.dir);
      const v1 = files.build(EVENTS, '2026-11-21T06:00:00Z');
      const v2 = files.build(EVENTS + 1, '2026-11-21T07:00:00Z');
      store = await startClosingStore();
      pointers.v1 = store.add(v1, snapshotVersion(openSnapshot(v1)));
      pointers.v2 = store.add(v2, snapshotVersion(openSnapshot(v2)));
      keysFile = join(folder.dir, 'keys.json');
      key = createKey(keysFile, { label: 'closing', plan: 'pro' }).key;
    }, SERVER_TEST_TIMEOUT_MS);

    afterEach(async () => {
      await Promise.all(running.splice(0).map((server) => server.stop()));
    });
    afterAll(async () => {
      await store?.stop();
      folder.cleanup();
    });

    /** A replica over a folder of its own (a cold start), v1 served whole. */
    async function coldStart(env: Record<string, string> = {}): Promise<{ server: ServerProcess; dir: string }> {
      store.point(pointers.v1);
      store.setMode('close');
      const dir = join(folder.dir, `replica-${++replicas}`);
      const server = await startServerProcess({
        NODE_ENV: 'production',
        SNAPSHOT_SOURCE: store.source,
        // Checks come when SIGHUP asks (and from the backoff after a failure).
        SNAPSHOT_POLL_S: '3600',
        SNAPSHOT_PATH: join(dir, 'events.snapshot'),
        KEYS_FILE: keysFile,
        LOG_LEVEL: 'info',
        // The searches beside a reload are as many as the host answers meanwhile, past the pro
        // plan's 300 a minute on a fast one: no plan limit answers them.
        PLAN_PRO_PER_MINUTE: '1000000',
        PLAN_PRO_PER_DAY: '100000000',
        ...env,
      });
      running.push(server);
      await until(server, async () => (await readyz(server)).status === 'ready', 'the first pull');
      return { server, dir };
    }

    const readyz = async (server: ServerProcess): Promise<Readyz> =>
      JSON.parse((await get(server.port, '/readyz', { connection: 'close' })).body) as Readyz;
    const served = async (server: ServerProcess) =>
      (await get(server.port, '/api/gpt/conferences?limit=1', { 'x-api-key': key, connection: 'close' })).headers[
        'x-snapshot-version'
      ];
    const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;
    /** waitForProgress on the server, its output in the error when it exits or hangs. */
    const until = (server: ServerProcess, check: () => Promise<boolean>, what: string) =>
      waitForProgress(server.child, check, what).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output.join('\n')}`);
      });

    /** SIGHUP until `count` more checks have failed; the process must stay up throughout. */
    async function failedChecks(server: ServerProcess, count: number): Promise<void> {
      const goal = (await readyz(server)).source.failures + count;
      for (let failures = goal - count; failures < goal; ) {
        const seen = failures;
        server.child.kill('SIGHUP');
        await until(
          server,
          async () => (failures = (await readyz(server)).source.failures) > seen,
          `failed check ${seen + 1} of ${goal}`,
        );
      }
    }

    it('gets ready on each of three cold starts, with the snapshot alone beside SNAPSHOT_PATH', async () => {
      for (let start = 0; start < 3; start++) {
        const { server, dir } = await coldStart();
        expect(await served(server)).toBe(pointers.v1.version);
        expect(alive(server)).toBe(true);
        expect(readdirSync(dir)).toEqual(['events.snapshot']);
        await server.stop();
      }
      expect(store.blobRequests(pointers.v1.sha256)).toBe(3);
    });

    it('stays up and serves its version while every download is reset mid-body, then takes the new one', async () => {
      const { server, dir } = await coldStart();
      store.point(pointers.v2);
      store.setMode('reset');
      await failedChecks(server, RESETS);
      expect(await served(server)).toBe(pointers.v1.version);

      store.setMode('close');
      server.child.kill('SIGHUP');
      await until(server, async () => (await served(server)) === pointers.v2.version, 'v2 served');
      expect(alive(server)).toBe(true);
      expect(readdirSync(dir)).toEqual(['events.snapshot']);
    });

    it('with WORKERS=2, no worker dies and every search answers 200 while downloads are reset', async () => {
      const { server, dir } = await coldStart({ WORKERS: '2' });
      const pids = (await readyz(server)).workers?.map((worker) => worker.pid).sort();
      expect(pids).toHaveLength(2);
      const statuses = new Map<number, number>();
      let searching = true;
      const searches = (async () => {
        // Bounded: stops with the test, and at most this many.
        for (let i = 0; searching && i < 5000; i++) {
          const status = await get(server.port, '/api/gpt/conferences?limit=1', {
            'x-api-key': key,
            connection: 'close',
          }).then(
            (answer) => answer.status,
            () => 0, // no answer at all
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      })();
      store.point(pointers.v2);
      store.setMode('reset');
      await failedChecks(server, RESETS);
      store.setMode('close');
      server.child.kill('SIGHUP');
      const versions = async () => (await readyz(server)).workers?.map((worker) => worker.version) ?? [];
      await until(
        server,
        async () => (await versions()).every((version) => version === pointers.v2.version),
        'both workers on v2',
      );
      searching = false;
      await searches;
      expect([...statuses.keys()]).toEqual([200]);
      expect((await readyz(server)).workers?.map((worker) => worker.pid).sort()).toEqual(pids);
      expect(server.output.filter((line) => line.includes('worker died'))).toEqual([]);
      expect(readdirSync(dir)).toEqual(['events.snapshot']);
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
