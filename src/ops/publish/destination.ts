/**
 * Where a snapshot is published (`--to DEST`): a folder or an S3 bucket prefix, as a store.
 */
import { isS3Url, parseS3Url } from '../../util/s3-url.js';
import { type S3Options, S3Store } from '../published/s3-store.js';
import { PublishError, type PublishStore } from '../published/blob-store.js';
import { DirectoryStore } from './directory-store.js';

/** The store `snapshot publish` and `snapshot rollback` write to: s3://bucket/prefix, or a folder. */
export function publishStore(dest: string, s3: S3Options = {}): PublishStore {
  if (!isS3Url(dest)) return new DirectoryStore(dest);
  const location = parseS3Url(dest);
  if (!location) throw new PublishError(`--to ${dest} is not s3://bucket/prefix`);
  return new S3Store(location, s3);
}
