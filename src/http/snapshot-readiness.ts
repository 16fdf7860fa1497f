/**
 * What the app knows of the serving snapshot and the keys file: the sources buildApp is given,
 * what /readyz says of them, and the gate that answers 503 until a first snapshot is loaded.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from '../api/index.js';
import type { KeyRing } from '../auth/index.js';
import type { PullStatus } from '../ops/pull/puller.js';
import { keysRefusal, type KeysRefusal, pullReport, snapshotRefusal } from '../ops/refusal.js';
import type { SnapshotStatus } from '../ops/snapshot-holder.js';
import type { SnapshotIndex } from '../search/index.js';
import type { Readiness } from './routes/health.js';

/** Holds the snapshot the app answers from; a later snapshot swap replaces what current() returns. */
export interface SnapshotSource {
  current(): SnapshotIndex;
  /** The serving snapshot's version (a SnapshotHolder knows it without recomputing). */
  version?(): string;
  /** Swap counters and the last failure, for /readyz (a SnapshotHolder has them). */
  status?(): SnapshotStatus | undefined;
  /**
   * False until a first snapshot is loaded (a replica pulling from SNAPSHOT_SOURCE starts empty):
   * the API answers 503 meanwhile. Absent: always loaded.
   */
  loaded?(): boolean;
  /**
   * True when the process listens only once the snapshot has loaded (a file): loaded() then
   * matters to /readyz and a cluster worker's health answer, and the API needs no gate.
   */
  readonly listensAfterLoading?: boolean;
  /** The pull from SNAPSHOT_SOURCE, for /readyz. */
  pull?(): PullStatus;
}

/** Gives the current key ring (the keys file watcher's ring()). */
export interface KeySource {
  ring(): KeyRing;
  /** Whether the file at the keys path was refused, keeping the previous keys (a watcher knows). */
  refused?(): KeysRefusal | undefined;
}

/** What /readyz says about the serving snapshot, its source and the keys file: no paths, no checksums. */
export function readiness(snapshot: SnapshotSource, keys: KeySource, version: () => string): Readiness {
  const pull = snapshot.pull?.();
  const source = pull ? { source: pullReport(pull) } : {};
  const keysRefused = keysRefusal(keys.refused?.());
  const keysReport = { keys: { file_refused: keysRefused } };
  if (snapshot.loaded?.() === false) return { degraded: false, report: { snapshot: null, ...source, ...keysReport } };
  const status = snapshot.status?.();
  const { header, size } = snapshot.current();
  const snapshotRefused = snapshotRefusal(status?.refusedFile);
  const detailsUnreadable = status?.detailsUnreadable ?? null;
  const history = status
    ? { loaded_at: status.loadedAt, swaps: status.swaps, last_failure: snapshotRefusal(status.lastFailure) }
    : {};
  return {
    degraded:
      snapshotRefused !== null || detailsUnreadable !== null || keysRefused !== null || pull?.state === 'degraded',
    report: {
      snapshot: {
        version: version(),
        built_at: header.builtAt,
        events: size,
        ...history,
        file_refused: snapshotRefused,
        details_unreadable: detailsUnreadable,
      },
      ...source,
      ...keysReport,
    },
  };
}

/**
 * Whether a first snapshot is loaded, when the app has to ask (the gate's test); undefined when
 * always loaded, and in a process that listens only once loaded: no request could find it not.
 */
export function loadedTest(snapshot: SnapshotSource): (() => boolean) | undefined {
  if (!snapshot.loaded || snapshot.listensAfterLoading) return undefined;
  return snapshot.loaded.bind(snapshot);
}

/**
 * Before a first snapshot is loaded (pulling at start), every API request answers 503 not_ready,
 * with Retry-After, ahead of the key check.
 */
export function registerLoadedGate(api: FastifyInstance, snapshot: SnapshotSource): void {
  const loaded = loadedTest(snapshot);
  if (!loaded) return;
  const loadedGate: onRequestHookHandler = (_request, _reply, done) =>
    done(loaded() ? undefined : new ApiError('not_ready', undefined, { headers: { 'retry-after': '5' } }));
  api.addHook('onRequest', loadedGate);
}
