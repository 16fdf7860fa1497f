import { copyFileSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { FORMAT_VERSION } from '../../src/snapshot/format.js';
import { SnapshotError } from '../../src/snapshot/index.js';
import { readSnapshot, readSnapshotOffThread } from '../../src/snapshot/reader.js';
import { loadStore } from '../../src/store/index.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
const good = join(dir, 'good.snapshot');
afterAll(cleanup);

beforeAll(() => {
  const input = join(dir, 'source.sqlite');
  writeSourceFile(
    input,
    Array.from({ length: 50 }, (_, i) => sourceRow({ name: `Seminar on Topic ${i}` })),
  );
  buildSnapshot({ input, output: good });
});

function damaged(name: string, change: (bytes: Buffer) => Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, change(readFileSync(good)));
  return path;
}

/** The same file with an older version's preamble and header (the header keeps its length). */
function asVersion(version: number): (bytes: Buffer) => Buffer {
  return (bytes) => {
    bytes.writeUInt32LE(version, 8);
    const headerLength = bytes.readUInt32LE(12);
    const header = bytes.toString('utf8', 16, 16 + headerLength);
    expect(header).toContain(`"formatVersion":${FORMAT_VERSION},`);
    bytes.write(header.replace(`"formatVersion":${FORMAT_VERSION},`, `"formatVersion":${version},`), 16, 'utf8');
    return bytes;
  };
}

function loadError(path: string): SnapshotError {
  try {
    loadStore(path);
  } catch (error) {
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toContain(path);
    return error as SnapshotError;
  }
  throw new Error(`${path} loaded but should have been refused`);
}

describe('loadStore refuses bad snapshot files', () => {
  it('loads the good file', () => {
    expect(loadStore(good).size).toBe(50);
  });

  it('refuses a file whose body has one flipped byte (checksum)', () => {
    const path = damaged('flipped.snapshot', (bytes) => {
      bytes[bytes.length - 100]! ^= 0xff;
      return bytes;
    });
    expect(loadError(path).problem).toMatch(/checksum mismatch/);
  });

  it('refuses a truncated file', () => {
    const path = join(dir, 'truncated.snapshot');
    copyFileSync(good, path);
    truncateSync(path, readFileSync(good).length - 10);
    expect(loadError(path).problem).toMatch(/truncated/);
  });

  it('refuses a file cut inside its header', () => {
    const path = damaged('cut-header.snapshot', (bytes) => bytes.subarray(0, 40));
    expect(loadError(path).problem).toMatch(/truncated|corrupt header/);
  });

  it('refuses a file with bytes appended', () => {
    const path = damaged('appended.snapshot', (bytes) => Buffer.concat([bytes, Buffer.from('junk')]));
    expect(loadError(path).problem).toMatch(/unexpected bytes/);
  });

  it('refuses another format version, saying which', () => {
    const path = damaged('version.snapshot', (bytes) => {
      bytes.writeUInt32LE(99, 8);
      return bytes;
    });
    expect(loadError(path).problem).toMatch(/format version 99, this server reads version 8/);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('refuses a version %i file, saying why and how to rebuild it', (version) => {
    const path = damaged(`version-${version}.snapshot`, asVersion(version));
    expect(loadError(path).problem).toBe(
      `snapshot format version ${version} is no longer supported (this build reads version 8); rebuild it with npm run build:snapshot`,
    );
  });

  it('refuses a file that is not a snapshot', () => {
    const path = damaged('not-a-snapshot.snapshot', () => Buffer.from('SQLite format 3\0 and more bytes here'));
    expect(loadError(path).problem).toMatch(/bad magic/);
  });

  it('refuses an empty file and a missing file', () => {
    expect(loadError(damaged('empty.snapshot', () => Buffer.alloc(0))).problem).toMatch(/too short/);
    expect(loadError(join(dir, 'absent.snapshot')).problem).toBe('no such file');
  });

  it('refuses a header that is not JSON', () => {
    const path = damaged('bad-header.snapshot', (bytes) => {
      bytes.write('!', 16);
      return bytes;
    });
    expect(loadError(path).problem).toMatch(/corrupt header/);
  });
});

/**
 * readSnapshotOffThread reads and checksums the body in a worker thread: the same header and the
 * same bytes of every section as readSnapshot, the sections kept in memory in one allocation, each
 * at a start a typed array can view aligned. Its refusals are compared with readSnapshot's in
 * test/ops/refusal.test.ts (through the loaders).
 */
describe('readSnapshotOffThread', () => {
  it('reads the same header and the same bytes of every section as readSnapshot', async () => {
    const here = readSnapshot(good);
    const there = await readSnapshotOffThread(good);
    expect(there.header).toEqual(here.header);
    expect(there.fileBytes).toBe(here.fileBytes);
    expect([...there.sections.keys()]).toEqual([...here.sections.keys()]);
    expect(there.sections.size).toBeGreaterThan(50);
    const allocations = new Set<ArrayBufferLike>();
    let ends = 0;
    for (const [name, { entry, bytes, onDisk }] of here.sections) {
      const read = there.sections.get(name)!;
      expect(read.entry, name).toEqual(entry);
      expect(read.bytes.equals(bytes), name).toBe(true);
      if (onDisk) continue;
      // One allocation for them all, each section at a multiple of 8: typed arrays view it aligned.
      expect(read.bytes.byteOffset % 8, name).toBe(0);
      allocations.add(read.bytes.buffer);
      ends = Math.max(ends, read.bytes.byteOffset + read.bytes.byteLength);
    }
    expect(allocations.size).toBe(1);
    expect([...allocations][0]!.byteLength).toBeGreaterThanOrEqual(ends);
    expect([...allocations][0]!.byteLength).toBeLessThan(ends + 8);
  });

  it('keeps the sections asked for apart in a second allocation, here and in the worker', async () => {
    const apart = (entry: { name: string }) => entry.name.endsWith('.bytes');
    const here = readSnapshot(good, { apart });
    const there = await readSnapshotOffThread(good, { apart });
    for (const raw of [here, there]) {
      const allocations = { apart: new Set<ArrayBufferLike>(), together: new Set<ArrayBufferLike>() };
      for (const [name, { bytes }] of raw.sections) {
        expect(bytes.equals(readSnapshot(good).sections.get(name)!.bytes), name).toBe(true);
        expect(bytes.byteOffset % 8, name).toBe(0);
        allocations[apart({ name }) ? 'apart' : 'together'].add(bytes.buffer);
      }
      expect(allocations.apart.size).toBe(1);
      expect(allocations.together.size).toBe(1);
      expect([...allocations.apart][0]).not.toBe([...allocations.together][0]);
    }
  });

  it('checks the whole body, the bytes between sections included', async () => {
    const raw = readSnapshot(good);
    const entries = [...raw.header.sections].sort((a, b) => a.offset - b.offset);
    // A byte of padding between two sections: in no section, covered by the checksum.
    const gap = entries.findIndex(
      (entry, i) => i > 0 && entry.offset > entries[i - 1]!.offset + entries[i - 1]!.length,
    );
    expect(gap).toBeGreaterThan(0);
    const padding = raw.fileBytes - raw.header.bodyLength + entries[gap]!.offset - 1;
    const bytes = readFileSync(good);
    bytes[padding]! ^= 0xff;
    const spoiled = join(dir, 'padding.snapshot');
    writeFileSync(spoiled, bytes);
    const refusal = await readSnapshotOffThread(spoiled).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SnapshotError);
    expect(refusal).toMatchObject({ reason: 'checksum_mismatch' });
    expect(() => readSnapshot(spoiled)).toThrow((refusal as Error).message);
  });
});
