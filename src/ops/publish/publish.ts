/**
 * `snapshot publish FILE --to DEST` and `snapshot rollback --to DEST` (docs/operating.md,
 * "Publishing snapshots to replicas").
 *
 * Publishing loads FILE completely with the server's own loader (as `ship` does) before anything is
 * written, so a corrupt or truncated file never reaches the store; then it uploads the blob under its
 * SHA-256 (never overwriting), and last replaces the pointer, on condition that it is still the one
 * read before the upload. Rolling back points the pointer at its `previous` blob, and keeps the
 * blob it named as the new `previous`, so that a second rollback goes forward again.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LoadedSnapshot } from '../snapshot-holder.js';
import { snapshotVersion } from '../snapshot-holder.js';
import { problemOf } from '../ship.js';
import { fileSha256 } from '../../util/file-digest.js';
import { blobOf, blobPath, type Pointer, type PublishedBlob } from '../published/pointer.js';
import { PublishError, type PointerRead, type PublishStore } from '../published/blob-store.js';

/** The server's loader; it may return a promise. */
type Load = (file: string) => LoadedSnapshot | Promise<LoadedSnapshot>;

export interface PublishOptions {
  /** When every replica is to swap to it (ISO 8601); unset: as soon as each replica has it. */
  activateAt?: string | undefined;
  /** The clock for published_at. */
  now?: () => Date;
}

export interface PublishResult {
  /** 'unchanged': the pointer names this blob already (with the same activate_at), and nothing was written. */
  outcome: 'published' | 'unchanged' | 'rolled back';
  pointer: Pointer;
  events?: number;
  /** Whether the blob was uploaded now or was in the store already. */
  blob?: 'created' | 'exists';
}

/** size and mtime: a file that is rewritten while it is published is refused. */
function fingerprint(file: string): string {
  const stats = statSync(file);
  return `${stats.size}:${stats.mtimeMs}`;
}

/** The blob of FILE, verified with the loader: its version, checksum and size. Throws PublishError. */
async function verifiedBlob(file: string, load: Load, dest: string): Promise<PublishedBlob & { events: number }> {
  let before: string;
  try {
    before = fingerprint(file);
  } catch {
    throw new PublishError(`Cannot publish ${file}: no such file; ${dest} is unchanged`);
  }
  const { sha256, bytes } = await fileSha256(file);
  let loaded: LoadedSnapshot;
  try {
    loaded = await load(file);
  } catch (error) {
    throw new PublishError(`Cannot publish ${file}: ${problemOf(error)}; ${dest} is unchanged`);
  }
  if (fingerprint(file) !== before) {
    throw new PublishError(`Cannot publish ${file}: it changed while it was read; ${dest} is unchanged`);
  }
  return { version: snapshotVersion(loaded), sha256, bytes, path: blobPath(sha256), events: loaded.size };
}

function checkActivateAt(activateAt: string | undefined): void {
  if (activateAt !== undefined && !Number.isFinite(Date.parse(activateAt))) {
    throw new PublishError(`--activate-at must be an ISO 8601 time such as 2026-12-01T09:00:00Z (got ${activateAt})`);
  }
}

/** Publishes FILE to `store` (see the module comment). */
export async function publishSnapshot(
  file: string,
  store: PublishStore,
  load: Load,
  options: PublishOptions = {},
): Promise<PublishResult> {
  checkActivateAt(options.activateAt);
  const source = resolve(file);
  const { events, ...blob } = await verifiedBlob(source, load, store.description);
  const read = await store.readPointer();
  const current = read.pointer;
  if (current?.sha256 === blob.sha256 && current.activate_at === options.activateAt) {
    return { outcome: 'unchanged', pointer: current, events };
  }
  const uploaded = await store.putBlob(blob.path, source, blob.bytes);
  const stored = await store.blobSize(blob.path);
  if (stored !== blob.bytes) {
    throw new PublishError(
      `${store.description}/${blob.path} holds ${stored ?? 'no'} bytes, not ${blob.bytes}; remove it and publish again`,
    );
  }
  // Publishing the blob the pointer names again (to set activate_at) keeps its previous.
  const previous = current === undefined ? null : current.sha256 === blob.sha256 ? current.previous : blobOf(current);
  const pointer = newPointer(blob, previous, options);
  await store.writePointer(pointer, read);
  return { outcome: 'published', pointer, events, blob: uploaded };
}

function newPointer(blob: PublishedBlob, previous: PublishedBlob | null, options: PublishOptions): Pointer {
  const now = options.now ?? (() => new Date());
  return {
    ...blob,
    published_at: now().toISOString(),
    previous,
    ...(options.activateAt === undefined ? {} : { activate_at: new Date(options.activateAt).toISOString() }),
  };
}

/** Points the pointer back at its previous blob (see the module comment). Throws PublishError. */
export async function rollbackPublished(store: PublishStore, options: PublishOptions = {}): Promise<PublishResult> {
  checkActivateAt(options.activateAt);
  const read: PointerRead = await store.readPointer();
  const current = read.pointer;
  if (current === undefined) throw new PublishError(`Cannot roll back ${store.description}: nothing is published`);
  if (current.previous === null) {
    throw new PublishError(`Cannot roll back ${store.description}: ${current.version} has no previous version`);
  }
  const back = current.previous;
  const stored = await store.blobSize(back.path);
  if (stored !== back.bytes) {
    throw new PublishError(
      `Cannot roll back ${store.description}: ${back.path} holds ${stored ?? 'no'} bytes, not ${back.bytes}`,
    );
  }
  const pointer = newPointer(back, blobOf(current), options);
  await store.writePointer(pointer, read);
  return { outcome: 'rolled back', pointer };
}
