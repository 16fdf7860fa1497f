/**
 * What the snapshot store serves now, as the refresh's guard compares against it: the pointer, and
 * the number of events of the blob it names. The refresh keeps, in its work folder, what it
 * published last (published.json: the blob's SHA-256, its events, and each source's events then);
 * when the pointer names that blob the count is taken from there, otherwise (a first run, a work
 * folder lost, a snapshot published by hand) the blob is read from the store and loaded.
 */
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { writeFileAtomically } from '../../util/atomic-write.js';
import { fileSha256 } from '../../util/file-digest.js';
import { isS3Url, parseS3Url } from '../../util/s3-url.js';
import { DirectoryStore } from '../publish/directory-store.js';
import type { Pointer } from '../published/pointer.js';
import type { S3Options } from '../published/s3-store.js';
import { PublishError, type PublishStore } from '../published/blob-store.js';

/** The refresh's record of its last publish, in the work folder. */
const publishedSchema = z.object({
  sha256: z.string(),
  version: z.string(),
  events: z.number().int().nonnegative(),
  /** The SHA-256 of the source file it was built from, with the builder's version: an unchanged import is not built again. */
  source_key: z.string(),
  sources: z.record(z.string(), z.number().int().nonnegative()),
});
export type PublishedRecord = z.output<typeof publishedSchema>;

const RECORD_NAME = 'published.json';

/** The record of the last publish, or undefined when there is none or it cannot be read. */
export function readPublishedRecord(workDir: string): PublishedRecord | undefined {
  try {
    return publishedSchema.parse(JSON.parse(readFileSync(join(workDir, RECORD_NAME), 'utf8')));
  } catch {
    return undefined;
  }
}

export function writePublishedRecord(workDir: string, record: PublishedRecord): void {
  writeFileAtomically(join(workDir, RECORD_NAME), `${JSON.stringify(record, null, 2)}\n`);
}

export interface SnapshotStore {
  store: PublishStore;
  /** A local file holding the blob `pointer` names: the store's own file for a folder, a download for s3://. */
  blobFile(pointer: Pointer, workDir: string): Promise<string>;
}

/**
 * The store of `dest` (a folder or s3://bucket/prefix), and how to read one of its blobs. The S3
 * client is imported only for an s3:// store: it adds a noticeable share to the command's start.
 */
export async function snapshotStore(dest: string, s3: S3Options): Promise<SnapshotStore> {
  if (!isS3Url(dest)) {
    const store = new DirectoryStore(dest);
    return { store, blobFile: async (pointer) => join(store.description, pointer.path) };
  }
  const location = parseS3Url(dest);
  if (!location) throw new PublishError(`store ${dest} is not s3://bucket/prefix`);
  const { S3Store } = await import('../published/s3-store.js');
  const store = new S3Store(location, s3);
  return {
    store,
    async blobFile(pointer, workDir) {
      const folder = join(workDir, 'served');
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${pointer.sha256}.snapshot`);
      const blob = await store.openBlob(pointer.path, AbortSignal.timeout(30 * 60_000));
      try {
        await pipeline(blob.body, createWriteStream(file));
      } finally {
        blob.close();
      }
      const { sha256 } = await fileSha256(file);
      if (sha256 !== pointer.sha256)
        throw new Error(`${dest}/${pointer.path} does not have the SHA-256 its pointer names`);
      return file;
    },
  };
}
