/**
 * Where a replica pulls snapshots from (SNAPSHOT_SOURCE): the pointer, asked for with
 * If-None-Match so that an unchanged one costs a 304, and the blob it names, as a stream.
 * The reasons a pull fails are typed, like the loader's refusal reasons (ops/refusal.ts words them). Shared by ops/pull (which reads a source) and the S3 store here (which is one).
 */
import type { SnapshotRefusalReason } from '../../snapshot/format.js';
import type { Pointer } from './pointer.js';

/** Why pulling a snapshot failed; the replica keeps serving what it serves. */
export type PullFailureReason =
  /** The store did not answer, timed out or answered 5xx. */
  | 'store_unreachable'
  /** The store answered 4xx (other than not found) to the pointer or the blob: access denied, for one. */
  | 'store_refused'
  /** There is no pointer under the prefix (nothing published yet, or a wrong prefix). */
  | 'pointer_missing'
  /** The pointer is not JSON or breaks its schema. */
  | 'pointer_invalid'
  /** The blob the pointer names is not in the store. */
  | 'blob_missing'
  /** The blob downloaded has another size than the pointer says. */
  | 'size_mismatch'
  /** The blob downloaded has another SHA-256 than the pointer says. */
  | 'checksum_mismatch'
  /** Not enough free space beside SNAPSHOT_PATH for one more copy, or the disk filled up. */
  | 'disk_full'
  /** Writing the download failed otherwise. */
  | 'disk_error'
  /** The server's loader refused the downloaded file (see refusal). */
  | 'snapshot_refused'
  /** The file loaded, but its version is not the one the pointer names. */
  | 'version_mismatch';

/** A failed pull: a reason code, and a message for the log (it may name URLs and paths). */
export class PullError extends Error {
  override readonly name = 'PullError';

  constructor(
    readonly reason: PullFailureReason,
    message: string,
    /** For snapshot_refused: the loader's own reason. */
    readonly refusal?: SnapshotRefusalReason,
  ) {
    super(message);
  }
}

export type PointerFetch =
  /** The pointer is the one tagged `etag` (a 304). */
  { kind: 'unchanged' } | { kind: 'found'; pointer: Pointer; etag: string | undefined };

export interface BlobStream {
  /** The bytes, in order. */
  body: AsyncIterable<Uint8Array>;
  /** The length the store announced, when it did. */
  bytes: number | undefined;
}

export interface PullSource {
  /** SNAPSHOT_SOURCE as configured, for the log. */
  readonly description: string;
  /**
   * The pointer, unless it is still the one tagged `etag` ({ kind: 'unchanged' }). Throws PullError
   * (pointer_missing, pointer_invalid, store_unreachable, store_refused).
   */
  fetchPointer(etag: string | undefined, signal: AbortSignal): Promise<PointerFetch>;
  /** The blob at `path` under the prefix. Throws PullError (blob_missing, store_unreachable, store_refused). */
  openBlob(path: string, signal: AbortSignal): Promise<BlobStream>;
}

/** The reason for an HTTP status answered to the pointer or a blob (never 2xx or 304). */
export function reasonForStatus(status: number, missing: 'pointer_missing' | 'blob_missing'): PullFailureReason {
  if (status === 404) return missing;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'store_refused';
  return 'store_unreachable';
}
