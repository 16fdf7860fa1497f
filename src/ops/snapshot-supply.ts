/**
 * Where a serving process gets its snapshot, one of two ways (docs/operating.md):
 *
 * - the file at SNAPSHOT_PATH, loaded before the process listens and watched for replacement
 *   (`snapshot ship`), reloaded on SIGHUP;
 * - SNAPSHOT_SOURCE: pulled by a SnapshotPuller after the process listens (it is not ready until
 *   the first snapshot serves), polled for new versions, checked at once on SIGHUP.
 *
 * Either way the holder serving it reports each swap, refusal and watch error to the log.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config.js';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { openSnapshotInSlices, type SnapshotIndex } from '../search/index.js';
import { SnapshotError } from '../snapshot/format.js';
import type { RawSnapshot } from '../snapshot/reader.js';
import { fileIdentity } from '../util/watch-file.js';
import { StartupError } from '../util/startup.js';
import { HeldSnapshot } from './held-snapshot.js';
import { type ReadAhead, takeReadAhead } from './read-ahead.js';
import { PulledSnapshot } from './pull/pulled-snapshot.js';
import { type PullLog, SnapshotPuller } from './pull/puller.js';
import type { PullError, PullSource } from './published/source.js';
import { SnapshotHolder, type SnapshotLoader } from './snapshot-holder.js';

export interface SupplyLog extends PullLog {
  error(fields: object, message: string): void;
}

export interface SnapshotSupply {
  /** What the app and the metrics read the serving snapshot from. */
  readonly source: LoadingFile | PulledSnapshot;
  /** Whether pulling fails at the moment, at start too (the metric); undefined when the snapshot is not pulled. */
  readonly pullDegraded: (() => boolean) | undefined;
  /**
   * Starts following the snapshot's source; resolves with the holder once a snapshot serves (a
   * file's once it has loaded, a pulled one's after the first pull). `onSwap` runs after every swap.
   */
  serve(log: SupplyLog, onSwap: () => void): Promise<SnapshotHolder>;
  /** SIGHUP: reload the file, or check the pointer now. */
  refresh(): void;
  /** Stops watching or polling; what serves keeps serving. */
  close(): void;
}

/** Logs what the holder does; `onSwap` after each swap. */
function follow(holder: SnapshotHolder, log: SupplyLog, onSwap: () => void): void {
  holder.on('swap', (result) => {
    onSwap();
    log.info({ ...result, warmMs: warmBuildsMs(holder.current()) }, 'snapshot swapped');
  });
  holder.on('failure', (result) => log.error(result, 'new snapshot refused; the previous one keeps serving'));
  holder.on('unchanged', (result) => log.info(result, 'snapshot file changed but its content did not'));
  holder.on('watchError', (error) => log.warn({ err: error }, 'snapshot watcher error'));
}

/** Each structure built while the snapshot loaded (before it served), with its time in ms, for the log. */
export function warmBuildsMs(index: SnapshotIndex): Record<string, number> {
  return Object.fromEntries(
    Object.entries(index.builds()).map(([name, build]) => [name, Math.round(build.ms * 10) / 10]),
  );
}

/**
 * The loader of a serving process: openSnapshotInSlices (the file read in a worker thread, the
 * index built in slices, so requests are answered meanwhile), with the reference countries read
 * once for every load.
 */
function servingLoader(firstRead?: Promise<RawSnapshot>): SnapshotLoader<SnapshotIndex> {
  const countries = new CountryResolver(loadCountries());
  let read = firstRead;
  return (file) => {
    const begun = read;
    read = undefined;
    return openSnapshotInSlices(file, undefined, countries, begun);
  };
}

/**
 * The file's snapshot as the app and the metrics read it while it loads: nothing yet, then the
 * holder's. It lets the app be built while a worker thread reads and checks the file, instead of
 * after (docs/design.md, "Everything after the read is steps"). The process listens only once the
 * file has loaded, so no request needs the API's loaded gate; /readyz and a cluster worker's health
 * answer read loaded() meanwhile.
 */
export class LoadingFile extends HeldSnapshot {
  #holder: SnapshotHolder | undefined;
  readonly listensAfterLoading = true;

  constructor(loading: Promise<SnapshotHolder>) {
    super();
    // Also marks the rejection as handled here: serve() reports it.
    loading.then(
      (holder) => {
        this.#holder = holder;
      },
      () => undefined,
    );
  }

