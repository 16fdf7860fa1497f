/**
 * A fleet on loopback: nginx serves the folder `snapshot publish` writes; three replica processes
 * pull from it (SNAPSHOT_SOURCE, a 2 s poll) behind a second nginx that balances them, with Redis
 * holding the limits. Under steady load through the balancer the test publishes v2, publishes a
 * corrupt file, rolls back, and publishes v3 with activate_at, all with the CLI. It checks that
 * every replica converges within two poll intervals of the pointer's change, that no request fails,
 * that the corrupt file never reaches a replica, and that after the activate_at instant no client
 * sees the old version (nor before it the new one).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import {
  findBinary,
  type NginxServer,
  type RedisServer,
  type ServerProcess,
  type StaticNginx,
  startNginx,
  startRedis,
  startServerProcess,
  SERVER_TEST_TIMEOUT_MS,
  startStaticNginx,
  waitFor,
  waitForProgress,
} from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';
import { type Answer, runCli, runTool, steadyLoad, untilPointerChanges } from './fleet-harness.js';

const nginxBinary = findBinary('nginx');
const redisBinary = findBinary('redis-server');
const POLL_S = 2;
const REPLICAS = 3;

describe.skipIf(!nginxBinary || !redisBinary)(
  'a fleet of three replicas pulling from nginx',
  () => {
    const folder = tempDir('confdir-fleet-');
    const storeDir = join(folder.dir, 'store');
    let store: StaticNginx;
    let balancer: NginxServer;
    let redis: RedisServer;
    let replicas: ServerProcess[] = [];
    let files: Record<'v1' | 'v2' | 'v3' | 'corrupt', string>;
    let versions: Record<'v1' | 'v2' | 'v3', string>;
    let load: ReturnType<typeof steadyLoad>;

    beforeAll(async () => {
      const built = snapshotFiles(folder.dir);
      const v1 = built.build(20, '2026-11-21T06:00:00Z');
      const v2 = built.build(21, '2026-11-21T07:00:00Z');
      const v3 = built.build(22, '2026-11-21T08:00:00Z');
      const corrupt = join(folder.dir, 'corrupt.snapshot');
      const bytes = Buffer.from(readFileSync(v3));
      bytes[bytes.length - 7]! ^= 0x33;
      writeFileSync(corrupt, bytes);
      files = { v1, v2, v3, corrupt };
      versions = { v1: versionOf(v1), v2: versionOf(v2), v3: versionOf(v3) };
      expect((await runCli(['publish', v1, '--to', storeDir])).code).toBe(0);

      const keysFile = join(folder.dir, 'keys.json');
      const key = createKey(keysFile, { label: 'fleet', plan: 'pro' }).key;
      store = await startStaticNginx(nginxBinary!, folder.dir, storeDir);
      redis = await startRedis(redisBinary!);
      replicas = await Promise.all(
        Array.from({ length: REPLICAS }, (_, i) =>
          startServerProcess({
            NODE_ENV: 'production',
            SNAPSHOT_SOURCE: `http://127.0.0.1:${store.port}/`,
            SNAPSHOT_POLL_S: String(POLL_S),
            SNAPSHOT_PATH: join(folder.dir, `replica-${i}`, 'events.snapshot'),
            KEYS_FILE: keysFile,
            REDIS_URL: redis.url,
            TRUST_PROXY: '127.0.0.1',
            PLAN_PRO_PER_MINUTE: '1000000',
            PLAN_PRO_PER_DAY: '100000000',
          }),
        ),
      );
      balancer = await startNginx(
        nginxBinary!,
        folder.dir,
        replicas.map((replica) => replica.port),
      );
      // A replica that stops says why in its output, which the error then carries.
      await waitForProgress(
        replicas.map((replica) => replica.child),
        allServe(versions.v1),
        'every replica to serve the first version',
      ).catch((error: Error) => {
        const said = replicas.map(
          (replica, i) => `replica ${i} (pid ${replica.child.pid}):\n${replica.output.join('\n')}`,
        );
        throw new Error(`${error.message}\n${said.join('\n')}`);
      });
      // Bounded: stopped by the last test, or at the bound of the file's tests.
      load = steadyLoad(balancer.port, key, { clients: 4, pauseMs: 20, maxMs: SERVER_TEST_TIMEOUT_MS });
    }, SERVER_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await load?.stop();
      await balancer?.stop();
      await Promise.all(replicas.map((replica) => replica.stop()));
      await redis?.stop();
      await store?.stop();
      folder.cleanup();
    });

    const versionOf = (file: string) => snapshotVersion(openSnapshot(file));
    const served = async (replica: ServerProcess) =>
      ((await (await fetch(`http://127.0.0.1:${replica.port}/readyz`)).json()) as {
        snapshot: { version: string } | null;
        source: { state: string; pending: { version: string } | null; last_check_at: string | null };
      }) ?? null;
    const allServe = (version: string) => async () =>
      (await Promise.all(replicas.map(served))).every((r) => r.snapshot?.version === version);
    const pointerText = () => readFileSync(join(storeDir, 'CURRENT.json'), 'utf8');
    /** The slowest publication so far, CLI and swaps, in ms: this machine's pace, as busy as it is. */
    let slowestMs = 0;

    /**
     * Runs the CLI and returns, for each replica, the checks it began after the pointer changed and
     * before it served `version` (seen on its /readyz: `last_check_at` is when the running or last
     * check began). Counted in checks, not milliseconds: a busy machine stretches each check, not
     * their number. A check unseen between two looks goes uncounted, which only errs toward fewer.
     */
    async function checksToConverge(args: string[], version: string): Promise<number[]> {
      const started = Date.now();
      const run = runCli(args);
      const changed = untilPointerChanges(join(storeDir, 'CURRENT.json'), pointerText(), run);
      const began = replicas.map(() => new Set<string>());
      const done = replicas.map(() => false);
      const looking = waitForProgress(
        replicas.map((replica) => replica.child),
        async () => {
          const states = await Promise.all(replicas.map(served));
          for (const [i, state] of states.entries()) {
            if (done[i]) continue;
            if (state.snapshot?.version === version) done[i] = true;
            else if (state.source.last_check_at !== null) began[i]!.add(state.source.last_check_at);
          }
          return done.every(Boolean);
        },
        `every replica to serve ${version}`,
      );
      const { code, stderr } = await run;
      expect(code, stderr).toBe(0);
      const at = await changed;
      await looking;
      slowestMs = Math.max(slowestMs, Date.now() - started);
      return began.map((starts) => [...starts].filter((start) => Date.parse(start) > at).length);
    }

    // The check that reads the new pointer swaps; one more is allowed for a check that read the
    // pointer just before it changed.
    it('converges on a published version within two poll intervals', async () => {
      const checks = await checksToConverge(['publish', files.v2, '--to', storeDir], versions.v2);
      for (const count of checks) expect(count).toBeLessThanOrEqual(2);
    });

    it('refuses a corrupt file before it reaches the store, so no replica ever sees it', async () => {
      const pointerBefore = pointerText();
      const blobsBefore = readdirSync(join(storeDir, 'snapshots')).sort();
      const run = await runCli(['publish', files.corrupt, '--to', storeDir]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Cannot publish .*corrupt\.snapshot: .*; .* is unchanged\n$/);
      expect(pointerText()).toBe(pointerBefore);
      expect(readdirSync(join(storeDir, 'snapshots')).sort()).toEqual(blobsBefore);
      // Two poll intervals later every replica still serves v2, untroubled.
      await new Promise((resolve) => setTimeout(resolve, 2 * POLL_S * 1000 + 500));
      for (const replica of await Promise.all(replicas.map(served))) {
        expect(replica.snapshot?.version).toBe(versions.v2);
        expect(replica.source.state).toBe('ok');
      }
    });

    it('converges on a rollback within two poll intervals', async () => {
      const checks = await checksToConverge(['rollback', '--to', storeDir], versions.v1);
      for (const count of checks) expect(count).toBeLessThanOrEqual(2);
    });

    it('swaps every replica at activate_at: no client sees the old version after that instant', async () => {
      // Far enough ahead for every replica to load v3 first, on this machine as busy as it is.
      const at = Date.now() + Math.max(10_000, 2 * slowestMs);
      const run = await runCli(['publish', files.v3, '--to', storeDir, '--activate-at', new Date(at).toISOString()]);
      expect(run.code, run.stderr).toBe(0);
      await waitFor(
        async () => (await Promise.all(replicas.map(served))).every((r) => r.source.pending?.version === versions.v3),
        Math.max(0, at - Date.now() - 500),
        'every replica to load v3 ahead',
      );
      expect((await Promise.all(replicas.map(served))).every((r) => r.snapshot?.version === versions.v1)).toBe(true);
      await waitFor(allServe(versions.v3), at - Date.now() + 5000, `every replica to serve ${versions.v3}`);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const answers = load.answers();
      // Time on one machine: the replicas' clocks are this one. A replica wakes for its timer within a
      // few milliseconds of the instant; 250 ms covers a busy machine's scheduling delay.
      const before = answers.filter((answer) => answer.done < at);
      const after = answers.filter((answer) => answer.sent >= at + 250);
      expect(before.length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      expect(new Set(before.filter((answer) => answer.sent > at - 5000).map((answer) => answer.version))).toEqual(
        new Set([versions.v1]),
      );
      expect(new Set(after.map((answer) => answer.version))).toEqual(new Set([versions.v3]));
    });

    it("shows the fleet with `npm run fleet -- status`: each replica ready on the pointer's version", async () => {
      const urls = replicas.map((replica) => `http://127.0.0.1:${replica.port}`);
      const run = await runTool('tools/fleet.ts', ['status', ...urls]);
      expect(run.code, run.stdout).toBe(0);
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^REPLICA +SERVED +POINTER +STATE +REASON +EVENTS$/);
      for (const [i, url] of urls.entries()) {
        expect(lines[i + 1]!.split(/ +/)).toEqual([url, versions.v3, versions.v3, 'ready', '-', '22']);
      }
      expect(lines.at(-1)).toBe(`${REPLICAS} replicas ready, all serving ${versions.v3}`);
    });

    it('failed no request under the load, and every answer carried a published version', async () => {
      const answers: Answer[] = await load.stop();
      expect(answers.length).toBeGreaterThan(200);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      const published = new Set([versions.v1, versions.v2, versions.v3]);
      expect(answers.filter((answer) => !published.has(answer.version ?? ''))).toEqual([]);
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
