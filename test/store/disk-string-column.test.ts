/**
 * The detail-only text columns (description, contact e-mail) of a large snapshot stay in the file
 * and are read by position: the same values as in memory, still those of the loaded file after it
 * is renamed over or deleted, checksummed all the same, and never other bytes after the file is
 * written into in place.
 */
import {
  appendFileSync,
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshotHeader } from '../../src/snapshot/reader.js';
import { bodyStart } from '../../src/snapshot/format.js';
import { DiskStringColumn } from '../../src/store/disk-string-column.js';
import { eventAt, loadStore, type Store } from '../../src/store/index.js';
import { itemAt } from '../../src/store/event-records.js';
import { loadStoreInSlices } from '../../src/store/load.js';
import { StringColumn } from '../../src/store/string-column.js';
import { buildDemoSnapshot } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-disk-column-');
let snapshot: string;
let inMemory: Store;

/** Every event's record, description and e-mail included. */
const records = (store: Store) => Array.from({ length: store.header.events }, (_, p) => eventAt(store, p));
const openDescriptors = () => readdirSync('/proc/self/fd').length;

beforeAll(async () => {
  ({ snapshot } = await buildDemoSnapshot(dir, 400));
  inMemory = loadStore(snapshot);
});
afterAll(cleanup);

describe('detail columns left on disk', () => {
  it('stay in memory below the size given, and on disk from it, with the same values', async () => {
    expect(inMemory.columns.description).toBeInstanceOf(StringColumn);
    const onDisk = loadStore(snapshot, { detailOnDiskFrom: 0 });
    const sliced = await loadStoreInSlices(snapshot, { detailOnDiskFrom: 0 });
    for (const store of [onDisk, sliced]) {
      expect(store.columns.description).toBeInstanceOf(DiskStringColumn);
      expect(store.columns.email).toBeInstanceOf(DiskStringColumn);
      expect(store.columns.name).toBeInstanceOf(StringColumn);
      expect(records(store)).toEqual(records(inMemory));
    }
    expect(records(inMemory).filter((record) => record.description !== null).length).toBeGreaterThan(100);
  });

  it('are not read for what a search item shows', () => {
    const store = loadStore(snapshot, { detailOnDiskFrom: 0 });
    const shown = Array.from({ length: store.header.events }, (_, p) => itemAt(store, p));
    expect(shown).toEqual(records(inMemory).map(({ email: _email, description: _description, ...item }) => item));
  });

  it('read the loaded file after another is renamed over its path and it is deleted', async () => {
    const copy = `${dir}/copy.snapshot`;
    writeFileSync(copy, readFileSync(snapshot));
    const store = loadStore(copy, { detailOnDiskFrom: 0 });
    const other = await buildDemoSnapshot(`${dir}`, 300, 7);
    writeFileSync(`${dir}/other.snapshot`, readFileSync(other.snapshot));
    renameSync(`${dir}/other.snapshot`, copy);
    expect(records(store)).toEqual(records(inMemory));
    rmSync(copy);
    expect(records(store)).toEqual(records(inMemory));
  });

  it('throw rather than read other bytes once the file is written into in place', () => {
    const copy = `${dir}/in-place.snapshot`;
    writeFileSync(copy, readFileSync(snapshot));
    const store = loadStore(copy, { detailOnDiskFrom: 0 });
    const withDescription = records(inMemory).findIndex((record) => record.description !== null);
    expect(store.columns.description.get(withDescription)).toBe(inMemory.columns.description.get(withDescription));
    // One byte more: the size changes whatever the clock's grain (the modification time may not).
    appendFileSync(copy, 'x');
    expect(() => store.columns.description.get(withDescription)).toThrow(/written into after it was loaded/);
  });

  it('read the same bytes after a touch; refuse other bytes of the same size until they are back', () => {
    const copy = `${dir}/same-size.snapshot`;
    writeFileSync(copy, readFileSync(snapshot));
    const store = loadStore(copy, { detailOnDiskFrom: 0 });
    const file = store.detailFile!;
    utimesSync(copy, new Date('2031-01-01T00:00:00Z'), new Date('2031-01-01T00:00:00Z'));
    expect(records(store)).toEqual(records(inMemory));
    const header = readSnapshotHeader(copy);
    const section = header.sections.find((entry) => entry.name === 'description.bytes')!;
    const at = bodyStart(readFileSync(copy).readUInt32LE(12)) + section.offset;
    const original = readFileSync(copy).subarray(at, at + section.length);
    const fd = openSync(copy, 'r+');
    writeSync(fd, Buffer.alloc(section.length, 0x2a), 0, section.length, at);
    expect(() => records(store)).toThrow(/the bytes at \d+ differ/);
    expect(file.problem()).toMatch(/the bytes at \d+ differ/);
    writeSync(fd, original, 0, section.length, at);
    closeSync(fd);
    expect(records(store)).toEqual(records(inMemory));
    // Readiness probes sweep 64 blocks a call until every block is found intact again.
    expect(file.problem()).toBeNull();
  });

  it('are checksummed though not kept, and a refused file is closed', () => {
    const header = readSnapshotHeader(snapshot);
    const section = header.sections.find((entry) => entry.name === 'description.bytes')!;
    const bytes = readFileSync(snapshot);
    const headerLength = bytes.readUInt32LE(12);
    bytes[bodyStart(headerLength) + section.offset + Math.floor(section.length / 2)]! ^= 0x01;
    const corrupt = `${dir}/corrupt.snapshot`;
    writeFileSync(corrupt, bytes);
    const before = openDescriptors();
    expect(() => loadStore(corrupt, { detailOnDiskFrom: 0 })).toThrow(/checksum mismatch/);
    expect(openDescriptors()).toBe(before);
  });
});
