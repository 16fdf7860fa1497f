/**
 * Small byte strings kept for as long as the structures that made them (values encoded once and
 * written again and again), packed into chunks that hold nothing else.
 *
 * Written by hand because `Buffer.from(text)` does not fit bytes that are kept: a small Buffer is a
 * slice of Node's shared pool (`Buffer.poolSize`, 64 KiB on Node 24), which every short-lived
 * Buffer of the process is cut from too, and one slice kept alive keeps its whole 64 KiB chunk
 * alive. Values encoded the first time a page shows them (a series name, a date) are made one at a
 * time between requests, so each kept a chunk of its own: 1,097 series names held 68.6 MiB at 100k
 * events (bench/README.md, cache-churn). Here they cost their length, plus one partly filled chunk.
 */

/** Bytes per chunk; a value longer than a quarter of it gets an exact array of its own. */
const CHUNK_BYTES = 16 * 1024;
const OWN_FROM = CHUNK_BYTES / 4;

const encoder = new TextEncoder();
let chunk = new Uint8Array(CHUNK_BYTES);
let used = 0;

/** `text` as UTF-8 bytes that hold on to no more memory than their length (see above). */
export function keptBytes(text: string): Uint8Array {
  const length = Buffer.byteLength(text, 'utf8');
  if (length >= OWN_FROM) return encoder.encode(text);
  if (used + length > CHUNK_BYTES) {
    chunk = new Uint8Array(CHUNK_BYTES);
    used = 0;
  }
  const bytes = chunk.subarray(used, used + length);
  encoder.encodeInto(text, bytes);
  used += length;
  return bytes;
}
