/**
 * The server's view of the keys file: the active (non-revoked) keys by hash, and a watcher that
 * rebuilds it when the file changes, so that a revoked key stops working within seconds.
 */
import { stat, statSync, watch, type FSWatcher, type Stats } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { hashKey, readKeysFile, type KeyRecord } from './keys-file.js';
import type { Plan } from './plans.js';

/** What the server knows about a caller's key. Never the key or its hash. */
export interface KeyInfo {
  readonly id: string;
  readonly label: string;
  readonly plan: Plan;
}

/** Keys longer than this are rejected without hashing (real keys are 35 characters). */
export const MAX_KEY_LENGTH = 200;

/** An immutable set of active keys, looked up by the SHA-256 hash of the presented key. */
export class KeyRing {
  readonly #byHash: ReadonlyMap<string, KeyInfo>;

  /** Builds a ring from key records; revoked records are left out. */
  constructor(records: readonly KeyRecord[] = []) {
    const byHash = new Map<string, KeyInfo>();
    for (const record of records) {
      if (record.revoked !== undefined) continue;
      byHash.set(record.hash, Object.freeze({ id: record.id, label: record.label, plan: record.plan }));
    }
    this.#byHash = byHash;
  }

  /** Reads the keys file (throws KeysFileError when it is missing or malformed). */
  static fromFile(path: string): KeyRing {
    return new KeyRing(readKeysFile(path).keys);
  }

  /** Number of active keys. */
  get size(): number {
    return this.#byHash.size;
  }

  /** The key's owner and plan, or undefined for an unknown, revoked, empty or absurdly long key. */
  lookup(rawKey: string): KeyInfo | undefined {
    if (typeof rawKey !== 'string' || rawKey.length === 0 || rawKey.length > MAX_KEY_LENGTH) return undefined;
    return this.#byHash.get(hashKey(rawKey));
  }
}

export interface WatchKeysFileOptions {
  /** Called with the new ring after each successful re-read. */
  onReload?: (ring: KeyRing) => void;
  /** Called when a re-read fails; the previous ring stays in use. */
  onError?: (error: Error) => void;
  /** How often to compare the file's inode, size and times, as a fallback to fs.watch. Default 1000. */
  pollMs?: number;
  /** Quiet time after a file-system event before re-reading. Default 50. */
  debounceMs?: number;
}

export interface KeysFileWatcher {
  /** The current ring: the last one read successfully. */
  ring(): KeyRing;
  /** Re-reads the file now (as a change would). */
  reload(): void;
  /** Stops watching and polling. The last ring stays available. */
  close(): void;
}

/**
 * Reads the keys file now (throwing KeysFileError if it is missing or malformed), then keeps the
 * ring up to date as the file changes.
 *
 * Watches the folder, not the file: tools replace the file by renaming a new one over it, and a
 * watch on the file would keep following the old inode. Because fs.watch misses events on some
 * file systems (network mounts, some containers), the file's identity (inode, size, mtime, ctime)
 * is also polled every `pollMs`. A re-read that fails keeps the previous ring and goes to
 * `onError`; nothing is thrown from the watcher. Timers and the watch do not keep the process alive.
 */
export function watchKeysFile(path: string, options: WatchKeysFileOptions = {}): KeysFileWatcher {
  const file = resolve(path);
  const folder = dirname(file);
  const name = basename(file);
  const pollMs = Math.max(10, options.pollMs ?? 1000);
  const debounceMs = Math.max(0, options.debounceMs ?? 50);

  let lastSeen = identityNow(file); // before reading: a change during the read is seen later
  let current = KeyRing.fromFile(file);
  let closed = false;
  let debounce: NodeJS.Timeout | undefined;
  let fsWatcher: FSWatcher | undefined;

  const report = (error: unknown): void => {
    if (options.onError === undefined) return;
    try {
      options.onError(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // A failing error handler must not take the process down.
    }
  };

  const reload = (): void => {
    if (closed) return;
    lastSeen = identityNow(file);
    let next: KeyRing;
    try {
      next = KeyRing.fromFile(file);
    } catch (error) {
      report(error);
      return;
    }
    current = next;
    if (options.onReload !== undefined) {
      try {
        options.onReload(next);
      } catch (error) {
        report(error);
      }
    }
  };

  const schedule = (): void => {
    if (closed) return;
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = undefined;
      reload();
    }, debounceMs);
    debounce.unref();
  };

  try {
    fsWatcher = watch(folder, { persistent: false }, (_event, changed) => {
      // Some platforms do not say which file changed: re-read to be safe.
      if (changed === null || changed === name) schedule();
    });
    fsWatcher.on('error', (error) => {
      report(new Error(`watching ${folder} failed, polling only: ${error.message}`));
      fsWatcher?.close();
      fsWatcher = undefined;
    });
  } catch (error) {
    report(new Error(`cannot watch ${folder}, polling only: ${(error as Error).message}`));
  }

  let polling = false;
  const poll = setInterval(() => {
    if (closed || polling) return;
    polling = true;
    stat(file, (error, stats) => {
      polling = false;
      if (closed) return;
      const seen = error === null ? identity(stats) : `missing:${error.code ?? 'error'}`;
      if (seen !== lastSeen) schedule();
    });
  }, pollMs);
  poll.unref();

  return {
    ring: () => current,
    reload,
    close: () => {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      if (debounce !== undefined) clearTimeout(debounce);
      debounce = undefined;
      fsWatcher?.close();
      fsWatcher = undefined;
    },
  };
}

function identity(stats: Stats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}

function identityNow(file: string): string {
  try {
    return identity(statSync(file));
  } catch (error) {
    return `missing:${(error as NodeJS.ErrnoException).code ?? 'error'}`;
  }
}
