/** Control characters out of every text an importer read, before anything is written (docs/importers.md, Values). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanResult, cleanText } from '../../src/import/clean.js';
import { importReportText, runImport } from '../../src/import/index.js';
import { tempDir } from '../fixtures/source.js';
import { importedEvent } from './context.js';

const { dir, cleanup } = tempDir('confdir-clean-');
afterAll(cleanup);

describe('control characters', () => {
  it('removes NUL, BEL, ESC, DEL and C1 controls, and reads tabs and line breaks as spaces', () => {
    expect(cleanText('Data\u0000 Days\u0007\u001b[31m 2027\u007f\u009b')).toBe('Data Days[31m 2027');
    expect(cleanText('Data\tDays\r\n 2027')).toBe('Data Days 2027');
    expect(cleanText('Café Días')).toBe('Café Días');
  });

  it('cleans every text of every event, each field noted once per record', () => {
    const event = importedEvent('csv', 'line 2', {
      name: 'Data\u0007 Days',
      city: 'Ber\u0000lin',
      subTopics: ['A\u001bI', 'M\u001bL'],
      deadlines: [{ kind: 'paper', round: 1, due: '2027-01-10', zone: 'AoE\u0000' }],
    });
    const clean = importedEvent('csv', 'line 3');
    const result = cleanResult({ format: 'csv', path: 'x', records: 2, events: [event, clean], rates: [], notes: [] });
    expect(result.events[0]).toMatchObject({
      name: 'Data Days',
      city: 'Berlin',
      subTopics: ['AI', 'ML'],
      deadlines: [{ zone: 'AoE' }],
    });
    expect(result.events[0]!.source).toBe(result.events[0]!.sources[0]);
    expect(result.events[1]).toBe(clean);
    expect(result.notes.map((note) => note.detail)).toEqual([
      'control characters removed from name',
      'control characters removed from subTopics',
      'control characters removed from city',
      'control characters removed from deadlines.zone',
    ]);
  });

  it('writes no control character to the source file', () => {
    const csv = join(dir, 'controls.csv');
    writeFileSync(
      csv,
      'name,topics,start_date,end_date,city,country\n"Data\u0000 Days\u0007\u001b",AI\u001b,2027-05-03,2027-05-05,Berlin,Germany\n',
    );
    const out = join(dir, 'controls.sqlite');
    const { report } = runImport({ from: [{ format: 'csv', path: csv }], out });
    expect(report.sources[0]!.notes).toMatchObject({ text_cleaned: 2 });
    const db = new Database(out, { readonly: true });
    const row = db.prepare('SELECT name, topic FROM events').get();
    db.close();
    expect(row).toEqual({ name: 'Data Days', topic: 'AI' });
  });
});

describe('the report printed', () => {
  it('prints no control character of a record id or a reason', () => {
    const csv = join(dir, 'refused.csv');
    // A second line that gives an event: a source that gives none fails the import.
    writeFileSync(
      csv,
      'id,name,topics,start_date,end_date,city,country\n"\u001b]0;title\u0007x",Data Days,AI,,,,\nok,Other Days,AI,2027-05-03,2027-05-05,Berlin,Germany\n',
    );
    const { report, reportPath } = runImport({
      from: [{ format: 'csv', path: csv }],
      out: join(dir, 'refused.sqlite'),
    });
    const lines = importReportText(report, reportPath);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}refused csv \]0;titlex: /));
    expect(lines.filter((line) => /\p{Cc}/u.test(line))).toEqual([]);
  });
});
