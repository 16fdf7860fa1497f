import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { codingEtag, type Compressor, setEncodingHeaders, UNCACHED_MIN_BYTES } from '../encoding.js';
import type { ReplyView, RequestView } from '../exchange.js';

/** Text answers worth compressing: JSON, iCalendar, YAML and the like; never images or event streams. */
const COMPRESSIBLE_TYPE = /^(application\/(json|yaml)|text\/(calendar|plain|html|css))\b/;

/**
 * A 200 answer that no cache keeps (an MCP answer, an answer while the response cache is off),
 * compressed from UNCACHED_MIN_BYTES up (encoding.ts says why) in the coding the request accepts;
 * an answer the caches encoded already (Content-Encoding set), any other status, and a type not
 * worth compressing pass as they are.
 */
export function compressUncachedAnswer(
  compressor: Compressor,
  request: Pick<RequestView, 'headers'>,
  reply: ReplyView,
  payload: string | Buffer,
): string | Buffer {
  if (reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
  if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const coding = compressor.coding(request.headers['accept-encoding']);
  setEncodingHeaders(reply, undefined);
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (coding === undefined || length < UNCACHED_MIN_BYTES) return payload;
  const body = compressor.compress(typeof payload === 'string' ? Buffer.from(payload) : payload, coding);
  setEncodingHeaders(reply, coding);
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') reply.header('etag', codingEtag(etag, coding));
  return body;
}

/**
 * Compresses, per request, the answers compressUncachedAnswer takes. Registered last in its scope,
 * so that answers the caches encoded already pass through untouched.
 */
export function registerUncachedCompression(scope: FastifyInstance, compressor: Compressor): void {
  if (!compressor.enabled) return;
  const compressUncached: onSendHookHandler = (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    done(null, compressUncachedAnswer(compressor, request, reply, payload));
  };
  scope.addHook('onSend', compressUncached);
}
