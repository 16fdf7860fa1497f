/**
 * `snapshot publish` and `snapshot rollback` to a folder: the blob under its SHA-256, never
 * overwritten; the pointer with the version the server shows; a corrupt or truncated file refused
 * before anything is written; rollback back and forth; and two publishers racing, of which only one
 * may win (in one process with both holding the same pointer, and as two CLI processes).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStore } from '../../src/ops/publish/directory-store.js';
import { blobPath, parsePointer, type Pointer } from '../../src/ops/published/pointer.js';
import { publishSnapshot, rollbackPublished } from '../../src/ops/publish/publish.js';
import { PointerConflictError, type PointerRead, PublishError } from '../../src/ops/published/blob-store.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const folder = tempDir('confdir-publish-');
afterAll(() => folder.cleanup());
let files: ReturnType<typeof snapshotFiles>;
let v1 = '';
let v2 = '';
let v3 = '';

beforeAll(() => {
  files = snapshotFiles(folder.dir);
  v1 = files.build(3, '2026-11-21T06:00:00Z');
  v2 = files.build(4, '2026-11-21T07:00:00Z');
  v3 = files.build(5, '2026-11-21T08:00:00Z');
});

let storeCount = 0;
function newStore(): { dir: string; store: DirectoryStore } {
  const dir = join(folder.dir, `store-${++storeCount}`);
  return { dir, store: new DirectoryStore(dir) };
}

const pointerIn = (dir: string): Pointer => parsePointer(readFileSync(join(dir, 'CURRENT.json'), 'utf8'));
const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');
const versionOf = (file: string): string => snapshotVersion(openSnapshot(file));
const blobs = (dir: string): string[] =>
  existsSync(join(dir, 'snapshots')) ? readdirSync(join(dir, 'snapshots')) : [];

describe('publish to a folder', () => {
  it("removes the partial blob of a publisher that was killed, and leaves a running one's", async () => {
    const { dir, store } = newStore();
    await publishSnapshot(v1, store, openSnapshot);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const snapshots = join(dir, 'snapshots');
    const killed = `.${'a'.repeat(64)}.snapshot.${gone}.0123456789ab.tmp`;
    const fresh = `.${'b'.repeat(64)}.snapshot.${gone}.0123456789ab.tmp`;
    const running = `.${'c'.repeat(64)}.snapshot.${process.pid}.0123456789ab.tmp`;
    const pointerTemp = `.CURRENT.json.${gone}.0123456789ab.tmp`;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    for (const [name, age, at] of [
      [killed, 2, snapshots],
      [fresh, 0, snapshots],
      [running, 30, snapshots],
      [pointerTemp, 2, dir],
    ] as const) {
      writeFileSync(join(at, name), 'part of a blob');
      utimesSync(join(at, name), minutesAgo(age), minutesAgo(age));
    }
    await publishSnapshot(v2, store, openSnapshot);
    expect(
      blobs(dir)
        .filter((name) => name.endsWith('.tmp'))
        .sort(),
    ).toEqual([fresh, running].sort());
    expect(existsSync(join(dir, pointerTemp))).toBe(false);
    // Any temporary file unwritten for an hour, whoever wrote it.
    utimesSync(join(snapshots, running), minutesAgo(61), minutesAgo(61));
    await publishSnapshot(v3, store, openSnapshot);
    expect(blobs(dir).filter((name) => name.endsWith('.tmp'))).toEqual([fresh]);
  });

  it('uploads the blob under its SHA-256 and points CURRENT.json at it with the served version', async () => {
    const { dir, store } = newStore();
    const now = () => new Date('2026-11-22T10:00:00Z');
    const result = await publishSnapshot(v1, store, openSnapshot, { now });
    expect(result).toMatchObject({ outcome: 'published', blob: 'created', events: 3 });
    const pointer = pointerIn(dir);
    expect(pointer).toEqual({
      version: versionOf(v1),
      sha256: sha256(v1),
      bytes: statSync(v1).size,
      path: blobPath(sha256(v1)),
      published_at: '2026-11-22T10:00:00.000Z',
      previous: null,
    });
    expect(readFileSync(join(dir, pointer.path)).equals(readFileSync(v1))).toBe(true);
    expect(statSync(join(dir, pointer.path)).mode & 0o777).toBe(0o644);
  });

  it('keeps the blob named before as previous, and changes nothing when the pointer names the file already', async () => {
    const { dir, store } = newStore();
    await publishSnapshot(v1, store, openSnapshot);
    await publishSnapshot(v2, store, openSnapshot);
    const pointer = pointerIn(dir);
    expect(pointer.version).toBe(versionOf(v2));
    expect(pointer.previous).toEqual({
      version: versionOf(v1),
      sha256: sha256(v1),
      bytes: statSync(v1).size,
      path: blobPath(sha256(v1)),
    });
    const before = readFileSync(join(dir, 'CURRENT.json'), 'utf8');
    expect((await publishSnapshot(v2, store, openSnapshot)).outcome).toBe('unchanged');
    expect(readFileSync(join(dir, 'CURRENT.json'), 'utf8')).toBe(before);
    expect(blobs(dir).sort()).toEqual([`${sha256(v1)}.snapshot`, `${sha256(v2)}.snapshot`].sort());
  });

  it('gives each new pointer a later mtime second, so a static server gives it a new ETag', async () => {
    const { dir, store } = newStore();
    await publishSnapshot(v1, store, openSnapshot);
    const first = Math.floor(statSync(join(dir, 'CURRENT.json')).mtimeMs / 1000);
    await publishSnapshot(v2, store, openSnapshot);
    expect(Math.floor(statSync(join(dir, 'CURRENT.json')).mtimeMs / 1000)).toBeGreaterThan(first);
  });

  it('refuses a corrupt or a truncated file before anything is written', async () => {
    const { dir, store } = newStore();
    await publishSnapshot(v1, store, openSnapshot);
    const pointerBefore = readFileSync(join(dir, 'CURRENT.json'), 'utf8');
    const bytes = readFileSync(v2);
    const corrupt = join(folder.dir, 'corrupt.snapshot');
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 10]! ^= 0xff;
    writeFileSync(corrupt, flipped);
    const truncated = join(folder.dir, 'truncated.snapshot');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 100));
    for (const bad of [corrupt, truncated]) {
      const refused = publishSnapshot(bad, store, openSnapshot);
      await expect(refused).rejects.toThrow(PublishError);
      await expect(refused).rejects.toThrow(/unchanged$/);
    }
    expect(readFileSync(join(dir, 'CURRENT.json'), 'utf8')).toBe(pointerBefore);
    expect(blobs(dir)).toEqual([`${sha256(v1)}.snapshot`]);
  });

  it('never overwrites a blob: a different file already stored under the name is an error', async () => {
    const { dir, store } = newStore();
    await publishSnapshot(v1, store, openSnapshot);
    const squatter = join(dir, blobPath(sha256(v2)));
    writeFileSync(squatter, 'not the snapshot');
    await expect(publishSnapshot(v2, store, openSnapshot)).rejects.toThrow(/holds 16 bytes/);
    expect(readFileSync(squatter, 'utf8')).toBe('not the snapshot');
    expect(pointerIn(dir).version).toBe(versionOf(v1));
  });

  it('rolls back to previous and forward again, and refuses with nothing to roll back to', async () => {
    const { dir, store } = newStore();
    await expect(rollbackPublished(store)).rejects.toThrow(/nothing is published/);
    await publishSnapshot(v1, store, openSnapshot);
    await expect(rollbackPublished(store)).rejects.toThrow(/has no previous version/);
    await publishSnapshot(v2, store, openSnapshot);
    expect((await rollbackPublished(store)).outcome).toBe('rolled back');
    expect(pointerIn(dir)).toMatchObject({ version: versionOf(v1), previous: { version: versionOf(v2) } });
    await rollbackPublished(store);
    expect(pointerIn(dir)).toMatchObject({ version: versionOf(v2), previous: { version: versionOf(v1) } });
  });

  it('writes activate_at as given, and refuses a time that does not parse', async () => {
    const { dir, store } = newStore();
    await publishSnapshot(v1, store, openSnapshot, { activateAt: '2026-12-01T09:00:00+01:00' });
    expect(pointerIn(dir).activate_at).toBe('2026-12-01T08:00:00.000Z');
    await expect(publishSnapshot(v2, store, openSnapshot, { activateAt: 'tomorrow' })).rejects.toThrow(
      /--activate-at must be an ISO 8601 time/,
    );
  });
});

/** A folder store whose pointer writes wait until `readers` publishers have read the pointer. */
class RacingStore extends DirectoryStore {
  #reads = 0;
  #allRead: () => void = () => {};
  readonly #barrier: Promise<void>;

