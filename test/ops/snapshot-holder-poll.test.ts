import * as fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles, waitFor } from './snapshot-fixture.js';

// Lets a test make fs.watch fail, as it does on some network and container file systems.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, watch: vi.fn(actual.watch) };
});

let cleanup: () => void;
let files: ReturnType<typeof snapshotFiles>;
let holder: SnapshotHolder | undefined;

beforeEach(() => {
  const temp = tempDir('snapshot-holder-poll-');
  cleanup = temp.cleanup;
  files = snapshotFiles(temp.dir);
  files.replace(files.build(20, '2026-11-21T06:01:01Z'));
});

afterEach(() => {
  holder?.close();
  holder = undefined;
  cleanup();
});

describe('SnapshotHolder without file-system events', () => {
  it('still notices a replaced file by polling, and says it is polling only', async () => {
    vi.mocked(fs.watch).mockImplementationOnce(() => {
      throw new Error('watching is not supported here');
    });
    holder = await SnapshotHolder.open(files.target);
    const errors: Error[] = [];
    holder.on('watchError', (error) => errors.push(error));
    holder.watch({ debounceMs: 20, pollMs: 100 });
    expect(fs.watch).toHaveBeenCalled();
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/polling only/)]);

    files.replace(files.build(30, '2026-11-22T00:00:00Z'));
    await waitFor(() => holder?.current().size === 30, 5000);
    expect(holder.status().swaps.succeeded).toBe(1);
  });

  it('does not reload while the file keeps its identity', async () => {
    vi.mocked(fs.watch).mockImplementationOnce(() => {
      throw new Error('watching is not supported here');
    });
    let loads = 0;
    holder = await SnapshotHolder.open(files.target, {
      load: (file) => {
        loads++;
        return openSnapshot(file);
      },
    });
    loads = 0;
    holder.watch({ debounceMs: 10, pollMs: 20 });
    await new Promise((done) => setTimeout(done, 300));
    expect(loads).toBe(0);
  });
});