  protected holder(): SnapshotHolder | undefined {
    return this.#holder;
  }
}

/**
 * The file at `path`, its load started now (taking over the read begun `ahead` when it can);
 * serve() resolves once it has loaded (rejecting with the startup error when it is refused), then
 * watches it.
 */
function fileSupply(
  path: string,
  refusal: (error: SnapshotError) => StartupError,
  ahead: ReadAhead | undefined,
): SnapshotSupply {
  const identity = fileIdentity(path);
  const load = servingLoader(takeReadAhead(ahead, path, identity));
  const loading = SnapshotHolder.open(path, { load, identity });
  // A refused file is reported by serve(); a signal or a shutdown meanwhile has nothing to act on.
  const whenLoaded = (act: (holder: SnapshotHolder) => unknown): void => void loading.then(act, () => undefined);
  const holderOf = async () => {
    try {
      return await loading;
    } catch (error) {
      throw error instanceof SnapshotError ? refusal(error) : error;
    }
  };
  return {
    source: new LoadingFile(loading),
    pullDegraded: undefined,
    async serve(log, onSwap) {
      const holder = await holderOf();
      follow(holder, log, onSwap);
      holder.watch({ debounceMs: 300 });
      return holder;
    },
    refresh: () => whenLoaded((holder) => holder.reload('SIGHUP')),
    close: () => whenLoaded((holder) => holder.close()),
  };
}

interface PullSupplyOptions {
  source: PullSource;
  snapshotPath: string;
  pollMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  minBytesPerSecond: number;
  /** Counts a failed pull (the metric). */
  onFailure: (error: PullError) => void;
  /** Where the puller logs before serve() is called (nothing is pulled before). */
  log: SupplyLog;
}

/** The snapshot pulled from `source` into SNAPSHOT_PATH's folder (see ops/pull/puller.ts). */
function pullSupply(options: PullSupplyOptions): SnapshotSupply {
  const puller = new SnapshotPuller<SnapshotIndex>({
    source: options.source,
    snapshotPath: options.snapshotPath,
    load: servingLoader(),
    pollMs: options.pollMs,
    requestTimeoutMs: options.requestTimeoutMs,
    idleTimeoutMs: options.idleTimeoutMs,
    minBytesPerSecond: options.minBytesPerSecond,
    log: options.log,
    onFailure: options.onFailure,
  });
  return {
    source: new PulledSnapshot(puller),
    pullDegraded: () => puller.status().failure !== undefined,
    async serve(log, onSwap) {
      mkdirSync(dirname(options.snapshotPath), { recursive: true });
      const holder = await puller.start();
      follow(holder, log, onSwap);
      return holder;
    },
    refresh: () => puller.checkNow(),
    close: () => puller.close(),
  };
}

/**
 * The snapshot pulled from SNAPSHOT_SOURCE, or the one at SNAPSHOT_PATH, whose load starts now (in
 * a worker thread, then in slices) while the caller builds the app: serve() waits for it, and a
 * refused file stops the start there with its message.
 */
export async function snapshotSupply(
  config: Config,
  log: SupplyLog,
  onPullFailure: (error: PullError) => void,
  ahead?: ReadAhead,
): Promise<SnapshotSupply> {
  if (config.SNAPSHOT_SOURCE !== undefined) {
    // Imported here, only when used: the S3 client and undici add about 240 ms to a start.
    const { pullSource } = await import('./pull/pull-source.js');
    return pullSupply({
      source: pullSource(config.SNAPSHOT_SOURCE, {
        endpoint: config.SNAPSHOT_S3_ENDPOINT,
        forcePathStyle: config.SNAPSHOT_S3_PATH_STYLE,
        region: config.SNAPSHOT_S3_REGION,
      }),
      snapshotPath: config.SNAPSHOT_PATH,
      pollMs: config.SNAPSHOT_POLL_S * 1000,
      requestTimeoutMs: config.SNAPSHOT_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: config.SNAPSHOT_IDLE_TIMEOUT_MS,
      minBytesPerSecond: config.SNAPSHOT_MIN_RATE_KIB_S * 1024,
      onFailure: onPullFailure,
      log,
    });
  }
  const hint =
    config.NODE_ENV === 'production'
      ? ''
      : ' (outside production, delete the file to have a demo snapshot generated again)';
  return fileSupply(config.SNAPSHOT_PATH, (error) => new StartupError(`${error.message}${hint}`), ahead);
}
