/**
 * SNAPSHOT_SOURCE=http(s)://host/prefix/: the pointer and blobs as a static web server serves the
 * folder `snapshot publish` wrote (nginx answers If-None-Match with 304 by itself).
 */
import { Readable } from 'node:stream';
import { PointerError, parsePointer, POINTER_NAME } from '../published/pointer.js';
import {
  type BlobStream,
  type PointerFetch,
  PullError,
  type PullSource,
  reasonForStatus,
} from '../published/source.js';

/** Bound on the pointer's whole exchange, and on a blob's answer up to its headers. */
const REQUEST_TIMEOUT_MS = 10_000;

export class HttpSource implements PullSource {
  readonly description: string;
  readonly #base: string;

  /** `base` ends with a slash: the pointer is `${base}CURRENT.json`. */
  constructor(base: string) {
    this.#base = base.endsWith('/') ? base : `${base}/`;
    this.description = this.#base;
  }

  async fetchPointer(etag: string | undefined, signal: AbortSignal): Promise<PointerFetch> {
    const url = `${this.#base}${POINTER_NAME}`;
    const response = await this.#get(url, signal, etag === undefined ? {} : { 'if-none-match': etag });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'unchanged' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PullError(reasonForStatus(response.status, 'pointer_missing'), `${url} answered ${response.status}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new PullError('store_unreachable', `${url}: ${(error as Error).message}`);
    }
    try {
      return { kind: 'found', pointer: parsePointer(text), etag: response.headers.get('etag') ?? undefined };
    } catch (error) {
      if (error instanceof PointerError) throw new PullError('pointer_invalid', `${url}: ${error.message}`);
      throw error;
    }
  }

  async openBlob(path: string, signal: AbortSignal): Promise<BlobStream> {
    const url = `${this.#base}${path}`;
    const response = await this.#get(url, signal, {});
    if (!response.ok || response.body === null) {
      await response.body?.cancel();
      throw new PullError(reasonForStatus(response.status, 'blob_missing'), `${url} answered ${response.status}`);
    }
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    return {
      body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>),
      bytes: Number.isSafeInteger(length) ? length : undefined,
    };
  }

  /** A GET whose headers must arrive within REQUEST_TIMEOUT_MS; the body is read under `signal` alone. */
  async #get(url: string, signal: AbortSignal, headers: Record<string, string>): Promise<Response> {
    const headersDue = new AbortController();
    const timer = setTimeout(() => headersDue.abort(new Error('no answer in time')), REQUEST_TIMEOUT_MS);
    try {
      return await fetch(url, {
        headers: { ...headers, 'cache-control': 'no-cache' },
        signal: AbortSignal.any([signal, headersDue.signal]),
      });
    } catch (error) {
      const cause = (error as { cause?: Error }).cause;
      throw new PullError('store_unreachable', `${url}: ${cause?.message ?? (error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
