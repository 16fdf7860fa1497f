/** s3://bucket/prefix URLs, apart from the SDK so that the configuration can check one cheaply. */

export interface S3Location {
  bucket: string;
  /** The key prefix, without leading or trailing slashes ('' for the bucket's root). */
  prefix: string;
}

/** Whether `text` names an object store (s3://) rather than a local path or a web address. */
export function isS3Url(text: string): boolean {
  return text.startsWith('s3://');
}

/** s3://bucket/prefix as bucket and prefix, or undefined when `text` is not such a URL. */
export function parseS3Url(text: string): S3Location | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
  if (!match) return undefined;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (/[?#\\]/.test(prefix) || prefix.split('/').some((part) => part === '.' || part === '..')) return undefined;
  return { bucket: match[1]!, prefix };
}
