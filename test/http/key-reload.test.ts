import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing, revokeKey } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import type { SnapshotIndex } from '../../src/search/index.js';
import { tempDir } from '../fixtures/source.js';
import { testConfig } from './harness.js';

// The key check keeps what the ring answered for each key it knows (plugins/api-key.ts): the ring
// read at each request decides, never a key kept from an earlier one.
describe('a key used before, then the keys file reloaded', () => {
  const folder = tempDir('confdir-key-reload-');
  const keysFile = join(folder.dir, 'keys.json');
  const revoked = createKey(keysFile, { label: 'revoked', plan: 'pro' });
  const kept = createKey(keysFile, { label: 'kept', plan: 'free' });
  let ring = KeyRing.fromFile(keysFile);
  // The ceiling route answers behind the key check without reading the snapshot.
  const app = buildApp({
    snapshot: { current: () => ({}) as SnapshotIndex, version: () => 'test' },
    keys: { ring: () => ring },
    config: testConfig({ BENCH_CEILING_BYTES: '100' }),
  });
  const status = async (key: string) =>
    (await app.inject({ method: 'GET', url: CEILING_PATH, headers: { 'x-api-key': key } })).statusCode;

  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    folder.cleanup();
  });

  it('refuses a revoked key with a 401 once the reloaded ring leaves it out, however often it passed', async () => {
    for (let i = 0; i < 3; i++) expect(await status(revoked.key)).toBe(200);
    expect(await status(kept.key)).toBe(200);
    revokeKey(keysFile, revoked.id);
    ring = KeyRing.fromFile(keysFile);
    expect(await status(revoked.key)).toBe(401);
    expect(await status(kept.key)).toBe(200);
  });

  it('takes a key added to the reloaded ring, and still refuses one it never held', async () => {
    const added = createKey(keysFile, { label: 'added', plan: 'pro' });
    expect(await status(added.key)).toBe(401);
    ring = KeyRing.fromFile(keysFile);
    expect(await status(added.key)).toBe(200);
    const other = added.key.endsWith('a') ? 'b' : 'a';
    expect(await status(`${added.key.slice(0, -1)}${other}`)).toBe(401);
  });
});
