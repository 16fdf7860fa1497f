/**
 * Follows one file that other programs replace or rewrite, and says when it differs from the
 * version its owner last read.
 *
 * The folder is watched, not the file: tools replace a file by renaming a new one over it, and a
 * watch on the file would keep following the old inode. Because fs.watch misses events on some file
 * systems (network mounts, some container volumes), the file's identity is also polled. Events and
 * poll hits are debounced, and the owner is called only when the identity still differs from the
 * one it recorded at its last read: writes to the file's neighbours and touches that change nothing
 * cost one stat each. Nothing here keeps the process alive.
 *
 * Written with node:fs rather than chokidar, the field's watcher: what is wanted here is not a
 * stream of events but "the file now differs from the version last read", for one file that other
 * programs replace by renaming. chokidar watches by events or by polling, not both at once, and
 * would still leave the identity comparison (the owner records the identity before each read) and
 * the debounce to this file: it would add a dependency to the server for one folder watch.
 */
import { stat, statSync, watch, type FSWatcher, type Stats } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

export interface WatchFileOptions {
  /** Quiet time after the last sign of a change before the identity is compared. */
  debounceMs: number;
  /** How often the identity is polled, as a fallback to fs.watch (at least 10 ms). */
  pollMs: number;
  /**
   * The file's identity (fileIdentity) when the owner last read it. The owner records it just
   * before each read, so that a change during the read is seen afterwards.
   */
  lastRead: () => string;
  /** The file now differs from lastRead(): read it again. */
  onChange: () => void;
  /** fs.watch could not start or failed (polling goes on), or onChange threw. */
  onError: (error: Error) => void;
}

export interface FileWatcher {
  /** Stops the watch, the poll and a pending debounce. Calling it again has no effect. */
  close(): void;
}

/**
 * What tells one version of a file from another: device, inode, size, mtime and ctime, or why the
 * file is not there. The ctime is there because copies that keep times (cp -p, rsync -t) set the
 * mtime back, while every write moves the ctime.
 */
export function fileIdentity(file: string): string {
  try {
    return identityOf(statSync(file));
  } catch (error) {
    return missing(error as NodeJS.ErrnoException);
  }
}

function identityOf(stats: Stats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}

function missing(error: NodeJS.ErrnoException): string {
  return `missing:${error.code ?? 'error'}`;
}

/** Starts following `path`; see the module comment. Callbacks never run after close(). */
export function watchFile(path: string, options: WatchFileOptions): FileWatcher {
  const file = resolve(path);
  const debounceMs = Math.max(0, options.debounceMs);
  let closed = false;
  let debounce: NodeJS.Timeout | undefined;

  const report = (error: Error): void => {
    try {
      options.onError(error);
    } catch {
      // A failing error handler must not take the process down from a timer.
    }
  };

  const settle = (): void => {
    debounce = undefined;
    if (closed || fileIdentity(file) === options.lastRead()) return;
    try {
      options.onChange();
    } catch (error) {
      report(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const schedule = (): void => {
    if (closed) return;
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = setTimeout(settle, debounceMs);
    debounce.unref();
  };

  const folderWatch = watchFolder(file, schedule, report);
  const poll = pollIdentity(file, Math.max(10, options.pollMs), (identity) => {
    // A poll hit only starts a debounce: restarting one on every poll while the file differs would
    // never let it run when pollMs is shorter than debounceMs.
    if (debounce === undefined && identity !== options.lastRead()) schedule();
  });

  return {
    close: () => {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      if (debounce !== undefined) clearTimeout(debounce);
      debounce = undefined;
      folderWatch?.close();
    },
  };
}

/** Calls `onEvent` for every event about the file; on failure reports and lets the poll carry on. */
function watchFolder(file: string, onEvent: () => void, report: (error: Error) => void): FSWatcher | undefined {
  const folder = dirname(file);
  const name = basename(file);
  try {
    const watcher = watch(folder, { persistent: false }, (_event, changed) => {
      // Some platforms do not say which file changed.
      if (changed === null || changed === name) onEvent();
    });
    watcher.on('error', (error) => {
      report(new Error(`watching ${folder} failed, polling only: ${error.message}`));
      watcher.close();
    });
    return watcher;
  } catch (error) {
    report(new Error(`cannot watch ${folder}, polling only: ${(error as Error).message}`));
    return undefined;
  }
}

/** Hands the file's identity to `seen` every `pollMs`, one stat at a time. */
function pollIdentity(file: string, pollMs: number, seen: (identity: string) => void): NodeJS.Timeout {
  let statting = false;
  const timer = setInterval(() => {
    if (statting) return;
    statting = true;
    stat(file, (error, stats) => {
      statting = false;
      seen(error === null ? identityOf(stats) : missing(error));
    });
  }, pollMs);
  timer.unref();
  return timer;
}
