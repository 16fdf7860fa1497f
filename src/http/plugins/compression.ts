import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { codingEtag, type Compressor, setEncodingHeaders, UNCACHED_MIN_BYTES } from '../encoding.js';

/** Text answers worth compressing: JSON, iCalendar, YAML and the like; never images or event streams. */
const COMPRESSIBLE_TYPE = /^(application\/(json|yaml)|text\/(calendar|plain|html|css))\b/;

/**
 * Compresses, per request, the 200 answers that no cache keeps (an MCP answer, an answer while the
 * response cache is off) from UNCACHED_MIN_BYTES up (encoding.ts says why). Registered last in its
 * scope, so that answers the caches encoded already (Content-Encoding set) pass through untouched.
 */
export function registerUncachedCompression(scope: FastifyInstance, compressor: Compressor): void {
  if (!compressor.enabled) return;
  const compressUncached: onSendHookHandler = (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const coding = compressor.coding(request.headers['accept-encoding']);
    setEncodingHeaders(reply, undefined);
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (coding === undefined || length < UNCACHED_MIN_BYTES) return done(null, payload);
    const body = compressor.compress(typeof payload === 'string' ? Buffer.from(payload) : payload, coding);
    setEncodingHeaders(reply, coding);
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', codingEtag(etag, coding));
    done(null, body);
  };
  scope.addHook('onSend', compressUncached);
}
