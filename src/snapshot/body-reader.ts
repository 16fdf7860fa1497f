/**
 * Reading a snapshot's body: the sections kept in memory into one allocation, each at an aligned
 * start (so typed arrays can view it aligned), and the CRC-32 of the whole body, padding included,
 * on the way. readBody does it on the calling thread; readBodyInWorker in a worker thread, which
 * hands that allocation over (transferred, not copied).
 *
 * Why a worker rather than asynchronous reads in chunks, with the checksum computed between them:
 * both keep each turn of the event loop short, but the chunks still checksum on the serving thread
 * (about 200 ms of CPU for a 400 MB file, 2 ms per 4 MiB chunk) and wait a turn of the loop per
 * chunk, while a worker does all of it on another thread. Measured on 2 shared cores, reading and
 * checking the 397 MiB bench file while a 1 ms timer ran: 480–640 ms and the longest wait of the
 * timer 5–12 ms with the worker; 450–900 ms and 14–139 ms with chunks of 4 MiB.
 *
 * This file is also the worker's code: it imports only Node's own modules (and types, which are
 * erased), so that the worker can run it from src/ by Node's type stripping (tests), under tsx
 * (inherited with execArgv) or compiled.
 */
import { readSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { crc32 } from 'node:zlib';

/** Where the body lies in the file, and its sections in file order. */
export interface BodyPlan {
  /** The file descriptor, open for reading (a worker reads through the same descriptor). */
  fd: number;
  /** The body's first byte in the file, and its length. */
  base: number;
  bodyLength: number;
  /**
   * Offsets from the body's start, sorted by offset. A section with `keep` false is checksummed
   * without being kept (its bytes stay on disk, read later by position); one with `apart` true is
   * kept in a second allocation, shared by every such section (readBody says why).
   */
  sections: readonly { offset: number; length: number; keep?: boolean; apart?: boolean }[];
}

export interface BodyRead {
  /** CRC-32 (zlib's) of the body: the sections and the bytes between and after them. */
  crc: number;
  /**
   * Each section's bytes, in plan order; shorter than its length when the file ended early, and
   * empty for a section not kept.
   */
  sections: Buffer[];
  /**
   * For each section not kept, the CRC-32 of each of its blocks of DISK_BLOCK bytes (the last one
   * shorter), as little-endian uint32s: what a later read by position checks its bytes against
   * (snapshot-file.ts). Empty for a section kept.
   */
  blocks: Buffer[];
}

/** The blocks of a section left on disk that are checksummed one by one (BodyRead.blocks). */
export const DISK_BLOCK = 64 * 1024;

/** Reads at most 1 GiB per call (the system's limit on one read is about 2 GiB). */
const MAX_READ = 1 << 30;
/** Bytes between sections are checksummed through a buffer of this size. */
const GAP_CHUNK = 1 << 20;

/** Fills `buffer` from `position`; returns how many bytes were read (fewer at the end of the file). */
function fill(fd: number, buffer: Buffer, position: number): number {
  let done = 0;
  while (done < buffer.length) {
    const n = readSync(fd, buffer, done, Math.min(buffer.length - done, MAX_READ), position + done);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/**
 * Continues a CRC-32 over more bytes. An empty chunk leaves it unchanged: Node 20's zlib.crc32
 * returned 0, not the running value, for an empty view of an empty ArrayBuffer.
 */
export function crcUpdate(bytes: Uint8Array, crc: number): number {
  return bytes.byteLength === 0 ? crc : crc32(bytes, crc);
}

/**
 * Checksums `length` bytes at `position` without keeping them; with `blocks`, also writes the
 * CRC-32 of each DISK_BLOCK bytes from `position` into it (GAP_CHUNK is a multiple of DISK_BLOCK).
 */
function crcOfGap(fd: number, position: number, length: number, crc: number, blocks?: Buffer): number {
  const scratch = Buffer.allocUnsafe(Math.min(length, GAP_CHUNK));
  let next = crc;
  for (let done = 0; done < length; ) {
    const chunk = scratch.subarray(0, Math.min(scratch.length, length - done));
    const n = fill(fd, chunk, position + done);
    next = crcUpdate(chunk.subarray(0, n), next);
    for (let at = 0; blocks !== undefined && at < n; at += DISK_BLOCK) {
      blocks.writeUInt32LE(
        crcUpdate(chunk.subarray(at, Math.min(n, at + DISK_BLOCK)), 0) >>> 0,
        ((done + at) / DISK_BLOCK) * 4,
      );
    }
    if (n < chunk.length) break;
    done += n;
  }
  return next;
}

/** Each section kept in memory starts at a multiple of this in the allocation that holds them all. */
const SECTION_ALIGN = 8;

function aligned(length: number): number {
  return Math.ceil(length / SECTION_ALIGN) * SECTION_ALIGN;
}

/**
 * Reads the plan's sections and checksums the body, on this thread. The sections kept in memory
 * share one allocation: one mapping of fresh memory, which glibc's huge pages (docs/operating.md,
 * Runtime) back in 2 MiB pages, where an allocation per section left the many small ones in 4 KiB
 * pages. On a machine where a fresh page costs 17-30 µs, reading the 1M bench file made about
 * 28,000 of them (docs/design.md, "Swapping a snapshot without stopping the event loop").
 *
 * The sections marked `apart` share a second one: the bitmap tables, which roaring's frozen views
 * read. A view holds a strong reference to the bytes it reads until the collection that finds the
 * view itself unreachable, so the memory of a dropped snapshot's views goes one full collection
 * after the rest; in one allocation with them, the whole snapshot's memory waited for that second
 * collection, which under load may come minutes after a swap.
 */
export function readBody(plan: BodyPlan): BodyRead {
  const { fd, base, bodyLength } = plan;
  const total = (apart: boolean) =>
    plan.sections.reduce(
      (sum, { length, keep = true, apart: own = false }) => sum + (keep && own === apart ? aligned(length) : 0),
      0,
    );
  // allocUnsafeSlow: an ArrayBuffer of its own, starting at byteOffset 0, so aligned starts stay aligned.
  const together = { bytes: Buffer.allocUnsafeSlow(total(false)), start: 0 };
  const apart = { bytes: Buffer.allocUnsafeSlow(total(true)), start: 0 };
  const sections: Buffer[] = [];
  const blocks: Buffer[] = [];
  let crc = 0;
  let cursor = 0;
  for (const { offset, length, keep = true, apart: own = false } of plan.sections) {
    if (offset > cursor) crc = crcOfGap(fd, base + cursor, offset - cursor, crc);
    cursor = offset + length;
    const into = own ? apart : together;
    if (!keep) {
      const sums = Buffer.alloc(Math.ceil(length / DISK_BLOCK) * 4);
      crc = crcOfGap(fd, base + offset, length, crc, sums);
      sections.push(into.bytes.subarray(into.start, into.start));
      blocks.push(sums);
      continue;
    }
    blocks.push(Buffer.alloc(0));
    const bytes = into.bytes.subarray(into.start, into.start + length);
    into.start += aligned(length);
    const read = fill(fd, bytes, base + offset);
    const section = read === length ? bytes : bytes.subarray(0, read);
    crc = crcUpdate(section, crc);
    sections.push(section);
  }
  if (bodyLength > cursor) crc = crcOfGap(fd, base + cursor, bodyLength - cursor, crc);
  return { crc: crc >>> 0, sections, blocks };
}

/** Marks the worker's data, so that this module does nothing when some other worker imports it. */
const WORKER_TAG = 'snapshot-body-reader';

type WorkerAnswer =
  | {
      crc: number;
      /** The two allocations: the sections kept together, and those kept apart. */
      kept: [ArrayBuffer, ArrayBuffer];
      sections: { apart: boolean; start: number; length: number }[];
      blocks: Uint8Array[];
    }
  | { error: { message: string; code: string | undefined } };

/** Reads the plan's sections and checksums the body in a worker thread; the same result as readBody. */
export function readBodyInWorker(plan: BodyPlan): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { [WORKER_TAG]: plan } });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if ('error' in answer) {
        reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
        return;
      }
      resolve({
        crc: answer.crc,
        sections: answer.sections.map(({ apart, start, length }) =>
          Buffer.from(answer.kept[apart ? 1 : 0], start, length),
        ),
        blocks: answer.blocks.map((sums) => Buffer.from(sums.buffer, sums.byteOffset, sums.byteLength)),
      });
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the snapshot reader's worker stopped (exit code ${code})`));
    });
  });
}

