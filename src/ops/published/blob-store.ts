/**
 * Where `snapshot publish` writes: a folder (which any static web server then serves) or an S3
 * bucket prefix. Both keep the same promises: a blob, once written, is never overwritten, and the
 * pointer is replaced only if it is still the one the publisher read, so that two publishers
 * cannot both win.
 */
import type { Pointer } from './pointer.js';

/** A publish or rollback that did not happen; the message is one line and the store is unchanged. */
export class PublishError extends Error {
  override readonly name: string = 'PublishError';
}

/** The pointer changed (or another publisher held it) between reading and writing it. */
export class PointerConflictError extends PublishError {
  override readonly name = 'PointerConflictError';
}

/** The pointer as read: undefined when there is none yet. `tag` identifies that version of it. */
export interface PointerRead {
  pointer: Pointer | undefined;
  /** The store's tag of the pointer read (an S3 ETag, a folder's content hash); undefined: none existed. */
  tag: string | undefined;
}

export interface PublishStore {
  /** The destination as the operator wrote it, for messages. */
  readonly description: string;
  /** Reads the pointer; throws PublishError when it is there but unreadable or invalid. */
  readPointer(): Promise<PointerRead>;
  /** The size of the blob at `path`, or undefined when there is none. */
  blobSize(path: string): Promise<number | undefined>;
  /**
   * Stores `file` (of `bytes` bytes) at `path` unless something is there already: 'exists' then,
   * and nothing is overwritten. A reader never sees part of a blob at `path`.
   */
  putBlob(path: string, file: string, bytes: number): Promise<'created' | 'exists'>;
  /**
   * Replaces the pointer with `pointer` if it is still the version `expected` read (or still
   * absent); throws PointerConflictError otherwise, leaving it as the other writer left it.
   */
  writePointer(pointer: Pointer, expected: PointerRead): Promise<void>;
}
