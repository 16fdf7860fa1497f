/**
 * What a SnapshotHolder reports: the outcome of each reload, its status for /readyz and metrics,
 * and the events it emits.
 */
import type { SnapshotRefusalReason } from '../snapshot/format.js';

/** What one reload did. */
export type SwapOutcome =
  /** The new snapshot was loaded and now serves. */
  | 'swapped'
  /** The file loaded but holds the snapshot already serving (same version): nothing changed. */
  | 'unchanged'
  /** The file did not load; the previous snapshot keeps serving. */
  | 'failed'
  /** The holder was closed before the reload ran. */
  | 'skipped';

export interface SwapResult {
  outcome: SwapOutcome;
  /** Why the reload ran ('SIGHUP', 'file changed', ...); merged reloads list every reason once. */
  reason: string;
  /** The version serving after this reload. */
  version: string;
  /** The version serving before it. */
  previousVersion: string;
  /** Events in the snapshot serving after this reload. */
  events: number;
  /** Time spent loading and verifying the file, in milliseconds (0 when skipped). */
  durationMs: number;
  /** Why the file was refused (outcome 'failed' only): the loader's message, naming the file. */
  error?: string;
  /** The kind of problem, as the loader refused the file (outcome 'failed' only). */
  refusal?: SnapshotRefusalReason;
}

/** The last refused file. */
export interface SnapshotFailure {
  /** ISO time of the failure. */
  at: string;
  /** Why the reload ran. */
  reason: string;
  /** The loader's message, naming the file. */
  error: string;
  /** The kind of problem, as the loader refused the file. */
  refusal: SnapshotRefusalReason;
}

export interface SnapshotStatus {
  file: string;
  /** Short version of the serving snapshot (see snapshotVersion). */
  version: string;
  /** Build time from the serving snapshot's header. */
  builtAt: string;
  builderVersion: string;
  events: number;
  /** ISO time the serving snapshot was loaded (for the initial one: when the holder was created). */
  loadedAt: string;
  swaps: { succeeded: number; failed: number; unchanged: number };
  /** The most recent refused file, if any (kept after later successful swaps). */
  lastFailure?: SnapshotFailure;
  /**
   * Set while the file at the path is not the one serving: the last reload refused it (so a
   * restart would refuse it too). Cleared by a later reload that loads the file.
   */
  refusedFile?: SnapshotFailure;
  /** True while a reload is running. */
  reloading: boolean;
  /**
   * Set while the serving snapshot cannot read the detail columns it left in its file (the file
   * was written into with other bytes): a reload, even of the same version, replaces it.
   */
  detailsUnreadable?: string;
}

export interface SnapshotHolderEvents {
  /** A new snapshot now serves. */
  swap: (result: SwapResult) => void;
  /** A file was refused; the previous snapshot keeps serving. */
  failure: (result: SwapResult & { error: string; refusal: SnapshotRefusalReason }) => void;
  /** A reload found the same snapshot that is serving. */
  unchanged: (result: SwapResult) => void;
  /** The folder watch failed; the poll keeps going. */
  watchError: (error: Error) => void;
}
