/**
 * A snapshot store at s3://bucket/prefix, through the official AWS SDK (v3) and its standard
 * credential chain (environment, shared config and credentials files, SSO, web identity, container
 * and instance metadata). S3-compatible stores take an endpoint and path-style addressing.
 *
 * Publishing: a blob is written with `If-None-Match: *` (never overwritten; a 412 means it is there
 * already), the pointer with `If-Match` on the ETag read (or `If-None-Match: *` when there was
 * none), so that a second publisher gets 412 and loses. Stores that ignore conditional writes
 * cannot give that guarantee (docs/operating.md says which were tested).
 *
 * Pulling: the pointer with `If-None-Match` on the last ETag (304 when unchanged), read up to its
 * cap, and the blob as a stream. Whenever an exchange ends before its body was read to the end (a
 * pointer over its cap, the caller's signal, a blob given up), its response is destroyed, which
 * closes the connection instead of leaving it, and its file descriptor, with bytes unread.
 */
import {
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  type BlobStream,
  type PointerFetch,
  PullError,
  type PullSource,
  readPointerBody,
  reasonForStatus,
} from './source.js';
import { type Pointer, POINTER_NAME, pointerText } from './pointer.js';
import type { S3Location } from '../../util/s3-url.js';
import { PointerConflictError, type PointerRead, PublishError, type PublishStore } from './blob-store.js';

export interface S3Options {
  /** An S3-compatible store's endpoint (http(s) URL); unset: AWS's own. */
  endpoint?: string | undefined;
  /** Path-style addressing (endpoint/bucket/key), which most S3-compatible stores need. */
  forcePathStyle?: boolean | undefined;
  /** The region; unset: the SDK's own resolution (AWS_REGION, the profile), or us-east-1 with an endpoint. */
  region?: string | undefined;
}

function s3Client(options: S3Options): S3Client {
  const config: S3ClientConfig = {};
  if (options.endpoint !== undefined) {
    config.endpoint = options.endpoint;
    config.region = options.region ?? 'us-east-1';
    // S3-compatible stores often reject the newer default integrity trailers (aws-chunked uploads);
    // blobs are checked end to end by their SHA-256 anyway.
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  } else if (options.region !== undefined) config.region = options.region;
  if (options.forcePathStyle) config.forcePathStyle = true;
  return new S3Client(config);
}

/** The HTTP status of an SDK error, or undefined for a network failure. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export class S3Store implements PublishStore, PullSource {
  readonly description: string;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(location: S3Location, options: S3Options = {}) {
    this.#bucket = location.bucket;
    this.#prefix = location.prefix === '' ? '' : `${location.prefix}/`;
    this.description = `s3://${location.bucket}/${location.prefix}`;
    this.#client = s3Client(options);
  }

  #key(path: string): string {
    return `${this.#prefix}${path}`;
  }

  // Publishing

  async readPointer(): Promise<PointerRead> {
    try {
      const found = await this.fetchPointer(undefined, AbortSignal.timeout(30_000));
      if (found.kind !== 'found') throw new PublishError(`${this.description}: no ETag on ${POINTER_NAME}`);
      return { pointer: found.pointer, tag: found.etag };
    } catch (error) {
      if (error instanceof PullError && error.reason === 'pointer_missing')
        return { pointer: undefined, tag: undefined };
      if (error instanceof PullError) throw new PublishError(`Cannot read ${this.description}: ${error.message}`);
      throw error;
    }
  }

  async blobSize(path: string): Promise<number | undefined> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#key(path) }));
      return head.ContentLength;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw new PublishError(`Cannot reach ${this.description}: ${messageOf(error)}`);
    }
  }

  async putBlob(path: string, file: string, bytes: number): Promise<'created' | 'exists'> {
    if ((await this.blobSize(path)) !== undefined) return 'exists';
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: this.#key(path),
          Body: createReadStream(file),
          ContentLength: bytes,
          ContentType: 'application/octet-stream',
          IfNoneMatch: '*',
        }),
      );
      return 'created';
    } catch (error) {
      // 412: written meanwhile (by another publisher of the same file); 409: a concurrent write.
      const status = statusOf(error);
      if (status === 412 || status === 409) return 'exists';
      throw new PublishError(`Cannot upload ${file} to ${this.description}/${path}: ${messageOf(error)}`);
    }
  }

  async writePointer(pointer: Pointer, expected: PointerRead): Promise<void> {
    const condition = expected.tag === undefined ? { IfNoneMatch: '*' } : { IfMatch: expected.tag };
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: this.#key(POINTER_NAME),
          Body: pointerText(pointer),
          ContentType: 'application/json',
          CacheControl: 'no-cache',
          ...condition,
        }),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 412 || status === 409) {
        throw new PointerConflictError(
          `${this.description}/${POINTER_NAME} changed since it was read (another publisher won); nothing was changed by this one`,
        );
      }
      throw new PublishError(`Cannot write ${this.description}/${POINTER_NAME}: ${messageOf(error)}`);
    }
  }

  // Pulling

  async fetchPointer(etag: string | undefined, signal: AbortSignal): Promise<PointerFetch> {
    const where = `${this.description}/${POINTER_NAME}`;
    const exchange = new AbortController();
    const both = AbortSignal.any([signal, exchange.signal]);
    let answer: GetObjectCommandOutput;
    try {
      answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(POINTER_NAME), IfNoneMatch: etag }),
        { abortSignal: both },
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return { kind: 'unchanged' };
      const reason = status === undefined ? 'store_unreachable' : reasonForStatus(status, 'pointer_missing');
      throw new PullError(reason, `${where}: ${messageOf(error)}`);
    }
    const body = answer.Body as Readable | undefined;
    if (body === undefined) throw new PullError('store_unreachable', `${where}: no body`);
    const release = destroyOnAbort(both, body);
    try {
      const pointer = await readPointerBody(body, where).catch((error: unknown) => {
        if (error instanceof PullError) throw error;
        throw new PullError('store_unreachable', `${where}: ${messageOf(error)}`);
      });
      return { kind: 'found', pointer, etag: answer.ETag };
    } catch (error) {
      exchange.abort();
      throw error;
    } finally {
      release();
    }
  }

  async openBlob(path: string, signal: AbortSignal): Promise<BlobStream> {
    const exchange = new AbortController();
    const both = AbortSignal.any([signal, exchange.signal]);
    let answer: GetObjectCommandOutput;
    try {
      answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(path) }), {
        abortSignal: both,
      });
    } catch (error) {
      const status = statusOf(error);
      const reason = status === undefined ? 'store_unreachable' : reasonForStatus(status, 'blob_missing');
      throw new PullError(reason, `${this.description}/${path}: ${messageOf(error)}`);
    }
    const body = answer.Body as Readable | undefined;
    if (body === undefined) throw new PullError('store_unreachable', `${this.description}/${path}: no body`);
    body.once('close', destroyOnAbort(both, body));
    return { body, bytes: answer.ContentLength, close: () => exchange.abort() };
  }
}

/**
 * Destroys `body` (the SDK's response stream, an http.IncomingMessage) when `signal` aborts: the
 * SDK's own abort ends a request only until its headers arrive, and destroying the response is
 * what closes its socket rather than keeping it with bytes unread. Returns the listener's removal.
 */
function destroyOnAbort(signal: AbortSignal, body: Readable): () => void {
  const destroy = (): void => {
    body.destroy();
  };
  if (signal.aborted) destroy();
  signal.addEventListener('abort', destroy, { once: true });
  return () => signal.removeEventListener('abort', destroy);
}
