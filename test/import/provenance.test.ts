/**
 * last_verified is a date the source vouches for (docs/importers.md, Provenance): the record's own
 * date, or the last commit that touched its file in a git checkout; without one none, never the
 * day of the import.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { addCommitDates, lastCommitDates } from '../../src/import/commit-dates.js';
import { readConfsTech } from '../../src/import/confs-tech.js';
import { runImport } from '../../src/import/index.js';
import { readIcs } from '../../src/import/ics.js';
import { mergeSources } from '../../src/import/merge.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { eventAt, loadStore } from '../../src/store/index.js';
import { NO_DAY } from '../../src/store/layout.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext, importedEvent } from './context.js';

const { dir, cleanup } = tempDir('confdir-provenance-');
afterAll(cleanup);

function git(cwd: string, args: string[], date?: string): string {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't' };
  const dated = date ? { ...env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` } : env;
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...dated, GIT_COMMITTER_EMAIL: 't@example.org' },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** A checkout of the confs.tech fixture: every file committed on 2024-01-10, python.json changed on 2024-03-05. */
function checkout(): string {
  const root = join(dir, 'conference-data');
  cpSync(FIXTURES.confsTech, root, { recursive: true });
  git(root, ['init', '-q', '-b', 'main']);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'first'], '2024-01-10');
  const python = join(root, 'conferences', '2024', 'python.json');
  writeFileSync(python, `${JSON.stringify(JSON.parse(readFileSync(python, 'utf8')), null, 1)}\n`);
  git(root, ['commit', '-q', '-am', 'second'], '2024-03-05');
  return root;
}
const root = checkout();

describe('the last commit of each file', () => {
  it('dates each record by the last commit that touched its file', () => {
    expect(lastCommitDates(root)?.get('conferences/2024/python.json')).toBe('2024-03-05');
    const result = readConfsTech(root, importContext());
    addCommitDates(result, root);
    const byFile = new Map(result.events.map((event) => [event.source.recordId.split('#')[0], event.lastVerified]));
    expect(Object.fromEntries(byFile)).toEqual({
      '2024/android': '2024-01-10',
      '2024/ios': '2024-01-10',
      '2024/javascript': '2024-01-10',
      '2024/kotlin': '2024-01-10',
      '2024/python': '2024-03-05',
    });
  });

  it("reads a commit dated after the run's day, and a record's own later date, as that day", () => {
    const future = join(dir, 'future');
    git(dir, ['clone', '-q', `file://${root}`, future]);
    const kotlin = join(future, 'conferences', '2024', 'kotlin.json');
    writeFileSync(kotlin, `${JSON.stringify(JSON.parse(readFileSync(kotlin, 'utf8')), null, 1)}\n`);
    git(future, ['commit', '-q', '-am', 'from the future'], '2031-01-01');
    const result = readConfsTech(future, importContext());
    const own = result.events.find((event) => event.source.recordId.startsWith('2024/ios'))!;
    own.lastVerified = '2030-05-05';
    addCommitDates(result, future, '2026-08-20');
    expect(own.lastVerified).toBe('2026-08-20');
    const others = result.events.filter((event) => event !== own);
    const byFile = new Map(others.map((event) => [event.source.recordId.split('#')[0], event.lastVerified]));
    expect(Object.fromEntries(byFile)).toEqual({
      '2024/android': '2024-01-10',
      '2024/javascript': '2024-01-10',
      '2024/kotlin': '2026-08-20',
      '2024/python': '2024-03-05',
    });
  });

  it('takes no date from the edge of a shallow clone, which lists every file without changing it', () => {
    const shallow = join(dir, 'shallow');
    git(dir, ['clone', '-q', '--depth', '2', `file://${root}`, shallow]);
    expect(lastCommitDates(shallow)).toEqual(new Map([['conferences/2024/python.json', '2024-03-05']]));
  });

  it('gives no date outside a git checkout, nor for a file the history does not hold', () => {
    const plain = join(dir, 'plain');
    cpSync(FIXTURES.confsTech, plain, { recursive: true });
    // The temporary folder is no checkout; the fixture's own folder is inside the project's, whose paths differ.
    for (const path of [plain, FIXTURES.confsTech]) {
      const result = readConfsTech(path, importContext());
      addCommitDates(result, path);
      expect(result.events.filter((event) => event.lastVerified)).toEqual([]);
    }
  });
});

