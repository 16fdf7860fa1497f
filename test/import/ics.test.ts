/** The iCalendar importer (docs/importers.md, ics). */
import { describe, expect, it } from 'vitest';
import { readIcs } from '../../src/import/ics.js';
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
    expect(bad.notes[0]).toMatchObject({ code: 'record_refused', detail: expect.stringMatching(/^not iCalendar/) });
  });
});
