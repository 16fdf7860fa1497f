import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BuildReport, buildSnapshot, InvalidRowsError } from '../../src/builder/index.js';
import { SourceError } from '../../src/source/read.js';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS, SOURCE_COLUMNS, SOURCE_DDL } from '../../src/source/schema.js';
import { type RowInput, sourceRow } from '../fixtures/source.js';
import { builderHarness } from './harness.js';

const { path, sourceWith, buildExpectingInvalid } = builderHarness();

describe('buildSnapshot and invalid rows', () => {
  it('fails the build for an invalid row, writing the report and no snapshot', () => {
    const bad = sourceRow({ country: 'Atlantis' });
    const input = sourceWith([sourceRow(), bad]);
    const output = path('failed.snapshot');
    expect(() => buildSnapshot({ input, output })).toThrow(InvalidRowsError);
    expect(existsSync(output)).toBe(false);
    const report = JSON.parse(readFileSync(`${output}.report.json`, 'utf8')) as BuildReport;
    expect(report.invalidRows).toBe(1);
    expect(report.problems).toEqual([expect.objectContaining({ id: bad.id, code: 'country_unknown' })]);
  });

  it('lists every problem of a row that breaks several rules', () => {
    const report = buildExpectingInvalid([sourceRow({ type: 'x', country: 'Nowhere', name: '' })]);
    expect(report.problems.map((p) => p.column).sort()).toEqual(['country', 'name', 'type']);
  });

  it('with skipInvalid builds the valid rows and still writes the report', () => {
    const bad = sourceRow({ country: 'Atlantis' });
    const input = sourceWith([sourceRow(), bad, sourceRow()]);
    const output = path('skip.snapshot');
    const reportPath = path('skip.report.json');
    const result = buildSnapshot({ input, output, skipInvalid: true, reportPath });
    expect(result.header.events).toBe(2);
    expect(result.header.sourceRows).toBe(3);
    expect(result.header.skippedRows).toBe(1);
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as BuildReport;
    expect(report).toMatchObject({ sourceRows: 3, validRows: 2, invalidRows: 1, skippedInvalid: true, errors: 1 });
    expect(report.problems).toEqual([
      {
        code: 'country_unknown',
        severity: 'error',
        id: bad.id,
        name: bad.name,
        column: 'country',
        value: 'Atlantis',
        reason: 'not a country name, alias or ISO code of the reference data',
      },
    ]);
  });

  it('builds despite warnings, and writes the report beside the snapshot', () => {
    const input = sourceWith([sourceRow({ city: 'Austin, TX', country: 'United States' })]);
    const output = path('warned.snapshot');
    const result = buildSnapshot({ input, output });
    expect(result.header.events).toBe(1);
    expect(result.reportPath).toBe(`${output}.report.json`);
    expect(result.report).toMatchObject({ errors: 0, warnings: 1, cityRewrites: 1 });
  });

  it('accepts aliases and ISO codes for countries, any case for types and formats, and NULL optional columns', () => {
    const input = sourceWith([
      sourceRow({ country: 'USA', type: 'WORKSHOP', format: 'Hybrid' }),
      sourceRow({ country: 'gbr', sub_topic: null, city: null, venue: null, organizer: null, website: null }),
    ]);
    const result = buildSnapshot({ input, output: path('ok.snapshot') });
    expect(result.report).toMatchObject({ invalidRows: 0, errors: 0, warnings: 0 });
    expect(result.reportPath).toBeNull();
  });

  it('builds from a table that lacks optional columns', () => {
    const ddl = `CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT, type TEXT, topic TEXT, start_date TEXT, end_date TEXT, country TEXT, extra TEXT)`;
    const input = sourceWith([sourceRow({ extra: 'ignored' } as RowInput)], ddl);
    expect(buildSnapshot({ input, output: path('minimal.snapshot') }).header.events).toBe(1);
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
    const input = path('not-sqlite.sqlite');
    writeFileSync(input, 'id,name\n1,hello\n');
    expect(() => buildSnapshot({ input, output: path('x.snapshot') })).toThrow(
      new SourceError(`${input}: not a SQLite database`),
    );
  });

  it('refuses a database without the events table', () => {
    const input = sourceWith([], 'CREATE TABLE other (id INTEGER)');
    expect(() => buildSnapshot({ input, output: path('x.snapshot') })).toThrow(/no table named "events"/);
  });

  it('refuses a table that lacks a required column, naming it', () => {
    const input = sourceWith(
      [],
      'CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT, type TEXT, topic TEXT, start_date TEXT, end_date TEXT)',
    );
    expect(() => buildSnapshot({ input, output: path('x.snapshot') })).toThrow(/lacks required column country/);
  });

  it('refuses a missing file', () => {
    expect(() => buildSnapshot({ input: path('absent.sqlite'), output: path('x.snapshot') })).toThrow(/no such file/);
  });
});
