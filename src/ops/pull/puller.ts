/**
 * A replica that pulls its snapshot from SNAPSHOT_SOURCE (docs/operating.md, "Publishing snapshots
 * to replicas").
 *
 * - At start it reads the pointer, downloads and verifies the blob beside SNAPSHOT_PATH, loads it,
 *   and only then has a snapshot to serve (start() resolves); until then it retries with backoff.
 * - Then it asks the pointer again every SNAPSHOT_POLL_S seconds, ±20% jitter (so replicas do not
 *   ask in step), with If-None-Match: an unchanged pointer is a 304.
 * - A pointer naming another blob: download, verify and load it beside the serving snapshot, then
 *   swap through the snapshot holder (requests in flight finish on the old one). With activate_at
 *   in the future, the load happens ahead and the swap at that instant (a timer), on every replica.
 * - Any failure (network, checksum, loader, disk) keeps the serving snapshot; the status says
 *   "degraded" with the reason, `onFailure` counts it, and the next check comes after a backoff
 *   (1 s doubling up to four poll intervals) instead of the poll interval.
 * - Nothing waits on the store without a deadline: the pointer's whole read (requestTimeoutMs), a
 *   download's silence (idleTimeoutMs) and its whole length (downloadDeadlineMs); past one, the
 *   check fails with store_slow and the next one (a SIGHUP's included) follows. A check running
 *   for longer than two poll intervals shows as store_slow already while it runs.
 */
import { type LoadedSnapshot, type SnapshotLoader, SnapshotHolder } from '../snapshot-holder.js';
import { activationTime, type Pointer, POINTER_NAME, type PublishedBlob } from '../published/pointer.js';
import { deadline } from './deadline.js';
import { type FreeSpace, statfsFreeSpace } from './download.js';
import { discard, keepAsSnapshotPath, type Prepared, prepareBlob } from './prepare.js';
import { type PointerFetch, PullError, type PullSource } from '../published/source.js';
import { FailureRecord, type PullFailure } from './failure-record.js';
import { removeStaleDownloads } from './shared-download.js';
import { PullTimers } from './timers.js';

export interface PullLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface PullerOptions<T extends LoadedSnapshot> {
  source: PullSource;
  snapshotPath: string;
  load: SnapshotLoader<T>;
  pollMs: number;
  log: PullLog;
  /** Counts a failure (the metric). */
  onFailure?: (error: PullError) => void;
  /** Free bytes beside SNAPSHOT_PATH. Default: statfs. */
  freeSpace?: FreeSpace;
  /** The pointer's whole read (SNAPSHOT_REQUEST_TIMEOUT_MS). Default 10 s. */
  requestTimeoutMs?: number;
  /** A download with no byte for this long is abandoned (SNAPSHOT_IDLE_TIMEOUT_MS). Default 30 s. */
  idleTimeoutMs?: number;
  /** A download's slowest average rate, bytes a second (SNAPSHOT_MIN_RATE_KIB_S). Default 1 MiB/s. */
  minBytesPerSecond?: number;
  /** First retry delay after a failure. Default 1 s. */
  retryMs?: number;
  /** The clock (ms since the epoch) for activate_at. Default Date.now. */
  now?: () => number;
  /** A number in [0, 1) for the jitter. Default Math.random. */
  random?: () => number;
}

/** What the puller reports (in /readyz and `fleet status`). */
export interface PullStatus {
  /** 'starting': no snapshot yet; 'ok': serving what the pointer names (or waiting for its activate_at). */
  state: 'starting' | 'ok' | 'degraded';
  /** The version the pointer names, once read. */
  pointerVersion: string | undefined;
  /** The version whose swap is scheduled, and when. */
  pending: { version: string; activateAt: string } | undefined;
  /** The failure of the last check, while checks fail, or store_slow while a check runs too long. */
  failure: PullFailure | undefined;
  lastCheckAt: string | undefined;
  /** Failed checks since start. */
  failures: number;
}

