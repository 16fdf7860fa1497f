/**
 * `npm run refresh` end to end (docs/operating.md, "Refreshing the data"): two trackers as local git
 * remotes (file://, made from the importer fixtures), a directory store served by nginx, and two
 * replicas pulling from it (the app as the server builds it, with SNAPSHOT_SOURCE), serving a
 * snapshot published by hand. A refresh clones, imports, builds and publishes a new snapshot both
 * replicas swap to; then a commit that deletes half of one tracker's records, and the command run
 * again fetches it, publishes nothing, exits 1 and says why in one line.
 */
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import { DirectoryStore } from '../../src/ops/publish/directory-store.js';
import { publishSnapshot } from '../../src/ops/publish/publish.js';
import { loadRefreshConfig } from '../../src/ops/refresh/refresh-config.js';
import { type RefreshReport, runRefresh } from '../../src/ops/refresh/refresh.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { snapshotSupply, type SnapshotSupply } from '../../src/ops/snapshot-supply.js';
import { openSnapshot } from '../../src/search/index.js';
import { testConfig } from '../http/harness.js';
import { FIXTURES } from '../import/context.js';
import { findBinary, startStaticNginx, type StaticNginx, waitFor } from '../fixtures/servers.js';
import { git } from '../fixtures/git.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';
import { runTool } from './fleet-harness.js';

const nginxBinary = findBinary('nginx');
const gitBinary = findBinary('git');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A repository holding a copy of a fixture tracker, one commit. */
function remoteFrom(fixture: string, dir: string): string {
  cpSync(fixture, dir, { recursive: true });
  git(dir, ['init', '-q', '-b', 'main']);
  commitAll(dir, 'first');
  return `file://${dir}`;
}

function commitAll(dir: string, message: string): void {
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', message]);
}

interface Replica {
  supply: SnapshotSupply;
  app: FastifyInstance;
}

describe.skipIf(!nginxBinary || !gitBinary)('npm run refresh against local git remotes', () => {
  const folder = tempDir('confdir-refresh-');
  const storeDir = join(folder.dir, 'store');
  const confs = join(folder.dir, 'remotes', 'confs-tech');
  const configFile = join(folder.dir, 'refresh.yaml');
  const replicas: Replica[] = [];
  let nginx: StaticNginx;
  let key = '';
  let ring: KeyRing;

  beforeAll(async () => {
    const ai = remoteFrom(FIXTURES.ai, join(folder.dir, 'remotes', 'ai-deadlines'));
    remoteFrom(FIXTURES.confsTech, confs);
    mkdirSync(storeDir);
    writeFileSync(
      configFile,
      [
        'work_dir: work',
        'store: store',
        'sources:',
        `  - { kind: ai-deadlines, remote: "${ai}", branch: main }`,
        `  - { kind: confs-tech, remote: "file://${confs}" }`,
        '',
      ].join('\n'),
    );
    const keysFile = join(folder.dir, 'keys.json');
    key = createKey(keysFile, { label: 'refresh', plan: 'pro' }).key;
    ring = KeyRing.fromFile(keysFile);
    nginx = await startStaticNginx(nginxBinary!, folder.dir, storeDir);
  });

  afterAll(async () => {
    for (const { supply, app } of replicas) {
      supply.close();
      await app.close();
    }
    await nginx?.stop();
    folder.cleanup();
  });

  async function startReplica(n: number): Promise<Replica> {
    const config = testConfig({
      SNAPSHOT_SOURCE: `http://127.0.0.1:${nginx.port}/`,
      SNAPSHOT_POLL_S: '1',
      SNAPSHOT_PATH: join(folder.dir, `replica-${n}`, 'events.snapshot'),
    });
    const supply = await snapshotSupply(config, quiet, () => {});
    const app = buildApp({ snapshot: supply.source, keys: { ring: () => ring }, config });
    await supply.serve(quiet, () => {});
    const replica = { supply, app };
    replicas.push(replica);
    return replica;
  }

  const servedVersion = async ({ app }: Replica): Promise<string | undefined> => {
    const answer = await app.inject({ url: '/api/gpt/conferences?limit=1', headers: { 'x-api-key': key } });
    expect(answer.statusCode).toBe(200);
    return answer.headers['x-snapshot-version'] as string | undefined;
  };
  const pointer = () => readFileSync(join(storeDir, 'CURRENT.json'), 'utf8');

  it('clones, imports, builds and publishes a snapshot both replicas swap to', async () => {
    // What the store served before: a snapshot an operator published by hand.
    const byHand = snapshotFiles(folder.dir).build(3);
    await publishSnapshot(byHand, new DirectoryStore(storeDir), openSnapshot);
    await Promise.all([startReplica(1), startReplica(2)]);
    const before = snapshotVersion(openSnapshot(byHand));
    for (const replica of replicas) expect(await servedVersion(replica)).toBe(before);

    const report = await runRefresh(loadRefreshConfig(configFile), { build: { knownPlaces: false } });
    expect(report, report.reason).toMatchObject({
      outcome: 'published',
      served_version: before,
      // The served snapshot's events, read from the store: the work folder did not publish it.
      events: { served: 3 },
    });
    expect(report.sources.map((source) => [source.name, source.action, source.events])).toEqual([
      ['ai-deadlines', 'cloned', 4],
      ['confs-tech', 'cloned', 9],
    ]);
    expect(report.events.new).toBeGreaterThan(3);
    for (const replica of replicas) {
      await waitFor(async () => (await servedVersion(replica)) === report.published_version, 15_000, 'the swap');
    }
  });

  it('publishes nothing when a tracker lost half its records, and says why in one line', async () => {
    const before = pointer();
    const served = await servedVersion(replicas[0]!);
    for (const name of ['python.json', 'android.json']) rmSync(join(confs, 'conferences', '2024', name));
    commitAll(confs, 'half gone');

    const run = await runTool('tools/refresh.ts', ['--config', configFile]);
    expect(run.code, run.stderr).toBe(1);
    const [line, json] = run.stdout.split('\n');
    expect(line).toMatch(
      /^refresh refused: source confs-tech lost 55\.6% of its events \(9 -> 4\), more than 25%; .* keeps /,
    );
    expect(line).toContain(served);
    const report = JSON.parse(json!) as RefreshReport;
    expect(report).toMatchObject({ outcome: 'refused', published_version: null, served_version: served });
    expect(report.problems).toHaveLength(1);
    // Cloned once: this run fetched.
    expect(report.sources.map((source) => source.action)).toEqual(['fetched', 'fetched']);
    expect(JSON.parse(readFileSync(join(folder.dir, 'work', 'refresh.json'), 'utf8'))).toEqual(report);
    expect(pointer()).toBe(before);
    for (const replica of replicas) expect(await servedVersion(replica)).toBe(served);
  });

  it('publishes nothing when a source cannot be fetched, and names it', async () => {
    const before = pointer();
    renameSync(confs, `${confs}.moved`);
    try {
      const report = await runRefresh(loadRefreshConfig(configFile));
      expect(report.outcome).toBe('refused');
      expect(report.reason).toMatch(/^source confs-tech was not read: cannot fetch file:\/\/.*; .* keeps /);
      expect(report.sources.map((source) => source.action)).toEqual(['fetched', 'failed']);
      expect(pointer()).toBe(before);
    } finally {
      renameSync(`${confs}.moved`, confs);
    }
  });
});
