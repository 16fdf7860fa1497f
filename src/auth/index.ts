export { PLANS, PLAN_LIMITS, isPlan } from './plans.js';
export type { Plan, PlanLimits } from './plans.js';
export {
  KEYS_FILE_VERSION,
  KeysFileError,
  hashKey,
  keyIdSchema,
  keyLabelSchema,
  parseKeysFile,
  readKeysFile,
} from './keys-file-format.js';
export type { KeyRecord, KeysFileData, ReadKeysFileOptions } from './keys-file-format.js';
export {
  KEY_PREFIX,
  KEY_RANDOM_CHARS,
  KeyInputError,
  UnknownKeyIdError,
  createKey,
  listKeys,
  revokeKey,
  writeKeysFile,
} from './keys-file.js';
export type { CreatedKey, RevokedKey } from './keys-file.js';
export { KeyRing, MAX_KEY_LENGTH, watchKeysFile } from './key-ring.js';
export type { KeyInfo, KeysFileWatcher, WatchKeysFileOptions } from './key-ring.js';
