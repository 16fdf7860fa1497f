/**
 * One published blob made ready to serve: downloaded beside SNAPSHOT_PATH and verified
 * (download.ts), then loaded with the server's loader beside the serving snapshot and checked to
 * be the version the pointer names. Until it is installed, nothing serves it; once it is, its file
 * takes SNAPSHOT_PATH's name (so the path always holds the version served).
 */
import { renameSync, rmSync } from 'node:fs';
import { snapshotRefusalReason } from '../../snapshot/format.js';
import type { PublishedBlob } from '../publish/pointer.js';
import { problemOf } from '../ship.js';
import { type LoadedSnapshot, type SnapshotLoader, snapshotVersion } from '../snapshot-holder.js';
import { type DownloadOptions, downloadBlob } from './download.js';
import { PullError } from './source.js';

export interface Prepared<T extends LoadedSnapshot> {
  blob: PublishedBlob;
  loaded: T;
  /** The verified download, until it is installed or dropped. */
  file: string;
  /** Download, verification and load, in milliseconds. */
  durationMs: number;
}

/** Downloads, verifies and loads `blob`. Throws PullError, leaving no file behind. */
export async function prepareBlob<T extends LoadedSnapshot>(
  blob: PublishedBlob,
  load: SnapshotLoader<T>,
  download: DownloadOptions,
): Promise<Prepared<T>> {
  const started = performance.now();
  const file = await downloadBlob(blob, download);
  let loaded: T;
  try {
    loaded = await load(file);
  } catch (error) {
    rmSync(file, { force: true });
    throw new PullError('snapshot_refused', `${blob.path}: ${problemOf(error)}`, snapshotRefusalReason(error));
  }
  const version = snapshotVersion(loaded);
  if (version !== blob.version) {
    rmSync(file, { force: true });
    throw new PullError('version_mismatch', `${blob.path} holds version ${version}; the pointer says ${blob.version}`);
  }
  return { blob, loaded, file, durationMs: performance.now() - started };
}

/** Gives the installed download SNAPSHOT_PATH's name; returns the error when it could not (it serves anyway). */
export function keepAsSnapshotPath(prepared: Prepared<LoadedSnapshot>, snapshotPath: string): Error | undefined {
  try {
    renameSync(prepared.file, snapshotPath);
    return undefined;
  } catch (error) {
    rmSync(prepared.file, { force: true });
    return error as Error;
  }
}

/** Drops a prepared blob that will not be served: its file goes, its memory with the last reference. */
export function discard(prepared: Prepared<LoadedSnapshot> | undefined): void {
  if (prepared) rmSync(prepared.file, { force: true });
}