  constructor(dir: string, readers: number) {
    super(dir);
    this.#barrier = new Promise((resolve) => {
      this.#allRead = () => {
        if (++this.#reads === readers) resolve();
      };
    });
  }

  override async readPointer(): Promise<PointerRead> {
    const read = await super.readPointer();
    this.#allRead();
    return read;
  }

  override async writePointer(pointer: Pointer, expected: PointerRead): Promise<void> {
    await this.#barrier;
    return super.writePointer(pointer, expected);
  }
}

describe('two publishers at once', () => {
  it('let only one of two publishers holding the same pointer win', async () => {
    const { dir } = newStore();
    await publishSnapshot(v1, new DirectoryStore(dir), openSnapshot);
    const store = new RacingStore(dir, 2);
    const outcomes = await Promise.allSettled([
      publishSnapshot(v2, store, openSnapshot),
      publishSnapshot(v3, store, openSnapshot),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(PointerConflictError);
    const pointer = pointerIn(dir);
    expect([versionOf(v2), versionOf(v3)]).toContain(pointer.version);
    expect(pointer.previous?.version).toBe(versionOf(v1));
    expect(existsSync(join(dir, 'CURRENT.json.lock'))).toBe(false);
  });

  it('never lose an update between two CLI processes publishing at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const { dir } = newStore();
      await publishSnapshot(v1, new DirectoryStore(dir), openSnapshot);
      const [a, b] = await Promise.all([cli(['publish', v2, '--to', dir]), cli(['publish', v3, '--to', dir])]);
      const pointer = pointerIn(dir);
      const winners = [a, b].filter((run) => run.code === 0);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      for (const run of [a, b].filter((r) => r.code !== 0)) expect(run.stderr).toMatch(/another publisher/);
      if (winners.length === 2) {
        // Both ran in turn: the second saw the first, so the first is its previous.
        expect([pointer.version, pointer.previous?.version].sort()).toEqual([versionOf(v2), versionOf(v3)].sort());
      } else {
        expect(pointer.previous?.version).toBe(versionOf(v1));
      }
    }
  }, 120_000);
});

function cli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/snapshot.ts', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}
