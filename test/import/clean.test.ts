/** Control characters out of every text an importer read, before anything is written (docs/importers.md, Values). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanResult, cleanText } from '../../src/import/clean.js';
import { importReportText, runImport } from '../../src/import/index.js';
import { DEFAULT_TEXT_BOUND, TEXT_BOUNDS } from '../../src/source/text-bounds.js';
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
      'control or invisible characters removed from name',
      'control or invisible characters removed from subTopics',
      'control or invisible characters removed from city',
      'control or invisible characters removed from deadlines.zone',
    ]);
  });

  it('reads the character references a page template left in a name, noted, and no other', () => {
    const event = importedEvent('ai-deadlines', 'eurosp24', {
      name: 'IEEE EuroS&amp;P &#8211; Vienna &#x26; online &lt;3',
      acronym: 'EuroS&amp;P',
      city: 'Wien &#0; &#xD800; &#1114112; &nbsp; &amp',
      website: 'https://example.org/?a=1&amp;b=2',
    });
    const result = cleanResult({
      format: 'ai-deadlines',
      path: 'x',
      records: 1,
      events: [event],
      rates: [],
      notes: [],
    });
    expect(result.events[0]).toMatchObject({
      name: 'IEEE EuroS&P – Vienna & online <3',
      acronym: 'EuroS&P',
      // A reference to no character, a named HTML one and an unended one are left as written.
      city: 'Wien &#0; &#xD800; &#1114112; &nbsp; &amp',
      // Only the one-line fields: an address is left as written.
      website: 'https://example.org/?a=1&amp;b=2',
    });
    expect(result.notes.map((note) => note.detail)).toEqual([
      'character references read in name',
      'character references read in acronym',
    ]);
  });

  it('writes the one-line fields with one space between words, not noted', () => {
    const event = importedEvent('confs-tech', 'cpp', {
      name: 'C++ Russia  Moscow ',
      city: ' Saint  Petersburg',
      aliases: [{ alias: 'C++  Russia', kind: 'name' }],
    });
    const result = cleanResult({ format: 'confs-tech', path: 'x', records: 1, events: [event], rates: [], notes: [] });
    expect(result.events[0]).toMatchObject({
      name: 'C++ Russia Moscow',
      city: 'Saint Petersburg',
      aliases: [{ alias: 'C++ Russia' }],
    });
    expect(result.notes).toEqual([]);
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

describe('bounds and invisible characters', () => {
  it('cuts the name, venue and city to their bounds, each noted with the text as written up to its bound', () => {
    const event = importedEvent('csv', 'line 2', {
      name: 'n'.repeat(TEXT_BOUNDS.name! + 5),
      venue: 'v'.repeat(TEXT_BOUNDS.venue! + 1),
      city: 'c'.repeat(TEXT_BOUNDS.city!),
      aliases: [{ alias: 'a'.repeat(1_000), kind: 'name' }],
    });
    const result = cleanResult({ format: 'csv', path: 'x', records: 1, events: [event], rates: [], notes: [] });
    expect(result.events[0]).toMatchObject({
      name: 'n'.repeat(TEXT_BOUNDS.name!),
      venue: 'v'.repeat(TEXT_BOUNDS.venue!),
      city: 'c'.repeat(TEXT_BOUNDS.city!),
      aliases: [{ alias: 'a'.repeat(DEFAULT_TEXT_BOUND) }],
    });
    expect(result.notes.map((note) => [note.code, note.detail, note.value!.length])).toEqual([
      ['text_cut', `name cut to ${TEXT_BOUNDS.name} characters (of ${TEXT_BOUNDS.name! + 5})`, TEXT_BOUNDS.name! + 1],
      [
        'text_cut',
        `venue cut to ${TEXT_BOUNDS.venue} characters (of ${TEXT_BOUNDS.venue! + 1})`,
        TEXT_BOUNDS.venue! + 1,
      ],
      ['text_cut', `aliases.alias cut to ${DEFAULT_TEXT_BOUND} characters (of 1000)`, DEFAULT_TEXT_BOUND + 1],
    ]);
  });

  it('removes bidirectional overrides and zero-width characters, noted', () => {
    expect(
      cleanText('\u202eData\u200b Days\u2066 \u200c2027\u2069\u200d\u2060\ufeff\u202a\u202b\u202c\u202d\u2067\u2068'),
    ).toBe('Data Days 2027');
    const event = importedEvent('csv', 'line 2', { name: 'Data\u202e Days' });
    const result = cleanResult({ format: 'csv', path: 'x', records: 1, events: [event], rates: [], notes: [] });
    expect(result.events[0]!.name).toBe('Data Days');
    expect(result.notes).toMatchObject([{ code: 'text_cleaned', value: 'Data\u202e Days' }]);
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

  it('names the source of a refusal by its path when several sources share its format', () => {
    const [first, second] = ['first.csv', 'second.csv'].map((name) => join(dir, name));
    const header = 'id,name,topics,start_date,end_date,city,country\n';
    writeFileSync(first!, `${header}ok,Other Days,AI,2027-05-03,2027-05-05,Berlin,Germany\n`);
    writeFileSync(second!, `${header}bad,Data Days,AI,,,,\nfine,More Days,AI,2027-06-03,2027-06-05,Berlin,Germany\n`);
    const { report, reportPath } = runImport({
      from: [
        { format: 'csv', path: first! },
        { format: 'csv', path: second! },
      ],
      out: join(dir, 'two.sqlite'),
    });
    const lines = importReportText(report, reportPath);
    expect(lines.some((line) => line.startsWith(`csv ${second}: 2 records, 1 events, 1 refused`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`  refused csv ${second} bad: `))).toBe(true);
    expect(report.notes.find((note) => note.code === 'record_refused')?.path).toBe(second);
  });
});
