/**
 * Downloading a published blob to a temporary file beside SNAPSHOT_PATH: streamed to disk chunk by
 * chunk (never whole in memory) with its SHA-256 computed on the way, after checking that the disk
 * has room for it, and verified (size, then checksum) before anyone may load it. A download that
 * fails for any reason leaves no file behind.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { open, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { tempPathBeside } from '../../util/atomic-write.js';
import type { PublishedBlob } from '../published/pointer.js';
import { type BlobStream, PullError, type PullSource } from '../published/source.js';
import { deadline } from './deadline.js';

/** Free bytes for an unprivileged writer in the folder (statfs's available blocks). */
export type FreeSpace = (folder: string) => Promise<number>;

export const statfsFreeSpace: FreeSpace = async (folder) => {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
};

export interface DownloadOptions {
  source: PullSource;
  /** SNAPSHOT_PATH: the download goes to a temporary name in its folder. */
  snapshotPath: string;
  freeSpace: FreeSpace;
  /** Aborts the download when no byte arrived for this long (the answer's headers included). */
  idleTimeoutMs: number;
  /** The slowest average rate a download may keep, in bytes a second (see downloadDeadlineMs). */
  minBytesPerSecond: number;
  /** Aborts the download (the process is stopping). */
  signal: AbortSignal;
}

/** A download's total deadline: the idle timeout, plus its size at the slowest rate allowed. */
export function downloadDeadlineMs(blob: PublishedBlob, options: DownloadOptions): number {
  return options.idleTimeoutMs + Math.ceil((blob.bytes / options.minBytesPerSecond) * 1000);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** A write error as a pull failure: a full disk (or quota) is disk_full. */
function diskFailure(error: unknown, file: string): PullError {
  const code = errorCode(error);
  const full = code === 'ENOSPC' || code === 'EDQUOT';
  return new PullError(full ? 'disk_full' : 'disk_error', `writing ${file}: ${(error as Error).message}`);
}

async function checkRoom(blob: PublishedBlob, folder: string, freeSpace: FreeSpace): Promise<void> {
  let free: number;
  try {
    free = await freeSpace(folder);
  } catch (error) {
    throw new PullError('disk_error', `cannot read the free space of ${folder}: ${(error as Error).message}`);
  }
  if (free < blob.bytes) {
    throw new PullError('disk_full', `${folder} has ${free} bytes free; the snapshot needs ${blob.bytes}`);
  }
}

/**
 * Downloads `blob` and returns the temporary file holding it, verified. Throws PullError; the
 * temporary file is removed then, and the exchange with the store closed (BlobStream.close), so
 * that no failure leaves a connection or a file descriptor behind. Passing the idle timeout or the
 * total deadline is store_slow.
 */
export async function downloadBlob(blob: PublishedBlob, options: DownloadOptions): Promise<string> {
  await checkRoom(blob, dirname(options.snapshotPath), options.freeSpace);
  const totalMs = downloadDeadlineMs(blob, options);
  const total = deadline(totalMs, options.signal, `${blob.path} did not arrive within ${totalMs} ms`);
  const idle = deadline(options.idleTimeoutMs, total.signal, `${blob.path}: no data for ${options.idleTimeoutMs} ms`);
  const temp = tempPathBeside(options.snapshotPath);
  let stream: BlobStream | undefined;
  try {
    stream = await options.source.openBlob(blob.path, idle.signal);
    idle.restart();
    if (stream.bytes !== undefined && stream.bytes !== blob.bytes) {
      throw new PullError('size_mismatch', `${blob.path} is ${stream.bytes} bytes; the pointer says ${blob.bytes}`);
    }
    const digest = await writeVerifying(stream.body, temp, blob, idle.restart);
    if (digest !== blob.sha256) {
      throw new PullError('checksum_mismatch', `${blob.path} has SHA-256 ${digest}; the pointer says ${blob.sha256}`);
    }
    return temp;
  } catch (error) {
    stream?.close();
    rmSync(temp, { force: true });
    const explained = total.explain(idle.explain(error));
    if (explained instanceof PullError) throw explained;
    throw new PullError('store_unreachable', `downloading ${blob.path}: ${(explained as Error).message}`);
  } finally {
    idle.clear();
    total.clear();
  }
}

/** Writes the stream to `temp` (created, never reused), flushed; returns its SHA-256. */
async function writeVerifying(
  body: AsyncIterable<Uint8Array>,
  temp: string,
  blob: PublishedBlob,
  stillAlive: () => void,
): Promise<string> {
  const hash = createHash('sha256');
  let written = 0;
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(temp, 'wx', 0o600);
  } catch (error) {
    throw diskFailure(error, temp);
  }
  try {
    for await (const chunk of body) {
      stillAlive();
      written += chunk.byteLength;
      if (written > blob.bytes) {
        throw new PullError('size_mismatch', `${blob.path} is longer than the ${blob.bytes} bytes the pointer says`);
      }
      hash.update(chunk);
      await writeChunk(file, chunk, temp);
    }
    if (written !== blob.bytes) {
      throw new PullError('size_mismatch', `${blob.path} ended after ${written} of ${blob.bytes} bytes`);
    }
    await file.sync().catch((error: unknown) => {
      throw diskFailure(error, temp);
    });
  } finally {
    await file.close().catch(() => {});
  }
  return hash.digest('hex');
}

async function writeChunk(file: Awaited<ReturnType<typeof open>>, chunk: Uint8Array, temp: string): Promise<void> {
  let done = 0;
  while (done < chunk.byteLength) {
    try {
      done += (await file.write(chunk, done, chunk.byteLength - done)).bytesWritten;
    } catch (error) {
      throw diskFailure(error, temp);
    }
  }
}
