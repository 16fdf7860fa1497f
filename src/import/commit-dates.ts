/**
 * The date a tracker's checkout vouches for each record (docs/importers.md, Provenance): the day of
 * the last commit that touched the record's file, read from the checkout's own history by one
 * `git log` over the folder (no network: git is told never to fetch what a partial clone lacks).
 * The commits at the edge of a shallow clone list every file without having changed it, so they
 * give no date. Not a git checkout, no git, or a git that fails or takes too long: no dates. git runs
 * under our configuration only, signature checks off, and is killed past its time (git.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { runGit } from './git.js';
import type { FormatResult } from './record.js';

/** A commit line of the log, after its first byte 0x01 (no file name starts with one): its hash, its committer date. */
const COMMIT_RE = /^([0-9a-f]+) (\d{4}-\d{2}-\d{2})$/;
/** A record's file in the URL an importer gives it: https://github.com/OWNER/NAME/blob/REF/PATH. */
const BLOB_URL_RE = /^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[^/]+\/(.+)$/;
/** The largest log read: the public trackers' whole histories are 0.05 to 1 MB. */
const MAX_LOG_BYTES = 256 * 1024 * 1024;

/** A URL path decoded ("C%2B%2B.json" is "C++.json"); as written when it is not encoded right. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The time each git command of the provenance may take: the public trackers' logs take 1 to 2 s. */
const GIT_TIMEOUT_MS = 60_000;

function git(root: string, args: readonly string[], timeoutMs: number): string | null {
  const result = runGit(args, { cwd: root, maxBytes: MAX_LOG_BYTES, timeoutMs });
  return result.ok ? result.stdout : null;
}

/**
 * The day of the last commit that touched each file under `root`, by its path from the top of the
 * checkout; null when `root` is no folder of a git checkout.
 */
export function lastCommitDates(root: string, timeoutMs = GIT_TIMEOUT_MS): Map<string, string> | null {
  return commitDates(root, timeoutMs).dates;
}

/** lastCommitDates, with why a checkout's log could not be read (git failed or took too long). */
function commitDates(root: string, timeoutMs: number): { dates: Map<string, string> | null; error: string | null } {
  const none = { dates: null, error: null };
  try {
    if (!statSync(root).isDirectory()) return none;
  } catch {
    return none;
  }
  const inside = runGit(['rev-parse', '--is-inside-work-tree'], { cwd: root, timeoutMs });
  // Not a checkout (git says so), unless git took too long to say anything.
  if (!inside.ok && inside.error?.includes('took more than')) return { dates: null, error: inside.error };
  if (inside.stdout.trim() !== 'true') return none;
  const read = runGit(
    ['log', '--no-show-signature', '--no-mailmap', '--no-renames', '--format=%x01%H %cs', '--name-only', '--', '.'],
    { cwd: root, maxBytes: MAX_LOG_BYTES, timeoutMs },
  );
  if (!read.ok) return { dates: null, error: read.error ?? 'git log failed' };
  const log = read.stdout;
  const shallowFile = git(root, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow'], timeoutMs)?.trim();
  let edge = new Set<string>();
  try {
    if (shallowFile) edge = new Set(readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean));
  } catch {
    // No shallow file: a whole history.
  }
  const dates = new Map<string, string>();
  let day: string | null = null;
  for (const line of log.split('\n')) {
    const commit = line.charCodeAt(0) === 1 ? COMMIT_RE.exec(line.slice(1)) : null;
    if (commit) day = edge.has(commit[1]!) ? null : commit[2]!;
    else if (line !== '' && day !== null && !dates.has(line)) dates.set(line, day);
  }
  return { dates, error: null };
}

/** The current UTC day, YYYY-MM-DD. */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The result with each event that has no date of its own given the day of the last commit that
 * touched its record's file (the file its source URL names), when `root` is a git checkout (a log
 * git could not give in time is noted `dates_unread`). No
 * date, its own or a commit's (whose date its author sets), is after `today` (YYYY-MM-DD): a later
 * one is read as `today`. Returns how many events got a commit's date.
 */
export function addCommitDates(
  result: FormatResult,
  root: string,
  today = utcToday(),
  timeoutMs = GIT_TIMEOUT_MS,
): number {
  const { dates, error } = commitDates(root, timeoutMs);
  if (error !== null) {
    const detail = `the checkout's history could not be read (${error}): its records have no commit dates`;
    result.notes.push({ source: result.format, recordId: '', code: 'dates_unread', value: null, detail });
  }
  let dated = 0;
  for (const event of result.events) {
    if (!event.lastVerified && dates !== null) {
      const file = BLOB_URL_RE.exec(event.source.url ?? '')?.[1];
      const day = file === undefined ? undefined : (dates.get(file) ?? dates.get(decoded(file)));
      if (day !== undefined) {
        event.lastVerified = day;
        dated++;
      }
    }
    if (event.lastVerified && event.lastVerified > today) event.lastVerified = today;
  }
  return dated;
}
