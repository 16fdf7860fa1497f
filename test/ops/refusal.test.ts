/**
 * Why a file was refused: each kind of refusal carries its reason code from where it is thrown
 * (the snapshot reader and loader, the keys file reader), the snapshot holder and the keys watcher
 * keep it, and /readyz words it as docs/api.md says.
 */
import { appendFileSync, mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyRing, KeysFileRefused, type KeysFileRefusalReason, watchKeysFile } from '../../src/auth/index.js';
import { keysRefusal, snapshotRefusal } from '../../src/ops/refusal.js';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { openSnapshot, openSnapshotInSlices } from '../../src/search/index.js';
import { SnapshotError, type SnapshotRefusalReason } from '../../src/snapshot/format.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const { dir, cleanup } = tempDir('confdir-refusal-');
afterAll(() => cleanup());
const files = snapshotFiles(dir);
const AT = '2026-11-21T00:00:00.000Z';

function thrownBy(load: (file: string) => unknown, file: string): unknown {
  try {
    load(file);
  } catch (error) {
    return error;
  }
  throw new Error(`${file} loaded`);
}

/** The error of openSnapshot, after checking that openSnapshotInSlices refuses the file the same way. */
async function refusalOf(file: string): Promise<unknown> {
  const error = thrownBy(openSnapshot, file);
  const inSlices = await openSnapshotInSlices(file).then(
    () => new Error(`${file} loaded in slices`),
    (refusal: unknown) => refusal,
  );
  expect(inSlices).toBeInstanceOf(SnapshotError);
  expect(inSlices).toMatchObject({
    message: (error as Error).message,
    reason: (error as SnapshotError).reason,
    problem: (error as SnapshotError).problem,
  });
  return error;
}

/** Edits a copy of a good snapshot's bytes in place. */
function spoiled(edit: (bytes: Buffer) => void): (file: string) => void {
  return (file) => {
    const bytes = readFileSync(file);
    edit(bytes);
    writeFileSync(file, bytes);
  };
}

/** The header's JSON with `from` replaced by `to` of the same length (the checksum covers the body only). */
function headerEdit(from: string, to: string): (file: string) => void {
  return spoiled((bytes) => {
    const header = bytes.toString('latin1', 16, 16 + bytes.readUInt32LE(12));
    expect(header).toContain(from);
    bytes.write(header.replace(from, to), 16, 'latin1');
  });
}

