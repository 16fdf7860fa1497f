/**
 * Details read from the snapshot file (the detail columns left on disk) through a SnapshotHolder
 * over HTTP, with the response cache off so that every detail reads the file: 50 details answer
 * 200 with the same bodies after the file is `touch`ed, after the same bytes are copied over it in
 * place, and after a good copy is renamed over it. A file written into with other bytes of the same
 * size makes those details fail and /readyz say "degraded"; renaming a good copy over it and
 * reloading (the same version) heals the holder.
 */
import { copyFileSync, openSync, closeSync, writeSync, readFileSync, renameSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { SnapshotIndex } from '../../src/search/index.js';
import { readSnapshotHeader } from '../../src/snapshot/reader.js';
import { bodyStart } from '../../src/snapshot/format.js';
import { DiskStringColumn } from '../../src/store/disk-string-column.js';
import { loadStore } from '../../src/store/load.js';
import { type TestApi, startTestApi, testConfig, json } from '../http/harness.js';
import { tempDir } from '../fixtures/source.js';

const countries = new CountryResolver(loadCountries());
const loadWithDetailsOnDisk = (file: string) => new SnapshotIndex(loadStore(file, { detailOnDiskFrom: 0 }), countries);

describe('details read from a snapshot file that still holds the same bytes', () => {
  const folder = tempDir('confdir-same-bytes-');
  const path = join(folder.dir, 'events.snapshot');
  const good = join(folder.dir, 'good.snapshot');
  let holder: SnapshotHolder;
  let api: TestApi;
  let ids: number[] = [];
  const bodies = new Map<number, string>();

  beforeAll(async () => {
    const reference = await startTestApi();
    const built = reference.sourceFile.replace(/\.sqlite$/, '.snapshot');
    copyFileSync(built, good);
    copyFileSync(built, path);
    await reference.close();
    holder = await SnapshotHolder.open(path, { load: loadWithDetailsOnDisk });
    expect(holder.current().store.columns.description).toBeInstanceOf(DiskStringColumn);
    // The serving holder, whichever this file holds now.
    const serving = { current: () => holder.current(), version: () => holder.version(), status: () => holder.status() };
    api = await startTestApi({ snapshot: serving, config: testConfig({ RESPONSE_CACHE_MB: '0' }) });
    const { columns } = holder.current().store;
    const positions = Array.from({ length: holder.current().size }, (_, p) => p);
    ids = positions
      .filter((p) => columns.description.get(p) !== '')
      .slice(0, 50)
      .map((p) => columns.ids[p]!);
    expect(ids).toHaveLength(50);
  }, 120_000);
  afterAll(async () => {
    holder?.close();
    await api?.close();
    folder.cleanup();
  });

  /** The statuses of the 50 details, in order; their bodies are checked against the first answers. */
  async function details(): Promise<number[]> {
    const statuses: number[] = [];
    for (const id of ids) {
      const answer = await api.get(`/api/gpt/conferences/${id}`);
      statuses.push(answer.statusCode);
      if (answer.statusCode !== 200) continue;
      if (!bodies.has(id)) bodies.set(id, answer.body);
      expect(answer.body).toBe(bodies.get(id));
    }
    return statuses;
  }
  const all200 = Array.from({ length: 50 }, () => 200);
  const readyz = async () => json(await api.get('/readyz'));

  it('answer 200 before, after a touch, after a copy in place and after a rename of a good copy', async () => {
    expect(await details()).toEqual(all200);
    expect(bodies.size).toBe(50);
    utimesSync(path, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    expect(await details()).toEqual(all200);
    copyFileSync(good, path); // the same inode, truncated and written again
    expect(await details()).toEqual(all200);
    const spare = join(folder.dir, 'spare.snapshot');
    copyFileSync(good, spare);
    renameSync(spare, path);
    expect(await details()).toEqual(all200);
    expect((await holder.reload('test')).outcome).toBe('unchanged');
    expect(await details()).toEqual(all200);
    const body = await readyz();
    expect(body.status).toBe('ready');
    expect(body.snapshot.details_unreadable).toBeNull();
  });

  it('fail, with /readyz degraded, once other bytes are written in; a reload of a good copy heals', async () => {
    // Reload the file at the path, so that the holder reads the inode this test writes into.
    copyFileSync(good, join(folder.dir, 'fresh.snapshot'));
    renameSync(join(folder.dir, 'fresh.snapshot'), path);
    holder.close();
    holder = await SnapshotHolder.open(path, { load: loadWithDetailsOnDisk });
    const section = readSnapshotHeader(path).sections.find((entry) => entry.name === 'description.bytes')!;
    const headerLength = readFileSync(path).readUInt32LE(12);
    const fd = openSync(path, 'r+');
    const flipped = Buffer.alloc(section.length, 0x2a); // the same size, other bytes
    writeSync(fd, flipped, 0, flipped.length, bodyStart(headerLength) + section.offset);
    closeSync(fd);
    const statuses = await details();
    expect(statuses.filter((status) => status === 500).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 500)).toBe(true);
    const degraded = await readyz();
    expect(degraded.status).toBe('degraded');
    expect(degraded.snapshot.details_unreadable).toMatch(/written into after it was loaded/);

    copyFileSync(good, join(folder.dir, 'fresh.snapshot'));
    renameSync(join(folder.dir, 'fresh.snapshot'), path);
    const healed = await holder.reload('test');
    expect(healed.outcome).toBe('swapped');
    expect(healed.version).toBe(healed.previousVersion);
    expect(await details()).toEqual(all200);
    const body = await readyz();
    expect(body.status).toBe('ready');
    expect(body.snapshot.details_unreadable).toBeNull();
  });
});
