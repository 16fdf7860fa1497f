/**
 * Putting a snapshot file in place for the servers that watch its path (SNAPSHOT_PATH), and
 * putting the one served before it back. A file reaches the path only after it passed the
 * server's own loader (docs/snapshot-format.md), so a restart never finds a file it would refuse.
 *
 * The servers serve the last file at the path that loaded: a file they refuse there (one that
 * reached the path some other way) is not served, the one before it keeps serving. Two names beside
 * the path keep that history true (hard links, so they cost no space while the files are in use):
 *
 * - `<path>.shipped`: the file the last ship or rollback put at the path. While the path holds a
 *   file that does not load, it is what the servers keep serving.
 * - `<path>.previous`: the version served before the one serving now. It only ever names a file
 *   that was in place and loaded, and it changes only when the version served changes.
 *
 * Shipping a file whose version (build time and body checksum, from its header) the path already
 * holds changes nothing. Rolling back while the path's file loads ships `.previous` (and the file it
 * replaces becomes `.previous`, so a second rollback goes forward again); while the path holds a
 * file that does not load, it puts `.shipped` back, the version the servers kept serving. Every
 * replacement is atomic (util/atomic-write.ts); the watching servers see the rename and swap
 * (ops/snapshot-holder.ts).
 */
import { copyFileSync, existsSync, linkSync } from 'node:fs';
import { resolve } from 'node:path';
import { SnapshotError } from '../snapshot/format.js';
import { readSnapshotHeader } from '../snapshot/reader.js';
import { replaceAtomically } from '../util/atomic-write.js';
import { type LoadedSnapshot, snapshotVersion } from './snapshot-holder.js';

/** A file that was not shipped or rolled back; the message is one line and the path is unchanged. */
export class ShipError extends Error {
  override readonly name = 'ShipError';
}

export interface ShipResult {
  target: string;
  /** 'unchanged': the path already held this version, and nothing was touched. */
  outcome: 'shipped' | 'unchanged';
  /** The version now at the target, and its events. */
  version: string;
  events: number;
  /** The version the servers served before the command, when one was found (see the module comment). */
  servedBefore: string | undefined;
  /** The rollback copy after the command, and whether the command replaced it. */
  rollbackCopy: { file: string; version: string; replaced: boolean } | undefined;
}

type Load = (file: string) => LoadedSnapshot;

/** Where the rollback copy of `target` lives: the version served before the one serving now. */
export function rollbackCopyOf(target: string): string {
  return `${resolve(target)}.previous`;
}

/** Where the last file shipped to `target` is kept. */
export function shippedCopyOf(target: string): string {
  return `${resolve(target)}.shipped`;
}

/** The loader's complaint about a file, without the file's name (the caller names the file). */
export function problemOf(error: unknown): string {
  if (error instanceof SnapshotError) return error.problem;
  return error instanceof Error ? error.message : String(error);
}

type Found = { loads: true; file: string; version: string } | { loads: false; problem: string };

/** Loads `file` completely with the server's loader. */
function examine(file: string, load: Load): Found {
  if (!existsSync(file)) return { loads: false, problem: 'no such file' };
  try {
    return { loads: true, file, version: snapshotVersion(load(file)) };
  } catch (error) {
    return { loads: false, problem: problemOf(error) };
  }
}

/** What the servers serve: the path's file if it loads, else the last shipped file if that loads. */
function servedNow(target: string, load: Load): { atPath: Found; served: Found } {
  const atPath = examine(target, load);
  return { atPath, served: atPath.loads ? atPath : examine(shippedCopyOf(target), load) };
}

/** The version named by a snapshot's header alone, or undefined when the header does not read. */
function headerVersion(file: string): string | undefined {
  try {
    return snapshotVersion({ header: readSnapshotHeader(file) });
  } catch {
    return undefined;
  }
}

