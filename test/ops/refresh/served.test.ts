/**
 * What the refresh compares with (src/ops/refresh/served.ts): the blob the store's pointer names,
 * read from a folder in place or downloaded from S3 (s3rver on loopback) and checked against the
 * pointer's SHA-256; and the record of the last publish in the work folder.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSnapshot } from '../../../src/ops/publish/publish.js';
import { readPublishedRecord, snapshotStore, writePublishedRecord } from '../../../src/ops/refresh/served.js';
import { openSnapshot } from '../../../src/search/index.js';
import { type S3Server, S3RVER_CREDENTIALS, startS3Server } from '../../fixtures/s3-server.js';
import { tempDir } from '../../fixtures/source.js';
import { snapshotFiles } from '../snapshot-fixture.js';

const BUCKET = 'refresh-store';
const folder = tempDir('confdir-refresh-served-');
let snapshot = '';
let s3: S3Server | undefined;
const savedEnv = { ...process.env };

beforeAll(async () => {
  snapshot = snapshotFiles(folder.dir).build(3);
  // The store reads its credentials the standard way: from the environment.
  Object.assign(process.env, S3RVER_CREDENTIALS);
  s3 = await startS3Server(join(folder.dir, 's3rver'), BUCKET);
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  folder.cleanup();
  for (const name of Object.keys(S3RVER_CREDENTIALS)) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

describe('the served snapshot', () => {
  it("of a folder store is the store's own file", async () => {
    const { store, blobFile } = await snapshotStore(join(folder.dir, 'store'), {});
    const { pointer } = await publishSnapshot(snapshot, store, openSnapshot);
    const file = await blobFile(pointer, join(folder.dir, 'work-dir'));
    expect(file).toBe(join(folder.dir, 'store', pointer.path));
    expect(openSnapshot(file).size).toBe(3);
  });

  it('of an S3 store is downloaded into the work folder and checked against the pointer', async () => {
    const dest = `s3://${BUCKET}/published`;
    const { store, blobFile } = await snapshotStore(dest, { endpoint: s3!.endpoint, forcePathStyle: true });
    const { pointer } = await publishSnapshot(snapshot, store, openSnapshot);
    const work = join(folder.dir, 'work-s3');
    const file = await blobFile(pointer, work);
    expect(file.startsWith(work)).toBe(true);
    expect(readFileSync(file)).toEqual(readFileSync(snapshot));
    const wrong = { ...pointer, sha256: '0'.repeat(64) };
    await expect(blobFile(wrong, work)).rejects.toThrow(/does not have the SHA-256 its pointer names/);
  });
});

describe('the record of the last publish', () => {
  it('is read back as written, and is none when missing or unreadable', () => {
    const work = join(folder.dir, 'record');
    mkdirSync(work);
    expect(readPublishedRecord(work)).toBeUndefined();
    const record = { sha256: 'a'.repeat(64), version: 'v', events: 12, source_key: 'k', sources: { one: 12 } };
    writePublishedRecord(work, record);
    expect(readPublishedRecord(work)).toEqual(record);
    writeFileSync(join(work, 'published.json'), '{"sha256": 1}');
    expect(readPublishedRecord(work)).toBeUndefined();
  });
});
