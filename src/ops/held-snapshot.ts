/**
 * A snapshot source whose holder may not exist yet, as the app and the metrics read it: nothing
 * until the holder serves (loaded() is false, current() throws), then whatever the holder serves.
 * A pulling replica's (pull/pulled-snapshot.ts) and a file's while it loads (snapshot-supply.ts).
 */
import type { SnapshotIndex } from '../search/index.js';
import type { SnapshotHolder } from './snapshot-holder.js';
import type { SnapshotStatus } from './snapshot-status.js';

/** Asked for the snapshot before the first one was pulled or loaded. */
class SnapshotNotLoadedError extends Error {
  override readonly name = 'SnapshotNotLoadedError';

  constructor() {
    super('no snapshot is loaded yet');
  }
}

export abstract class HeldSnapshot {
  /** The holder serving the snapshot, once there is one. */
  protected abstract holder(): SnapshotHolder | undefined;

  /** Whether a snapshot serves yet. */
  loaded(): boolean {
    return this.holder() !== undefined;
  }

  /** The serving snapshot; throws SnapshotNotLoadedError before the first one. */
  current(): SnapshotIndex {
    const holder = this.holder();
    if (!holder) throw new SnapshotNotLoadedError();
    return holder.current();
  }

  version(): string {
    const holder = this.holder();
    if (!holder) throw new SnapshotNotLoadedError();
    return holder.version();
  }

  /** The holder's status once a snapshot serves. */
  status(): SnapshotStatus | undefined {
    return this.holder()?.status();
  }
}
