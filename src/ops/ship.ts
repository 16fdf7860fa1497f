/**
 * Putting a snapshot file in place for the servers that watch its path (SNAPSHOT_PATH), and
 * putting the previous one back. A file reaches the path only after it passed the server's own
 * loader (docs/snapshot-format.md), so a restart never finds a file it would refuse there:
 *
 * 1. copy the new file into the target's folder under a temporary name, and fsync it;
 * 2. load the copy with the server's loader (magic, version, sizes, checksum, content);
 * 3. keep the file now at the path as the rollback copy `<path>.previous` (a hard link, renamed
 *    into place), if that file loads too; a file the servers refused is never kept as one;
 * 4. rename the copy over the path (atomic), and fsync the folder.
 *
 * Rolling back ships `<path>.previous` the same way, so the snapshot it replaces becomes the new
 * rollback copy. The watching servers see the rename and swap (ops/snapshot-holder.ts).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { SnapshotError } from '../snapshot/format.js';
import { type LoadedSnapshot, snapshotVersion } from './snapshot-holder.js';

/** A file that was not shipped; the message is one line and the path is unchanged. */
export class ShipError extends Error {
  override readonly name = 'ShipError';
}

export interface ShipResult {
  target: string;
  /** The version now at the target, and its events. */
  version: string;
  events: number;
  /** What became of the file that was at the target. */
  previous:
    | { kept: true; file: string; version: string }
    | { kept: false; why: 'nothing at the path' | 'it does not load'; problem?: string };
}

/** Where the rollback copy of `target` lives. */
export function rollbackCopyOf(target: string): string {
  return `${resolve(target)}.previous`;
}

/** The loader's complaint about a file, without the file's name (the caller names the file). */
function problemOf(error: unknown): string {
  if (error instanceof SnapshotError) return error.problem;
  return error instanceof Error ? error.message : String(error);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function tempName(target: string, purpose: string): string {
  return join(dirname(target), `.${basename(target)}.${purpose}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** Makes `previous` name the file at `target` (same folder, so a hard link; a copy where links fail). */
function keepAsRollbackCopy(target: string, previous: string): void {
  const temp = tempName(target, 'previous');
  try {
    linkSync(target, temp);
  } catch {
    copyFileSync(target, temp);
    fsyncPath(temp);
  }
  renameSync(temp, previous);
}

/** Loads the file at the target, if any, to decide whether it may become the rollback copy. */
function currentAt<T extends LoadedSnapshot>(target: string, load: (file: string) => T): ShipResult['previous'] {
  if (!existsSync(target)) return { kept: false, why: 'nothing at the path' };
  try {
    return { kept: true, file: rollbackCopyOf(target), version: snapshotVersion(load(target)) };
  } catch (error) {
    return { kept: false, why: 'it does not load', problem: problemOf(error) };
  }
}

/**
 * Ships `file` to `target` (see the module comment). Throws ShipError, leaving the target as it
 * was, when the file does not load.
 */
export function shipSnapshot<T extends LoadedSnapshot>(
  file: string,
  target: string,
  load: (file: string) => T,
): ShipResult {
  const source = resolve(file);
  const destination = resolve(target);
  if (!existsSync(source)) throw new ShipError(`Cannot ship ${source}: no such file; ${destination} is unchanged`);
  const previous = currentAt(destination, load);
  const temp = tempName(destination, 'incoming');
  let shipped: { version: string; events: number };
  try {
    copyFileSync(source, temp);
    fsyncPath(temp);
    const loaded = load(temp);
    shipped = { version: snapshotVersion(loaded), events: loaded.size };
  } catch (error) {
    rmSync(temp, { force: true });
    throw new ShipError(`Cannot ship ${source}: ${problemOf(error)}; ${destination} is unchanged`);
  }
  if (previous.kept) keepAsRollbackCopy(destination, previous.file);
  renameSync(temp, destination);
  fsyncPath(dirname(destination));
  return { target: destination, ...shipped, previous };
}

/** Ships the rollback copy of `target` back to it; the snapshot it replaces becomes the rollback copy. */
export function rollbackSnapshot<T extends LoadedSnapshot>(target: string, load: (file: string) => T): ShipResult {
  const copy = rollbackCopyOf(target);
  if (!existsSync(copy)) throw new ShipError(`Cannot roll back ${resolve(target)}: there is no ${copy}`);
  return shipSnapshot(copy, target, load);
}
