/**
 * The loaded snapshot the app answers from, and its replacement by a new snapshot file without a
 * restart. What is held is whatever the loader makes of the file (a SnapshotIndex by default), as long as
 * it keeps the snapshot's header and event count.
 *
 * A reload loads and verifies the new file beside the current snapshot (which keeps serving), then
 * swaps one reference. The default loader (openSnapshotInSlices) reads and checksums the file in a
 * worker thread and builds the index in slices of a few milliseconds, so requests keep being
 * answered during a reload. A file that does not load (missing, truncated, corrupt, wrong version) is
 * refused: the current snapshot keeps serving and the failure is kept and reported. Reloads run one
 * at a time; reloads asked for during one are merged into a single reload that runs after it.
 *
 * The watcher (util/watch-file.ts) follows the snapshot's folder, so that a new file renamed over the
 * old one is seen, and polls the file's identity as a fallback. Nothing here keeps the process alive.
 *
 * Signals are the process's business: serving.ts calls reload('SIGHUP').
 */
import { resolve } from 'node:path';
import { openSnapshotInSlices, type SnapshotIndex } from '../search/index.js';
import { type SnapshotHeader, snapshotRefusalReason, snapshotVersion } from '../snapshot/format.js';
export { snapshotVersion } from '../snapshot/format.js';
import { MergedRuns } from '../util/merged-runs.js';
import { fileIdentity, watchFile, type FileWatcher } from '../util/watch-file.js';
import type {
  SnapshotFailure,
  SnapshotHolderEvents,
  SnapshotStatus,
  SwapOutcome,
  SwapResult,
} from './snapshot-status.js';

export type { SnapshotFailure, SnapshotHolderEvents, SnapshotStatus, SwapOutcome, SwapResult };

/** What a holder can hold: anything loaded from a snapshot file that keeps its header and event count. */
export interface LoadedSnapshot {
  readonly header: SnapshotHeader;
  readonly size: number;
  /** The store, when its detail columns are read from the file (src/store/store.ts, detailFile). */
  readonly store?: { readonly detailFile?: { problem(): string | null } };
}

/** Loads and verifies a file. Must throw (or reject) on any problem, never return a partial result. */
export type SnapshotLoader<T extends LoadedSnapshot> = (file: string) => T | Promise<T>;

export interface SnapshotHolderOptions<T extends LoadedSnapshot = SnapshotIndex> {
  /** Default openSnapshotInSlices, which only a holder of SnapshotIndex may rely on (see OptionsArgument). */
  load?: SnapshotLoader<T>;
  /** The clock for loadedAt and failure times. Default: the real time. */
  now?: () => Date;
  /**
   * The file's identity when the initial snapshot was read (see fileIdentity). Default: taken now.
   * SnapshotHolder.open takes it before loading, so that a replacement during the first load is seen.
   */
  identity?: string;
}

/**
 * The options argument of the constructor and of open: optional for a holder of SnapshotIndex (or
 * of a wider type), which openSnapshotInSlices fits; required, with `load`, for a holder of anything else.
 */
type OptionsArgument<T extends LoadedSnapshot> = [SnapshotIndex] extends [T]
  ? [options?: SnapshotHolderOptions<T>]
  : [options: SnapshotHolderOptions<T> & { load: SnapshotLoader<T> }];

export interface WatchOptions {
  /** Quiet time after the last file-system event before reloading. Default 300. */
  debounceMs?: number;
  /** How often the file's identity is compared, as a fallback to fs.watch. Default 1000. */
  pollMs?: number;
}

/** The loader the options ask for, openSnapshotInSlices by default. */
function loaderOf<T extends LoadedSnapshot>(options: SnapshotHolderOptions<T> | undefined): SnapshotLoader<T> {
  // Without `load`, OptionsArgument has made sure that T is SnapshotIndex or wider.
  return options?.load ?? ((file) => openSnapshotInSlices(file) as Promise<LoadedSnapshot> as Promise<T>);
}

type Listeners = { [E in keyof SnapshotHolderEvents]: Set<SnapshotHolderEvents[E]> };

export class SnapshotHolder<T extends LoadedSnapshot = SnapshotIndex> {
  readonly file: string;
  readonly #load: SnapshotLoader<T>;
  readonly #now: () => Date;
  readonly #listeners: Listeners = { swap: new Set(), failure: new Set(), unchanged: new Set(), watchError: new Set() };

  #loaded: T;
  #version: string;
  #loadedAt: Date;
  #succeeded = 0;
  #failed = 0;
  #unchanged = 0;
  #lastFailure: SnapshotFailure | undefined;
  /** The failure of the file now at the path, when the last reload refused it. */
  #refused: SnapshotFailure | undefined;

  readonly #reloads = new MergedRuns((reason) => this.#attempt(reason));
  #closed = false;

  /** The file's identity when it was last read (fileIdentity). */
  #lastRead: string;
  #watcher: FileWatcher | undefined;

  /**
   * Holds `initial`, loaded from `file` (the configured SNAPSHOT_PATH). Later reloads read `file`
   * again with the same loader.
   */
  constructor(initial: T, file: string, ...[options]: OptionsArgument<T>) {
    this.file = resolve(file);
    this.#load = loaderOf(options);
    this.#now = options?.now ?? (() => new Date());
    this.#lastRead = options?.identity ?? fileIdentity(this.file);
    this.#loaded = initial;
    this.#version = snapshotVersion(initial);
    this.#loadedAt = this.#now();
  }