/** Gives `file` the new name `to`: a hard link, or a copy where links fail (another file system). */
function linkOrCopy(file: string, to: string): void {
  try {
    linkSync(file, to);
  } catch {
    copyFileSync(file, to);
  }
}

/** Makes `name` a second name of `file`, replacing what it named atomically. */
function keepAs(name: string, file: string): void {
  replaceAtomically(name, (temp) => linkOrCopy(file, temp));
}

function rollbackCopyNow(target: string, replaced: boolean): ShipResult['rollbackCopy'] {
  const file = rollbackCopyOf(target);
  const version = existsSync(file) ? headerVersion(file) : undefined;
  return version === undefined ? undefined : { file, version, replaced };
}

/** Verifies `source` where it is and reports that the path holds it already. */
function unchanged(source: string, destination: string, load: Load, version: string): ShipResult {
  let events: number;
  try {
    events = load(source).size;
  } catch (error) {
    throw new ShipError(`Cannot ship ${source}: ${problemOf(error)}; ${destination} is unchanged`);
  }
  const rollbackCopy = rollbackCopyNow(destination, false);
  return { target: destination, outcome: 'unchanged', version, events, servedBefore: version, rollbackCopy };
}

/**
 * Ships `file` to `target` (see the module comment). Throws ShipError, leaving the target and its
 * history as they were, when the file does not load.
 */
export function shipSnapshot(file: string, target: string, load: Load): ShipResult {
  const source = resolve(file);
  const destination = resolve(target);
  if (!existsSync(source)) throw new ShipError(`Cannot ship ${source}: no such file; ${destination} is unchanged`);
  return place(source, destination, load, servedNow(destination, load), { link: false });
}

/**
 * Puts back the version served before the one serving now, or, while the path holds a file the
 * servers refused, the one they keep serving (see the module comment).
 */
export function rollbackSnapshot(target: string, load: Load): ShipResult {
  const destination = resolve(target);
  const now = servedNow(destination, load);
  if (!now.atPath.loads) {
    if (now.served.loads) return place(now.served.file, destination, load, now, { link: true });
    throw new ShipError(
      `Cannot roll back ${destination}: the file at the path does not load (${now.atPath.problem}) and no last ` +
        `shipped file (${shippedCopyOf(destination)}) loads, so what the servers serve is unknown; ship a file explicitly`,
    );
  }
  const copy = rollbackCopyOf(destination);
  if (!existsSync(copy)) throw new ShipError(`Cannot roll back ${destination}: there is no ${copy}`);
  return place(copy, destination, load, now, { link: true });
}

/**
 * Puts `source` at `destination`, given what was found there, unless the path holds its version
 * already. `link` names the file instead of copying it (for the files kept beside the path).
 */
function place(
  source: string,
  destination: string,
  load: Load,
  { atPath, served }: ReturnType<typeof servedNow>,
  { link }: { link: boolean },
): ShipResult {
  const incoming = headerVersion(source);
  if (atPath.loads && incoming === atPath.version) return unchanged(source, destination, load, incoming);

  let shipped = { version: '', events: 0 };
  let replacedRollbackCopy = false;
  replaceAtomically(destination, (temp) => (link ? linkOrCopy(source, temp) : copyFileSync(source, temp)), {
    beforeRename: (temp) => {
      try {
        const loaded = load(temp);
        shipped = { version: snapshotVersion(loaded), events: loaded.size };
      } catch (error) {
        throw new ShipError(`Cannot ship ${source}: ${problemOf(error)}; ${destination} is unchanged`);
      }
      if (served.loads && served.version !== shipped.version) {
        keepAs(rollbackCopyOf(destination), served.file);
        replacedRollbackCopy = true;
      }
      keepAs(shippedCopyOf(destination), temp);
    },
  });
  return {
    target: destination,
    outcome: 'shipped',
    ...shipped,
    servedBefore: served.loads ? served.version : undefined,
    rollbackCopy: rollbackCopyNow(destination, replacedRollbackCopy),
  };
}
