/**
 * Where a replica pulls its snapshot from (SNAPSHOT_SOURCE): a web server's folder or an S3 bucket
 * prefix, as a source.
 */
import { isS3Url, parseS3Url } from '../../util/s3-url.js';
import { type S3Options, S3Store } from '../published/s3-store.js';
import type { PullSource } from '../published/source.js';
import { HttpSource } from './http-source.js';

/** The source a replica pulls from: SNAPSHOT_SOURCE, already validated by the configuration. */
export function pullSource(source: string, s3: S3Options = {}): PullSource {
  if (!isS3Url(source)) return new HttpSource(source);
  const location = parseS3Url(source);
  if (!location) throw new Error(`SNAPSHOT_SOURCE ${source} is not s3://bucket/prefix`);
  return new S3Store(location, s3);
}
