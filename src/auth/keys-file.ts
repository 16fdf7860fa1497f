/**
 * The keys file: the operator's list of API keys (decisions.md section 5). Only the SHA-256 hash of
 * each key is stored; the key itself is shown once, when it is created.
 *
 *   { "version": 1,
 *     "keys": [ { "id": "k_ab12cd34", "label": "Acme", "plan": "free", "hash": "<sha256 hex>",
 *                 "created": "2026-01-02T03:04:05.678Z", "revoked": "<ISO timestamp, optional>" } ] }
 *
 * Objects are strict: an unknown field (say a misspelt "revokd") is an error, never silently ignored.
 * Writes go to a temporary file in the same folder, then replace the file by rename, so a reader
 * sees the old file or the new one, never half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { PLANS, isPlan, type Plan } from './plans.js';

export const KEYS_FILE_VERSION = 1;
/** Every key starts with this, followed by KEY_RANDOM_CHARS base62 characters. */
export const KEY_PREFIX = 'cd_';
export const KEY_RANDOM_CHARS = 32;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const ID_PREFIX = 'k_';
const ID_RANDOM_CHARS = 8;

/** Problems with the keys file: unreadable, not JSON, not the expected shape, not writable. */
export class KeysFileError extends Error {
  override readonly name = 'KeysFileError';
  readonly path: string;

  constructor(path: string, problem: string, options?: { cause?: unknown }) {
    super(`Keys file ${path}: ${problem}`, options);
    this.path = path;
  }
}

/** No key with the given id in the keys file. */
export class UnknownKeyIdError extends Error {
  override readonly name = 'UnknownKeyIdError';
  readonly id: string;

  constructor(path: string, id: string) {
    super(`Keys file ${path}: no key with id ${JSON.stringify(id)}`);
    this.id = id;
  }
}

/** A label or plan given to createKey that breaks its rule. */
export class KeyInputError extends Error {
  override readonly name = 'KeyInputError';
}

const isoTimestamp = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' });

/** A key's label: 1..100 characters after trimming, no control characters (it is shown in tables). */
export const keyLabelSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^\P{Cc}*$/u, 'must not contain control characters');

export const keyIdSchema = z.string().regex(/^k_[A-Za-z0-9]{8}$/, 'must be "k_" followed by 8 letters or digits');

const keyRecordSchema = z.strictObject({
  id: keyIdSchema,
  label: keyLabelSchema,
  plan: z.enum(PLANS, { error: `must be one of ${PLANS.join(', ')}` }),
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in 64 lowercase hex digits'),
  created: isoTimestamp,
  revoked: isoTimestamp.optional(),
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

export interface CreatedKey {
  id: string;
  /** The key itself: shown once, never stored. */
  key: string;
  record: KeyRecord;
}

export interface RevokedKey {
  record: KeyRecord;
  /** True when the key had been revoked before; its first revocation time is kept. */
  alreadyRevoked: boolean;
}

/** SHA-256 of the key's UTF-8 bytes, as 64 lowercase hex digits. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Reads and validates the keys file. Throws KeysFileError naming the file and the problem. */
export function readKeysFile(path: string, options: ReadKeysFileOptions = {}): KeysFileData {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' && options.missingOk === true) return { version: KEYS_FILE_VERSION, keys: [] };
    if (code === 'ENOENT') throw new KeysFileError(path, 'does not exist', { cause: error });
    if (code === 'EISDIR') throw new KeysFileError(path, 'is a folder, not a file', { cause: error });
    throw new KeysFileError(path, `cannot be read (${code ?? String(error)})`, { cause: error });
  }
  return parseKeysFile(path, text);
}

/** Validates the text of a keys file; `path` is used in error messages only. */
export function parseKeysFile(path: string, text: string): KeysFileData {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new KeysFileError(path, 'is empty');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new KeysFileError(path, `is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const result = keysFileSchema.safeParse(json);
  if (!result.success) throw new KeysFileError(path, describeIssues(result.error.issues));
  return result.data;
}

/**
 * Validates `data` and writes it atomically: a temporary file in the same folder, flushed to disk,
 * then renamed over `path`. An existing file's permissions are kept; a new file is 0600.
 */
export function writeKeysFile(path: string, data: KeysFileData): void {
  const result = keysFileSchema.safeParse(data);
  if (!result.success) throw new KeysFileError(path, `refusing to write: ${describeIssues(result.error.issues)}`);
  const text = `${JSON.stringify(result.data, null, 2)}\n`;

  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let mode = 0o600;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    // A new file.
  }
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(temp, 'wx', mode);
    try {
      fchmodSync(fd, mode); // openSync's mode is reduced by the umask
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new KeysFileError(path, `cannot be written (${errorCode(error) ?? String(error)})`, { cause: error });
  }
  syncFolder(dir);
}

/**
 * Adds a new key to the file (creating the file if it does not exist) and returns it. Only the
 * key's hash is stored. Throws KeyInputError for a bad label or plan.
 */
export function createKey(
  path: string,
  input: { label: string; plan: Plan },
  options: { now?: Date } = {},
): CreatedKey {
  const label = keyLabelSchema.safeParse(input.label);
  if (!label.success) throw new KeyInputError(`label ${label.error.issues[0]?.message ?? 'is invalid'}`);
  if (!isPlan(input.plan)) throw new KeyInputError(`plan must be one of ${PLANS.join(', ')}`);

  const data = readKeysFile(path, { missingOk: true });
  const taken = new Set(data.keys.map((record) => record.id));
  let id: string;
  do id = ID_PREFIX + randomChars(ID_ALPHABET, ID_RANDOM_CHARS);
  while (taken.has(id));

  const key = KEY_PREFIX + randomChars(BASE62, KEY_RANDOM_CHARS);
  const record: KeyRecord = {
    id,
    label: label.data,
    plan: input.plan,
    hash: hashKey(key),
    created: (options.now ?? new Date()).toISOString(),
  };
  writeKeysFile(path, { version: KEYS_FILE_VERSION, keys: [...data.keys, record] });
  return { id, key, record };
}

/** All keys in the file, revoked ones included, in file order. */
export function listKeys(path: string): KeyRecord[] {
  return readKeysFile(path).keys;
}

/**
 * Marks a key as revoked (the record stays, with its revocation time). Revoking a revoked key
 * changes nothing. Throws UnknownKeyIdError when no key has that id.
 */
export function revokeKey(path: string, id: string, options: { now?: Date } = {}): RevokedKey {
  const data = readKeysFile(path);
  const index = data.keys.findIndex((record) => record.id === id);
  const existing = data.keys[index];
  if (existing === undefined) throw new UnknownKeyIdError(path, id);
  if (existing.revoked !== undefined) return { record: existing, alreadyRevoked: true };

  const record: KeyRecord = { ...existing, revoked: (options.now ?? new Date()).toISOString() };
  const keys = data.keys.slice();
  keys[index] = record;
  writeKeysFile(path, { ...data, keys });
  return { record, alreadyRevoked: false };
}

/** `length` characters drawn uniformly from `alphabet` (rejection sampling: no modulo bias). */
function randomChars(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
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

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** Best effort: make the rename itself durable. Not supported everywhere (Windows), hence ignored. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // ignore
  }
}
