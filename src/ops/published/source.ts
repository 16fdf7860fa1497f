/**
 * Where a replica pulls snapshots from (SNAPSHOT_SOURCE): the pointer, asked for with
 * If-None-Match so that an unchanged one costs a 304, and the blob it names, as a stream.
 * The reasons a pull fails are typed, like the loader's refusal reasons (ops/refusal.ts words them). Shared by ops/pull (which reads a source) and the S3 store here (which is one).
 */
import type { SnapshotRefusalReason } from '../../snapshot/format.js';
import { type Pointer, POINTER_MAX_BYTES, PointerError, parsePointer } from './pointer.js';

/** Why pulling a snapshot failed; the replica keeps serving what it serves. */
export type PullFailureReason =
  /** The store did not answer (no connection, no answer's headers in time) or answered 5xx. */
  | 'store_unreachable'
  /**
   * The store answers too slowly: the pointer took longer than its deadline, a download sent no
   * byte for the idle timeout or outlasted its deadline, or a check has run for two poll intervals.
   */
  | 'store_slow'
  /** The store answered 4xx (other than not found) to the pointer or the blob: access denied, for one. */
  | 'store_refused'
  /** There is no pointer under the prefix (nothing published yet, or a wrong prefix). */
  | 'pointer_missing'
  /** The pointer is over POINTER_MAX_BYTES, not JSON, or breaks its schema. */
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
  /**
   * Ends the exchange before its body was read to the end: the request is aborted and its
   * connection closed, never left open with bytes unread. Safe to call twice.
   */
  close(): void;
}

export interface PullSource {
  /** SNAPSHOT_SOURCE as configured, for the log. */
  readonly description: string;
  /**
   * The pointer, unless it is still the one tagged `etag` ({ kind: 'unchanged' }). Reads at most
   * POINTER_MAX_BYTES of it (readPointerBody). Throws PullError (pointer_missing, pointer_invalid,
   * store_unreachable, store_refused); whenever it throws, and as soon as `signal` aborts, the
   * exchange is ended and its connection closed.
   */
  fetchPointer(etag: string | undefined, signal: AbortSignal): Promise<PointerFetch>;
  /**
   * The blob at `path` under the prefix. Throws PullError (blob_missing, store_unreachable,
   * store_refused). `signal` aborting ends the exchange, body included.
   */
  openBlob(path: string, signal: AbortSignal): Promise<BlobStream>;
}

/** The reason for an HTTP status answered to the pointer or a blob (never 2xx or 304). */
export function reasonForStatus(status: number, missing: 'pointer_missing' | 'blob_missing'): PullFailureReason {
  if (status === 404) return missing;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'store_refused';
  return 'store_unreachable';
}

/**
 * A pointer's body, read as a stream up to POINTER_MAX_BYTES: a longer one is refused as soon as
 * the cap is passed, without reading the rest (a pointer is a few hundred bytes; a store serving
 * gigabytes under its name must not fill memory). Throws PullError (pointer_invalid); the caller
 * closes the exchange when it throws.
 */
export async function readPointerBody(body: AsyncIterable<Uint8Array>, where: string): Promise<Pointer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.byteLength;
    if (length > POINTER_MAX_BYTES) {
      throw new PullError('pointer_invalid', `${where} is longer than ${POINTER_MAX_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  try {
    return parsePointer(Buffer.concat(chunks, length).toString('utf8'));
  } catch (error) {
    if (error instanceof PointerError) throw new PullError('pointer_invalid', `${where}: ${error.message}`);
    throw error;
  }
}
