export { feedUnits, isPlan, type Plan, PLANS } from './plans.js';
export {
  KeysFileError,
  KeysFileRefused,
  hashKey,
  keysFileExposure,
  keysFileRefusalReason,
  keyLabelSchema,
} from './keys-file-format.js';
export type { KeyRecord, KeysFileRefusalReason } from './keys-file-format.js';
export {
  createKey,
  listKeys,
  revokeKey,
  rotateFeeds,
} from './keys-file.js';
export { KeyRing, watchKeysFile } from './key-ring.js';
export { REDACTED, redactKeys } from './key-shape.js';
export { type FeedClaim, feedTokenValid, readFeedToken, signFeedToken } from './feed-token.js';
export type { KeyInfo, KeysFileRefusal, KeysFileWatcher } from './key-ring.js';
export type { Caller, CallerKind } from './caller.js';
export {
  createTokenVerifier,
  looksLikeJwt,
  TokenRefused,
  type TokenHolder,
  type TokenRefusalReason,
  type TokenVerifier,
} from './access-tokens.js';
