export { nearestExhaustion, policyHeader, rateLimitHeaders, type WindowState } from './headers.js';
export {
  createKeyLimits,
  planLimits,
  RateLimitExceeded,
  registerRateLimitStore,
  type KeyLimits,
} from './rate-limits.js';
export { connectRedis, type RedisLink, type RedisLogger, type RedisState } from './redis.js';
