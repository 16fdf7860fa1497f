/** The short reasons /readyz gives for a refused file, from the loaders' real messages. */
import { appendFileSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../src/auth/index.js';
import { keysRefusal, snapshotRefusal } from '../../src/ops/refusal.js';
import { openSnapshot } from '../../src/search/index.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const { dir, cleanup } = tempDir('confdir-refusal-');
afterAll(() => cleanup());
const files = snapshotFiles(dir);

function refusedBy(load: (file: string) => unknown, file: string): { at: string; error: string } {
  try {
    load(file);
  } catch (error) {
    return { at: '2026-11-21T00:00:00.000Z', error: (error as Error).message };
  }
  throw new Error(`${file} loaded`);
}

describe('snapshot refusals', () => {
  const cases: [string, (file: string) => void][] = [
    ['checksum mismatch', (file) => writeFileSync(file, flipLastByte(readFileSync(file)))],
    ['truncated', (file) => truncateSync(file, readFileSync(file).length - 10)],
    ['unexpected bytes after the body', (file) => appendFileSync(file, 'padding')],
    ['unsupported version', (file) => writeFileSync(file, withVersion(readFileSync(file), 1))],
    ['not a snapshot file', (file) => writeFileSync(file, 'not a snapshot file at all, just bytes')],
  ];
  for (const [reason, spoil] of cases) {
    it(`reports "${reason}" without the path or the numbers`, () => {
      const file = files.build(3);
      spoil(file);
      const refusal = refusedBy(openSnapshot, file);
      expect(refusal.error).toContain(file);
      expect(snapshotRefusal(refusal)).toEqual({ at: refusal.at, reason });
    });
  }

  it('reports "missing"', () => {
    const refusal = refusedBy(openSnapshot, join(dir, 'nowhere.snapshot'));
    expect(snapshotRefusal(refusal)).toEqual({ at: refusal.at, reason: 'missing' });
  });

  it('is null without a refusal', () => {
    expect(snapshotRefusal(undefined)).toBeNull();
  });
});

describe('keys file refusals', () => {
  const keysFile = join(dir, 'keys.json');
  it.each([
    ['missing', undefined],
    ['empty', ' \n'],
    ['not valid JSON', '{ "version": 1, "keys": ['],
    ['invalid content', '{ "version": 1, "keys": [{ "id": "nope" }] }'],
  ])('reports "%s"', (reason, content) => {
    const file = content === undefined ? join(dir, 'no-keys.json') : keysFile;
    if (content !== undefined) writeFileSync(file, content);
    const refusal = refusedBy((path) => KeyRing.fromFile(path), file);
    expect(keysRefusal(refusal)).toEqual({ at: refusal.at, reason });
  });
});

function flipLastByte(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[copy.length - 1] = copy[copy.length - 1]! ^ 0xff;
  return copy;
}

function withVersion(bytes: Buffer, version: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt32LE(version, 8);
  return copy;
}
