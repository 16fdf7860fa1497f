import type { FastifyInstance } from 'fastify';
import { type Coding, type Compressor, type Encodings, setEncodingHeaders } from '../encoding.js';
import { type BytesAnswer, JSON_TYPE } from '../exchange.js';

export const CEILING_PATH = '/api/gpt/_ceiling';
const PREFIX = '{"success":true,"padding":"';
const SUFFIX = '"}';
/** What the padding of the compressed ceiling is drawn from: text that compresses about as answers do not, at random. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The ceiling route's fixed JSON body of `bytes` bytes (also what the benchmarks' bare route sends),
 * as a Buffer, as the operations' answers are sent.
 */
export function ceilingBody(bytes: number): Buffer {
  return Buffer.from(`${PREFIX}${'x'.repeat(Math.max(0, bytes - PREFIX.length - SUFFIX.length))}${SUFFIX}`);
}

/** A JSON body whose padding is `length` seeded pseudo-random characters (the same every start). */
function randomBody(length: number): Buffer {
  let state = 0x2545f491;
  let padding = '';
  for (let i = 0; i < length; i++) {
    // xorshift32: fixed, fast, and enough to defeat the compressor's matches.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    padding += ALPHABET[(state >>> 0) % ALPHABET.length];
  }
  return Buffer.from(`${PREFIX}${padding}${SUFFIX}`);
}

/** A body that `coding` compresses to about `target` bytes (within 1%), compressed: a bisection on its length. */
function compressedOfSize(target: number, coding: Coding, compressor: Compressor): Buffer {
  let low = 0;
  let high = target * 4;
  let best = compressor.compress(randomBody(high), coding);
  while (low < high && Math.abs(best.length - target) > target / 100) {
    const middle = Math.floor((low + high) / 2);
    const bytes = compressor.compress(randomBody(middle), coding);
    if (Math.abs(bytes.length - target) < Math.abs(best.length - target)) best = bytes;
    if (bytes.length < target) low = middle + 1;
    else high = middle;
  }
  return best;
}

/**
 * Benchmarks only (BENCH_CEILING_BYTES > 0): a route behind the same key check, limits and hooks
 * as the operations, answering a fixed JSON body of the given size without any work. Its req/s is
 * the framework's ceiling on the machine, to which the search mix is compared. With
 * BENCH_CEILING_ENCODED_BYTES too, a request that accepts brotli or gzip gets instead a body of
 * about that many compressed bytes, made at start and sent from memory with the headers of a
 * compressed cache hit: the ceiling of a mix asked for with Accept-Encoding. The read path
 * (read-path/) answers it as it answers the searches.
 */
export function ceilingAnswer(sizes: { bytes: number; encodedBytes: number }, compressor: Compressor): BytesAnswer {
  const body = ceilingBody(sizes.bytes);
  const encoded: Encodings =
    sizes.encodedBytes > 0 && compressor.enabled
      ? {
          br: compressedOfSize(sizes.encodedBytes, 'br', compressor),
          gzip: compressedOfSize(sizes.encodedBytes, 'gzip', compressor),
        }
      : {};
  return (request, reply) => {
    const coding = sizes.encodedBytes > 0 ? compressor.coding(request.headers['accept-encoding']) : undefined;
    const bytes = coding === undefined ? undefined : encoded[coding];
    if (compressor.enabled) setEncodingHeaders(reply, bytes === undefined ? undefined : coding);
    reply.header('content-type', JSON_TYPE);
    return bytes ?? body;
  };
}

export function registerCeilingRoute(api: FastifyInstance, answer: BytesAnswer): void {
  // Synchronous, as the operations' handlers are (routes/api.ts).
  api.get(CEILING_PATH, (request, reply) => {
    reply.send(answer(request, reply));
  });
}
