import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Coding, type Compressor, codingEtag, MIN_BYTES, matchingTag, setEncodingHeaders } from './encoding.js';
import { etagOf } from './response-cache.js';

/**
 * A fixed answer (a file of the API reference, the OpenAPI document): a strong ETag and 304, and
 * the request's encoding, each compressed once per process and kept (encoding.ts).
 */
export class StaticAnswer {
  readonly etag: string;
  /** A short, stable name of the content, for URLs that change when it does (`?v=`). */
  readonly version: string;
  readonly #encoded = new Map<Coding, Promise<Buffer>>();

  constructor(
    readonly type: string,
    readonly body: Buffer,
  ) {
    this.etag = etagOf(body);
    this.version = this.etag.slice(1, 17);
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    compressor: Compressor,
    cacheControl: string,
  ): Promise<FastifyReply> {
    reply.header('cache-control', cacheControl);
    if (compressor.enabled) setEncodingHeaders(reply, undefined);
    const matched = matchingTag(request.headers['if-none-match'], this.etag);
    if (matched !== undefined) return reply.code(304).header('etag', matched).send();
    const coding = this.body.length < MIN_BYTES ? undefined : compressor.coding(request.headers['accept-encoding']);
    reply.type(this.type).header('etag', codingEtag(this.etag, coding));
    if (coding === undefined) return reply.send(this.body);
    let bytes = this.#encoded.get(coding);
    if (bytes === undefined) this.#encoded.set(coding, (bytes = compressor.compressOffLoop(this.body, coding, true)));
    setEncodingHeaders(reply, coding);
    return reply.send(await bytes);
  }
}
