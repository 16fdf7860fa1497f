import cors from '@fastify/cors';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { ApiError } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { ReplyView } from '../exchange.js';

/**
 * The security headers helmet sets with these options, worked out once: they never depend on the
 * request (the Fastify plugin ran helmet's whole option parsing again for every request).
 */
function securityHeaders(options: Parameters<typeof helmet>[0]): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Sets the security headers suited to a JSON API (nothing here is ever rendered as a page) on an
 * answer. Set on the reply, not on Node's response: with no header set on the response itself,
 * Node takes the reply's headers as they are when the answer is written, instead of storing and
 * checking each one again (http.ServerResponse.writeHead).
 */
export function securityHeadersOf(config: Pick<Config, 'CORS_ORIGINS'>): (reply: ReplyView) => void {
  const headers = securityHeaders({
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS ? 'cross-origin' : 'same-origin' },
  });
  return (reply) => {
    for (const [name, value] of headers) reply.header(name, value);
  };
}

/**
 * The security headers, CORS only when configured, and a bound on the URL length answered in the
 * API's error shape.
 */
export function registerHardening(app: FastifyInstance, config: Config): void {
  const setHeaders = securityHeadersOf(config);
  const setSecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
    setHeaders(reply);
    done();
  };
  app.addHook('onRequest', setSecurityHeaders);
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
        'X-RateLimit-Store',
      ],
      maxAge: 600,
      // An OPTIONS without Origin is answered like a preflight (204), not with a text/plain 400.
      strictPreflight: false,
    });
  }
  // After helmet's and cors' own hooks, so that the 414 carries their headers too.
  app.after(() => {
    const urlLengthBound: onRequestHookHandler = (request, _reply, done) => {
      const length = request.url.length;
      done(
        length > config.MAX_URL_LENGTH
          ? new ApiError('uri_too_long', { length, limit: config.MAX_URL_LENGTH })
          : undefined,
      );
    };
    app.addHook('onRequest', urlLengthBound);
    // A trusted proxy's X-Forwarded-For names the client: what is not an IP address there names no
    // client, and would be a window of its own for every text sent (docs/operating.md, "Limits by network").
    if (config.TRUST_PROXY !== false) {
      const forwardedAddressCheck: onRequestHookHandler = (request, _reply, done) => {
        done(isIP(request.ip) === 0 ? new ApiError('forwarded_address_invalid') : undefined);
      };
      app.addHook('onRequest', forwardedAddressCheck);
    }
  });
}
