/**
 * The trees of a week of public trackers: for each checkout of a folder, its last commit and the
 * last commit at least `days` before it, each written out as files (`git archive` of the folders
 * its format reads and the files at the top, as a refresh checks them out) with the checkout's
 * origin, so that the import names each record's tracker in its source URL. git runs as the
 * importer runs it (src/import/git.ts): the checkouts are third-party content.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FOLDERS } from '../../src/import/index.js';
import { runGit } from '../../src/import/git.js';

export interface TrackerWeek {
  /** The checkout's folder name. */
  name: string;
  format: string;
  earlier: string;
  last: string;
  /** Whether the folders its format reads differ between the two commits. */
  changed: boolean;
}

const git = (checkout: string, args: string[]): string => {
  const result = runGit(args, { cwd: checkout });
  if (!result.ok) throw new Error(`${checkout}: git ${args[0]}: ${result.error}`);
  return result.stdout.trim();
};

/** The format a checkout's tree holds: ccf-deadlines' folders, confs.tech's years of JSON, else ai-deadlines. */
function formatOf(checkout: string, commit: string): string {
  const top = new Set(git(checkout, ['ls-tree', '--name-only', commit]).split('\n'));
  if (top.has('conference') && top.has('accept_rates')) return 'ccf-deadlines';
  const years = top.has('conferences') ? git(checkout, ['ls-tree', '--name-only', `${commit}:conferences`]) : '';
  return /^\d{4}$/m.test(years) ? 'confs-tech' : 'ai-deadlines';
}

/** The checkout's GitHub origin, else one made of its folder's name ("owner+name" is owner/name). */
function originOf(checkout: string, name: string): string {
  const url = runGit(['config', '--get', 'remote.origin.url'], { cwd: checkout }).stdout.trim();
  return /github\.com[:/]/.test(url)
    ? url
    : `https://github.com/${name.includes('+') ? name.replace('+', '/') : `local/${name}`}`;
}

/**
 * Each checkout of `folder` with a commit `days` before its last, by name; the others are named
 * in `skipped` with the reason.
 */
export function trackerWeeks(folder: string, days: number): { weeks: TrackerWeek[]; skipped: string[] } {
  const weeks: TrackerWeek[] = [];
  const skipped: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const checkout = join(folder, name);
    if (!statSync(checkout).isDirectory()) continue;
    try {
      const last = git(checkout, ['rev-parse', 'HEAD']);
      const time = Number(git(checkout, ['log', '-1', '--format=%ct', last]));
      const earlier = git(checkout, ['rev-list', '-1', `--before=${time - days * 86_400}`, last]);
      if (earlier === '') {
        skipped.push(`${name}: no commit ${days} days before its last`);
        continue;
      }
      const format = formatOf(checkout, last);
      const folders = DATA_FOLDERS[format] ?? [];
      const changed = !runGit(['diff', '--quiet', earlier, last, '--', ...folders], { cwd: checkout }).ok;
      weeks.push({ name, format, earlier, last, changed });
    } catch (error) {
      skipped.push(`${name}: ${(error as Error).message}`);
    }
  }
  return { weeks, skipped };
}

/** Writes the tree of `commit` into `into`: the folders `format` reads and the files at the top. */
export function writeTree(folder: string, week: TrackerWeek, commit: string, into: string): void {
  const checkout = join(folder, week.name);
  const entries = git(checkout, ['ls-tree', commit]).split('\n');
  const folders = new Set(DATA_FOLDERS[week.format] ?? []);
  // "<mode> <type> <object>\t<path>": the files at the top, and the format's folders (by their first part).
  const paths = entries
    .map((line) => line.split('\t'))
    .filter(([head, path]) => head?.includes(' blob ') || [...folders].some((f) => f.split('/')[0] === path))
    .map(([, path]) => path!);
  mkdirSync(into, { recursive: true });
  const tar = join(into, '.tree.tar');
  git(checkout, ['archive', '-o', tar, commit, '--', ...paths]);
  const untar = spawnSync('tar', ['-x', '-C', into, '-f', tar], { stdio: 'ignore' });
  rmSync(tar);
  if (untar.status !== 0) throw new Error(`${week.name}: tar failed`);
  mkdirSync(join(into, '.git'), { recursive: true });
  writeFileSync(join(into, '.git', 'config'), `[remote "origin"]\n\turl = ${originOf(checkout, week.name)}\n`);
}
