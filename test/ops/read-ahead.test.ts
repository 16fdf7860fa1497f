/**
 * The snapshot file's read begun before the process loads its app (src/ops/read-ahead.ts): the
 * first load of that file takes it over, unless the file was replaced since the read began; a
 * refused file stops the start with the same message either way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { readAhead, takeReadAhead } from '../../src/ops/read-ahead.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { snapshotSupply } from '../../src/ops/snapshot-supply.js';
import { readSnapshot } from '../../src/snapshot/reader.js';
import { fileIdentity } from '../../src/util/watch-file.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const { dir, cleanup } = tempDir('confdir-read-ahead-');
afterAll(cleanup);
const files = snapshotFiles(dir);

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const versionOf = (file: string): string => snapshotVersion(readSnapshot(file));

/** The version the file supply serves first, given the read begun ahead (if any). */
async function servedVersion(ahead: ReturnType<typeof readAhead> | undefined): Promise<string> {
  const config = { SNAPSHOT_PATH: files.target, NODE_ENV: 'production' } as Config;
  const supply = await snapshotSupply(config, quiet, () => {}, ahead);
  try {
    return (await supply.serve(quiet, () => {})).version();
  } finally {
    supply.close();
  }
}

describe('the read begun ahead', () => {
  it('is taken over by the first load of the same, unchanged file', async () => {
    files.replace(files.build(3, '2026-11-21T06:01:01Z'));
    const ahead = readAhead(files.target);
    expect(takeReadAhead(ahead, files.target, fileIdentity(files.target))).toBe(ahead.raw);
    expect(takeReadAhead(ahead, `${files.target}.other`, fileIdentity(files.target))).toBeUndefined();
    expect(takeReadAhead(undefined, files.target, fileIdentity(files.target))).toBeUndefined();
    expect((await ahead.raw).header.events).toBe(3);
    expect(await servedVersion(ahead)).toBe(versionOf(files.target));
  });

  it('is what the first load serves: it does not read the file again', async () => {
    const other = files.build(4, '2026-11-23T06:01:01Z');
    files.replace(files.build(3, '2026-11-21T06:01:01Z'));
    // A read that claims the target's identity but holds another file's snapshot.
    const ahead = {
      file: files.target,
      identity: fileIdentity(files.target),
      raw: Promise.resolve(readSnapshot(other)),
    };
    expect(await servedVersion(ahead)).toBe(versionOf(other));
  });

  it('is dropped when the file was replaced since it began: the load reads the new file', async () => {
    files.replace(files.build(3, '2026-11-21T06:01:01Z'));
    const ahead = readAhead(files.target);
    const old = versionOf(files.target);
    files.replace(files.build(5, '2026-11-22T06:01:01Z'));
    expect(takeReadAhead(ahead, files.target, fileIdentity(files.target))).toBeUndefined();
    const served = await servedVersion(readAhead(files.target));
    expect(served).toBe(versionOf(files.target));
    expect(served).not.toBe(old);
    // The dropped read still ends, and nothing is left unhandled.
    expect((await ahead.raw).header.events).toBe(3);
  });

  it('refuses a corrupt file with the same startup error as a load without it', async () => {
    files.replaceWith(Buffer.from('this is not a snapshot at all, just some garbage bytes'));
    const without = await servedVersion(undefined).catch((error: Error) => error.message);
    const ahead = readAhead(files.target);
    const withAhead = await servedVersion(ahead).catch((error: Error) => error.message);
    expect(without).toMatch(/events\.snapshot/);
    expect(withAhead).toBe(without);
  });
});