  /** Loads `file` (rejecting with SnapshotError, with its reason, when it is bad) and holds it. */
  static async open<T extends LoadedSnapshot = SnapshotIndex>(
    file: string,
    ...[options]: OptionsArgument<T>
  ): Promise<SnapshotHolder<T>> {
    // Before reading (unless given): a replacement during the load is seen later.
    const identity = options?.identity ?? fileIdentity(file);
    const loaded = await loaderOf(options)(file);
    const withIdentity = [{ ...options, identity }] as OptionsArgument<T>; // `load` is kept when required
    return new SnapshotHolder(loaded, file, ...withIdentity);
  }

  /** The snapshot to answer from. Read it once per request, so one answer never mixes two snapshots. */
  current(): T {
    return this.#loaded;
  }

  /** The serving snapshot's version (snapshotVersion of current()). */
  version(): string {
    return this.#version;
  }

  status(): SnapshotStatus {
    const { header, size } = this.#loaded;
    return {
      file: this.file,
      version: this.#version,
      builtAt: header.builtAt,
      builderVersion: header.builderVersion,
      events: size,
      loadedAt: this.#loadedAt.toISOString(),
      swaps: { succeeded: this.#succeeded, failed: this.#failed, unchanged: this.#unchanged },
      ...(this.#lastFailure ? { lastFailure: { ...this.#lastFailure } } : {}),
      ...(this.#refused ? { refusedFile: { ...this.#refused } } : {}),
      reloading: this.#reloads.running,
      ...this.#detailsUnreadable(),
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
    return this.#reloads.request(reason);
  }

  /**
   * Serves `next`, loaded and verified already (ops/pull/ loads a downloaded file ahead of its
   * activation), through the same swap as a reload. A snapshot of the serving version changes
   * nothing ('unchanged'); a closed holder skips it.
   */
  install(next: T, reason: string, durationMs = 0): SwapResult {
    if (this.#closed) return this.#result('skipped', reason, 0);
    if (this.#sameAndReadable(next)) return this.#keep(reason, durationMs);
    return this.#swapIn(next, reason, durationMs);
  }

  /**
   * Watches the file for replacement and reloads after `debounceMs` of quiet. Only a change of the
   * file's identity (fileIdentity) since the last reload triggers one. Calling it again has no effect.
   */
  watch(options: WatchOptions = {}): void {
    if (this.#closed || this.#watcher !== undefined) return;
    this.#watcher = watchFile(this.file, {
      debounceMs: options.debounceMs ?? 300,
      pollMs: options.pollMs ?? 1000,
      lastRead: () => this.#lastRead,
      onChange: () => void this.reload('file changed'),
      onError: (error) => this.#emit('watchError', error),
    });
  }

  /** Stops watching and polling; reloads not yet started are skipped. The current snapshot stays available. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#watcher?.close();
  }

  async #attempt(reason: string): Promise<SwapResult> {
    // Let the tick that asked for the reload (a request, a signal, a watch event) finish first: a
    // loader may do its first part synchronously.
    await new Promise<void>((done) => setImmediate(done));
    if (this.#closed) return this.#result('skipped', reason, 0);

    this.#lastRead = fileIdentity(this.file); // before reading: a change during the load is seen later
    const started = performance.now();
    let next: T;
    try {
      next = await this.#load(this.file);
    } catch (error) {
      return this.#refuse(reason, performance.now() - started, error);
    }
    const durationMs = performance.now() - started;
    if (this.#sameAndReadable(next)) return this.#keep(reason, durationMs);
    return this.#swapIn(next, reason, durationMs);
  }

  /**
   * `next` is the serving version, and the serving snapshot can still read its details from its
   * file. When it cannot (its file was written into), a fresh load of the same version replaces it.
   */
  #sameAndReadable(next: T): boolean {
    return snapshotVersion(next) === this.#version && this.#detailsUnreadable().detailsUnreadable === undefined;
  }

  #detailsUnreadable(): { detailsUnreadable?: string } {
    const problem = this.#loaded.store?.detailFile?.problem() ?? null;
    return problem === null ? {} : { detailsUnreadable: problem };
  }

  #refuse(reason: string, durationMs: number, error: unknown): SwapResult {
    const message = error instanceof Error ? error.message : String(error);
    const refusal = snapshotRefusalReason(error);
    this.#failed++;
    this.#lastFailure = { at: this.#now().toISOString(), reason, error: message, refusal };
    this.#refused = this.#lastFailure;
    const result = { ...this.#result('failed', reason, durationMs), error: message, refusal };
    this.#emit('failure', result);
    return result;
  }

  /** The file holds the snapshot already serving. */
  #keep(reason: string, durationMs: number): SwapResult {
    this.#unchanged++;
    this.#refused = undefined;
    const result = this.#result('unchanged', reason, durationMs);
    this.#emit('unchanged', result);
    return result;
  }

  #swapIn(next: T, reason: string, durationMs: number): SwapResult {
    const previousVersion = this.#version;
    // The swap: after this line nothing refers to the previous snapshot any more.
    this.#loaded = next;
    this.#version = snapshotVersion(next);
    this.#loadedAt = this.#now();
    this.#succeeded++;
    this.#refused = undefined;
    const result = this.#result('swapped', reason, durationMs, previousVersion);
    this.#emit('swap', result);
    return result;
  }

  /** A result naming the snapshot serving now; only a swap has a different previous version. */
  #result(outcome: SwapOutcome, reason: string, durationMs: number, previousVersion = this.#version): SwapResult {
    const { size: events } = this.#loaded;
    return { outcome, reason, version: this.#version, previousVersion, events, durationMs };
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
