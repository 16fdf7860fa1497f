/**
 * The S3 path against an S3-protocol server the test starts (s3rver, from the npm registry), with
 * path-style addressing and an endpoint, credentials through the SDK's standard chain (the
 * environment): publishing and rolling back with the CLI, a replica pulling from s3://, the
 * pointer polled with If-None-Match (304), and a pointer naming a missing blob.
 *
 * s3rver ignores conditional writes (it overwrites whatever If-None-Match or If-Match say), so the
 * race between two publishers cannot be shown against it: the test checks that every write carries
 * its condition (blobs If-None-Match: *, the pointer If-Match on the ETag read, or If-None-Match: *
 * when there was none), and test/ops/publish.test.ts shows the race itself against a folder.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { blobPath } from '../../src/ops/published/pointer.js';
import { S3Store } from '../../src/ops/published/s3-store.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { type ServerProcess, startServerProcess, waitFor } from '../fixtures/servers.js';
import { type S3Server, S3RVER_CREDENTIALS, startS3Server } from '../fixtures/s3-server.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';
import { runCli } from './fleet-harness.js';

const BUCKET = 'snapshots';
const PREFIX = 'conference-directory/prod';
const DEST = `s3://${BUCKET}/${PREFIX}`;

describe('publishing to and pulling from S3 (s3rver)', () => {
  const folder = tempDir('confdir-s3-');
  let s3: S3Server;
  let replica: ServerProcess;
  let v1 = '';
  let v2 = '';
  let key = '';
  const s3Flags = () => ['--endpoint', s3.endpoint, '--path-style'];
  const env = () => ({ ...S3RVER_CREDENTIALS, AWS_REGION: 'us-east-1' });
  const versionOf = (file: string) => snapshotVersion(openSnapshot(file));
  const pointerPath = `/${BUCKET}/${PREFIX}/CURRENT.json`;

  // The in-process store reads its credentials the standard way too: from the environment.
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    Object.assign(process.env, S3RVER_CREDENTIALS);
    const files = snapshotFiles(folder.dir);
    v1 = files.build(3, '2026-11-21T06:00:00Z');
    v2 = files.build(4, '2026-11-21T07:00:00Z');
    key = createKey(join(folder.dir, 'keys.json'), { label: 's3', plan: 'pro' }).key;
    s3 = await startS3Server(join(folder.dir, 's3rver'), BUCKET);
  }, 60_000);

  afterAll(async () => {
    await replica?.stop();
    await s3?.stop();
    folder.cleanup();
    for (const name of Object.keys(S3RVER_CREDENTIALS)) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
  });

  it('publishes with the CLI: the blob written If-None-Match: *, the pointer If-None-Match: *, then If-Match', async () => {
    const first = await runCli(['publish', v1, '--to', DEST, ...s3Flags()], env());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`names version ${versionOf(v1)}`);
    const puts = () => s3.exchanges.filter((exchange) => exchange.method === 'PUT');
    expect(puts().map(({ path, ifNoneMatch, ifMatch }) => ({ path, ifNoneMatch, ifMatch }))).toEqual([
      { path: `/${BUCKET}/${PREFIX}/snapshots/${blobName(first.stdout)}`, ifNoneMatch: '*', ifMatch: undefined },
      { path: pointerPath, ifNoneMatch: '*', ifMatch: undefined },
    ]);

    const store = new S3Store({ bucket: BUCKET, prefix: PREFIX }, { endpoint: s3.endpoint, forcePathStyle: true });
    const read = await store.readPointer();
    expect(read.pointer?.version).toBe(versionOf(v1));

    const second = await runCli(['publish', v2, '--to', DEST, ...s3Flags()], env());
    expect(second.code, second.stderr).toBe(0);
    const pointerWrites = puts().filter((exchange) => exchange.path === pointerPath);
    expect(pointerWrites.at(-1)).toMatchObject({ ifMatch: read.tag, ifNoneMatch: undefined, status: 200 });
    expect((await store.readPointer()).pointer).toMatchObject({
      version: versionOf(v2),
      previous: { version: versionOf(v1) },
    });
  });

  it('refuses a truncated file before anything is uploaded', async () => {
    const before = s3.exchanges.length;
    const truncated = join(folder.dir, 'truncated.snapshot');
    writeFileSync(truncated, readFileSync(v2).subarray(0, 1000));
    const run = await runCli(['publish', truncated, '--to', DEST, ...s3Flags()], env());
    expect(run.code).toBe(1);
    // The last line: the SDK may warn about the Node version first.
    expect(run.stderr).toMatch(/(^|\n)Cannot publish .*truncated\.snapshot: .* is unchanged\n$/);
    expect(s3.exchanges.slice(before)).toEqual([]);
  });

  it('serves a replica pulling from s3://, which polls with If-None-Match and follows a rollback', async () => {
    const before = s3.exchanges.length;
    replica = await startServerProcess({
      NODE_ENV: 'production',
      ...env(),
      SNAPSHOT_SOURCE: DEST,
      SNAPSHOT_S3_ENDPOINT: s3.endpoint,
      SNAPSHOT_S3_PATH_STYLE: 'true',
      SNAPSHOT_POLL_S: '1',
      SNAPSHOT_PATH: join(folder.dir, 'replica', 'events.snapshot'),
      KEYS_FILE: join(folder.dir, 'keys.json'),
    });
    const servedVersion = async () => {
      const answer = await fetch(`http://127.0.0.1:${replica.port}/api/gpt/conferences?limit=1`, {
        headers: { 'x-api-key': key },
      });
      return answer.status === 200 ? answer.headers.get('x-snapshot-version') : null;
    };
    await waitFor(async () => (await servedVersion()) === versionOf(v2), 20_000, 'the replica to serve v2');
    await waitFor(
      () => s3.exchanges.slice(before).some((e) => e.path === pointerPath && e.method === 'GET' && e.status === 304),
      10_000,
      'a 304 to the poll',
    );
    const polls = s3.exchanges.slice(before).filter((e) => e.path === pointerPath && e.method === 'GET');
    expect(polls.slice(1).every((poll) => poll.ifNoneMatch !== undefined)).toBe(true);

    const back = await runCli(['rollback', '--to', DEST, ...s3Flags()], env());
    expect(back.code, back.stderr).toBe(0);
    // A download and a swap, as v2's above: as long to wait for under a loaded machine.
    await waitFor(async () => (await servedVersion()) === versionOf(v1), 20_000, 'the rollback on the replica');
  });

  it('stays on its version, degraded, when the pointer names a missing blob', async () => {
    const store = new S3Store({ bucket: BUCKET, prefix: PREFIX }, { endpoint: s3.endpoint, forcePathStyle: true });
    const read = await store.readPointer();
    const missing = 'c'.repeat(64);
    await store.writePointer({ ...read.pointer!, sha256: missing, path: blobPath(missing) }, read);
    await waitFor(
      async () => {
        const body = (await (await fetch(`http://127.0.0.1:${replica.port}/readyz`)).json()) as {
          status: string;
          source: { reason_code: string | null };
        };
        return body.status === 'degraded' && body.source.reason_code === 'blob_missing';
      },
      10_000,
      'the missing blob reported',
    );
  });
});

/** The blob's file name from the CLI's second line ("blob: snapshots/<sha>.snapshot (...)"). */
function blobName(stdout: string): string {
  const match = /blob: snapshots\/([0-9a-f]{64}\.snapshot)/.exec(stdout);
  if (!match) throw new Error(`no blob in ${stdout}`);
  return match[1]!;
}
