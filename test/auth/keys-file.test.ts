import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeysFileError, hashKey, readKeysFile } from '../../src/auth/keys-file-format.js';
import {
  KeyInputError,
  UnknownKeyIdError,
  createKey,
  listKeys,
  revokeKey,
  writeKeysFile,
} from '../../src/auth/keys-file.js';
import { PLAN_LIMITS, PLANS, type Plan } from '../../src/auth/plans.js';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'keys-file-'));
  file = join(dir, 'keys.json');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function expectKeysFileError(action: () => unknown, problem: RegExp): void {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(KeysFileError);
  const error = caught as KeysFileError;
  expect(error.path).toBe(file);
  expect(error.message).toContain(file);
  expect(error.message).toMatch(problem);
  expect(error.message).not.toContain('\n');
}

const validRecord = {
  id: 'k_abcd1234',
  label: 'Acme',
  plan: 'free',
  hash: 'a'.repeat(64),
  created: '2026-01-01T00:00:00.000Z',
};

describe('plans', () => {
  it('holds the free and pro limits', () => {
    expect(PLANS).toEqual(['free', 'pro']);
    expect(PLAN_LIMITS).toEqual({ free: { perMinute: 60, perDay: 1000 }, pro: { perMinute: 300, perDay: 50_000 } });
  });
});

