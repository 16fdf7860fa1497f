/**
 * Each value from the sources that agree (docs/importers.md, Merging, Values): an edition's dates
 * are those most of its sources agree with, and a year its records split on evenly decides no merge.
 * The public trackers' records of each example, excerpts under test/fixtures/formats/agreement
 * (NOTICE), imported together in the order the public import reads them (ccf-deadlines first).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-agreement-');
afterAll(cleanup);

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'agreement');
const FROM = [
  { format: 'ccf-deadlines', path: join(FIXTURE, 'ccf') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'ds') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'hci') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'hf') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'khongsomeo') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'pwc') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'tobna') },
];

const out = join(dir, 'source.sqlite');
const { report } = runImport({ from: FROM, out, verified: '2026-11-26' });
const db = new Database(out, { readonly: true });
afterAll(() => db.close());

interface Row {
  acronym: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** The events whose records include one of these ids, with the ids of their records. */
function eventsOf(...recordIds: string[]): (Row & { records: string })[] {
  const marks = recordIds.map(() => '?').join(', ');
  return db
    .prepare(
      `SELECT e.acronym, e.start_date, e.end_date,
         (SELECT group_concat(record_id, ' ') FROM event_sources WHERE event_id = e.id) AS records
       FROM events e WHERE e.id IN (SELECT event_id FROM event_sources WHERE record_id IN (${marks}))`,
    )
    .all(...recordIds) as (Row & { records: string })[];
}

const choiceOf = (acronym: string) => report.dates.find((choice) => choice.acronym === acronym);

describe('dates most sources agree with', () => {
  it('keeps ICLR 2026 on April 23-27, given by two trackers, over the first source May 1-5', () => {
    expect(eventsOf('iclr26')).toEqual([
      expect.objectContaining({ acronym: 'ICLR 2026', start_date: '2026-04-23', end_date: '2026-04-27' }),
    ]);
    expect(choiceOf('ICLR 2026')).toMatchObject({
      kept: '2026-04-23 2026-04-27',
      by: 'agreement',
      given: [
        { dates: '2026-05-01 2026-05-05', records: ['iclr26'], agreeing: 1 },
        {
          dates: '2026-04-23 2026-04-27',
          records: ['src/data/conferences/iclr.yml#iclr26', 'conferences/iclr.yaml#iclr2026'],
          agreeing: 2,
        },
      ],
    });
  });

  it('keeps NeurIPS 2023 on December 10-16: the main days of another tracker agree with them', () => {
    expect(eventsOf('nips23')).toEqual([
      expect.objectContaining({ acronym: 'NeurIPS 2023', start_date: '2023-12-10', end_date: '2023-12-16' }),
    ]);
    expect(choiceOf('NeurIPS 2023')).toMatchObject({
      kept: '2023-12-10 2023-12-16',
      by: 'agreement',
      given: [
        { dates: '2023-11-28 2023-12-09', records: ['nips23'], agreeing: 1 },
        { dates: '2023-12-10 2023-12-16', records: ['_data/conferences.yml#neurips23'], agreeing: 2 },
        { dates: '2023-12-12 2023-12-14', records: ['conferences/neurips.yaml#neurips2023'], agreeing: 1 },
      ],
    });
  });
});

describe('a year its records split on evenly', () => {
  it('keeps CIKM 2020, dated October 2021, apart from CIKM 2021, and warns of it', () => {
    const [cikm2020, ...more] = eventsOf('cikm20');
    expect(more).toEqual([]);
    expect(cikm2020).toMatchObject({ acronym: 'CIKM 2020', start_date: '2021-10-19' });
    expect(cikm2020!.records.split(' ').sort()).toEqual(['cikm20', 'conferences/cikm.yaml#cikm2020']);
    const [cikm2021] = eventsOf('cikm21');
    expect(cikm2021!.records.split(' ').sort()).toEqual([
      '_data/conferences.yml#cikm21',
      'cikm21',
      'conferences/cikm.yaml#cikm2021',
    ]);
    const warned = report.notes.filter((note) => note.code === 'year_disagrees' && note.recordId === 'cikm20');
    expect(warned.map((note) => note.detail)).toEqual(['kept as of 2021: the years named are 2021 (2), 2020 (2)']);
  });

  it('joins a "FAccT 2025" dated and due as FAccT 2026 to FAccT 2026, not to FAccT 2025, due a year earlier', () => {
    const [facct2026, ...more] = eventsOf('src/data/conferences/facct.yml#facct26');
    expect(more).toEqual([]);
    expect(facct2026!.records.split(' ').sort()).toEqual([
      'conferences/facct.yaml#facct2025',
      'src/data/conferences/facct.yml#facct26',
    ]);
    expect(eventsOf('_data/conferences.yml#facct25')).toEqual([
      expect.objectContaining({ acronym: 'FAccT 2025', start_date: null, records: '_data/conferences.yml#facct25' }),
    ]);
  });

  it('joins a "FOCS 2025" dated and due as FOCS 2024 to FOCS 2024: their deadlines agree', () => {
    const [focs, ...more] = eventsOf('focs24');
    expect(more).toEqual([]);
    expect(focs).toMatchObject({ acronym: 'FOCS 2024', start_date: '2024-10-27', end_date: '2024-10-30' });
    expect(focs!.records.split(' ').sort()).toEqual(['_data/conferences.yml#focs25', 'focs24']);
  });
});