describe('last_verified written', () => {
  it('writes each event its own date, and none (never the day of the import) without one', () => {
    const csv = join(dir, 'dated.csv');
    writeFileSync(
      csv,
      'id,name,topics,start_date,end_date,city,country,last_verified\n' +
        'a,Data Days,AI,2027-05-03,2027-05-05,Berlin,Germany,2026-06-01\n' +
        'b,Code Days,AI,2027-05-03,2027-05-05,Berlin,Germany,\n' +
        'c,Web Days,AI,2027-05-03,2027-05-05,Berlin,Germany,2026-02-30\n',
    );
    const out = join(dir, 'dated.sqlite');
    const { report } = runImport({
      from: [
        { format: 'csv', path: csv },
        { format: 'confs-tech', path: root },
      ],
      out,
    });
    expect(report.verified).toBeNull();
    expect(report.sources.map((source) => [source.format, source.events, source.verified])).toEqual([
      ['csv', 3, 1],
      ['confs.tech', 9, 9],
    ]);
    const db = new Database(out, { readonly: true });
    const rows = db.prepare('SELECT name, last_verified FROM events ORDER BY name').all() as {
      name: string;
      last_verified: string | null;
    }[];
    db.close();
    expect(rows.filter((row) => ['Data Days', 'Code Days', 'Web Days'].includes(row.name))).toEqual([
      { name: 'Code Days', last_verified: null },
      { name: 'Data Days', last_verified: '2026-06-01' },
      { name: 'Web Days', last_verified: null },
    ]);
    expect(new Set(rows.map((row) => row.last_verified))).toEqual(
      new Set([null, '2026-06-01', '2024-01-10', '2024-03-05']),
    );
    // Built and loaded: an event without a date has none in the store (the API answers null).
    const built = buildSnapshot({
      input: out,
      output: join(dir, 'dated.snapshot'),
      now: new Date('2026-08-21T00:00:00Z'),
    });
    // One CSV line and the six confs.tech events (nine records, three relistings).
    expect(built.report.extras).toMatchObject({ verifiedEvents: 7 });
    const store = loadStore(join(dir, 'dated.snapshot'));
    const verified = (name: string) => {
      for (let p = 0; p < built.header.events; p++)
        if (eventAt(store, p).name === name) return store.columns.lastVerified[p];
      return undefined;
    };
    expect(verified('Code Days')).toBe(NO_DAY);
    expect(verified('Data Days')).toBe(parseIsoDate('2026-06-01'));
  });

  it('reads an iCalendar event LAST-MODIFIED as its own date', () => {
    const path = join(dir, 'modified.ics');
    writeFileSync(
      path,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:m',
        'DTSTAMP:20260901T000000Z',
        'LAST-MODIFIED:20260715T101500Z',
        'DTSTART;VALUE=DATE:20270301',
        'SUMMARY:Modified',
        'LOCATION:Berlin, Germany',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(readIcs(path, importContext()).events[0]?.lastVerified).toBe('2026-07-15');
  });

  it('keeps the later date of two records merged', () => {
    const [merged] = mergeSources([
      {
        format: 'a',
        path: 'a',
        records: 1,
        events: [importedEvent('a', 'x', { series: 'ABC', lastVerified: '2026-01-02' })],
        rates: [],
        notes: [],
      },
      {
        format: 'b',
        path: 'b',
        records: 1,
        events: [importedEvent('b', 'y', { series: 'ABC', lastVerified: '2026-03-04' })],
        rates: [],
        notes: [],
      },
    ]).events;
    expect(merged?.lastVerified).toBe('2026-03-04');
  });
});
