/** The CSV importer (docs/importers.md, csv). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../src/import/csv.js';
import { runImport } from '../../src/import/index.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext, recordOf } from './context.js';

const result = readCsv(FIXTURES.csv, importContext());
const { dir, cleanup } = tempDir('confdir-csv-');
afterAll(cleanup);

describe('the CSV importer', () => {
  it('reads a line with its topics, date text, place text, deadlines and DBLP alias', () => {
    expect(recordOf(result.events, 'kdd27')).toMatchObject({
      name: 'ACM SIGKDD Conference on Knowledge Discovery and Data Mining',
      acronym: 'KDD 2027',
      series: 'KDD',
      topics: ['Computer Science'],
      subTopics: ['Data Mining', 'Databases'],
      start: '2027-08-16',
      end: '2027-08-20',
      city: 'Jeju',
      country: 'South Korea',
      coreRank: 'A*',
      aliases: [{ alias: 'kdd', kind: 'dblp' }],
      deadlines: [
        { kind: 'abstract', round: 1, due: '2027-02-01', zone: 'AoE' },
        { kind: 'paper', round: 1, due: '2027-02-08T23:59:59', zone: 'AoE' },
      ],
    });
  });

  it('reads month precision, a state code, an abbreviated zone, and TBD dates', () => {
    expect(recordOf(result.events, 'vldb28')).toMatchObject({
      start: '2028-03-01',
      end: '2028-04-30',
      precision: 'month',
      region: 'British Columbia',
      deadlines: expect.arrayContaining([
        { kind: 'paper', round: 1, due: '2027-04-01T17:00', zone: 'America/Los_Angeles' },
      ]),
    });
    expect(recordOf(result.events, 'tbd')).toMatchObject({
      precision: 'unknown',
      venue: 'Hilton Hotel',
      city: 'Vienna',
    });
  });

  it('refuses a line without a place, and notes the columns it does not read', () => {
    expect(result.notes).toContainEqual(expect.objectContaining({ recordId: 'line 5', code: 'record_refused' }));
    expect(result.notes).toContainEqual(expect.objectContaining({ code: 'column_ignored', value: 'twitter' }));
  });

  it('refuses a file whose header lacks a required column', () => {
    const file = join(dir, 'no-topics.csv');
    writeFileSync(file, 'name,place\nA,"Berlin, Germany"\n');
    expect(() => readCsv(file, importContext())).toThrow(/the header lacks the column topics/);
  });
});

describe('the same row in two files', () => {
  it('is one event, merged, not two named with their city', () => {
    const row = 'name,topics,start_date,end_date,city,country\nData Days,AI,2027-05-03,2027-05-05,Berlin,Germany\n';
    const [a, b] = [join(dir, 'a.csv'), join(dir, 'b.csv')];
    writeFileSync(a, row);
    writeFileSync(b, row);
    const { report } = runImport({
      from: [
        { format: 'csv', path: a },
        { format: 'csv', path: b },
      ],
      out: join(dir, 'two.sqlite'),
    });
    expect(report).toMatchObject({ events: 1, renamed: [] });
    expect(report.merges).toEqual([expect.objectContaining({ by: 'name, start and city', conflicts: [] })]);
  });
});
