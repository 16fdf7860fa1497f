/**
 * The store the app answers from, and its replacement by a new snapshot file without a restart.
 *
 * A reload loads and verifies the new file beside the current store (which keeps serving), then
 * swaps one reference. A file that does not load (missing, truncated, corrupt, wrong version) is
 * refused: the current store keeps serving and the failure is kept and reported. Reloads run one
 * at a time; reloads asked for during one are merged into a single reload that runs after it.
 *
 * The watcher follows the snapshot's folder, not the file: builders replace the file by renaming a
 * new one over it, and a watch on the file would keep following the old inode. Because fs.watch
 * misses events on some file systems (network mounts, some container volumes), the file's identity
 * (device, inode, size, mtime) is also polled. Nothing here keeps the process alive.
 *
 * Signals are the process's business: server.ts calls reload('SIGHUP').
 */
import { stat, statSync, watch, type FSWatcher, type Stats } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { openSnapshot, type SnapshotIndex } from '../search/index.js';

/** What one reload did. */
export type SwapOutcome =
  /** The new snapshot was loaded and now serves. */
  | 'swapped'
  /** The file loaded but holds the snapshot already serving (same version): nothing changed. */
  | 'unchanged'
  /** The file did not load; the previous store keeps serving. */
  | 'failed'
  /** The holder was closed before the reload ran. */
  | 'skipped';

export interface SwapResult {
  outcome: SwapOutcome;
  /** Why the reload ran ('SIGHUP', 'file changed', ...); merged reloads list every reason once. */
  reason: string;
  /** The version serving after this reload. */
  version: string;
  /** The version serving before it. */
  previousVersion: string;
  /** Events in the store serving after this reload. */
  events: number;
  /** Time spent loading and verifying the file, in milliseconds (0 when skipped). */
  durationMs: number;
  /** Why the file was refused (outcome 'failed' only): the loader's message, naming the file. */
  error?: string;
}

/** The last refused file. */
export interface SnapshotFailure {
  /** ISO time of the failure. */
  at: string;
  reason: string;
  error: string;
}

export interface SnapshotStatus {
  file: string;
  /** Short version of the serving snapshot (see snapshotVersion). */
  version: string;
  /** Build time from the serving snapshot's header. */
  builtAt: string;
  builderVersion: string;
  events: number;
  /** ISO time the serving store was loaded (for the initial store: when the holder was created). */
  loadedAt: string;
  swaps: { succeeded: number; failed: number; unchanged: number };
  /** The most recent refused file, if any (kept after later successful swaps). */
  lastFailure?: SnapshotFailure;
  /** True while a reload is running. */
  reloading: boolean;
}

export interface SnapshotHolderEvents {
  /** A new snapshot now serves. */
  swap: (result: SwapResult) => void;
  /** A file was refused; the previous store keeps serving. */
  failure: (result: SwapResult & { error: string }) => void;
  /** A reload found the same snapshot that is serving. */
  unchanged: (result: SwapResult) => void;
  /** The folder watch failed; the poll keeps going. */
  watchError: (error: Error) => void;
}

export interface SnapshotHolderOptions {
  /** Loads and verifies a file; default openSnapshot. Must throw on any problem, never return a partial store. */
  load?: (file: string) => SnapshotIndex;
  /** The clock for loadedAt and failure times. Default: the real time. */
  now?: () => Date;
  /**
   * The file's identity when the initial store was read (see fileIdentity). Default: taken now.
   * SnapshotHolder.open takes it before loading, so that a replacement during the first load is seen.
   */
  identity?: string;
}

export interface WatchOptions {
  /** Quiet time after the last file-system event before reloading. Default 300. */
  debounceMs?: number;
  /** How often the file's identity is compared, as a fallback to fs.watch. Default 1000. */
  pollMs?: number;
}

/**
 * A short version of a snapshot, stable and unique per build, for the X-Snapshot-Version header,
 * metrics and cache keys: the build time to the second, then the body CRC-32 in hex, e.g.
 * `2026-11-21T06:01:01Z-6675922b`. Two files with the same version hold the same body, so the
 * same answers.
 */
export function snapshotVersion(store: Pick<SnapshotIndex, 'header'>): string {
  const { builtAt, bodyCrc32 } = store.header;
  const time = String(builtAt)
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[^0-9A-Za-z:.+-]/g, '_');
  return `${time}-${(bodyCrc32 >>> 0).toString(16).padStart(8, '0')}`;
}

