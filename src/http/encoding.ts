/**
 * Compressed answers (docs/api.md, "Compression"): brotli at a low quality or gzip, chosen by the
 * request's Accept-Encoding (q-values honoured, brotli preferred on a tie), with
 * `Vary: Accept-Encoding` on every answer that was negotiated.
 *
 * Compressing costs more CPU than building most answers, so bytes are compressed where they are
 * kept: the response cache and the feed cache hold each encoding beside the plain bytes, made the
 * first time a request asks for it, so a hit in an encoding already held compresses nothing. An
 * answer kept in no cache is compressed per request only from UNCACHED_MIN_BYTES up, where the
 * bytes saved outweigh the CPU; nothing under MIN_BYTES is ever compressed.
 *
 * Negotiation is @fastify/accept-negotiator's (what @fastify/compress uses). @fastify/compress
 * itself is not used: it compresses every answer per request in its onSend hook and cannot serve
 * bytes compressed once and kept.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { ReplyView } from './exchange.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** Below this an answer is sent as it is: the saving is a few hundred bytes at most. */
export const MIN_BYTES = 1024;
/**
 * An answer kept in no cache (an MCP answer, an answer with the cache off) is compressed per
 * request only from this size: a 32 KiB answer compresses in about 0.25 ms and saves about 27 KB.
 */
export const UNCACHED_MIN_BYTES = 32 * 1024;
/**
 * From this size an answer is compressed in zlib's thread pool, so that the event loop goes on
 * meanwhile: a calendar feed is up to megabytes (milliseconds of work); a JSON answer, at most about
 * 100 KB, is compressed on the loop, where it costs less than the trip to the pool and back.
 */
export const OFF_LOOP_MIN_BYTES = 256 * 1024;
/** Brotli's quality 4: about gzip's ratio at 6, in less time (docs/api.md gives the figures). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/** A fixed answer (a page's file) is compressed once per process, off the event loop: worth a higher ratio. */
const FIXED_BROTLI_QUALITY = 9;

/** The bytes of each encoding held beside an answer's plain bytes. */
export type Encodings = Readonly<Partial<Record<Coding, Buffer>>>;

/** Counts each compression (the metrics' compressions_total). */
export type CompressionCounter = (coding: Coding, bytes: number) => void;

export class Compressor {
  readonly enabled: boolean;
  readonly #count: CompressionCounter | undefined;
  readonly #negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
  // Accept-Encoding headers are few in practice; bounded since a client chooses them. '' is identity.
  readonly #chosen = new LRUCache<string, Coding | ''>({ max: 256 });

  constructor(options: { enabled: boolean; count?: CompressionCounter }) {
    this.enabled = options.enabled;
    this.#count = options.count;
  }

  /** The coding an Accept-Encoding header asks for; undefined for identity, none, or compression off. */
  coding(acceptEncoding: string | string[] | undefined): Coding | undefined {
    if (!this.enabled || acceptEncoding === undefined) return undefined;
    const header = typeof acceptEncoding === 'string' ? acceptEncoding : acceptEncoding.join(',');
    let chosen = this.#chosen.get(header);
    if (chosen === undefined) {
      const named = this.#negotiator.negotiate(header.toLowerCase());
      chosen = named === 'br' || named === 'gzip' ? named : '';
      this.#chosen.set(header, chosen);
    }
    return chosen === '' ? undefined : chosen;
  }

  compress(body: Buffer, coding: Coding): Buffer {
    this.#count?.(coding, body.length);
    if (coding === 'gzip') return ownBytes(gzipSync(body, { level: GZIP_LEVEL }));
    return ownBytes(brotliCompressSync(body, brotliOptions(BROTLI_QUALITY, body.length)));
  }

  /**
   * `body` compressed in zlib's thread pool, so that the event loop goes on meanwhile: for a large
   * answer (OFF_LOOP_MIN_BYTES), or at a higher ratio (`fixed`) for a fixed answer made once.
   */
  async compressOffLoop(body: Buffer, coding: Coding, fixed = false): Promise<Buffer> {
    this.#count?.(coding, body.length);
    if (coding === 'gzip')
      return ownBytes(await gzipAsync(body, { level: fixed ? constants.Z_BEST_COMPRESSION : GZIP_LEVEL }));
    return ownBytes(await brotliAsync(body, brotliOptions(fixed ? FIXED_BROTLI_QUALITY : BROTLI_QUALITY, body.length)));
  }
}

/**
 * The bytes in a Buffer of their own size. zlib answers with a slice of its output chunk (64 KiB),
 * and a slice kept alive keeps the whole chunk: 100 answers of 1 KB compressed to 40 bytes each held
 * 34 chunks, 2.2 MB, for 4 KB of bytes (Node 24). The caches keep what this returns, and charge its
 * length, so it must hold no more than that.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

function brotliOptions(quality: number, length: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  };
}

/** The entity tag of an encoding of the answer tagged `etag`: `"<tag>-br"`, `"<tag>-gzip"`. */
export function codingEtag(etag: string, coding: Coding | undefined): string {
  return coding === undefined ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

/** The tags of every encoding of `etag`, the plain one first. */
function allTags(etag: string): string[] {
  return [etag, ...CODINGS.map((coding) => codingEtag(etag, coding))];
}

/**
 * The tag of If-None-Match that matches an encoding of the answer tagged `etag` (or `*`), else
 * undefined. Any encoding matches: they decode to the same bytes, so what the client holds is
 * current (weak comparison, `W/` ignored).
 */
export function matchingTag(header: string | readonly string[] | undefined, etag: string): string | undefined {
  if (header === undefined) return undefined;
  const value = typeof header === 'string' ? header : header.join(',');
  if (value.trim() === '*') return etag;
  const tags = allTags(etag);
  for (const part of value.split(',')) {
    const tag = part.trim();
    const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
    if (tags.includes(opaque)) return opaque;
  }
  return undefined;
}

/** A representation to send: its bytes, their coding, and its entity tag. */
export interface Chosen {
  body: Buffer;
  coding: Coding | undefined;
}

/** An answer's plain bytes, the encodings held beside them, and the size from which it is compressed. */
interface Answer {
  plain: Buffer;
  held: Encodings;
  /** Default MIN_BYTES (a cached answer). */
  minBytes?: number;
}

/**
 * The answer's bytes for the request's coding: those held, or (when the body is large enough)
 * compressed now and handed to `keep`, so that the next request in that coding finds them. A
 * promise only when compressed off the loop (from OFF_LOOP_MIN_BYTES).
 */
export function chooseEncoding(
  compressor: Compressor,
  coding: Coding | undefined,
  { plain, held, minBytes = MIN_BYTES }: Answer,
  keep: (coding: Coding, bytes: Buffer) => void,
): Chosen | Promise<Chosen> {
  if (coding === undefined || plain.length < minBytes) return { body: plain, coding: undefined };
  const found = held[coding];
  if (found !== undefined) return { body: found, coding };
  if (plain.length >= OFF_LOOP_MIN_BYTES) {
    return compressor.compressOffLoop(plain, coding).then((bytes) => {
      keep(coding, bytes);
      return { body: bytes, coding };
    });
  }
  const bytes = compressor.compress(plain, coding);
  keep(coding, bytes);
  return { body: bytes, coding };
}

/** Adds Accept-Encoding to Vary (keeping what CORS put there), and Content-Encoding when the bytes are compressed. */
export function setEncodingHeaders(reply: ReplyView, coding: Coding | undefined): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  if (coding !== undefined) reply.header('content-encoding', coding);
}
