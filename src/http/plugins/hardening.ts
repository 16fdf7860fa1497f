import cors from '@fastify/cors';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { ApiError } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { ReplyView, RequestView } from '../exchange.js';

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
function securityHeadersOf(config: Pick<Config, 'CORS_ORIGINS'>): (reply: ReplyView) => void {
  const headers = securityHeaders({
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS ? 'cross-origin' : 'same-origin' },
  });
  return (reply) => {
    for (const [name, value] of headers) reply.header(name, value);
  };
}

/** The options of the @fastify/cors plugin, with CORS_ORIGINS. */
function corsOptions(origins: NonNullable<Config['CORS_ORIGINS']>) {
  return {
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
  };
}

/**
 * What the @fastify/cors plugin's onRequest hook (node_modules/@fastify/cors/index.js,
 * addCorsHeadersHandler) sets with these options on a request other than OPTIONS, in its order:
 * with a list of origins (one without `*`, which the plugin takes as any origin), `Vary: Origin`
 * (the security headers before it set no Vary), then Access-Control-Allow-Origin (`*`, or the
 * request's Origin when the list holds it exactly; nothing else), then the exposed headers.
 */
function corsHeadersOf(origins: NonNullable<Config['CORS_ORIGINS']>): (request: RequestView, reply: ReplyView) => void {
  const options = corsOptions(origins);
  const any = origins === '*' || origins.includes('*');
  const allowed = new Set(any ? [] : origins);
  const exposed = options.exposedHeaders.join(', ');
  return (request, reply) => {
    if (!any) reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (any) reply.header('access-control-allow-origin', '*');
    else if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', exposed);
  };
}

/**
 * With TRUST_PROXY, a trusted proxy's X-Forwarded-For names the client: what is not an IP address
 * there names no client, and would be a window of its own for every text sent (docs/operating.md,
 * "Limits by network"). Its refusal, or undefined.
 */
function forwardedAddressRefusal(request: { readonly ip: string }): ApiError | undefined {
  return isIP(request.ip) === 0 ? new ApiError('forwarded_address_invalid') : undefined;
}

/**
 * What the root's onRequest hooks below do, in their order, to a request whose URL is within
 * MAX_URL_LENGTH, for the read path (../read-path/), which answers below them: the security
 * headers, CORS's with CORS_ORIGINS, and with TRUST_PROXY the forwarded address's check (throws
 * its 400).
 */
export function hardeningSteps(config: Config): (request: RequestView, reply: ReplyView) => void {
  const security = securityHeadersOf(config);
  const cors = config.CORS_ORIGINS ? corsHeadersOf(config.CORS_ORIGINS) : undefined;
  const forwarded = config.TRUST_PROXY !== false;
  return (request, reply) => {
    security(reply);
    cors?.(request, reply);
    if (!forwarded) return;
    const refusal = forwardedAddressRefusal(request);
    if (refusal !== undefined) throw refusal;
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
    void app.register(cors, corsOptions(origins));
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
    if (config.TRUST_PROXY !== false) {
      const forwardedAddressCheck: onRequestHookHandler = (request, _reply, done) => {
        done(forwardedAddressRefusal(request));
      };
      app.addHook('onRequest', forwardedAddressCheck);
    }
  });
}
