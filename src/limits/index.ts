export { nearestExhaustion, rateLimitHeaders } from './headers.js';
export { createKeyLimits, FEED_WINDOW, RateLimitExceeded } from './rate-limits.js';
export { connectRedis, type RedisLink } from './redis.js';