describe('hashKey', () => {
  it('is the SHA-256 hex of the key', () => {
    expect(hashKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('keys file', () => {
  it('creates, lists and revokes keys, storing only their hashes', () => {
    const first = createKey(file, { label: 'Acme Corp', plan: 'pro' });
    const second = createKey(file, { label: 'Bob', plan: 'free' });

    for (const created of [first, second]) {
      expect(created.key).toMatch(/^cd_[0-9A-Za-z]{32}$/);
      expect(created.id).toMatch(/^k_[0-9a-z]{8}$/);
      expect(created.record.hash).toBe(hashKey(created.key));
    }
    expect(first.key).not.toBe(second.key);
    expect(first.id).not.toBe(second.id);

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(first.key);
    expect(text).not.toContain(second.key);
    expect(text).not.toContain(first.key.slice(3));
    expect(text).toContain(hashKey(first.key));

    const listed = listKeys(file);
    expect(listed.map((record) => [record.id, record.label, record.plan, record.revoked])).toEqual([
      [first.id, 'Acme Corp', 'pro', undefined],
      [second.id, 'Bob', 'free', undefined],
    ]);
    expect(listed.every((record) => !Number.isNaN(Date.parse(record.created)))).toBe(true);

    const now = new Date('2026-03-04T05:06:07.000Z');
    const revoked = revokeKey(file, first.id, { now });
    expect(revoked.alreadyRevoked).toBe(false);
    expect(revoked.record.revoked).toBe(now.toISOString());

    const after = listKeys(file);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual({ ...first.record, revoked: now.toISOString() });
    expect(after[1]).toEqual(second.record);
  });

  it('keeps the first revocation time when a key is revoked twice', () => {
    const { id } = createKey(file, { label: 'x', plan: 'free' });
    revokeKey(file, id, { now: new Date('2026-01-01T00:00:00.000Z') });
    const again = revokeKey(file, id, { now: new Date('2027-01-01T00:00:00.000Z') });
    expect(again.alreadyRevoked).toBe(true);
    expect(again.record.revoked).toBe('2026-01-01T00:00:00.000Z');
    expect(listKeys(file)[0]?.revoked).toBe('2026-01-01T00:00:00.000Z');
  });

  it('rejects revoking an unknown id', () => {
    createKey(file, { label: 'x', plan: 'free' });
    const before = readFileSync(file, 'utf8');
    expect(() => revokeKey(file, 'k_00000000')).toThrow(UnknownKeyIdError);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('creates the file on the first create but lists a missing file as an error', () => {
    expectKeysFileError(() => listKeys(file), /does not exist/);
    expectKeysFileError(() => readKeysFile(file), /does not exist/);
    expect(readKeysFile(file, { missingOk: true })).toEqual({ version: 1, keys: [] });
    createKey(file, { label: 'first', plan: 'free' });
    expect(listKeys(file)).toHaveLength(1);
  });

  it.skipIf(process.platform === 'win32')('creates a new file readable by its owner only', () => {
    createKey(file, { label: 'first', plan: 'free' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary files behind', () => {
    for (let i = 0; i < 5; i++) createKey(file, { label: `k${i}`, plan: 'free' });
    expect(readdirSync(dir)).toEqual(['keys.json']);
  });

  it('rejects a bad label or plan without touching the file', () => {
    expect(() => createKey(file, { label: '  ', plan: 'free' })).toThrow(KeyInputError);
    expect(() => createKey(file, { label: 'a\nb', plan: 'free' })).toThrow(KeyInputError);
    expect(() => createKey(file, { label: 'x'.repeat(101), plan: 'free' })).toThrow(KeyInputError);
    expect(() => createKey(file, { label: 'ok', plan: 'gold' as Plan })).toThrow(KeyInputError);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses to write invalid data and leaves the file as it was', () => {
    createKey(file, { label: 'x', plan: 'free' });
    const before = readFileSync(file, 'utf8');
    const bad = { version: 1 as const, keys: [{ ...validRecord, hash: 'not-a-hash', plan: 'free' as const }] };
    expectKeysFileError(() => writeKeysFile(file, bad), /refusing to write: keys\[0\]\.hash/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each([
    ['an empty file', '', /is empty/],
    ['text that is not JSON', '{"version": 1, "keys": [', /is not valid JSON/],
    ['a wrong version', JSON.stringify({ version: 2, keys: [] }), /version: must be 1/],
    ['a missing keys list', JSON.stringify({ version: 1 }), /keys:/],
    [
      'a record without a label',
      JSON.stringify({ version: 1, keys: [{ ...validRecord, label: undefined }] }),
      /keys\[0\]\.label/,
    ],
    [
      'an unknown plan',
      JSON.stringify({ version: 1, keys: [{ ...validRecord, plan: 'gold' }] }),
      /keys\[0\]\.plan: must be one of free, pro/,
    ],
    ['a bad hash', JSON.stringify({ version: 1, keys: [{ ...validRecord, hash: 'ABC' }] }), /keys\[0\]\.hash/],
    [
      'a bad timestamp',
      JSON.stringify({ version: 1, keys: [{ ...validRecord, created: 'yesterday' }] }),
      /keys\[0\]\.created/,
    ],
    [
      'a misspelt field',
      JSON.stringify({ version: 1, keys: [{ ...validRecord, revokd: '2026-01-01T00:00:00Z' }] }),
      /keys\[0\]: .*revokd/,
    ],
    [
      'a duplicate id',
      JSON.stringify({ version: 1, keys: [validRecord, { ...validRecord, hash: 'b'.repeat(64) }] }),
      /keys\[1\]\.id: duplicate id/,
    ],
    [
      'a duplicate hash',
      JSON.stringify({ version: 1, keys: [validRecord, { ...validRecord, id: 'k_zzzz9999' }] }),
      /keys\[1\]\.hash: duplicate hash/,
    ],
  ])('names the file and the problem for %s', (_what, text, problem) => {
    writeFileSync(file, text);
    expectKeysFileError(() => readKeysFile(file), problem);
    expectKeysFileError(() => listKeys(file), problem);
    expectKeysFileError(() => createKey(file, { label: 'x', plan: 'free' }), problem);
  });

  it('reads a valid hand-written file', () => {
    writeFileSync(
      file,
      JSON.stringify({ version: 1, keys: [{ ...validRecord, revoked: '2026-02-01T10:00:00+01:00' }] }),
    );
    expect(readKeysFile(file).keys).toEqual([{ ...validRecord, revoked: '2026-02-01T10:00:00+01:00' }]);
  });
});
