/**
 * One verified download serves every process that pulls into SNAPSHOT_PATH's folder (the workers
 * of WORKERS > 1, or a restarted replica), instead of one copy each:
 *
 * - Before downloading, a file already there whose size and SHA-256 match the blob is taken: the
 *   finished download of another worker (`.<name>.<pid>.<random>.<sha256>.ready`, kept under that
 *   name until its worker installs it), then SNAPSHOT_PATH itself. It is hard-linked to a name of
 *   the caller's own first (link(2) is atomic, and a verified file is never written again), so it
 *   can be checked, loaded, renamed or removed whatever the other worker does with its own name;
 *   the link costs no disk space.
 * - Downloads take turns under a lock file beside SNAPSHOT_PATH (`.<name>.download.lock`, holding
 *   its holder's pid): one downloads, the others wait and then take its file. A holder that died
 *   (its pid is gone) loses the lock at once; a waiter waits at most the download's own deadline,
 *   then downloads by itself.
 *
 * The lock only saves time and disk: each file is verified by whoever uses it, so two downloads at
 * once (a lost race on a stale lock, a wait that timed out) cost a copy, never a wrong snapshot.
 * It is written by hand rather than with proper-lockfile because that library tells a dead holder
 * by its heartbeat's age (seconds later, and a holder busy loading a large snapshot misses its
 * heartbeats), while these holders are processes of one machine, whose pids say at once.
 */
import { linkSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { basename, dirname, join } from 'node:path';
import { tempPathBeside } from '../../util/atomic-write.js';
import { fileSha256 } from '../../util/file-digest.js';
import type { PublishedBlob } from '../published/pointer.js';
import { type DownloadOptions, downloadBlob, downloadDeadlineMs } from './download.js';

/** How often a waiting worker looks at the lock again. */
const LOCK_POLL_MS = 100;

/**
 * A verified file holding `blob` beside SNAPSHOT_PATH, the caller's own to load, install (rename)
 * or drop: a matching file already there, or a new download (see the module comment). Throws
 * PullError as downloadBlob does.
 */
export async function obtainBlob(blob: PublishedBlob, options: DownloadOptions): Promise<string> {
  const found = await reuseVerified(blob, options.snapshotPath, options.signal);
  if (found !== undefined) return found;
  const release = await takeLock(options.snapshotPath, downloadDeadlineMs(blob, options), options.signal);
  try {
    // The holder this one waited for may have downloaded this very blob.
    const again = await reuseVerified(blob, options.snapshotPath, options.signal);
    if (again !== undefined) return again;
    const temp = await downloadBlob(blob, options);
    const ready = temp.replace(/\.tmp$/, `.${blob.sha256}.ready`);
    try {
      renameSync(temp, ready);
      return ready;
    } catch {
      return temp; // not shared, still verified
    }
  } finally {
    release();
  }
}

/** A link of the caller's own to a file beside SNAPSHOT_PATH whose size and SHA-256 match `blob`, if any. */
async function reuseVerified(
  blob: PublishedBlob,
  snapshotPath: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  for (const candidate of [...readyFiles(snapshotPath, blob.sha256), snapshotPath]) {
    const own = tempPathBeside(snapshotPath);
    try {
      linkSync(candidate, own);
    } catch {
      continue; // gone meanwhile, or a file system without hard links
    }
    try {
      if (statSync(own).size === blob.bytes && (await fileSha256(own, signal)).sha256 === blob.sha256) return own;
    } catch (error) {
      if (signal.aborted) {
        rmSync(own, { force: true });
        throw error;
      }
    }
    rmSync(own, { force: true });
  }
  return undefined;
}

/** The finished downloads of `sha256` beside SNAPSHOT_PATH, whichever process made them. */
function readyFiles(snapshotPath: string, sha256: string): string[] {
  const pattern = new RegExp(`^${escapeRegExp(`.${basename(snapshotPath)}.`)}\\d+\\.[0-9a-f]+\\.${sha256}\\.ready$`);
  return folderNames(snapshotPath)
    .filter((name) => pattern.test(name))
    .map((name) => join(dirname(snapshotPath), name));
}

function lockPath(snapshotPath: string): string {
  return join(dirname(snapshotPath), `.${basename(snapshotPath)}.download.lock`);
}

/**
 * Takes the download lock, waiting while a live process holds it, at most `waitMs` (then going on
 * without it); returns its release. The lock file gets its name only once the pid is written in it
 * (a link to a written file), so it is never seen empty.
 */
async function takeLock(snapshotPath: string, waitMs: number, signal: AbortSignal): Promise<() => void> {
  const lock = lockPath(snapshotPath);
  const mine = tempPathBeside(snapshotPath);
  const none = (): void => {};
  try {
    writeFileSync(mine, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch {
    return none; // the download will meet the same disk problem and say it
  }
  const until = Date.now() + waitMs;
  try {
    for (;;) {
      try {
        linkSync(mine, lock);
        return () => releaseLock(lock);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return none;
      }
      const holder = lockHolder(lock);
      if (holder === undefined) continue; // released meanwhile
      if (!running(holder)) {
        if (!removed(lock)) return none;
        continue;
      }
      if (Date.now() >= until) return none;
      await sleep(LOCK_POLL_MS, undefined, { signal });
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

/** The pid in the lock file (0 for anything else in it); undefined when there is none (released meanwhile). */
function lockHolder(lock: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lock, 'utf8');
  } catch {
    return undefined;
  }
  return /^[1-9]\d*$/.test(text) ? Number(text) : 0;
}

/** Removes a stale lock; false when it cannot be (then waiting on it would never end). */
function removed(lock: string): boolean {
  try {
    rmSync(lock, { force: true });
    return true;
  } catch {
    return false;
  }
}

function releaseLock(lock: string): void {
  if (lockHolder(lock) === process.pid) rmSync(lock, { force: true });
}

/**
 * Removes what a process that died left beside SNAPSHOT_PATH (the names carry its pid): partial
 * downloads, finished ones not installed, and its download lock; those of processes still running
 * (other workers) stay. Returns the names removed.
 */
export function removeStaleDownloads(snapshotPath: string): string[] {
  const prefix = escapeRegExp(`.${basename(snapshotPath)}.`);
  const pattern = new RegExp(`^${prefix}(\\d+)\\.[0-9a-f]+\\.(?:tmp|[0-9a-f]{64}\\.ready)$`);
  const removed: string[] = [];
  for (const name of folderNames(snapshotPath)) {
    const pid = Number(pattern.exec(name)?.[1] ?? Number.NaN);
    if (!Number.isInteger(pid) || (pid !== process.pid && running(pid))) continue;
    rmSync(join(dirname(snapshotPath), name), { force: true });
    removed.push(name);
  }
  const lock = lockPath(snapshotPath);
  const holder = lockHolder(lock);
  if (holder !== undefined && (holder === process.pid || !running(holder))) {
    rmSync(lock, { force: true });
    removed.push(basename(lock));
  }
  return removed;
}

function folderNames(snapshotPath: string): string[] {
  try {
    return readdirSync(dirname(snapshotPath));
  } catch {
    return [];
  }
}

/** Whether a process with this pid runs (EPERM: it does, under another user); 0 never does. */
function running(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
