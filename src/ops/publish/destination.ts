/**
 * Where a snapshot is published (`--to DEST`) or pulled from (SNAPSHOT_SOURCE), as a store.
 */
import { HttpSource } from '../pull/http-source.js';
import type { PullSource } from '../pull/source.js';
import { DirectoryStore } from './directory-store.js';
import { type S3Options, S3Store } from './s3-store.js';
import { parseS3Url } from '../../util/s3-url.js';
import { PublishError, type PublishStore } from './store.js';

/** Whether DEST names an object store rather than a local path. */
export function isS3Url(text: string): boolean {
  return text.startsWith('s3://');
}

/** The store `snapshot publish` and `snapshot rollback` write to: s3://bucket/prefix, or a folder. */
export function publishStore(dest: string, s3: S3Options = {}): PublishStore {
  if (!isS3Url(dest)) return new DirectoryStore(dest);
  const location = parseS3Url(dest);
  if (!location) throw new PublishError(`--to ${dest} is not s3://bucket/prefix`);
  return new S3Store(location, s3);
}

/** The source a replica pulls from: SNAPSHOT_SOURCE, already validated by the configuration. */
export function pullSource(source: string, s3: S3Options = {}): PullSource {
  if (!isS3Url(source)) return new HttpSource(source);
  const location = parseS3Url(source);
  if (!location) throw new Error(`SNAPSHOT_SOURCE ${source} is not s3://bucket/prefix`);
  return new S3Store(location, s3);
}
