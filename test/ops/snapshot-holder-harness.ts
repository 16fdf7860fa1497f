import { afterEach, beforeEach } from 'vitest';
import { SnapshotHolder, type SnapshotHolderOptions, type SwapResult } from '../../src/ops/snapshot-holder.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

export interface HolderHarness {
  /** This test's snapshot files; the target holds 20 events built at 2026-11-21T06:01:01Z. */
  readonly files: ReturnType<typeof snapshotFiles>;
  /** Opens a holder on the target; it is closed after the test. */
  open(options?: SnapshotHolderOptions): Promise<SnapshotHolder>;
}

/**
 * Registers the hooks of one SnapshotHolder test file: before each test a new temporary folder
 * with its target snapshot, after it the holder that the test opened closed and the folder removed.
 */
export function holderHarness(): HolderHarness {
  let files: ReturnType<typeof snapshotFiles> | undefined;
  let cleanup: () => void = () => {};
  let holder: SnapshotHolder | undefined;

  beforeEach(() => {
    const temp = tempDir('snapshot-holder-');
    cleanup = temp.cleanup;
    files = snapshotFiles(temp.dir);
    files.replace(files.build(20, '2026-11-21T06:01:01.000Z'));
  });

  afterEach(() => {
    holder?.close();
    holder = undefined;
    cleanup();
  });

  const current = () => {
    if (files === undefined) throw new Error('the snapshot files are made in beforeEach');
    return files;
  };
  return {
    get files() {
      return current();
    },
    open: async (options = {}) => {
      holder = await SnapshotHolder.open(current().target, options);
      return holder;
    },
  };
}

/** The holder's next swap or failure. */
export function nextEvent(h: SnapshotHolder, event: 'swap' | 'failure'): Promise<SwapResult> {
  return new Promise((done) => {
    const off = h.on(event, (result: SwapResult & { error: string }) => {
      off();
      done(result);
    });
  });
}
