/** A file's SHA-256, read as a stream (never whole in memory). */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** The file's SHA-256 in hex and its size; `signal` stops the read (rejecting with an AbortError). */
export async function fileSha256(file: string, signal?: AbortSignal): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20, signal })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).byteLength;
  }
  return { sha256: hash.digest('hex'), bytes };
}
