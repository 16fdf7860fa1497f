/**
 * The snapshot a pulling replica answers from, as the app and the metrics read it: nothing until
 * the puller's first snapshot serves (the app answers 503 meanwhile, and /readyz says why), then
 * whatever the puller's holder serves.
 */
import type { SnapshotIndex } from '../../search/index.js';
import type { SnapshotStatus } from '../snapshot-status.js';
import type { PullStatus, SnapshotPuller } from './puller.js';

/** Asked for the snapshot before the first one was pulled (or, for a file, loaded). */
export class SnapshotNotLoadedError extends Error {
  override readonly name = 'SnapshotNotLoadedError';

  constructor() {
    super('no snapshot is loaded yet');
  }
}

export class PulledSnapshot {
  readonly #puller: SnapshotPuller<SnapshotIndex>;

  constructor(puller: SnapshotPuller<SnapshotIndex>) {
    this.#puller = puller;
  }

  /** Whether a snapshot serves yet. */
  loaded(): boolean {
    return this.#puller.holder() !== undefined;
  }

  /** The serving snapshot; throws SnapshotNotLoadedError before the first one. */
  current(): SnapshotIndex {
    const holder = this.#puller.holder();
    if (!holder) throw new SnapshotNotLoadedError();
    return holder.current();
  }

  version(): string {
    const holder = this.#puller.holder();
    if (!holder) throw new SnapshotNotLoadedError();
    return holder.version();
  }

  /** The holder's status once a snapshot serves. */
  status(): SnapshotStatus | undefined {
    return this.#puller.holder()?.status();
  }

  pull(): PullStatus {
    return this.#puller.status();
  }
}
