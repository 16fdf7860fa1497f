/** Shipping a snapshot to the served path and rolling back: `npm run snapshot -- ship|rollback`. */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { rollbackCopyOf, rollbackSnapshot, ShipError, shipSnapshot, shippedCopyOf } from '../../src/ops/ship.js';
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
    expect(shippedFirst).toMatchObject({ outcome: 'shipped', events: 5, servedBefore: undefined });
    expect(shippedFirst.rollbackCopy).toBeUndefined();
    expect(versionAt(target)).toBe(versionAt(first));

    const shippedSecond = shipSnapshot(second, target, openSnapshot);
    expect(shippedSecond).toMatchObject({
      outcome: 'shipped',
      version: versionAt(second),
      events: 6,
      servedBefore: versionAt(first),
      rollbackCopy: { file: rollbackCopyOf(target), version: versionAt(first), replaced: true },
    });
    expect(readFileSync(target)).toEqual(readFileSync(second));
    expect(readFileSync(rollbackCopyOf(target))).toEqual(readFileSync(first));
    expect(readFileSync(shippedCopyOf(target))).toEqual(readFileSync(second));

    const rolledBack = rollbackSnapshot(target, openSnapshot);
    expect(rolledBack).toMatchObject({ version: versionAt(first), rollbackCopy: { version: versionAt(second) } });
    expect(readFileSync(target)).toEqual(readFileSync(first));
    // Rolling back again goes forward: the replaced file became the rollback copy.
    expect(readFileSync(rollbackCopyOf(target))).toEqual(readFileSync(second));
    expect(leftovers().sort()).toEqual(['events.snapshot', 'events.snapshot.previous', 'events.snapshot.shipped']);
  });

  it('shipping the version the path holds changes nothing and says so', () => {
    const live = statSync(files.target);
    const copy = readFileSync(rollbackCopyOf(files.target));
    const again = shipSnapshot(files.target, files.target, openSnapshot);
    expect(again).toMatchObject({ outcome: 'unchanged', version: versionAt(files.target) });
    expect(statSync(files.target).ino).toBe(live.ino);
    expect(readFileSync(rollbackCopyOf(files.target))).toEqual(copy);
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
    expect(leftovers().sort()).toEqual([
      'corrupt.snapshot',
      'events.snapshot',
      'events.snapshot.previous',
      'events.snapshot.shipped',
    ]);
  });

  it('with a refused file at the path, rollback puts back the version still served, and a ship keeps that one', () => {
    const older = files.build(7, '2026-11-23T06:00:00Z');
    const served = files.build(8, '2026-11-24T06:00:00Z');
    shipSnapshot(older, files.target, openSnapshot);
    shipSnapshot(served, files.target, openSnapshot);
    files.replaceWith(Buffer.from('not a snapshot: the servers refused this one and serve the one before'));

    expect(rollbackSnapshot(files.target, openSnapshot)).toMatchObject({ version: versionAt(served) });
    expect(versionAt(files.target)).toBe(versionAt(served));
    expect(versionAt(rollbackCopyOf(files.target))).toBe(versionAt(older));

    files.replaceWith(Buffer.from('refused again'));
    const newer = files.build(9, '2026-11-25T06:00:00Z');
    expect(shipSnapshot(newer, files.target, openSnapshot)).toMatchObject({
      servedBefore: versionAt(served),
      rollbackCopy: { version: versionAt(served), replaced: true },
    });
  });

  it('refuses to roll back when the path holds a refused file and nothing shipped loads', () => {
    const copy = readFileSync(rollbackCopyOf(files.target));
    rmSync(shippedCopyOf(files.target));
    files.replaceWith(Buffer.from('not a snapshot'));
    expect(() => rollbackSnapshot(files.target, openSnapshot)).toThrow(
      /^Cannot roll back .*: the file at the path does not load \(.*\) and no last shipped file .* loads, so what the servers serve is unknown; ship a file explicitly$/,
    );
    expect(readFileSync(rollbackCopyOf(files.target))).toEqual(copy);
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

      const again = snapshotCommand(['ship', second], env);
      expect(again.code).toBe(0);
      expect(again.stdout).toBe(`${target} already holds version ${versionAt(second)} (4 events); nothing changed\n`);
      expect(versionAt(`${target}.previous`)).toBe(versionAt(first));

      const refused = snapshotCommand(['ship', corrupt(second)], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/checksum mismatch.*is unchanged$/)]);
      expect(versionAt(target)).toBe(versionAt(second));

      const rolledBack = snapshotCommand(['rollback'], env);
      expect(rolledBack.code).toBe(0);
      expect(versionAt(target)).toBe(versionAt(first));
      expect(readdirSync(live).sort()).toEqual([
        'events.snapshot',
        'events.snapshot.previous',
        'events.snapshot.shipped',
      ]);
    } finally {
      done();
    }
  });
});

describe('a production server process watching the path', () => {
  it('swaps to a shipped snapshot, keeps serving through refused ones, and rolls back to what it served; /metrics is not public', async () => {
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

      // A file that reached the path some other way is refused; rollback puts back what is served.
      writeFileSync(join(live, 'elsewhere'), 'not a snapshot');
      renameSync(join(live, 'elsewhere'), target);
      await waitFor(async () => (await readyz()).status === 'degraded', 10_000, 'the refused file');
      expect(rollbackSnapshot(target, openSnapshot).version).toBe(versionAt(second));
      await waitFor(async () => (await readyz()).status === 'ready', 10_000, 'the path holding the served file again');
      expect(await serving(second)).toBe(true);

      rollbackSnapshot(target, openSnapshot);
      await waitFor(() => serving(first), 10_000, 'the rolled-back snapshot');
      expect((await readyz()).status).toBe('ready');
    } finally {
      await server.stop();
      done();
    }
  });
});
