/** The iCalendar importer (docs/importers.md, ics). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIcs } from '../../src/import/ics.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext, recordOf } from './context.js';

const result = readIcs(FIXTURES.ics, importContext());

describe('the iCalendar importer', () => {
  it('reads each VEVENT as an event: dates (DTEND exclusive), place, categories, acronym in the name', () => {
    expect(result).toMatchObject({ records: 3 });
    expect(recordOf(result.events, 'icml-2027@tracker.example.org')).toMatchObject({
      name: 'International Conference on Machine Learning (ICML 2027)',
      acronym: 'ICML 2027',
      type: 'conference',
      topics: ['Computer Science'],
      subTopics: ['Machine Learning'],
      start: '2027-07-12',
      end: '2027-07-18',
      city: 'Seoul',
      country: 'South Korea',
      website: 'https://icml.cc/Conferences/2027',
    });
    expect(recordOf(result.events, 'pydata-online@tracker.example.org')).toMatchObject({
      format: 'online',
      country: null,
      start: '2027-03-01',
      end: '2027-03-01',
    });
  });

  it('reads a deadline VEVENT as a deadline of its event, in its TZID or UTC', () => {
    expect(recordOf(result.events, 'icml-2027@tracker.example.org').deadlines).toEqual([
      { kind: 'paper', round: 1, due: '2027-01-30T16:00:00', zone: 'America/Los_Angeles' },
      { kind: 'abstract', round: 1, due: '2027-01-24T11:59:59', zone: 'UTC' },
    ]);
  });

  it('refuses a VEVENT without a place, with its reason', () => {
    expect(result.notes).toContainEqual(
      expect.objectContaining({ recordId: 'nowhere@tracker.example.org', code: 'record_refused' }),
    );
  });

  it('refuses a file that is not iCalendar, with its reason', () => {
    const bad = readIcs(FIXTURES.csv, importContext());
    expect(bad.events).toEqual([]);
    expect(bad.notes[0]).toMatchObject({ code: 'file_refused', detail: expect.stringMatching(/^not iCalendar/) });
  });
});

describe('the iCalendar importer on data checks', () => {
  const { dir, cleanup } = tempDir('confdir-ics-');
  afterAll(cleanup);
  const vevent = (uid: string, start: string, end: string, summary = `Event ${uid}`) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART${start}`,
    `DTEND${end}`,
    `SUMMARY:${summary}`,
    'LOCATION:Berlin, Germany',
    'END:VEVENT',
  ];
  const calendar = (...vevents: string[][]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...vevents.flat(), 'END:VCALENDAR', ''].join('\r\n');

  it('refuses an impossible date, naming the record, instead of rolling it over', () => {
    const path = join(dir, 'impossible.ics');
    writeFileSync(
      path,
      calendar(
        vevent('leap', ';VALUE=DATE:20260229', ';VALUE=DATE:20260302'),
        vevent('month', ':20261399T101000Z', ':20261399T121000Z'),
        vevent('end', ';VALUE=DATE:20260301', ';VALUE=DATE:20260231'),
        vevent('real', ';VALUE=DATE:20280229', ';VALUE=DATE:20280301'),
        vevent('deadline', ':20260230T120000Z', ':20260230T120000Z', 'Paper deadline: Event real'),
      ),
    );
    const read = readIcs(path, importContext());
    expect(read.events.map((event) => [event.source.recordId, event.start])).toEqual([['real', '2028-02-29']]);
    expect(read.notes.map((note) => [note.recordId, note.code, note.value, note.detail])).toEqual([
      ['leap', 'record_refused', '2026-02-29', 'DTSTART is no real date'],
      ['month', 'record_refused', '2026-13-99T10:10:00Z', 'DTSTART is no real date'],
      ['end', 'record_refused', '2026-02-31', 'DTEND is no real date'],
      ['deadline', 'deadline_skipped', '2026-02-30T12:00:00Z', 'DTSTART is no real date'],
    ]);
  });

  it('reads a file that starts with a byte order mark', () => {
    const path = join(dir, 'bom.ics');
    writeFileSync(path, `\uFEFF${calendar(vevent('bom', ';VALUE=DATE:20270301', ';VALUE=DATE:20270302'))}`);
    expect(readIcs(path, importContext()).events.map((event) => event.source.recordId)).toEqual(['bom']);
  });
});
