/**
 * The keys file format: the operator's list of API keys (see docs/api.md). Only the SHA-256 hash
 * of each key is stored; the key itself is shown once, when it is created.
 *
 *   { "version": 1,
 *     "keys": [ { "id": "k_ab12cd34", "label": "Acme", "plan": "free", "hash": "<sha256 hex>",
 *                 "created": "2026-01-02T03:04:05.678Z", "revoked": "<ISO timestamp, optional>",
 *                 "feed_epoch": 1 } ] }
 *
 * `feed_epoch` (optional, default 0) is signed into the key's feed URLs: `keys rotate-feeds` raises
 * it, and every feed URL signed with an earlier epoch stops working.
 *
 * Objects are strict: an unknown field (say a misspelt "revokd") is an error, never silently ignored.
 * Reading and validating are here; creating, listing and revoking keys are in keys-file.ts.
 */
import { hash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { PLANS } from './plans.js';

export const KEYS_FILE_VERSION = 1;

/** Problems with the keys file: unreadable, not JSON, not the expected shape, not writable. */
export class KeysFileError extends Error {
  override readonly name = 'KeysFileError';
  readonly path: string;

  constructor(path: string, problem: string, options?: { cause?: unknown }) {
    super(`Keys file ${path}: ${problem}`, options);
    this.path = path;
  }
}

/** Why a keys file was refused, as a code set where it was refused (readKeysFile, validateKeysFile). */
export type KeysFileRefusalReason = 'missing' | 'unreadable' | 'empty' | 'invalid_json' | 'invalid_content';

/** A keys file that was read and refused (a failed write is a plain KeysFileError). */
export class KeysFileRefused extends KeysFileError {
  constructor(
    path: string,
    readonly reason: KeysFileRefusalReason,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super(path, problem, options);
  }
}

/** The reason of a failed read: a KeysFileRefused's own, `invalid_content` for anything else. */
export function keysFileRefusalReason(error: unknown): KeysFileRefusalReason {
  return error instanceof KeysFileRefused ? error.reason : 'invalid_content';
}

const isoTimestamp = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' });

/** A key's label: 1..100 characters after trimming, no control characters (it is shown in tables). */
export const keyLabelSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^\P{Cc}*$/u, 'must not contain control characters');

const keyIdSchema = z.string().regex(/^k_[A-Za-z0-9]{8}$/, 'must be "k_" followed by 8 letters or digits');

const keyRecordSchema = z.strictObject({
  id: keyIdSchema,
  label: keyLabelSchema,
  plan: z.enum(PLANS, { error: `must be one of ${PLANS.join(', ')}` }),
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in 64 lowercase hex digits'),
  created: isoTimestamp,
  revoked: isoTimestamp.optional(),
  feed_epoch: z.number().int('must be an integer').min(0, 'must be 0 or more').max(1_000_000_000).optional(),
});

const keysFileSchema = z
  .strictObject({
    version: z.literal(KEYS_FILE_VERSION, { error: `must be ${KEYS_FILE_VERSION}` }),
    keys: z.array(keyRecordSchema),
  })
  .superRefine((data, ctx) => {
    const ids = new Set<string>();
    const hashes = new Set<string>();
    data.keys.forEach((record, index) => {
      if (ids.has(record.id)) {
        ctx.addIssue({ code: 'custom', path: ['keys', index, 'id'], message: `duplicate id ${record.id}` });
      }
      if (hashes.has(record.hash)) {
        ctx.addIssue({ code: 'custom', path: ['keys', index, 'hash'], message: 'duplicate hash' });
      }
      ids.add(record.id);
      hashes.add(record.hash);
    });
  });

export type KeyRecord = z.output<typeof keyRecordSchema>;
export type KeysFileData = z.output<typeof keysFileSchema>;

export interface ReadKeysFileOptions {
  /** Read a missing file as one with no keys (for the first `create`). Default false: an error. */
  missingOk?: boolean;
}

/** SHA-256 of the key's UTF-8 bytes, as 64 lowercase hex digits. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/**
 * The warning for a keys file that every user of the machine may read or write (its mode gives
 * "others" read or write), or undefined. A warning, not a refusal: the hashes do not give the keys
 * back, and many mounts are world-readable by default; but ids, labels and plans are private, and a
 * file others may write lets them add keys. The group may read it (a Kubernetes Secret's
 * defaultMode 0440, docs/operating.md, "API keys").
 */
export function keysFileExposure(path: string): string | undefined {
  if (process.platform === 'win32') return undefined;
  let mode: number;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    return undefined; // Reading it says why.
  }
  if ((mode & 0o006) === 0) return undefined;
  const what = mode & 0o002 ? 'written' : 'read';
  return (
    `keys file ${path} can be ${what} by every user of this machine (mode ${mode.toString(8).padStart(3, '0')}): ` +
    `chmod o-rwx ${path} (600, or 640 for a group that must read it)`
  );
}

/** Reads and validates the keys file. Throws KeysFileRefused naming the file, the problem and its reason. */
export function readKeysFile(path: string, options: ReadKeysFileOptions = {}): KeysFileData {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' && options.missingOk === true) return { version: KEYS_FILE_VERSION, keys: [] };
    if (code === 'ENOENT') throw new KeysFileRefused(path, 'missing', 'does not exist', { cause: error });
    if (code === 'EISDIR') throw new KeysFileRefused(path, 'unreadable', 'is a folder, not a file', { cause: error });
    throw new KeysFileRefused(path, 'unreadable', `cannot be read (${code ?? String(error)})`, { cause: error });
  }
  return parseKeysFile(path, text);
}

/** Validates the text of a keys file; `path` is used in error messages only. */
function parseKeysFile(path: string, text: string): KeysFileData {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new KeysFileRefused(path, 'empty', 'is empty');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const problem = `is not valid JSON (${(error as Error).message})`;
    throw new KeysFileRefused(path, 'invalid_json', problem, { cause: error });
  }
  return validateKeysFile(path, json);
}

/** Checks parsed JSON against the format; throws KeysFileRefused naming the first problem after `prefix`. */
export function validateKeysFile(path: string, json: unknown, prefix = ''): KeysFileData {
  const result = keysFileSchema.safeParse(json);
  if (!result.success) {
    throw new KeysFileRefused(path, 'invalid_content', `${prefix}${describeIssues(result.error.issues)}`);
  }
  return result.data;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  if (first === undefined) return 'is invalid';
  const where = first.path.length === 0 ? 'top level' : formatPath(first.path);
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `${where}: ${first.message}${more}`;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** The `code` of a Node.js system error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}
