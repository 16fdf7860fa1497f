/**
 * The other dialects and layouts of the ai-deadlines family (docs/importers.md, ai-deadlines), on
 * hand-made files in the forms the public trackers use: `abbrv` and `date_from` (a recommender
 * systems tracker), a `conferences:` key and a title ending with its year (mlsys-deadlines), a
 * `meta:` beside the list (mir-ai-deadlines), a map of records by id with a timeline
 * (tobna/ai-deadlines), a venues file (an HCI tracker). Places and dates the trackers write that
 * other readers refuse are read: US "City, State", Washington DC, dates with a time, a text range
 * with a note after it, a year or a month alone; a place whose country cannot be read is kept.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import type { FormatResult } from '../../src/import/record.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { importContext, recordOf } from './context.js';

const DIALECTS = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'ai-deadlines-family', 'dialects');
const read = (tracker: string) => readAiDeadlines(join(DIALECTS, tracker), importContext());
const codesOf = (result: FormatResult, recordId: string) =>
  result.notes.filter((note) => note.recordId === recordId).map((note) => note.code);

describe('abbrv, name, date_from, date_to and location', () => {
  const result = read('abbrv');

  it('reads the acronym from abbrv, the full name from name, the year from the start, a date with a time', () => {
    expect(recordOf(result.events, '_data/conferences.yml#RecSys 2027')).toMatchObject({
      acronym: 'RecSys 2027',
      name: 'Recommender Systems',
      start: '2027-09-20',
      end: '2027-09-24',
      precision: 'day',
      city: 'Miami',
      region: 'Florida',
      country: 'United States',
      website: 'https://recsys.acm.org/recsys27',
    });
  });

  it('reads a US place written "City, State" in the old abbreviations, and Washington DC', () => {
    expect(recordOf(result.events, '_data/conferences.yml#UMAP 2027')).toMatchObject({
      city: 'Chicago',
      region: 'Illinois',
      country: 'United States',
    });
    expect(recordOf(result.events, '_data/conferences.yml#TRUST 2027')).toMatchObject({
      city: 'Washington',
      region: 'District of Columbia',
      precision: 'month',
      start: '2027-05-01',
      end: '2027-05-31',
    });
  });

  it('reads a date range with a note after it, and keeps a place whose country cannot be read as its venue', () => {
    expect(recordOf(result.events, '_data/conferences.yml#ICPC-ERA 2027')).toMatchObject({
      start: '2027-04-26',
      end: '2027-04-27',
      country: null,
      city: null,
      venue: 'Bocconi University',
    });
    expect(codesOf(result, '_data/conferences.yml#ICPC-ERA 2027')).toContain('place_unknown');
  });

  it('reads a year alone as dates not known yet, and "Not Yet" as a place not chosen yet', () => {
    expect(recordOf(result.events, '_data/conferences.yml#PLSC 2026')).toMatchObject({
      precision: 'unknown',
      start: null,
      country: null,
      venue: null,
    });
  });

  it('refuses no record', () => {
    expect(result.records).toBe(5);
    expect(result.events).toHaveLength(5);
  });
});

describe('other layouts', () => {
  it('reads a folder of files with a conferences: key, a title ending with its year apart from it', () => {
    const result = read('conferences-key');
    const osdi = recordOf(result.events, 'src/conferences/osdi.yaml#osdi2027');
    expect(osdi).toMatchObject({ acronym: 'OSDI 2027', series: 'OSDI', subTopics: ['Systems', 'Operating Systems'] });
    expect(recordOf(result.events, 'src/conferences/osdi.yaml#osdi2025').subTopics).toEqual([
      'Systems',
      'Computer Architecture',
    ]);
  });

  it('reads data/conferences.yml with meta: beside its list; estimated deadlines are left out', () => {
    const result = read('meta');
    expect(recordOf(result.events, 'data/conferences.yml#ismir2026')).toMatchObject({
      acronym: 'ISMIR 2026',
      subTopics: ['Music', 'Artificial Intelligence'],
      country: 'UAE',
      deadlines: [{ kind: 'paper', round: 1, due: '2026-04-10T23:59:00', zone: 'AoE' }],
    });
    expect(recordOf(result.events, 'data/conferences.yml#icassp2027')).toMatchObject({
      precision: 'month',
      deadlines: [],
    });
  });

  it('reads a map of records by id, a timeline of due times by key and its notes, the end before the start as dates not known', () => {
    const result = read('by-id');
    const lrec = recordOf(result.events, 'conferences/lrec.yaml#lrec2026');
    expect(lrec).toMatchObject({
      acronym: 'LREC 2026',
      name: 'Language Resources and Evaluation Conference',
      coreRank: 'B',
      subTopics: ['Natural Language Processing'],
      deadlines: [
        { kind: 'abstract', round: 1, due: '2025-10-18T11:59:59', zone: 'UTC' },
        { kind: 'paper', round: 1, due: '2025-10-25T11:59:59', zone: 'UTC' },
      ],
      tracks: [
        { name: 'Journal First', deadlines: [{ kind: 'paper', round: 1, due: '2025-12-01T11:59:59', zone: 'UTC' }] },
      ],
    });
    expect(recordOf(result.events, 'conferences/lrec.yaml#ecai2024')).toMatchObject({ precision: 'unknown' });
    expect(result.events).toHaveLength(2);
  });

  it('reads a venues file: abbreviation, paper_deadline, conference_start; a journal is left out', () => {
    const result = read('venues');
    expect(recordOf(result.events, 'src/data/venues.yaml#chi-2027')).toMatchObject({
      acronym: 'CHI 2027',
      start: '2027-05-10',
      city: 'Pittsburgh',
      subTopics: ['Human-Computer Interaction', 'Accessibility'],
      website: 'https://chi2027.acm.org',
    });
    expect(result.events).toHaveLength(1);
    expect(result).toMatchObject({ records: 2, leftOut: 1 });
  });
});
