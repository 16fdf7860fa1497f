/**
 * A snapshot source in this process for the puller's tests: blobs from files, a pointer set by the
 * test, and ways to misbehave (a pointer that never comes, a blob sent slowly), with counts of what
 * was asked and of the exchanges closed early.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { blobPath, type Pointer } from '../../src/ops/published/pointer.js';
import { type BlobStream, type PointerFetch, PullError, type PullSource } from '../../src/ops/published/source.js';
import { fileSha256 } from '../../src/util/file-digest.js';

export class FakeSource implements PullSource {
  readonly description = 'fake store';
  pointer: Pointer | undefined;
  /** The pointer never comes: fetchPointer waits until its signal aborts. */
  hangPointer = false;
  /** A blob is sent in pieces of `bytes`, one every `everyMs`. */
  pace: { bytes: number; everyMs: number } | undefined;
  pointerReads = 0;
  /** When the last pointer read began (Date.now()). */
  pointerReadAt = 0;
  blobOpens = 0;
  /** Blob exchanges ended with close(). */
  closed = 0;
  readonly #blobs = new Map<string, Buffer>();

  /** Adds a blob; returns the pointer naming it (previous: null). */
  async add(file: string, version: string): Promise<Pointer> {
    const { sha256, bytes } = await fileSha256(file);
    this.#blobs.set(blobPath(sha256), readFileSync(file));
    return { version, sha256, bytes, path: blobPath(sha256), published_at: new Date().toISOString(), previous: null };
  }

  async fetchPointer(_etag: string | undefined, signal: AbortSignal): Promise<PointerFetch> {
    this.pointerReads++;
    this.pointerReadAt = Date.now();
    if (this.hangPointer) {
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    }
    if (this.pointer === undefined) throw new PullError('pointer_missing', 'no pointer');
    return { kind: 'found', pointer: this.pointer, etag: undefined };
  }

  async openBlob(path: string, signal: AbortSignal): Promise<BlobStream> {
    this.blobOpens++;
    const bytes = this.#blobs.get(path);
    if (bytes === undefined) throw new PullError('blob_missing', `${path} is not here`);
    const exchange = new AbortController();
    const both = AbortSignal.any([signal, exchange.signal]);
    const pace = this.pace;
    async function* body(): AsyncGenerator<Uint8Array> {
      const step = pace?.bytes ?? bytes!.length;
      for (let at = 0; at < bytes!.length; at += step) {
        if (pace) await sleep(pace.everyMs, undefined, { signal: both });
        both.throwIfAborted();
        yield bytes!.subarray(at, at + step);
      }
    }
    return {
      body: body(),
      bytes: bytes.length,
      close: () => {
        this.closed++;
        exchange.abort();
      },
    };
  }
}
