/**
 * The snapshot a pulling replica answers from, as the app and the metrics read it: nothing until
 * the puller's first snapshot serves (the app answers 503 meanwhile, and /readyz says why), then
 * whatever the puller's holder serves.
 */
import type { SnapshotIndex } from '../../search/index.js';
import { HeldSnapshot } from '../held-snapshot.js';
import type { SnapshotHolder } from '../snapshot-holder.js';
import type { PullStatus, SnapshotPuller } from './puller.js';

export class PulledSnapshot extends HeldSnapshot {
  readonly #puller: SnapshotPuller<SnapshotIndex>;

  constructor(puller: SnapshotPuller<SnapshotIndex>) {
    super();
    this.#puller = puller;
  }

  protected holder(): SnapshotHolder | undefined {
    return this.#puller.holder();
  }

  pull(): PullStatus {
    return this.#puller.status();
  }
}
