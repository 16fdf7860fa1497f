/**
 * The server's view of the keys file: the active (non-revoked) keys by hash, and a watcher that
 * rebuilds it when the file changes, so that a revoked key stops working within seconds.
 */
import { resolve } from 'node:path';
import { fileIdentity, watchFile } from '../util/watch-file.js';
import {
  hashKey,
  keysFileRefusalReason,
  readKeysFile,
  type KeyRecord,
  type KeysFileRefusalReason,
} from './keys-file-format.js';
import type { Caller } from './caller.js';
import type { Plan } from './plans.js';

/** What the server knows about a caller's key. Never the key or its hash. */
export interface KeyInfo extends Caller {
  readonly kind: 'key';
  readonly id: string;
  readonly label: string;
  readonly plan: Plan;
  /** The epoch signed into the key's feed URLs (keys file `feed_epoch`, default 0). */
  readonly feedEpoch: number;
}

/** Keys longer than this are rejected without hashing (real keys are 35 characters). */
export const MAX_KEY_LENGTH = 200;

/** An immutable set of active keys, looked up by the SHA-256 hash of the presented key. */
export class KeyRing {
  readonly #byHash: ReadonlyMap<string, KeyInfo>;
  readonly #byId: ReadonlyMap<string, KeyInfo>;

  /** Builds a ring from key records; revoked records are left out. */
  constructor(records: readonly KeyRecord[] = []) {
    const byHash = new Map<string, KeyInfo>();
    const byId = new Map<string, KeyInfo>();
    for (const record of records) {
      if (record.revoked !== undefined) continue;
      const { id, label, plan } = record;
      const info: KeyInfo = Object.freeze({ kind: 'key', id, label, plan, feedEpoch: record.feed_epoch ?? 0 });
      byHash.set(record.hash, info);
      byId.set(id, info);
    }
    this.#byHash = byHash;
    this.#byId = byId;
  }

  /** Reads the keys file (throws KeysFileRefused, with its reason, when it is missing or malformed). */
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

  /** An active key by its id (a feed URL names its key by id), or undefined for an unknown or revoked one. */
  byId(id: string): KeyInfo | undefined {
    return this.#byId.get(id);
  }
}

export interface WatchKeysFileOptions {
  /** Called with the new ring after each successful re-read. */
  onReload?: (ring: KeyRing) => void;
  /** Called when a re-read fails; the previous ring stays in use. */
  onError?: (error: Error) => void;
  /** How often to compare the file's identity (inode, size, times), as a fallback to fs.watch. Default 1000. */
  pollMs?: number;
  /** Quiet time after a file-system event before re-reading. Default 50. */
  debounceMs?: number;
}

/** A keys file that a re-read refused: when, the reader's message (naming the file), and its reason. */
export interface KeysFileRefusal {
  at: string;
  error: string;
  reason: KeysFileRefusalReason;
}

export interface KeysFileWatcher {
  /** The current ring: the last one read successfully. */
  ring(): KeyRing;
  /** When the last re-read failed (the file now there is not in use): when, and why. */
  refused(): KeysFileRefusal | undefined;
  /** Re-reads the file now (as a change would). */
  reload(): void;
  /** Stops watching and polling. The last ring stays available. */
  close(): void;
}

/**
 * Reads the keys file now (throwing KeysFileRefused if it is missing or malformed), then keeps the
 * ring up to date as the file changes.
 *
 * The file is followed by watchFile (util/watch-file.ts): its folder is watched, so that a new file
 * renamed over it is seen, and its identity is polled every `pollMs` as a fallback. It is re-read
 * when its identity differs from the one it had at the last read (reload() re-reads regardless).
 * A re-read that fails keeps the previous ring and goes to `onError`; nothing is thrown from the
 * watcher. Timers and the watch do not keep the process alive.
 */
export function watchKeysFile(path: string, options: WatchKeysFileOptions = {}): KeysFileWatcher {
  const file = resolve(path);
  let lastRead = fileIdentity(file); // before reading: a change during the read is seen later
  let current = KeyRing.fromFile(file);
  let refused: KeysFileRefusal | undefined;
  let closed = false;

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
    lastRead = fileIdentity(file);
    let next: KeyRing;
    try {
      next = KeyRing.fromFile(file);
    } catch (error) {
      refused = {
        at: new Date().toISOString(),
        error: error instanceof Error ? error.message : String(error),
        reason: keysFileRefusalReason(error),
      };
      report(error);
      return;
    }
    current = next;
    refused = undefined;
    if (options.onReload !== undefined) {
      try {
        options.onReload(next);
      } catch (error) {
        report(error);
      }
    }
  };

  const watcher = watchFile(file, {
    debounceMs: options.debounceMs ?? 50,
    pollMs: options.pollMs ?? 1000,
    lastRead: () => lastRead,
    onChange: reload,
    onError: report,
  });

  return {
    ring: () => current,
    refused: () => refused,
    reload,
    close: () => {
      closed = true;
      watcher.close();
    },
  };
}