/** The identity the watcher compares: device, inode, size and mtime, or why the file is not there. */
export function fileIdentity(file: string): string {
  try {
    return identityOf(statSync(file));
  } catch (error) {
    return `missing:${(error as NodeJS.ErrnoException).code ?? 'error'}`;
  }
}

function identityOf(stats: Stats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

type Listeners = { [E in keyof SnapshotHolderEvents]: Set<SnapshotHolderEvents[E]> };

interface Queued {
  reasons: string[];
  promise: Promise<SwapResult>;
  resolve: (result: SwapResult | Promise<SwapResult>) => void;
}

export class SnapshotHolder {
  readonly file: string;
  readonly #load: (file: string) => SnapshotIndex;
  readonly #now: () => Date;
  readonly #listeners: Listeners = { swap: new Set(), failure: new Set(), unchanged: new Set(), watchError: new Set() };

  #store: SnapshotIndex;
  #version: string;
  #loadedAt: Date;
  #succeeded = 0;
  #failed = 0;
  #unchanged = 0;
  #lastFailure: SnapshotFailure | undefined;

  #active: Promise<SwapResult> | undefined;
  #queued: Queued | undefined;
  #closed = false;

  #lastSeen: string;
  #watching = false;
  #fsWatcher: FSWatcher | undefined;
  #debounce: NodeJS.Timeout | undefined;
  #poll: NodeJS.Timeout | undefined;

  /**
   * Holds `initial`, the store loaded from `file` (the configured SNAPSHOT_PATH). Later reloads
   * read `file` again.
   */
  constructor(initial: SnapshotIndex, file: string, options: SnapshotHolderOptions = {}) {
    this.file = resolve(file);
    this.#load = options.load ?? openSnapshot;
    this.#now = options.now ?? (() => new Date());
    this.#lastSeen = options.identity ?? fileIdentity(this.file);
    this.#store = initial;
    this.#version = snapshotVersion(initial);
    this.#loadedAt = this.#now();
  }

  /** Loads `file` (throwing SnapshotError when it is bad) and holds it. */
  static open(file: string, options: SnapshotHolderOptions = {}): SnapshotHolder {
    const identity = fileIdentity(file); // before reading: a replacement during the load is seen later
    const store = (options.load ?? openSnapshot)(file);
    return new SnapshotHolder(store, file, { ...options, identity });
  }

  /** The store to answer from. Read it once per request, so one answer never mixes two snapshots. */
  current(): SnapshotIndex {
    return this.#store;
  }

  /** The serving snapshot's version (snapshotVersion of current()). */
  version(): string {
    return this.#version;
  }

  status(): SnapshotStatus {
    const { header, size } = this.#store;
    return {
      file: this.file,
      version: this.#version,
      builtAt: header.builtAt,
      builderVersion: header.builderVersion,
      events: size,
      loadedAt: this.#loadedAt.toISOString(),
      swaps: { succeeded: this.#succeeded, failed: this.#failed, unchanged: this.#unchanged },
      ...(this.#lastFailure ? { lastFailure: { ...this.#lastFailure } } : {}),
      reloading: this.#active !== undefined,
    };
  }

  /** Adds a listener; returns a function that removes it. A throwing listener is ignored. */
  on<E extends keyof SnapshotHolderEvents>(event: E, listener: SnapshotHolderEvents[E]): () => void {
    const set = this.#listeners[event] as Set<SnapshotHolderEvents[E]>;
    set.add(listener);
    return () => void set.delete(listener);
  }

  /**
   * Loads the file again and swaps it in if it is good and new. Never rejects: a bad file gives
   * outcome 'failed'. While a reload runs, further calls share one follow-up reload.
   */
  reload(reason = 'reload'): Promise<SwapResult> {
    if (this.#active === undefined) return this.#start(reason);
    if (this.#queued !== undefined) {
      if (!this.#queued.reasons.includes(reason)) this.#queued.reasons.push(reason);
      return this.#queued.promise;
    }
    let resolveQueued!: Queued['resolve'];
    const promise = new Promise<SwapResult>((done) => (resolveQueued = done));
    this.#queued = { reasons: [reason], promise, resolve: resolveQueued };
    return promise;
  }

  /**
   * Watches the file for replacement and reloads after `debounceMs` of quiet. Only a change of the
   * file's identity (device, inode, size, mtime) since the last reload triggers one. Calling it
   * again has no effect.
   */
  watch(options: WatchOptions = {}): void {
    if (this.#closed || this.#watching) return;
    this.#watching = true;
    const debounceMs = Math.max(0, options.debounceMs ?? 300);
    const pollMs = Math.max(10, options.pollMs ?? 1000);
    const folder = dirname(this.file);
    const name = basename(this.file);

    const schedule = (): void => {
      if (this.#closed) return;
      if (this.#debounce !== undefined) clearTimeout(this.#debounce);
      this.#debounce = setTimeout(() => {
        this.#debounce = undefined;
        // Events also fire for writes to the file's neighbours and for touches that change nothing
        // we compare; only a new identity is worth a load.
        if (fileIdentity(this.file) !== this.#lastSeen) void this.reload('file changed');
      }, debounceMs);
      this.#debounce.unref();
    };

    try {
      this.#fsWatcher = watch(folder, { persistent: false }, (_event, changed) => {
        // Some platforms do not say which file changed.
        if (changed === null || changed === name) schedule();
      });
      this.#fsWatcher.on('error', (error) => {
        this.#emit('watchError', new Error(`watching ${folder} failed, polling only: ${error.message}`));
        this.#fsWatcher?.close();
        this.#fsWatcher = undefined;
      });
    } catch (error) {
      this.#emit('watchError', new Error(`cannot watch ${folder}, polling only: ${(error as Error).message}`));
    }

    let polling = false;
    this.#poll = setInterval(() => {
      if (this.#closed || polling) return;
      polling = true;
      stat(this.file, (error, stats) => {
        polling = false;
        if (this.#closed) return;
        const seen = error === null ? identityOf(stats) : `missing:${error.code ?? 'error'}`;
        if (seen !== this.#lastSeen) schedule();
      });
    }, pollMs);
    this.#poll.unref();
  }

  /** Stops watching and polling; reloads not yet started are skipped. The current store stays available. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#poll !== undefined) clearInterval(this.#poll);
    if (this.#debounce !== undefined) clearTimeout(this.#debounce);
    this.#poll = undefined;
    this.#debounce = undefined;
    this.#fsWatcher?.close();
    this.#fsWatcher = undefined;
  }

  #start(reason: string): Promise<SwapResult> {
    const running = this.#attempt(reason).finally(() => {
      this.#active = undefined;
      const queued = this.#queued;
      this.#queued = undefined;
      if (queued !== undefined) queued.resolve(this.#start(queued.reasons.join(', ')));
    });
    this.#active = running;
    return running;
  }

  async #attempt(reason: string): Promise<SwapResult> {
    // Let the tick that asked for the reload (a request, a signal, a watch event) finish first:
    // the load below is synchronous.
    await new Promise<void>((done) => setImmediate(done));
    const previousVersion = this.#version;
    if (this.#closed) {
      return {
        outcome: 'skipped',
        reason,
        version: previousVersion,
        previousVersion,
        events: this.#store.size,
        durationMs: 0,
      };
    }

    this.#lastSeen = fileIdentity(this.file); // before reading: a change during the load is seen later
    const started = performance.now();
    let next: SnapshotIndex;
    try {
      next = this.#load(this.file);
    } catch (error) {
      const durationMs = performance.now() - started;
      const message = error instanceof Error ? error.message : String(error);
      this.#failed++;
      this.#lastFailure = { at: this.#now().toISOString(), reason, error: message };
      const result = {
        outcome: 'failed' as const,
        reason,
        version: previousVersion,
        previousVersion,
        events: this.#store.size,
        durationMs,
        error: message,
      };
      this.#emit('failure', result);
      return result;
    }
    const durationMs = performance.now() - started;
    const version = snapshotVersion(next);
    if (version === previousVersion) {
      this.#unchanged++;
      const result: SwapResult = {
        outcome: 'unchanged',
        reason,
        version,
        previousVersion,
        events: this.#store.size,
        durationMs,
      };
      this.#emit('unchanged', result);
      return result;
    }

    // The swap: after this line nothing refers to the previous store any more.
    this.#store = next;
    this.#version = version;
    this.#loadedAt = this.#now();
    this.#succeeded++;
    const result: SwapResult = { outcome: 'swapped', reason, version, previousVersion, events: next.size, durationMs };
    this.#emit('swap', result);
    return result;
  }

  #emit<E extends keyof SnapshotHolderEvents>(event: E, ...args: Parameters<SnapshotHolderEvents[E]>): void {
    for (const listener of this.#listeners[event]) {
      try {
        (listener as (...a: Parameters<SnapshotHolderEvents[E]>) => void)(...args);
      } catch {
        // A failing listener must not stop the swap or take the process down.
      }
    }
  }
}
