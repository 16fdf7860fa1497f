/**
 * A snapshot file kept open for its sections on disk lets go of its descriptor off the serving
 * thread: the last descriptor of a file renamed over frees the file's cached pages inside close(2).
 */
import { fstatSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOffThread, SnapshotFile } from '../../src/snapshot/snapshot-file.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-snapshot-file-');
afterAll(cleanup);

interface Opened {
  fd: number;
  /** The file's inode: a descriptor number reused for another file is not this one still open. */
  ino: number;
}

const isOpen = ({ fd, ino }: Opened) => {
  try {
    return fstatSync(fd).ino === ino;
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('EBADF');
    return false;
  }
};

/** A file of `bytes` renamed over by another, still open: what an old snapshot is after a swap. */
function renamedOver(name: string, bytes: number): Opened {
  const path = join(dir, name);
  writeFileSync(path, Buffer.alloc(bytes, 7));
  const fd = openSync(path, 'r');
  writeFileSync(`${path}.next`, 'newer');
  renameSync(`${path}.next`, path);
  return { fd, ino: fstatSync(fd).ino };
}

describe('closing a snapshot file off the thread', () => {
  it('has closed the descriptor once its promise resolves', async () => {
    const old = renamedOver('old.snapshot', 4 << 20);
    expect(isOpen(old)).toBe(true);
    await closeOffThread(old.fd);
    expect(isOpen(old)).toBe(false);
  });

  it('refuses reads at once after close(), and lets go of the descriptor', async () => {
    const opened = renamedOver('failed-load.snapshot', 1024);
    const file = new SnapshotFile(opened.fd, 0, [{ offset: 0, length: 1024, sums: Buffer.alloc(4) }]);
    expect(file.problem()).toBeNull();
    file.close();
    expect(() => file.read(0, 16)).toThrow(/was closed/);
    expect(file.problem()).toMatch(/was closed/);
    // The thread pool closes it: wait for that (bounded), as a test waits for what it reads.
    for (let turn = 0; turn < 200 && isOpen(opened); turn++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(isOpen(opened)).toBe(false);
  });
});
