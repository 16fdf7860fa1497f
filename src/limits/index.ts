export { nearestExhaustion, rateLimitHeaders } from './headers.js';
export { createKeyLimits, FEED_BUDGET, type KeyLimits, RateLimitExceeded } from './rate-limits.js';
export { connectRedis, type RedisLink } from './redis.js';
