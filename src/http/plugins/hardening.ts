import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { ApiError } from '../errors.js';

/**
 * Security headers suited to a JSON API (nothing here is ever rendered as a page), CORS only
 * when configured, and a bound on the URL length answered in the API's error shape.
 */
export function registerHardening(app: FastifyInstance, config: Config): void {
  void app.register(helmet, {
    global: true,
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS ? 'cross-origin' : 'same-origin' },
  });
  if (config.CORS_ORIGINS) {
    const origins = config.CORS_ORIGINS;
    void app.register(cors, {
      origin: origins === '*' ? '*' : [...origins],
      methods: ['GET', 'HEAD'],
      allowedHeaders: ['X-API-Key', 'If-None-Match'],
      exposedHeaders: [
        'ETag',
        'RateLimit',
        'RateLimit-Policy',
        'Retry-After',
        'X-Snapshot-Version',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ],
      maxAge: 600,
      // An OPTIONS without Origin is answered like a preflight (204), not with a text/plain 400.
      strictPreflight: false,
    });
  }
  // After helmet's and cors' own hooks, so that the 414 carries their headers too.
  app.after(() => {
    app.addHook('onRequest', async (request) => {
      if (request.url.length > config.MAX_URL_LENGTH) {
        throw new ApiError('uri_too_long', { length: request.url.length, limit: config.MAX_URL_LENGTH });
      }
    });
  });
}
