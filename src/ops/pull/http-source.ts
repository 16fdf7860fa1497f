/**
 * SNAPSHOT_SOURCE=http(s)://host/prefix/: the pointer and blobs as a static web server serves the
 * folder `snapshot publish` wrote (nginx answers If-None-Match with 304 by itself).
 *
 * Each exchange has an abort controller of its own beside the caller's signal: any way out other
 * than a body read to its end (a status that is not 200, a pointer over its cap, the caller giving
 * up on a blob) aborts it, so that undici closes the connection rather than keeping it, and its
 * file descriptor, with bytes unread. Deadlines are the caller's (the puller's signals).
 *
 * The client is the `undici` package at a pinned version, not Node's own fetch: the copy bundled
 * with Node 24.21 (undici 7.29) throws an uncatchable AssertionError from the socket's `end`
 * handler when a store closes the connection while the body waits under backpressure (undici
 * issue 5360), which ended a replica mid-pull; undici 8.12 finishes the paused parser instead
 * (test/ops/http-source-closing.test.ts). The package's fetch goes through a dispatcher of the
 * package's own, passed on every call: by default it takes the global dispatcher, which Node's
 * bundled copy installs as soon as `node:http` is imported as an ES module (the server's error
 * handlers do), so that the package's fetch ran on the bundled client after all.
 */
import { Agent, fetch, type Response } from 'undici';
import { POINTER_NAME } from '../published/pointer.js';
import {
  type BlobStream,
  type PointerFetch,
  PullError,
  type PullSource,
  readPointerBody,
  reasonForStatus,
} from '../published/source.js';

export class HttpSource implements PullSource {
  readonly description: string;
  readonly #base: string;
  /** The package's own connection pool, never the process's global dispatcher (see above). */
  readonly #dispatcher = new Agent();

  /** `base` ends with a slash: the pointer is `${base}CURRENT.json`. */
  constructor(base: string) {
    this.#base = base.endsWith('/') ? base : `${base}/`;
    this.description = this.#base;
  }

  async fetchPointer(etag: string | undefined, signal: AbortSignal): Promise<PointerFetch> {
    const url = `${this.#base}${POINTER_NAME}`;
    const exchange = new AbortController();
    const headers: Record<string, string> = etag === undefined ? {} : { 'if-none-match': etag };
    const response = await this.#get(url, AbortSignal.any([signal, exchange.signal]), headers);
    try {
      if (response.status === 304) {
        if (response.body !== null) exchange.abort();
        return { kind: 'unchanged' };
      }
      if (!response.ok || response.body === null) {
        throw new PullError(reasonForStatus(response.status, 'pointer_missing'), `${url} answered ${response.status}`);
      }
      const pointer = await readPointerBody(response.body, url).catch((error: unknown) => {
        if (error instanceof PullError) throw error;
        throw new PullError('store_unreachable', `${url}: ${messageOf(error)}`);
      });
      return { kind: 'found', pointer, etag: response.headers.get('etag') ?? undefined };
    } catch (error) {
      exchange.abort();
      throw error;
    }
  }

  async openBlob(path: string, signal: AbortSignal): Promise<BlobStream> {
    const url = `${this.#base}${path}`;
    const exchange = new AbortController();
    const response = await this.#get(url, AbortSignal.any([signal, exchange.signal]), {});
    const close = (): void => exchange.abort();
    if (!response.ok || response.body === null) {
      close();
      throw new PullError(reasonForStatus(response.status, 'blob_missing'), `${url} answered ${response.status}`);
    }
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    return { body: response.body, bytes: Number.isSafeInteger(length) ? length : undefined, close };
  }

  /** A GET under `signal` (headers and body alike). */
  async #get(url: string, signal: AbortSignal, headers: Record<string, string>): Promise<Response> {
    try {
      const init = { headers: { ...headers, 'cache-control': 'no-cache' }, signal, dispatcher: this.#dispatcher };
      return await fetch(url, init);
    } catch (error) {
      throw new PullError('store_unreachable', `${url}: ${messageOf(error)}`);
    }
  }
}

/** An error's own words, or its cause's (fetch wraps network errors in "fetch failed"). */
function messageOf(error: unknown): string {
  const cause = (error as { cause?: Error } | null)?.cause;
  return cause?.message ?? (error as Error)?.message ?? String(error);
}
