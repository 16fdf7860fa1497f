/**
 * A source's clone in the work folder: made once, then brought to the remote's branch by a fetch
 * and a hard reset (docs/operating.md, "Refreshing the data"). git runs the way the importer runs
 * it (import/git.ts): no configuration but the checkout's own and ours, never a prompt, killed past
 * its time. A clone is made under a temporary name and renamed into place, so an interrupted one
 * never passes for a clone; a folder that is not a clone of the configured remote is made again.
 * A clone is partial: no blob over BLOB_LIMIT is downloaded (the history stays whole, for the
 * provenance's dates), and only the folders the source's format reads, or its `path`, are checked
 * out, with the files at the top (its licence).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type GitResult, runGit } from '../../import/git.js';
import { DATA_FOLDERS } from '../../import/index.js';
import type { RefreshSource } from './refresh-config.js';

export interface CheckoutResult {
  /** 'cloned' the first time (or after the folder had to be made again), 'fetched' after. */
  action: 'cloned' | 'fetched';
  /** The checkout's folder. */
  dir: string;
  /** The commit checked out. */
  commit: string;
  branch: string;
}

/** A clone or fetch that failed; the message is git's, on one line. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
}

function must(result: GitResult, what: string): string {
  if (!result.ok) throw new CheckoutError(`${what}: ${result.error ?? 'git failed'}`);
  return result.stdout.trim();
}

/** Blobs larger than this are left on the remote: the importers read no file over 8 MiB. */
export const BLOB_LIMIT = '16m';

/** The folders of the checkout to check out: the source's `path`, or its format's; null: all of it. */
function sparseFolders(source: RefreshSource): readonly string[] | null {
  if (source.path !== undefined) return [source.path];
  return DATA_FOLDERS[source.kind] ?? null;
}

/** Checks out only `folders` (and the files at the top) of the clone in `dir`, when there are some. */
function sparse(dir: string, folders: readonly string[] | null, timeoutMs: number): void {
  if (folders === null) return;
  must(
    runGit(['sparse-checkout', 'set', '--cone', '--', ...folders], { cwd: dir, timeoutMs }),
    'cannot choose the folders',
  );
}

/** Whether `dir` is a clone of `remote` (its own repository, not a folder inside another one). */
function isCloneOf(dir: string, remote: string, timeoutMs: number): boolean {
  if (!existsSync(join(dir, '.git'))) return false;
  const url = runGit(['config', '--get', 'remote.origin.url'], { cwd: dir, timeoutMs });
  return url.ok && url.stdout.trim() === remote;
}

/** Brings `source`'s clone under `root` up to date with its remote; throws CheckoutError. */
export function updateCheckout(source: RefreshSource, root: string, timeoutMs: number): CheckoutResult {
  const dir = join(root, source.name);
  const options = { cwd: dir, timeoutMs };
  const folders = sparseFolders(source);
  let action: CheckoutResult['action'] = 'fetched';
  if (!isCloneOf(dir, source.remote, timeoutMs)) {
    action = 'cloned';
    rmSync(dir, { recursive: true, force: true });
    const temp = `${dir}.clone-${process.pid}`;
    rmSync(temp, { recursive: true, force: true });
    const branch = source.branch === undefined ? [] : ['--branch', source.branch];
    const partial = [`--filter=blob:limit=${BLOB_LIMIT}`, ...(folders === null ? [] : ['--sparse'])];
    try {
      must(
        runGit(['clone', '--quiet', '--no-tags', '--single-branch', ...partial, ...branch, '--', source.remote, temp], {
          timeoutMs,
        }),
        `cannot clone ${source.remote}`,
      );
      sparse(temp, folders, timeoutMs);
      renameSync(temp, dir);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  }
  const branch = source.branch ?? must(runGit(['symbolic-ref', '--short', 'HEAD'], options), 'no branch checked out');
  if (action === 'fetched') {
    must(runGit(['fetch', '--quiet', '--no-tags', 'origin', '--', branch], options), `cannot fetch ${source.remote}`);
    sparse(dir, folders, timeoutMs);
    must(runGit(['reset', '--quiet', '--hard', 'FETCH_HEAD'], options), `cannot check out ${branch}`);
    // Files the importer might read that the branch does not have (left by an earlier version).
    must(runGit(['clean', '--quiet', '-ffdx'], options), `cannot clean the checkout of ${source.remote}`);
  }
  const commit = must(runGit(['rev-parse', 'HEAD'], options), 'no commit checked out');
  return { action, dir, commit, branch };
}
