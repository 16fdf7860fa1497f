/**
 * One refresh at a time per work folder (docs/operating.md, "Refreshing the data"): a run holds
 * `refresh.lock`, created exclusively and naming its process, host and start. Two runs at once would
 * both publish, the second naming the first as its `previous`, so that a rollback went nowhere. A
 * lock whose process is gone from this host is stale and taken over; one of another host is left
 * to that host (or to the operator, who removes it when that run is gone).
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { processRunning } from '../../util/process-alive.js';

const LOCK_NAME = 'refresh.lock';

export interface LockHolder {
  pid: number;
  host: string;
  started_at: string;
}

/** The work folder is held by another run; the message names it. */
export class WorkFolderBusy extends Error {
  override readonly name = 'WorkFolderBusy';
}

/** The holder a lock file names, or null when it names none (a run killed while writing it). */
function holderOf(file: string): LockHolder | null {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (!Number.isInteger(data.pid) || typeof data.host !== 'string') return null;
    return { pid: data.pid!, host: data.host, started_at: String(data.started_at ?? '') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null;
  }
}

/** Creates the lock file naming this process; false when it exists. */
function create(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of `workDir`; returns its release. Throws WorkFolderBusy naming the holder when a
 * run of this host that is still running, or of another host, holds it.
 */
export function lockWorkFolder(workDir: string, now = new Date()): () => void {
  const file = join(workDir, LOCK_NAME);
  const me: LockHolder = { pid: process.pid, host: hostname(), started_at: now.toISOString() };
  const release = () => rmSync(file, { force: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(file, me)) return release;
    let holder: LockHolder | null;
    try {
      holder = holderOf(file);
    } catch {
      continue; // removed meanwhile: try again
    }
    // A file naming no one is a run killed while writing it, unless it is being written now.
    const unnamed = holder === null && now.getTime() - statSync(file, { throwIfNoEntry: false })!.mtimeMs > 10_000;
    const stale =
      unnamed || (holder !== null && holder.host === me.host && holder.pid !== me.pid && !processRunning(holder.pid));
    if (!stale) {
      const who =
        holder === null ? 'a run starting now' : `pid ${holder.pid} on ${holder.host}, since ${holder.started_at}`;
      throw new WorkFolderBusy(`${workDir} is in use by another refresh (${who}); if that run is gone, remove ${file}`);
    }
    rmSync(file, { force: true });
  }
  throw new WorkFolderBusy(`${workDir}: cannot take ${file}, another refresh takes it at the same time`);
}