/** A blob ready to serve, and its swap timer. */
interface Pending<T extends LoadedSnapshot> {
  prepared: Prepared<T>;
  activateAt: number;
}

export class SnapshotPuller<T extends LoadedSnapshot> {
  readonly #options: PullerOptions<T>;
  readonly #now: () => number;
  readonly #timers: PullTimers;
  readonly #abort = new AbortController();
  #holder: SnapshotHolder<T> | undefined;
  #served: PublishedBlob | undefined;
  #pointer: Pointer | undefined;
  #etag: string | undefined;
  #pending: Pending<T> | undefined;
  readonly #failures: FailureRecord;
  #lastCheckAt: number | undefined;
  /** When the check running started; undefined between checks. */
  #checkStartedAt: number | undefined;
  #firstServed: { promise: Promise<SnapshotHolder<T>>; resolve: (holder: SnapshotHolder<T>) => void };

  constructor(options: PullerOptions<T>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#failures = new FailureRecord(this.#now);
    this.#timers = new PullTimers({
      pollMs: options.pollMs,
      retryMs: options.retryMs ?? 1000,
      random: options.random ?? Math.random,
      check: () => this.#check(),
    });
    let resolve!: (holder: SnapshotHolder<T>) => void;
    const promise = new Promise<SnapshotHolder<T>>((done) => (resolve = done));
    this.#firstServed = { promise, resolve };
  }

  /** Starts checking; resolves with the holder once a first snapshot serves (never, if closed before). */
  start(): Promise<SnapshotHolder<T>> {
    const removed = removeStaleDownloads(this.#options.snapshotPath);
    if (removed.length > 0) this.#options.log.info({ removed }, 'removed downloads left by a stopped process');
    this.#timers.start();
    return this.#firstServed.promise;
  }

  /** Checks the pointer now (SIGHUP), or right after the check running. */
  checkNow(): void {
    this.#timers.now();
  }

  /** The holder serving, once a first snapshot serves. */
  holder(): SnapshotHolder<T> | undefined {
    return this.#holder;
  }

  status(): PullStatus {
    const pending = this.#pending;
    const failure = this.#failures.current(this.#checkStartedAt, this.#options.pollMs);
    const state = this.#holder === undefined ? 'starting' : failure ? 'degraded' : 'ok';
    return {
      state,
      pointerVersion: this.#pointer?.version,
      pending: pending && {
        version: pending.prepared.blob.version,
        activateAt: new Date(pending.activateAt).toISOString(),
      },
      failure,
      lastCheckAt: this.#lastCheckAt === undefined ? undefined : new Date(this.#lastCheckAt).toISOString(),
      failures: this.#failures.total,
    };
  }

  /** Stops checking, abandons a download and a scheduled swap; the holder keeps what it serves. */
  close(): void {
    this.#timers.close();
    this.#abort.abort();
    this.#dropPending();
    this.#holder?.close();
  }

  /** One check: read the pointer, then converge on it. Never throws; returns whether it succeeded. */
  async #check(): Promise<boolean> {
    this.#lastCheckAt = this.#now();
    this.#checkStartedAt = this.#lastCheckAt;
    try {
      const fetched = await this.#fetchPointer();
      if (fetched.kind === 'found') {
        this.#pointer = fetched.pointer;
        this.#etag = fetched.etag;
      }
      if (this.#pointer === undefined) throw new PullError('pointer_missing', 'the store answered 304 to a first read');
      await this.#converge(this.#pointer);
      this.#recovered();
      return true;
    } catch (error) {
      if (this.#abort.signal.aborted) return true;
      this.#failed(error);
      return false;
    } finally {
      this.#checkStartedAt = undefined;
    }
  }

  /** The pointer, within the request timeout (store_slow past it). */
  async #fetchPointer(): Promise<PointerFetch> {
    const ms = this.#options.requestTimeoutMs ?? 10_000;
    const limit = deadline(ms, this.#abort.signal, `${POINTER_NAME} did not arrive within ${ms} ms`);
    try {
      return await this.#options.source.fetchPointer(this.#etag, limit.signal);
    } catch (error) {
      throw limit.explain(error);
    } finally {
      limit.clear();
    }
  }

  async #converge(pointer: Pointer): Promise<void> {
    const at = activationTime(pointer);
    const later = at !== undefined && at > this.#now();
    // A replica that starts before the instant serves what the others serve until then.
    if (this.#holder === undefined) await this.#serveNow((later && pointer.previous) || pointer, 'first snapshot');
    if (this.#served?.sha256 === pointer.sha256) return this.#dropPending();
    if (this.#pending?.prepared.blob.sha256 === pointer.sha256) {
      if (!later) return this.#activate('activate_at reached');
      this.#pending.activateAt = at;
      return this.#timers.activateAt(at - this.#now(), () => this.#activate('activate_at reached'));
    }
    this.#dropPending();
    if (!later) return this.#serveNow(pointer, 'new pointer');
    // Two snapshots in memory cost a second RSS: load ahead only shortly before the instant.
    if (at - this.#now() > this.#aheadMs()) return;
    const prepared = await this.#prepare(pointer);
    this.#pending = { prepared, activateAt: at };
    this.#options.log.info({ version: pointer.version, activateAt: pointer.activate_at }, 'snapshot loaded ahead');
    // The instant may have passed during the download: the timer then fires at once.
    this.#timers.activateAt(at - this.#now(), () => this.#activate('activate_at reached'));
  }

  /** How long before activate_at a blob is loaded: three poll intervals, at least 5 minutes. */
  #aheadMs(): number {
    return Math.max(5 * 60_000, 3 * this.#options.pollMs);
  }

  #prepare(blob: PublishedBlob): Promise<Prepared<T>> {
    const { source, snapshotPath, load, freeSpace, idleTimeoutMs, minBytesPerSecond } = this.#options;
    return prepareBlob(blob, load, {
      source,
      snapshotPath,
      freeSpace: freeSpace ?? statfsFreeSpace,
      idleTimeoutMs: idleTimeoutMs ?? 30_000,
      minBytesPerSecond: minBytesPerSecond ?? 1024 * 1024,
      signal: this.#abort.signal,
    });
  }

  async #serveNow(blob: PublishedBlob, reason: string): Promise<void> {
    this.#install(await this.#prepare(blob), reason);
  }

  #activate(reason: string): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = undefined;
    this.#timers.cancelActivation();
    this.#install(pending.prepared, reason);
  }

  #install(prepared: Prepared<T>, reason: string): void {
    const { snapshotPath, load, log } = this.#options;
    if (this.#abort.signal.aborted) {
      discard(prepared);
      return;
    }
    if (this.#holder === undefined) {
      // `load` is given, which is what the constructor's options require for any T.
      this.#holder = new SnapshotHolder<T>(prepared.loaded, snapshotPath, { load } as never);
    } else {
      this.#holder.install(prepared.loaded, reason, prepared.durationMs);
    }
    this.#served = prepared.blob;
    const renameError = keepAsSnapshotPath(prepared, snapshotPath);
    if (renameError) log.warn({ err: renameError }, 'the snapshot serves but could not be kept at SNAPSHOT_PATH');
    this.#firstServed.resolve(this.#holder);
  }

  #dropPending(): void {
    this.#timers.cancelActivation();
    discard(this.#pending?.prepared);
    this.#pending = undefined;
  }

  #failed(error: unknown): void {
    const failure =
      error instanceof PullError
        ? error
        : new PullError('store_unreachable', (error as Error)?.message ?? String(error));
    const { attempts } = this.#failures.failed(failure);
    this.#options.onFailure?.(failure);
    const fields = { reason: failure.reason, refusal: failure.refusal, attempts, error: failure.message };
    this.#options.log.warn(
      fields,
      this.#holder ? 'snapshot pull failed; the current one keeps serving' : 'snapshot pull failed; not ready',
    );
  }

  #recovered(): void {
    const after = this.#failures.recovered();
    if (after !== undefined) this.#options.log.info({ after }, 'snapshot pull recovered');
  }
}
