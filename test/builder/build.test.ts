import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot, InvalidRowsError, type BuildReport } from '../../src/builder/index.js';
import { SourceError } from '../../src/source/read.js';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS, SOURCE_COLUMNS, SOURCE_DDL } from '../../src/source/schema.js';
import { sourceRow, tempDir, writeSourceFile, type RowInput } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
afterAll(cleanup);
let fileCounter = 0;

function sourceWith(rows: RowInput[], ddl?: string): string {
  const path = join(dir, `source-${fileCounter++}.sqlite`);
  writeSourceFile(path, rows, ddl);
  return path;
}

function buildExpectingInvalid(rows: RowInput[]): BuildReport {
  const input = sourceWith(rows);
  const output = join(dir, `out-${fileCounter++}.snapshot`);
  try {
    buildSnapshot({ input, output });
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRowsError);
    expect(existsSync(output)).toBe(false);
    return (error as InvalidRowsError).report;
  }
  throw new Error('the build should have failed');
}

describe('buildSnapshot validation', () => {
  const cases: [string, RowInput, string, RegExp][] = [
    ['an empty name', { name: '  ' }, 'name', /required/],
    ['an unknown type', { type: 'party' }, 'type', /unknown type/],
    ['a start date that is not a real date', { start_date: '2027-02-30' }, 'start_date', /not a real date/],
    ['a malformed end date', { end_date: '03/05/2027' }, 'end_date', /not a real date/],
    [
      'an end date before the start date',
      { start_date: '2027-03-05', end_date: '2027-03-04' },
      'end_date',
      /before start_date/,
    ],
    ['an unknown country', { country: 'Atlantis' }, 'country', /unknown country/],
    ['a website that is not http(s)', { website: 'ftp://example.org' }, 'website', /http\(s\)/],
    ['an unknown format', { format: 'telepathic' }, 'format', /unknown format/],
    ['a bad submission deadline', { submission_deadline: '2027-13-01' }, 'submission_deadline', /not a real date/],
    ['an empty topic', { topic: '' }, 'topic', /required/],
    ['an id out of range', { id: 2 ** 31 }, 'id', /integer/],
    ['a name stored as a blob', { name: Buffer.from('x') }, 'name', /must be text/],
  ];
  for (const [label, overrides, column, reason] of cases) {
    it(`fails the build for ${label}, naming the id and column`, () => {
      const bad = sourceRow(overrides);
      const report = buildExpectingInvalid([sourceRow(), bad]);
      expect(report.invalidRows).toBe(1);
      expect(report.problems).toContainEqual(expect.objectContaining({ id: bad.id, column }));
      expect(report.problems.find((p) => p.column === column)?.reason).toMatch(reason);
    });
  }

  it('fails the build for a duplicate id in a table without a primary key', () => {
    const ddl = SOURCE_DDL.replace('INTEGER PRIMARY KEY', 'INTEGER');
    const input = sourceWith([sourceRow({ id: 7 }), sourceRow({ id: 7 })], ddl);
    expect(() => buildSnapshot({ input, output: join(dir, 'dup.snapshot') })).toThrow(InvalidRowsError);
  });

  it('lists every problem of a row that breaks several rules', () => {
    const report = buildExpectingInvalid([sourceRow({ type: 'x', country: 'Nowhere', name: '' })]);
    expect(report.problems.map((p) => p.column).sort()).toEqual(['country', 'name', 'type']);
  });

  it('with skipInvalid builds the valid rows and still writes the report', () => {
    const bad = sourceRow({ country: 'Atlantis' });
    const input = sourceWith([sourceRow(), bad, sourceRow()]);
    const output = join(dir, 'skip.snapshot');
    const reportPath = join(dir, 'skip.report.json');
    const result = buildSnapshot({ input, output, skipInvalid: true, reportPath });
    expect(result.header.events).toBe(2);
    expect(result.header.sourceRows).toBe(3);
    expect(result.header.skippedRows).toBe(1);
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as BuildReport;
    expect(report.problems).toEqual([{ id: bad.id, column: 'country', reason: 'unknown country "Atlantis"' }]);
  });

  it('accepts aliases and ISO codes for countries, any case for types and formats, and NULL optional columns', () => {
    const input = sourceWith([
      sourceRow({ country: 'USA', type: 'WORKSHOP', format: 'Hybrid' }),
      sourceRow({ country: 'gbr', sub_topic: null, city: null, venue: null, organizer: null, website: null }),
    ]);
    const result = buildSnapshot({ input, output: join(dir, 'ok.snapshot') });
    expect(result.report.invalidRows).toBe(0);
    expect(result.reportPath).toBeNull();
  });

  it('builds from a table that lacks optional columns', () => {
    const ddl = `CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT, type TEXT, topic TEXT, start_date TEXT, end_date TEXT, country TEXT, extra TEXT)`;
    const input = sourceWith([sourceRow({ extra: 'ignored' } as RowInput)], ddl);
    expect(buildSnapshot({ input, output: join(dir, 'minimal.snapshot') }).header.events).toBe(1);
  });
});

describe('the source schema', () => {
  it('lists the columns of SOURCE_DDL in table order, each required or optional', () => {
    const ddlColumns = [...SOURCE_DDL.matchAll(/^\s+([a-z_]+)\s+(?:INTEGER|TEXT)/gm)].map((match) => match[1]);
    expect(ddlColumns).toEqual([...SOURCE_COLUMNS]);
    expect([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].sort()).toEqual([...SOURCE_COLUMNS].sort());
  });
});

describe('buildSnapshot refuses unreadable sources with one line', () => {
  it('refuses a file that is not SQLite', () => {
    const input = join(dir, 'not-sqlite.sqlite');
    writeFileSync(input, 'id,name\n1,hello\n');
    expect(() => buildSnapshot({ input, output: join(dir, 'x.snapshot') })).toThrow(
      new SourceError(`${input}: not a SQLite database`),
    );
  });

  it('refuses a database without the events table', () => {
    const input = sourceWith([], 'CREATE TABLE other (id INTEGER)');
    expect(() => buildSnapshot({ input, output: join(dir, 'x.snapshot') })).toThrow(/no table named "events"/);
  });

  it('refuses a table that lacks a required column, naming it', () => {
    const input = sourceWith(
      [],
      'CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT, type TEXT, topic TEXT, start_date TEXT, end_date TEXT)',
    );
    expect(() => buildSnapshot({ input, output: join(dir, 'x.snapshot') })).toThrow(/lacks required column country/);
  });

  it('refuses a missing file', () => {
    expect(() => buildSnapshot({ input: join(dir, 'absent.sqlite'), output: join(dir, 'x.snapshot') })).toThrow(
      /no such file/,
    );
  });
});
