/**
 * npm run bench:tracker-week -- --trackers DIR [--days 7] [--first NAME,...] [--list] [--keep]
 *
 * A real week of the public trackers, through the import and the change log (docs/importers.md,
 * Ids and Merging; docs/snapshot-format.md, Change log): each checkout of DIR (full histories) at
 * its last commit and at the last commit `--days` before it, imported together (the later with
 * `--previous` the earlier), each built (the later with `--previous` the earlier's snapshot); then
 * the earlier imported and built again, which must change nothing. Each change is classed as a
 * tracker's edit or the merge's doing (classes.ts): every tracker whose data changed that week is
 * imported alone at both commits. Sources are read by folder name, `--first` ones first. Prints
 * the changes by kind and class; exits 1 when the rebuild of unchanged data logs a change.
 */
import { join } from 'node:path';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { changeEntry, NO_DEADLINE } from '../../src/store/change-table.js';
import { loadStore } from '../../src/store/load.js';
import { tempDir } from '../../tools/support/temp-dir.js';
import { benchOptions } from '../common/options.js';
import { CLASSES, type ChangeClass, classify, readRecords, type Week } from './classes.js';
import { type TrackerWeek, trackerWeeks, writeTree } from './trees.js';

const options = benchOptions(
  'npm run bench:tracker-week -- --trackers DIR [--days 7] [--first NAME,...] [--list] [--keep]',
  {
    trackers: { type: 'text', description: 'a folder of tracker checkouts with their histories' },
    days: {
      type: 'whole',
      min: 1,
      max: 365,
      default: 7,
      description: 'the earlier commit: this many days before the last',
    },
    first: { type: 'text', description: 'checkouts read first, in this order (comma-separated folder names)' },
    list: { type: 'flag', description: 'list every change the merge made, with its edition' },
    keep: { type: 'flag', description: 'keep the trees, sources and snapshots made (their folder is printed)' },
  },
);
if (options.trackers === undefined) throw new Error('--trackers DIR is required');
const folder = options.trackers;
const log = (line: string) => console.error(line);
const { dir, cleanup } = tempDir('confdir-bench-tracker-week-');
const NOW = new Date();

const first = (options.first ?? '').split(',').filter(Boolean);
const { weeks: found, skipped } = trackerWeeks(folder, options.days);
const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
found.sort((a, b) => rank(a.name) - rank(b.name));

/** Imports `from` into `name`.sqlite (ids carried from `previous`). */
function importInto(name: string, from: { format: string; path: string }[], previous?: string): string {
  const out = join(dir, `${name}.sqlite`);
  runImport({ from, out, ...(previous ? { previous } : {}) });
  return out;
}

/** One tracker's tree imported alone; null when it gives no event (no layout, no record). */
function importAlone(name: string, format: string, path: string): string | null {
  try {
    return importInto(name, [{ format, path }]);
  } catch (error) {
    log(`${name}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** Builds `source` into `name`.snapshot (against `previous`): the snapshot and its own changes. */
function build(name: string, source: string, previous?: string) {
  const output = join(dir, `${name}.snapshot`);
  buildSnapshot({ input: source, output, now: NOW, ...(previous ? { previous } : {}) });
  const store = loadStore(output);
  const { changes } = store;
  const own = Array.from({ length: changes.event.length }, (_, at) => changeEntry(changes, at)).filter(
    (change) => change.build === 0,
  );
  return { output, own, kinds: store.meta.deadlineKinds };
}

try {
  // Each tracker's trees; one alone whose data changed, at both commits (a tracker whose earlier
  // commit gives no event, as before it had its data, is left out of both sides).
  const aloneBefore: Week['aloneBefore'] = new Map();
  const aloneAfter: Week['aloneAfter'] = new Map();
  const weeks: (TrackerWeek & { before: string; after: string })[] = [];
  for (const week of found) {
    const [before, after] = [join(dir, 'before', week.name), join(dir, 'after', week.name)];
    writeTree(folder, week, week.earlier, before);
    writeTree(folder, week, week.last, after);
    if (week.changed) {
      const [was, now] = [
        importAlone(`alone-before-${week.name}`, week.format, before),
        importAlone(`alone-after-${week.name}`, week.format, after),
      ];
      if (was === null || now === null) {
        skipped.push(`${week.name}: gives no event at ${was === null ? 'its earlier' : 'its last'} commit`);
        continue;
      }
      for (const [record, values] of readRecords(was).values) aloneBefore.set(record, values);
      for (const [record, values] of readRecords(now).values) aloneAfter.set(record, values);
    }
    weeks.push({ ...week, before, after });
    log(
      `${week.name}: ${week.format}, ${week.earlier.slice(0, 7)} -> ${week.last.slice(0, 7)}${week.changed ? '' : ', unchanged'}`,
    );
  }
  for (const line of skipped) log(`left out: ${line}`);

  const side = (which: 'before' | 'after') => weeks.map((week) => ({ format: week.format, path: week[which] }));
  const before = importInto('before', side('before'));
  const after = importInto('after', side('after'), before);
  const again = importInto('again', side('before'), before);
  const earlier = build('before', before);
  const later = build('after', after, earlier.output);
  const rebuilt = build('again', again, earlier.output);

  const week: Week = { before: readRecords(before), after: readRecords(after), aloneBefore, aloneAfter };
  const table = new Map<string, Map<ChangeClass, number>>();
  const listed: string[] = [];
  for (const change of later.own) {
    const kind = change.deadline === NO_DEADLINE ? '' : (later.kinds[change.deadline] ?? '');
    const cls = classify(week, change, kind);
    const row = table.get(change.kind) ?? new Map<ChangeClass, number>();
    table.set(change.kind, row.set(cls, (row.get(cls) ?? 0) + 1));
    if (cls.startsWith('merge') && options.list)
      listed.push(`${cls}: ${change.name} ${change.kind} ${kind} ${change.before} -> ${change.after}`);
  }
  const count = (cls: ChangeClass) => [...table.values()].reduce((sum, row) => sum + (row.get(cls) ?? 0), 0);
  const editions = new Set(later.own.map((change) => change.event)).size;
  console.log(`${weeks.length} trackers, ${options.days} days; sources read: ${weeks.map((w) => w.name).join(', ')}`);
  console.log(
    `${later.own.length} changes of ${editions} editions; the rebuild of unchanged data: ${rebuilt.own.length}`,
  );
  console.log('');
  console.log(`| class | changes |\n|---|---:|`);
  for (const cls of CLASSES) console.log(`| ${cls} | ${count(cls)} |`);
  console.log('');
  console.log(`| kind | ${CLASSES.join(' | ')} |\n|---|${CLASSES.map(() => '---:').join('|')}|`);
  for (const [kind, row] of [...table].sort())
    console.log(`| ${kind} | ${CLASSES.map((c) => row.get(c) ?? 0).join(' | ')} |`);
  for (const line of listed) console.log(line);
  if (rebuilt.own.length > 0) process.exitCode = 1;
  if (options.keep) log(`kept: ${dir}`);
} finally {
  if (!options.keep) cleanup();
}
