/**
 * What /readyz says about a refused snapshot or keys file (docs/api.md, "Health and metrics"): the
 * reason code the loader set where it refused the file, in the words /readyz has always used. The
 * loaders' messages name the file by its full path and carry checksums and sizes; they stay in the
 * log. The same for a snapshot pull that failed (ops/pull/, reasons in ops/published/source.ts), with its reason code beside the words.
 */
import type { KeysFileRefusal } from '../auth/index.js';
import type { SnapshotRefusalReason } from '../snapshot/format.js';
import type { PullStatus } from './pull/puller.js';
import type { PullFailureReason } from './published/source.js';
import type { SnapshotFailure } from './snapshot-status.js';

/** A refused keys file, as the keys watcher keeps it. */
export type KeysRefusal = Pick<KeysFileRefusal, 'at' | 'reason'>;

/** A refused snapshot file, as the snapshot holder keeps it. */
type SnapshotRefusal = Pick<SnapshotFailure, 'at' | 'refusal'>;

/** What /readyz says about a refusal. */
export interface RefusalReport {
  at: string;
  reason: string;
}

const SNAPSHOT_WORDING: Readonly<Record<SnapshotRefusalReason, string>> = {
  missing: 'missing',
  unreadable: 'unreadable',
  not_a_snapshot: 'not a snapshot file',
  unsupported_version: 'unsupported version',
  corrupt_header: 'corrupt header',
  truncated: 'truncated',
  trailing_bytes: 'unexpected bytes after the body',
  checksum_mismatch: 'checksum mismatch',
  invalid_content: 'invalid content',
};

const KEYS_WORDING: Readonly<Record<KeysRefusal['reason'], string>> = {
  missing: 'missing',
  unreadable: 'unreadable',
  empty: 'empty',
  invalid_json: 'not valid JSON',
  invalid_content: 'invalid content',
};

export function snapshotRefusal(refusal: SnapshotRefusal | undefined): RefusalReport | null {
  return refusal ? { at: refusal.at, reason: SNAPSHOT_WORDING[refusal.refusal] } : null;
}

export function keysRefusal(refusal: KeysRefusal | undefined): RefusalReport | null {
  return refusal ? { at: refusal.at, reason: KEYS_WORDING[refusal.reason] } : null;
}

const PULL_WORDING: Readonly<Record<PullFailureReason, string>> = {
  store_unreachable: 'snapshot store unreachable',
  store_slow: 'snapshot store too slow',
  store_refused: 'snapshot store refused the request',
  pointer_missing: 'no pointer in the snapshot store',
  pointer_invalid: 'invalid pointer in the snapshot store',
  blob_missing: 'the snapshot the pointer names is missing',
  size_mismatch: 'size mismatch of the downloaded snapshot',
  checksum_mismatch: 'checksum mismatch of the downloaded snapshot',
  disk_full: 'not enough disk space for the download',
  disk_error: 'cannot write the download',
  snapshot_refused: 'downloaded snapshot refused',
  version_mismatch: 'downloaded snapshot is not the version the pointer names',
};

/** A failed pull: its code, and the words (with the loader's, for a refused file). */
function pullFailure(failure: NonNullable<PullStatus['failure']>): { reason_code: PullFailureReason; reason: string } {
  const refusal = failure.refusal;
  const loader = refusal && failure.reason === 'snapshot_refused' ? `: ${SNAPSHOT_WORDING[refusal]}` : '';
  return { reason_code: failure.reason, reason: `${PULL_WORDING[failure.reason]}${loader}` };
}

/** What /readyz says about the pull from SNAPSHOT_SOURCE. */
export function pullReport(pull: PullStatus): Record<string, unknown> {
  const failure = pull.failure;
  return {
    state: pull.state,
    pointer_version: pull.pointerVersion ?? null,
    pending: pull.pending ? { version: pull.pending.version, activate_at: pull.pending.activateAt } : null,
    last_check_at: pull.lastCheckAt ?? null,
    failures: pull.failures,
    ...(failure
      ? { ...pullFailure(failure), failing_since: failure.since, attempts: failure.attempts }
      : { reason: null, reason_code: null }),
  };
}
