export { PLANS, PLAN_LIMITS, isPlan } from './plans.js';
export type { Plan, PlanLimits } from './plans.js';
export {
  KEYS_FILE_VERSION,
  KEY_PREFIX,
  KEY_RANDOM_CHARS,
  KeyInputError,
  KeysFileError,
  UnknownKeyIdError,
  createKey,
  hashKey,
  keyIdSchema,
  keyLabelSchema,
  listKeys,
  parseKeysFile,
  readKeysFile,
  revokeKey,
  writeKeysFile,
} from './keys-file.js';
export type { CreatedKey, KeyRecord, KeysFileData, ReadKeysFileOptions, RevokedKey } from './keys-file.js';
export { KeyRing, MAX_KEY_LENGTH, watchKeysFile } from './key-ring.js';
export type { KeyInfo, KeysFileWatcher, WatchKeysFileOptions } from './key-ring.js';
