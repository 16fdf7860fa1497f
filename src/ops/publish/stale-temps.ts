/**
 * The temporary files a killed publisher leaves in a folder store (docs/operating.md, "Publishing"):
 * a blob is copied to `.<name>.<pid>.<random>.tmp` beside its final name (util/atomic-write.ts), and
 * a publish killed before the copy was given its name leaves the part it wrote for ever. Each
 * publish removes, in the folders it writes to, such files that no publisher is writing any more:
 * those whose process is gone on this machine and that were not written for a minute, and any not
 * written for an hour (the folder may be shared by another machine's publishers).
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { processRunning } from '../../util/process-alive.js';

const TEMP_RE = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;
/** A temporary file of a process that is gone, unwritten this long, is stale. */
const GONE_AFTER_MS = 60_000;
/** Any temporary file unwritten this long is stale. */
const STALE_AFTER_MS = 60 * 60_000;

/** Removes the stale temporary files of `folder`; returns their names. Errors leave a file where it is. */
export function removeStaleTemps(folder: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = TEMP_RE.exec(name);
    if (!match) continue;
    const path = join(folder, name);
    try {
      const age = now - statSync(path).mtimeMs;
      const pid = Number(match[1]);
      const gone = pid !== process.pid && !processRunning(pid);
      if (age > STALE_AFTER_MS || (gone && age > GONE_AFTER_MS)) {
        rmSync(path, { force: true });
        removed.push(name);
      }
    } catch {
      // Gone already, or not ours to remove: left as it is.
    }
  }
  return removed;
}
