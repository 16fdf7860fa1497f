export { PLANS, isPlan } from './plans.js';
export {
  KeysFileError,
  hashKey,
  keyLabelSchema,
} from './keys-file-format.js';
export type { KeyRecord } from './keys-file-format.js';
export {
  createKey,
  listKeys,
  revokeKey,
} from './keys-file.js';
export { KeyRing, watchKeysFile } from './key-ring.js';
export { REDACTED, redactKeys } from './key-shape.js';
export type { KeyInfo, KeysFileWatcher } from './key-ring.js';
