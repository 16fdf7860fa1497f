/**
 * Importing every fixture format into one source file, building it with the builder and loading the
 * snapshot with the server's loader (docs/importers.md): the path an operator takes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { type ImportReport, runImport } from '../../src/import/index.js';
import { deadlinesOf } from '../../src/store/deadline-table.js';
import { eventAt, loadStore, positionOfId } from '../../src/store/index.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES } from './context.js';

const { dir, cleanup } = tempDir('confdir-import-');
afterAll(cleanup);

const FROM = [
  { format: 'ccf-deadlines', path: FIXTURES.ccf },
  { format: 'ai-deadlines', path: FIXTURES.ai },
  { format: 'confs-tech', path: FIXTURES.confsTech },
  { format: 'ics', path: FIXTURES.ics },
  { format: 'csv', path: FIXTURES.csv },
];

const source = join(dir, 'source.sqlite');
const { report, reportPath } = runImport({ from: FROM, out: source, verified: '2026-08-20' });
const snapshot = join(dir, 'public.snapshot');
const built = buildSnapshot({ input: source, output: snapshot, now: new Date('2026-08-21T00:00:00Z') });
const store = loadStore(snapshot);

/** The id of the event a record became, from the source file's event_sources. */
function idOf(recordId: string): number {
  const db = new Database(source, { readonly: true });
  try {
    return (db.prepare('SELECT event_id FROM event_sources WHERE record_id = ?').get(recordId) as { event_id: number })
      .event_id;
  } finally {
    db.close();
  }
}

describe('import, build, load', () => {
  it('writes the report beside the source file, every source counted', () => {
    const written = JSON.parse(readFileSync(reportPath, 'utf8')) as ImportReport;
    expect(written).toEqual(JSON.parse(JSON.stringify(report)));
    expect(report.sources.map((s) => [s.format, s.records, s.events])).toEqual([
      ['ccf-deadlines', 9, 9],
      ['ai-deadlines', 4, 4],
      ['confs.tech', 9, 9],
      ['ics', 3, 2],
      ['csv', 4, 3],
    ]);
    expect(report).toMatchObject({ events: 21, acceptanceRates: 3 });
    expect(report.relistings).toHaveLength(2);
    expect(report.merges).toHaveLength(3);
  });

  it('builds every event without an error, the three of unknown dates without dates', () => {
    expect(built.report).toMatchObject({ errors: 0, invalidRows: 0, undatedRows: 3, validRows: 21 });
    expect(built.header.events).toBe(21);
    expect(built.report.extras).toMatchObject({
      tables: ['event_topics', 'event_sources', 'series_aliases', 'acceptance_rates', 'event_ranks', 'event_tracks'],
      acceptanceRates: 3,
      eventsWithSources: 21,
    });
  });

  it('serves the ranks of every system the sources give: ccf-deadlines gives THCPL too', () => {
    const position = positionOfId(store, idOf('aaai26'))!;
    const { offsets, entry, entries } = store.ranks;
    const ranks = Array.from({ length: offsets[position + 1]! - offsets[position]! }, (_, i) => {
      const { system, value } = entries[entry[offsets[position]! + i]!]!;
      return `${system}:${value}`;
    });
    expect(ranks).toEqual(expect.arrayContaining(['CCF:A', 'CORE:A*', 'THCPL:A']));
  });

  it('serves VLDB 2027 with its paper deadlines from zone PT, at the instant Pacific time gives', () => {
    const position = positionOfId(store, idOf('vldb27'))!;
    expect(eventAt(store, position)).toMatchObject({ acronym: 'VLDB 2027', city: 'Athens' });
    const first = deadlinesOf(store, position).find((deadline) => deadline.kind === 'paper' && deadline.round === 1)!;
    expect(first).toMatchObject({ zone: 'America/Los_Angeles', day: expect.any(Number) });
    expect(formatIsoDate(first.day)).toBe('2026-04-01');
    // 17:00 PDT is 00:00 UTC the next day.
    expect(new Date(first.at * 1000).toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });

  it('serves an edition found in two sources once, and a relisted event once', () => {
    expect(idOf('src/data/conferences/kdd.yml#kdd26')).toBe(idOf('sigkdd26'));
    expect(idOf('2024/ios#Chain React')).toBe(idOf('2024/android#Chain React'));
    const names: string[] = [];
    for (let position = 0; position < built.header.events; position++) names.push(eventAt(store, position).name);
    expect(names.filter((name) => name === 'Chain React')).toHaveLength(1);
  });

  it('gives the same ids and the same file for the same data', () => {
    const again = join(dir, 'again.sqlite');
    runImport({ from: FROM, out: again, verified: '2026-08-20', reportPath: join(dir, 'again.json') });
    const ids = (file: string) => {
      const db = new Database(file, { readonly: true });
      const rows = db.prepare('SELECT id, name FROM events ORDER BY id').all();
      db.close();
      return rows;
    };
    expect(ids(again)).toEqual(ids(source));
  });

  it('replaces the source file only once everything has succeeded: a report that cannot be written leaves it as it was', () => {
    const out = join(dir, 'kept.sqlite');
    writeFileSync(out, 'the previous file');
    const reportPath = join(dir, 'no-such-folder', 'report.json');
    expect(() => runImport({ from: FROM, out, verified: '2026-08-20', reportPath })).toThrow(/ENOENT/);
    expect(readFileSync(out, 'utf8')).toBe('the previous file');
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});

describe('npm run import', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'tools/import.ts', ...args], { encoding: 'utf8' });

  it('exits 2 with the usage on bad arguments, writing nothing', () => {
    const out = join(dir, 'bad.sqlite');
    for (const args of [
      ['--out', out],
      ['--from', `nope:${FIXTURES.csv}`, '--out', out],
      ['--from', FIXTURES.csv, '--out', out],
      ['--from', `csv:${FIXTURES.csv}`, '--out', out, '--verified', '2026-13-01'],
    ]) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('writes the source file and prints the report', () => {
    const out = join(dir, 'cli.sqlite');
    const result = run('--from', `csv:${FIXTURES.csv}`, '--from', `ics:${FIXTURES.ics}`, '--out', out);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^wrote .*cli\.sqlite: 5 events, in [\d.]+ s\n$/);
    expect(result.stderr).toContain('csv: 4 records, 3 events, 1 refused');
    expect(existsSync(`${out}.import.json`)).toBe(true);
  });
});
