/**
 * What /readyz says about a refused snapshot or keys file (docs/api.md, "Health and metrics"): the
 * reason code the loader set where it refused the file, in the words /readyz has always used. The
 * loaders' messages name the file by its full path and carry checksums and sizes; they stay in the
 * log.
 */
import type { KeysFileRefusal } from '../auth/index.js';
import type { SnapshotRefusalReason } from '../snapshot/format.js';
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
