/**
 * Creating, listing and revoking keys in the keys file (its format: keys-file-format.ts). Writes
 * replace the file atomically (util/atomic-write.ts), so a reader sees the old file or the new one,
 * never half of one.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { type FileOwner, writeFileAtomically } from '../util/atomic-write.js';
import { BASE62, KEY_PREFIX, KEY_RANDOM_CHARS, mixesEveryKind } from './key-shape.js';
import {
  KEYS_FILE_VERSION,
  KeysFileError,
  errorCode,
  hashKey,
  keyLabelSchema,
  readKeysFile,
  validateKeysFile,
  type KeyRecord,
  type KeysFileData,
} from './keys-file-format.js';
import { PLANS, isPlan, type Plan } from './plans.js';

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const ID_PREFIX = 'k_';
const ID_RANDOM_CHARS = 8;

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

/** How a write leaves the file: `owner` gives it to that user and group (which takes root). */
export interface KeysFileWriteOptions {
  owner?: FileOwner;
}

/**
 * Validates `data` and writes it atomically (util/atomic-write.ts). An existing file's permissions
 * are kept, and so is its owner when run as root (a server running as another user, such as the
 * image's, must still read it after root changes a key); a new file is 0600, its writer's unless
 * `owner` says whose.
 */
export function writeKeysFile(path: string, data: KeysFileData, options: KeysFileWriteOptions = {}): void {
  const valid = validateKeysFile(path, data, 'refusing to write: ');
  const text = `${JSON.stringify(valid, null, 2)}\n`;

  let mode = 0o600;
  let owner = options.owner;
  try {
    const existing = statSync(path);
    mode = existing.mode & 0o777;
    if (owner === undefined && process.getuid?.() === 0) owner = { uid: existing.uid, gid: existing.gid };
  } catch {
    // A new file.
  }
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomically(path, text, { mode, ...(owner ? { owner } : {}) });
  } catch (error) {
    const code = errorCode(error) ?? String(error);
    const whose = code === 'EPERM' && owner ? `; giving it to uid ${owner.uid} takes root` : '';
    throw new KeysFileError(path, `cannot be written (${code}${whose})`, { cause: error });
  }
}

/**
 * Adds a new key to the file (creating the file if it does not exist) and returns it. Only the
 * key's hash is stored. Throws KeyInputError for a bad label or plan.
 */
export function createKey(
  path: string,
  input: { label: string; plan: Plan },
  options: { now?: Date } & KeysFileWriteOptions = {},
): CreatedKey {
  const label = keyLabelSchema.safeParse(input.label);
  if (!label.success) throw new KeyInputError(`label ${label.error.issues[0]?.message ?? 'is invalid'}`);
  if (!isPlan(input.plan)) throw new KeyInputError(`plan must be one of ${PLANS.join(', ')}`);

  const data = readKeysFile(path, { missingOk: true });
  const taken = new Set(data.keys.map((record) => record.id));
  let id: string;
  do id = ID_PREFIX + randomChars(ID_ALPHABET, ID_RANDOM_CHARS);
  while (taken.has(id));

  const key = newKeyText();
  const record: KeyRecord = {
    id,
    label: label.data,
    plan: input.plan,
    hash: hashKey(key),
    created: (options.now ?? new Date()).toISOString(),
  };
  writeKeysFile(path, { version: KEYS_FILE_VERSION, keys: [...data.keys, record] }, options);
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
export function revokeKey(path: string, id: string, options: { now?: Date } & KeysFileWriteOptions = {}): RevokedKey {
  const data = readKeysFile(path);
  const index = data.keys.findIndex((record) => record.id === id);
  const existing = data.keys[index];
  if (existing === undefined) throw new UnknownKeyIdError(path, id);
  if (existing.revoked !== undefined) return { record: existing, alreadyRevoked: true };

  const record: KeyRecord = { ...existing, revoked: (options.now ?? new Date()).toISOString() };
  const keys = data.keys.slice();
  keys[index] = record;
  writeKeysFile(path, { ...data, keys }, options);
  return { record, alreadyRevoked: false };
}

/**
 * Raises a key's feed epoch by one, so that every feed URL made for it before stops working (on
 * every replica once it re-reads the file). Throws UnknownKeyIdError when no key has that id.
 */
export function rotateFeeds(path: string, id: string, options: KeysFileWriteOptions = {}): KeyRecord {
  const data = readKeysFile(path);
  const index = data.keys.findIndex((record) => record.id === id);
  const existing = data.keys[index];
  if (existing === undefined) throw new UnknownKeyIdError(path, id);
  const record: KeyRecord = { ...existing, feed_epoch: (existing.feed_epoch ?? 0) + 1 };
  const keys = data.keys.slice();
  keys[index] = record;
  writeKeysFile(path, { ...data, keys }, options);
  return record;
}

/**
 * A new key. Its random part is drawn again (about 1 in 280 times) until it mixes digits, upper and
 * lower case, so that the log redaction recognizes it even when its prefix is mistyped or cut (see
 * key-shape.ts).
 */
export function newKeyText(): string {
  let random: string;
  do random = randomChars(BASE62, KEY_RANDOM_CHARS);
  while (!mixesEveryKind(random));
  return KEY_PREFIX + random;
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
