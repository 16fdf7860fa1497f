/**
 * Why a snapshot or keys file was refused, as a short category for /readyz (docs/api.md, "Health
 * and metrics"): the loaders' messages name the file by its full path and carry checksums and
 * sizes, which stay in the log.
 */

export interface Refusal {
  /** ISO time of the refusal. */
  at: string;
  /** The loader's message. */
  error: string;
}

/** What /readyz says about a refusal. */
export interface RefusalReport {
  at: string;
  reason: string;
}

type Categories = readonly (readonly [RegExp, string])[];

/** Problems of src/snapshot/reader.ts and src/store/load.ts, by their wording. */
const SNAPSHOT_CATEGORIES: Categories = [
  [/: checksum mismatch \(/, 'checksum mismatch'],
  [/: (truncated[: ]|file is \d+ bytes, too short)/, 'truncated'],
  [/: \d+ unexpected bytes after the body/, 'unexpected bytes after the body'],
  [/: snapshot format version \d+/, 'unsupported version'],
  [/: not a snapshot file/, 'not a snapshot file'],
  [/: no such file$/, 'missing'],
  [/: cannot open \(/, 'unreadable'],
  [/: corrupt header/, 'corrupt header'],
];

/** Problems of src/auth/keys-file-format.ts, by their wording. */
const KEYS_CATEGORIES: Categories = [
  [/: does not exist$/, 'missing'],
  [/: (is a folder, not a file|cannot be read \()/, 'unreadable'],
  [/: is empty$/, 'empty'],
  [/: is not valid JSON \(/, 'not valid JSON'],
];

function categorize(message: string, categories: Categories): string {
  for (const [pattern, category] of categories) if (pattern.test(message)) return category;
  return 'invalid content';
}

export function snapshotRefusal(refusal: Refusal | undefined): RefusalReport | null {
  return refusal ? { at: refusal.at, reason: categorize(refusal.error, SNAPSHOT_CATEGORIES) } : null;
}

export function keysRefusal(refusal: Refusal | undefined): RefusalReport | null {
  return refusal ? { at: refusal.at, reason: categorize(refusal.error, KEYS_CATEGORIES) } : null;
}
