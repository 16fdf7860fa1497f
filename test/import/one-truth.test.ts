/**
 * One edition under all its names, the right year and the most precise dates, open only for
 * papers, subjects from what a venue is (docs/importers.md, Merging, Values, Subjects): the public
 * trackers' records of each example, excerpts under test/fixtures/formats/one-truth (NOTICE),
 * imported together as an operator does.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-one-truth-');
afterAll(cleanup);

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'one-truth');
const FROM = [
  { format: 'ccf-deadlines', path: join(FIXTURE, 'ccf') },
  { format: 'confs-tech', path: join(FIXTURE, 'confs') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'hf') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'sec') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'plse') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'blockchain') },
  { format: 'ai-deadlines', path: join(FIXTURE, 'python') },
];

const out = join(dir, 'source.sqlite');
const { report } = runImport({ from: FROM, out, verified: '2026-11-26' });
const db = new Database(out, { readonly: true });
afterAll(() => db.close());

interface Row {
  id: number;
  name: string;
  acronym: string | null;
  start_date: string | null;
  end_date: string | null;
  sub_topic: string | null;
}

/** The events whose records include one of these ids. */
function eventsOf(...recordIds: string[]): Row[] {
  const marks = recordIds.map(() => '?').join(', ');
  return db
    .prepare(
      `SELECT DISTINCT e.id, e.name, e.acronym, e.start_date, e.end_date, e.sub_topic FROM events e
       JOIN event_sources s ON s.event_id = e.id WHERE s.record_id IN (${marks})`,
    )
    .all(...recordIds) as Row[];
}

const noteOf = (code: string, recordId: string) =>
  report.notes.filter((note) => note.code === code && note.recordId.endsWith(recordId));

describe('one edition under all its names', () => {
  it('merges CSFW and IEEE CSF, SIGOPS ATC and ATC, ESEC/FSE and FSE of one year', () => {
    expect(eventsOf('csfw26', '_data/conferences.yml#csf26summer')).toHaveLength(1);
    expect(eventsOf('atc2026', '_data/conferences.yml#ATC 2026')).toHaveLength(1);
    expect(eventsOf('fse27', '_data/conferences.yml#ESEC/FSE 2027')).toHaveLength(1);
    expect(report.merges.map((merge) => merge.by)).toEqual(
      expect.arrayContaining(['edition csf 2026', 'edition atc 2026', 'edition fse 2027']),
    );
  });

  it('merges a record without an acronym by folded name, start date and city', () => {
    const [event, ...more] = eventsOf('2026/python#DjangoCon US', '_data/conferences.yml#DjangoCon US 2026');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ start_date: '2026-08-24', end_date: '2026-08-28' });
    expect(report.merges.some((merge) => merge.by === 'name, start and city')).toBe(true);
  });
});

describe('each value from the source that knows it best', () => {
  it('keeps the range of days where another source writes one day inside it (NeurIPS 2026)', () => {
    expect(eventsOf('nips26')).toEqual([expect.objectContaining({ start_date: '2026-12-06', end_date: '2026-12-12' })]);
    expect(report.dates.find((choice) => choice.acronym === 'NeurIPS 2026')).toMatchObject({
      kept: '2026-12-06 2026-12-12',
      by: 'agreement',
      given: [
        { dates: '2026-12-06 2026-12-06', records: ['nips26'], agreeing: 1 },
        { dates: '2026-12-06 2026-12-12', records: ['src/data/conferences/neurips.yml#neurips26'], agreeing: 2 },
      ],
    });
  });

  it('moves dates written a year off when acronym, id and deadlines agree on another (Euro-Par, SIGMOD)', () => {
    expect(eventsOf('euro-par24')[0]).toMatchObject({ start_date: '2024-08-28', end_date: '2024-08-30' });
    expect(eventsOf('sigmod23')[0]).toMatchObject({ start_date: '2023-06-18', end_date: '2023-06-23' });
    expect(noteOf('dates_year_fixed', 'euro-par24')[0]?.detail).toBe(
      'read as of 2024: the years named are 2023 (1), 2024 (3)',
    );
  });
});

describe('open only for papers', () => {
  it('leaves out a paper deadline after the start, and says so (UbiComp 2026 round 4)', () => {
    const papers = db
      .prepare(
        `SELECT d.round, d.due FROM deadlines d JOIN event_sources s ON s.event_id = d.event_id
         WHERE s.record_id = 'ubicomp26' AND d.kind = 'paper' ORDER BY d.due`,
      )
      .all() as { round: number; due: string }[];
    expect(papers.map((paper) => paper.due.slice(0, 10))).not.toContain('2026-11-01');
    expect(papers.every((paper) => paper.due.slice(0, 10) <= '2026-10-11')).toBe(true);
    expect(noteOf('deadline_after_start', 'ubicomp26').map((note) => note.detail)).toEqual([
      'the paper of round 4 is due after the start (2026-10-11)',
    ]);
  });
});

describe('subjects from what a venue is', () => {
  it("gives ISSTA 2027, listed only by a security tracker, its series' own field", () => {
    expect(eventsOf('_data/conferences.yml#ISSTA 2027')[0]?.sub_topic).toBe('Software Engineering');
    const change = (report as { subjects?: { acronym: string | null; dropped: string[] }[] }).subjects?.find(
      (one) => one.acronym === 'ISSTA 2027',
    );
    expect(change?.dropped).toEqual(['Cybersecurity']);
  });

  it('keeps a security venue the security tracker lists in its field (CCS is not moved)', () => {
    const sec = db
      .prepare(
        `SELECT e.sub_topic FROM events e JOIN event_sources s ON s.event_id = e.id
         WHERE s.record_id LIKE '_data/conferences.yml#%' AND e.acronym LIKE 'CCS %'`,
      )
      .all() as { sub_topic: string }[];
    for (const { sub_topic } of sec) expect(sub_topic).toBe('Cybersecurity');
  });
});
