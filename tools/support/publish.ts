/**
 * The publish and rollback verbs of `npm run snapshot` for a snapshot store (a folder or
 * s3://bucket/prefix): the S3 options from flags, else from the configuration (SNAPSHOT_S3_*),
 * and the lines the commands print.
 */
import { statSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../src/config.js';
import { publishStore } from '../../src/ops/publish/destination.js';
import { isS3Url } from '../../src/util/s3-url.js';
import { type PublishResult, publishSnapshot, rollbackPublished } from '../../src/ops/publish/publish.js';
import type { S3Options } from '../../src/ops/published/s3-store.js';
import { openSnapshot } from '../../src/search/index.js';

export interface StoreFlags {
  to: string;
  'activate-at'?: string | undefined;
  endpoint?: string | undefined;
  'path-style'?: boolean | undefined;
  region?: string | undefined;
}

/** Whether `rollback --to DEST` names a snapshot store rather than a served file (ship's rollback). */
export function namesStore(dest: string): boolean {
  if (isS3Url(dest)) return true;
  try {
    return statSync(dest).isDirectory();
  } catch {
    return false;
  }
}

/** The flags, or SNAPSHOT_S3_* from the configuration for those not given (s3:// only). */
function s3Options(flags: StoreFlags): S3Options {
  if (!isS3Url(flags.to)) return {};
  const given = { endpoint: flags.endpoint, forcePathStyle: flags['path-style'], region: flags.region };
  if (Object.values(given).every((value) => value !== undefined)) return given;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(error.message);
    throw error;
  }
  return {
    endpoint: given.endpoint ?? config.SNAPSHOT_S3_ENDPOINT,
    forcePathStyle: given.forcePathStyle ?? config.SNAPSHOT_S3_PATH_STYLE,
    region: given.region ?? config.SNAPSHOT_S3_REGION,
  };
}

function report(dest: string, result: PublishResult): string {
  const { pointer } = result;
  const at = pointer.activate_at ? `, every replica swaps at ${pointer.activate_at}` : '';
  if (result.outcome === 'unchanged') return `${dest} names version ${pointer.version} already; nothing changed\n`;
  const previous = pointer.previous ? pointer.previous.version : 'none';
  if (result.outcome === 'rolled back') {
    return `${dest} names version ${pointer.version} again${at}\nprevious (roll back again to return): ${previous}\n`;
  }
  const blob = result.blob === 'created' ? 'uploaded' : 'already stored';
  return (
    `${dest} names version ${pointer.version} (${result.events} events)${at}\n` +
    `blob: ${pointer.path} (${pointer.bytes} bytes, ${blob}); previous: ${previous}\n`
  );
}

/** `snapshot publish FILE --to DEST`: the lines to print. Throws PublishError (one line) when refused. */
export async function publishCommand(file: string, flags: StoreFlags): Promise<string> {
  const store = publishStore(flags.to, s3Options(flags));
  return report(flags.to, await publishSnapshot(file, store, openSnapshot, { activateAt: flags['activate-at'] }));
}

/** `snapshot rollback --to DEST` for a store. */
export async function rollbackCommand(flags: StoreFlags): Promise<string> {
  const store = publishStore(flags.to, s3Options(flags));
  return report(flags.to, await rollbackPublished(store, { activateAt: flags['activate-at'] }));
}
