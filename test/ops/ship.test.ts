/** Shipping a snapshot to the served path and rolling back: `npm run snapshot -- ship|rollback`. */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { rollbackCopyOf, rollbackSnapshot, ShipError, shipSnapshot } from '../../src/ops/ship.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { startServerProcess, waitFor } from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const { dir, cleanup } = tempDir('confdir-ship-');
afterAll(() => cleanup());
const files = snapshotFiles(dir);
const versionAt = (file: string) => snapshotVersion(openSnapshot(file));
/** Names in the folder other than the built files and their sources. */
const leftovers = () => readdirSync(dir).filter((name) => !/^(built|source)-\d+\./.test(name));

function corrupt(file: string): string {
  const bytes = readFileSync(file);
  bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
  const out = join(dir, 'corrupt.snapshot');
  writeFileSync(out, bytes);
  return out;
}

describe('shipSnapshot and rollbackSnapshot', () => {
  it('ship a verified file into place, keep the replaced one as the rollback copy, and roll back', () => {
    const first = files.build(5, '2026-11-21T06:00:00Z');
    const second = files.build(6, '2026-11-22T06:00:00Z');
    const target = files.target;

    const shippedFirst = shipSnapshot(first, target, openSnapshot);
    expect(shippedFirst).toMatchObject({ events: 5, previous: { kept: false, why: 'nothing at the path' } });
    expect(versionAt(target)).toBe(versionAt(first));

    const shippedSecond = shipSnapshot(second, target, openSnapshot);
    expect(shippedSecond).toMatchObject({
      version: versionAt(second),
      events: 6,
      previous: { kept: true, file: rollbackCopyOf(target), version: versionAt(first) },
    });
    expect(readFileSync(target)).toEqual(readFileSync(second));
    expect(readFileSync(rollbackCopyOf(target))).toEqual(readFileSync(first));

    const rolledBack = rollbackSnapshot(target, openSnapshot);
    expect(rolledBack).toMatchObject({
      version: versionAt(first),
      previous: { kept: true, version: versionAt(second) },
    });
    expect(readFileSync(target)).toEqual(readFileSync(first));
    // Rolling back again goes forward: the replaced file became the rollback copy.
    expect(readFileSync(rollbackCopyOf(target))).toEqual(readFileSync(second));
    expect(leftovers().sort()).toEqual(['events.snapshot', 'events.snapshot.previous']);
  });

  it('refuses a file that does not load: the path and the rollback copy stay as they were, no temporary file is left', () => {
    const live = readFileSync(files.target);
    const copy = readFileSync(rollbackCopyOf(files.target));
    const bad = corrupt(files.target);
    expect(() => shipSnapshot(bad, files.target, openSnapshot)).toThrow(ShipError);
    expect(() => shipSnapshot(bad, files.target, openSnapshot)).toThrow(
      /^Cannot ship .*corrupt\.snapshot: checksum mismatch .*; .*events\.snapshot is unchanged$/,
    );
    expect(readFileSync(files.target)).toEqual(live);
    expect(readFileSync(rollbackCopyOf(files.target))).toEqual(copy);
    expect(leftovers().sort()).toEqual(['corrupt.snapshot', 'events.snapshot', 'events.snapshot.previous']);
  });

  it('does not keep a file the servers would refuse as the rollback copy', () => {
    const copy = readFileSync(rollbackCopyOf(files.target));
    files.replaceWith(Buffer.from('not a snapshot: the servers refused this one'));
    const good = files.build(7, '2026-11-23T06:00:00Z');
    const result = shipSnapshot(good, files.target, openSnapshot);
    expect(result.previous).toMatchObject({ kept: false, why: 'it does not load' });
    expect(readFileSync(rollbackCopyOf(files.target))).toEqual(copy);
    expect(versionAt(files.target)).toBe(versionAt(good));
  });
});

/** Runs `tsx tools/snapshot.ts ...args` from the project root. */
function snapshotCommand(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/snapshot.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run snapshot -- ship | rollback', () => {
  it('ships to SNAPSHOT_PATH, refuses a corrupt file with exit 1 and one line, and rolls back', () => {
    const { dir: live, cleanup: done } = tempDir('confdir-ship-cli-');
    try {
      const target = join(live, 'events.snapshot');
      const env = { SNAPSHOT_PATH: target };
      const first = files.build(3, '2026-11-21T07:00:00Z');
      const second = files.build(4, '2026-11-22T07:00:00Z');
      shipSnapshot(first, target, openSnapshot);
      const shipped = snapshotCommand(['ship', second, '--to', target]);
      expect(shipped.code).toBe(0);
      expect(shipped.stdout).toContain(`now holds version ${versionAt(second)} (4 events)`);
      expect(shipped.stdout).toContain(`rollback copy: ${target}.previous (version ${versionAt(first)})`);

      const refused = snapshotCommand(['ship', corrupt(second)], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/checksum mismatch.*is unchanged$/)]);
      expect(versionAt(target)).toBe(versionAt(second));

      const rolledBack = snapshotCommand(['rollback'], env);
      expect(rolledBack.code).toBe(0);
      expect(versionAt(target)).toBe(versionAt(first));
      expect(readdirSync(live).sort()).toEqual(['events.snapshot', 'events.snapshot.previous']);
    } finally {
      done();
    }
  });
});

describe('a production server process watching the path', () => {
  it('swaps to a shipped snapshot, keeps serving through a refused one, and swaps back on rollback; /metrics is not public', async () => {
    const { dir: live, cleanup: done } = tempDir('confdir-ship-server-');
    const target = join(live, 'events.snapshot');
    const keysFile = join(live, 'keys.json');
    const { key } = createKey(keysFile, { label: 'ship', plan: 'pro' });
    const first = files.build(8, '2026-11-21T08:00:00Z');
    const second = files.build(9, '2026-11-22T08:00:00Z');
    shipSnapshot(first, target, openSnapshot);
    const server = await startServerProcess({ NODE_ENV: 'production', SNAPSHOT_PATH: target, KEYS_FILE: keysFile });
    const readyz = async () =>
      (await (await fetch(`http://127.0.0.1:${server.port}/readyz`)).json()) as {
        status: string;
        snapshot: { version: string };
      };
    const serving = async (file: string) => (await readyz()).snapshot.version === versionAt(file);
    try {
      expect(await serving(first)).toBe(true);
      // /metrics is on its own port in production, never on the public one.
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).status).toBe(200);
      shipSnapshot(second, target, openSnapshot);
      await waitFor(() => serving(second), 10_000, 'the shipped snapshot');

      expect(() => shipSnapshot(corrupt(second), target, openSnapshot)).toThrow(ShipError);
      const search = await fetch(`http://127.0.0.1:${server.port}/api/gpt/stats`, { headers: { 'x-api-key': key } });
      expect(search.status).toBe(200);
      expect(await readyz()).toMatchObject({ status: 'ready', snapshot: { version: versionAt(second) } });

      rollbackSnapshot(target, openSnapshot);
      await waitFor(() => serving(first), 10_000, 'the rolled-back snapshot');
      expect((await readyz()).status).toBe('ready');
    } finally {
      await server.stop();
      done();
    }
  });
});