/** The worker's side: read, then hand every section's memory to the thread that asked. */
function answerInWorker(plan: BodyPlan): void {
  let answer: WorkerAnswer;
  let transfer: ArrayBuffer[] = [];
  try {
    const { crc, sections, blocks } = readBody(plan);
    // Every kept section is a view of one of two allocations (readBody), each handed over once.
    const of = (apart: boolean) =>
      (sections.find((_, at) => (plan.sections[at]!.apart ?? false) === apart)?.buffer ??
        new ArrayBuffer(0)) as ArrayBuffer;
    const kept: [ArrayBuffer, ArrayBuffer] = [of(false), of(true)];
    transfer = kept;
    answer = {
      crc,
      kept,
      sections: sections.map((section, at) => ({
        apart: plan.sections[at]!.apart ?? false,
        start: section.byteOffset,
        length: section.length,
      })),
      // Copied, not transferred: a few kilobytes, which may share a pool's ArrayBuffer.
      blocks: blocks.map((sums) => new Uint8Array(sums)),
    };
  } catch (error) {
    const { message, code } = error as NodeJS.ErrnoException;
    answer = { error: { message, code } };
  }
  parentPort!.postMessage(answer, transfer);
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_TAG] !== undefined) {
  answerInWorker((workerData as Record<string, BodyPlan>)[WORKER_TAG]!);
}
