export { nearestExhaustion, rateLimitHeaders } from './headers.js';
export { createKeyLimits, FEED_BUDGET, type KeyLimits, RateLimitExceeded } from './rate-limits.js';
// Types only: redis.ts loads ioredis, which a process without REDIS_URL never needs (serving.ts
// imports redis.ts itself when REDIS_URL is set).
export type { RedisLink } from './redis.js';