describe('snapshot refusals', () => {
  const cases: [SnapshotRefusalReason, string, string, (file: string) => void][] = [
    ['checksum_mismatch', 'checksum mismatch', 'a flipped body byte', spoiled((b) => void (b[b.length - 1]! ^= 0xff))],
    ['truncated', 'truncated', 'a cut body', (file) => truncateSync(file, readFileSync(file).length - 10)],
    ['truncated', 'truncated', 'a file cut inside its header', (file) => truncateSync(file, 40)],
    ['truncated', 'truncated', 'a file shorter than the preamble', (file) => truncateSync(file, 10)],
    ['trailing_bytes', 'unexpected bytes after the body', 'bytes appended', (file) => appendFileSync(file, 'pad')],
    ['unsupported_version', 'unsupported version', 'version 1', spoiled((b) => void b.writeUInt32LE(1, 8))],
    ['unsupported_version', 'unsupported version', 'version 99', spoiled((b) => void b.writeUInt32LE(99, 8))],
    ['not_a_snapshot', 'not a snapshot file', 'other bytes', (file) => writeFileSync(file, 'not a snapshot at all')],
    ['corrupt_header', 'corrupt header', 'a header that is not JSON', spoiled((b) => void b.write('!', 16))],
    ['corrupt_header', 'corrupt header', 'a header of 2 MiB', spoiled((b) => void b.writeUInt32LE(2 ** 21, 12))],
    ['corrupt_header', 'corrupt header', 'a header without its sections', headerEdit('"sections"', '"sectionz"')],
    ['invalid_content', 'invalid content', 'a missing section', headerEdit('"name":"meta"', '"name":"mexa"')],
  ];
  for (const [code, words, what, spoil] of cases) {
    it(`refuses ${what} as ${code}, reported as "${words}", whole or in slices`, async () => {
      const file = files.build(3);
      spoil(file);
      const error = await refusalOf(file);
      expect(error).toBeInstanceOf(SnapshotError);
      expect((error as SnapshotError).message).toContain(file);
      expect((error as SnapshotError).reason).toBe(code);
      expect(snapshotRefusal({ at: AT, refusal: code })).toEqual({ at: AT, reason: words });
    });
  }

  it('refuses a missing file as missing and a folder as unreadable, whole or in slices', async () => {
    expect(await refusalOf(join(dir, 'nowhere.snapshot'))).toMatchObject({ reason: 'missing' });
    const folder = join(dir, 'a-folder.snapshot');
    mkdirSync(folder);
    expect(await refusalOf(folder)).toMatchObject({ reason: 'unreadable', problem: 'cannot open (EISDIR)' });
  });

  it('is kept by the holder, from the loader that refused the file', async () => {
    const file = files.build(3);
    const holder = await SnapshotHolder.open(file);
    try {
      truncateSync(file, 100);
      const result = await holder.reload('SIGHUP');
      expect(result).toMatchObject({ outcome: 'failed', refusal: 'truncated' });
      expect(snapshotRefusal(holder.status().refusedFile)).toEqual({ at: expect.any(String), reason: 'truncated' });
    } finally {
      holder.close();
    }
  });

  it('is invalid_content for whatever else a loader throws', async () => {
    const file = files.build(3);
    let fail = false;
    const load = (path: string) => {
      if (fail) throw new Error('the index could not be built');
      return openSnapshot(path);
    };
    const holder = await SnapshotHolder.open(file, { load });
    try {
      fail = true;
      expect(await holder.reload()).toMatchObject({ outcome: 'failed', refusal: 'invalid_content' });
      expect(snapshotRefusal(holder.status().lastFailure)?.reason).toBe('invalid content');
    } finally {
      holder.close();
    }
  });

  it('is null without a refusal', () => {
    expect(snapshotRefusal(undefined)).toBeNull();
  });
});

describe('keys file refusals', () => {
  const good = '{ "version": 1, "keys": [] }';
  const cases: [KeysFileRefusalReason, string, string, (file: string) => void][] = [
    ['missing', 'missing', 'a missing file', () => {}],
    ['unreadable', 'unreadable', 'a folder', (file) => mkdirSync(file)],
    ['empty', 'empty', 'an empty file', (file) => writeFileSync(file, ' \n')],
    [
      'invalid_json',
      'not valid JSON',
      'text that is not JSON',
      (file) => writeFileSync(file, '{ "version": 1, "keys": ['),
    ],
    [
      'invalid_content',
      'invalid content',
      'a bad record',
      (file) => writeFileSync(file, '{ "version": 1, "keys": [{ "id": "nope" }] }'),
    ],
  ];
  let n = 0;
  for (const [code, words, what, make] of cases) {
    it(`refuses ${what} as ${code}, kept by the watcher and reported as "${words}"`, () => {
      const file = join(dir, `keys-${++n}.json`);
      make(file);
      const error = thrownBy((path) => KeyRing.fromFile(path), file);
      expect(error).toBeInstanceOf(KeysFileRefused);
      expect((error as KeysFileRefused).reason).toBe(code);

      const watched = join(dir, `watched-keys-${n}.json`);
      writeFileSync(watched, good);
      const watcher = watchKeysFile(watched, { pollMs: 60_000 });
      try {
        expect(watcher.refused()).toBeUndefined();
        rmSync(watched);
        make(watched);
        watcher.reload();
        expect(watcher.refused()).toMatchObject({ reason: code, error: expect.stringContaining(watched) });
        expect(keysRefusal(watcher.refused())).toEqual({ at: expect.any(String), reason: words });
      } finally {
        watcher.close();
      }
    });
  }

  it('is null without a refusal', () => {
    expect(keysRefusal(undefined)).toBeNull();
  });
});
