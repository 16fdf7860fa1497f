/**
 * The ai-deadlines importer on the trackers of the family (docs/importers.md, ai-deadlines): excerpts
 * of paperswithcode/ai-deadlines, python-deadlines and khongsomeo/ai-deadlines (NOTICE), hand-made
 * records in the sec-deadlines form (its repository has no licence), and a hand-made file of the
 * spellings of the other forks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { runImport } from '../../src/import/index.js';
import type { FormatResult } from '../../src/import/record.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { importContext, recordOf } from './context.js';

const FAMILY = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'ai-deadlines-family');
const read = (tracker: string) => readAiDeadlines(join(FAMILY, tracker), importContext());
const notesOf = (result: FormatResult, recordId: string) =>
  result.notes.filter((note) => note.recordId === recordId).map(({ code, value, detail }) => ({ code, value, detail }));

describe('the original layout (_data/conferences.yml)', () => {
  const result = read('paperswithcode');

  it('reads each edition, with its sub as a sub-topic named in _data/types.yml and its record named by file and id', () => {
    expect(result).toMatchObject({ records: 2, rates: [] });
    expect(recordOf(result.events, '_data/conferences.yml#emnlp24')).toMatchObject({
      acronym: 'EMNLP 2024',
      topics: ['Computer Science'],
      subTopics: ['Natural Language Processing'],
      start: '2024-11-12',
      city: 'Miami',
      region: 'Florida',
      country: 'United States',
      deadlines: [{ kind: 'paper', round: 1, due: '2024-06-15T23:59:00', zone: 'UTC-12:00' }],
    });
  });

  it('reads the date text when the end is before the start', () => {
    expect(recordOf(result.events, '_data/conferences.yml#neurips24')).toMatchObject({
      start: '2024-12-09',
      end: '2024-12-15',
    });
  });
});

describe('the sec-deadlines form', () => {
  const result = read('sec-deadlines');

  it('reads name and description, a list of deadlines as rounds in AoE, and the tags: topics, kind and CORE rank', () => {
    const ccs = recordOf(result.events, '_data/conferences.yml#SECSYM 2026');
    expect(ccs).toMatchObject({
      name: 'Symposium on Example Security',
      acronym: 'SECSYM 2026',
      type: 'conference',
      subTopics: ['Cybersecurity', 'Privacy'],
      coreRank: 'A*',
      ranks: [{ system: 'CORE', edition: null, value: 'A*', sourceUrl: null }],
      city: 'The Hague',
      country: 'Netherlands',
      start: '2026-11-15',
      end: '2026-11-19',
    });
    expect(ccs.deadlines).toEqual([
      { kind: 'paper', round: 1, due: '2026-01-14T23:59:00', zone: 'AoE' },
      { kind: 'paper', round: 2, due: '2026-04-29T23:59:00', zone: 'AoE' },
    ]);
  });

  it('keeps an edition whose dates are not known yet (date TBA)', () => {
    expect(recordOf(result.events, '_data/conferences.yml#PRIVSYM 2027')).toMatchObject({
      precision: 'unknown',
      start: null,
      coreRank: 'A',
      subTopics: ['Privacy'],
    });
  });
});

describe('the python-deadlines form', () => {
  const result = read('python-deadlines');

  it('reads conference, cfp_ext over cfp (noted), an online place, and keeps workshop and tutorial deadlines as tracks', () => {
    const pydata = recordOf(result.events, '_data/conferences.yml#PyData Global 2026');
    expect(pydata).toMatchObject({
      topics: ['Software Development'],
      subTopics: ['Python for Data'],
      format: 'online',
      country: null,
      deadlines: [{ kind: 'paper', round: 1, due: '2026-08-24T23:59:00', zone: 'AoE' }],
    });
    expect(pydata.tracks?.map((track) => track.name)).toEqual(['Workshops', 'Tutorials']);
    expect(notesOf(result, '_data/conferences.yml#PyData Global 2026').map((note) => note.detail)).toEqual([
      'the first paper deadline, extended (cfp_ext)',
    ]);
  });

  it('keeps a call not known yet (cfp TBA) as no deadline, noted', () => {
    expect(recordOf(result.events, '_data/conferences.yml#PyCon Austria 2027').deadlines).toEqual([]);
    expect(notesOf(result, '_data/conferences.yml#PyCon Austria 2027')).toEqual([
      { code: 'deadline_tbd', value: 'TBA', detail: 'paper not known yet' },
    ]);
  });
});

describe('the Hugging Face layout of khongsomeo/ai-deadlines', () => {
  const result = read('khongsomeo');

  it('reads rankings as objects: system, edition and address, and the format', () => {
    expect(recordOf(result.events, 'src/data/conferences/acl.yml#acl27')).toMatchObject({
      coreRank: 'A*',
      ranks: [
        { system: 'CORE', edition: '2026', value: 'A*', sourceUrl: 'https://portal.core.edu.au/conf-ranks/196/' },
      ],
      format: 'hybrid',
      city: null,
      country: 'Japan',
      venue: null,
    });
  });

  it('reads "Virtually" as online, whatever the format says', () => {
    expect(recordOf(result.events, 'src/data/conferences/icpr.yml#icpr27')).toMatchObject({
      format: 'online',
      country: null,
      city: null,
    });
  });

  it('keeps an edition whose place is not chosen yet, the place unknown and noted', () => {
    expect(recordOf(result.events, 'src/data/conferences/sigdial.yml#sigdial27')).toMatchObject({
      country: null,
      city: null,
      format: 'hybrid',
      precision: 'unknown',
    });
    expect(notesOf(result, 'src/data/conferences/sigdial.yml#sigdial27').map((note) => note.code)).toContain(
      'place_unknown',
    );
  });

  it("keeps CHI 2027's resubmission and poster rounds as its tracks', not as calls for new papers", () => {
    const chi = recordOf(result.events, 'src/data/conferences/chi.yml#chi27');
    const zone = 'UTC-12:00';
    expect(chi.deadlines).toEqual([
      { kind: 'paper', round: 1, due: '2026-09-10T23:59:00', zone },
      { kind: 'notification', round: 1, due: '2026-12-17T07:59:00', zone },
    ]);
    expect(chi.tracks).toEqual([
      { name: 'Revisions', deadlines: [{ kind: 'paper', round: 1, due: '2026-12-03T23:59:00', zone }] },
      {
        name: 'Posters',
        deadlines: [
          { kind: 'paper', round: 1, due: '2027-01-21T23:59:00', zone },
          { kind: 'notification', round: 1, due: '2027-02-18T07:59:00', zone },
        ],
      },
    ]);
    expect(
      notesOf(result, 'src/data/conferences/chi.yml#chi27').filter((note) => note.code === 'deadline_track'),
    ).toHaveLength(3);
  });

  it("keeps NDSS 2027's two cycles as rounds and their resubmissions of major revisions as a track", () => {
    const ndss = recordOf(result.events, 'src/data/conferences/ndss.yml#ndss27');
    expect(ndss.deadlines.filter((deadline) => deadline.kind === 'paper').map((deadline) => deadline.due)).toEqual([
      '2026-05-06T23:59:00',
      '2026-08-19T23:59:00',
    ]);
    expect(ndss.tracks?.map((track) => [track.name, track.deadlines.map((deadline) => deadline.due)])).toEqual([
      ['Revisions', ['2026-08-19T23:59:00', '2026-12-02T23:59:00', '2026-09-02T07:59:00', '2026-12-16T07:59:00']],
    ]);
  });

  it('reads every record of the excerpt', () => {
    expect(result.records).toBe(result.events.length);
  });
});

describe('the spellings of the other forks (a hand-made file)', () => {
  const result = read('hand-made');

  it('refuses the record of a file that holds a line YAML cannot read, and reads the others', () => {
    const refused = result.notes.filter((note) => note.code === 'record_refused');
    expect(refused.find((note) => note.recordId === '_data/archive.yml#1')?.detail).toMatch(
      /^YAML that cannot be read \(line \d+/,
    );
    expect(result.records).toBe(6);
  });

  it('reads a zone with its gloss, a list of deadlines, "abstract deadline", a comma sub, ranks of every system and Curaçao', () => {
    expect(recordOf(result.events, '_data/conferences.yml#zones27')).toMatchObject({
      topics: ['Computer Science'],
      subTopics: ['Machine Learning', 'Natural Language Processing'],
      country: 'Curaçao',
      city: 'Willemstad',
      coreRank: 'A',
      ccfRank: 'B',
      ranks: [
        { system: 'CCF', edition: null, value: 'B', sourceUrl: null },
        { system: 'CORE', edition: null, value: 'A', sourceUrl: null },
        { system: 'ERA', edition: null, value: 'A', sourceUrl: null },
        { system: 'h5-index', edition: null, value: '41', sourceUrl: null },
      ],
      deadlines: [
        { kind: 'abstract', round: 1, due: '2026-10-26T23:59:59', zone: 'AoE' },
        { kind: 'paper', round: 1, due: '2026-11-02T23:59:00', zone: 'AoE' },
        { kind: 'paper', round: 2, due: '2027-01-20T23:59:00', zone: 'AoE' },
      ],
    });
  });

  it('reads "UTC-7 (PT)" as its offset, YYYY-M-DD, name, url, description, a workshop tag, and keeps "Location TBC" unknown', () => {
    expect(recordOf(result.events, '_data/conferences.yml#PACIFIC 2027')).toMatchObject({
      name: 'Pacific Time Symposium',
      website: 'https://pacific.example.org/',
      type: 'workshop',
      subTopics: ['Machine Learning'],
      coreRank: 'B',
      country: null,
      format: null,
      deadlines: [{ kind: 'paper', round: 1, due: '2027-02-05T17:00:00', zone: 'UTC-07:00' }],
    });
  });

  it('reads a free-text deadline ("Jan 07, Apr 22") in the year before the start, "PTD" as Pacific time, and a hybrid place not chosen yet', () => {
    expect(recordOf(result.events, '_data/conferences.yml#FREETEXT 2027')).toMatchObject({
      format: 'hybrid',
      country: null,
      deadlines: [
        { kind: 'paper', round: 1, due: '2027-01-07', zone: 'America/Los_Angeles' },
        { kind: 'paper', round: 2, due: '2027-04-22', zone: 'America/Los_Angeles' },
      ],
    });
  });

  it('refuses a date that does not exist (2026-02-29) with the record named, never rolled over nor unknown', () => {
    expect(result.events.some((event) => event.sources[0]!.recordId === '_data/conferences.yml#leap26')).toBe(false);
    expect(notesOf(result, '_data/conferences.yml#leap26')).toEqual([
      { code: 'record_refused', value: '2026-02-29', detail: 'start: a date that does not exist' },
    ]);
  });

  it('takes the offset of an ISO 8601 due time, and leaves out a deadline whose zone names none (TBD), noted', () => {
    expect(recordOf(result.events, '_data/conferences.yml#nozone27')).toMatchObject({
      format: 'online',
      deadlines: [{ kind: 'paper', round: 1, due: '2026-12-01T12:00:00', zone: 'UTC+02:00' }],
    });
    expect(notesOf(result, '_data/conferences.yml#nozone27')).toEqual([
      { code: 'deadline_skipped', value: 'TBD', detail: 'a time zone that names no zone' },
    ]);
  });
});

describe('a folder of no tracker', () => {
  it('stops with the layouts it looked for', () => {
    expect(() => read('nowhere')).toThrow(/none of src\/data\/conferences, _data\/conferences\.yml, conferences\//);
  });
});

describe('the address of a record', () => {
  it('is its file on GitHub when the checkout names its origin there, else none', () => {
    const root = mkdtempSync(join(tmpdir(), 'tracker-'));
    try {
      mkdirSync(join(root, '.git'));
      mkdirSync(join(root, '_data'));
      writeFileSync(join(root, '.git', 'config'), '[remote "origin"]\n\turl = git@github.com:example/deadlines.git\n');
      writeFileSync(join(root, '_data', 'conferences.yml'), '- title: ONE\n  year: 2027\n  place: Berlin, Germany\n');
      expect(readAiDeadlines(root, importContext()).events[0]!.source).toEqual({
        name: 'ai-deadlines',
        recordId: '_data/conferences.yml#ONE 2027',
        url: 'https://github.com/example/deadlines/blob/HEAD/_data/conferences.yml',
      });
      expect(read('paperswithcode').events[0]!.source.url).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the address of a file whose name has a space', () => {
  it('is encoded, so the builder takes it (tobna/ai-deadlines "conferences/ieee cec.yaml")', () => {
    const root = mkdtempSync(join(tmpdir(), 'tracker-'));
    try {
      mkdirSync(join(root, '.git'));
      mkdirSync(join(root, 'conferences'));
      writeFileSync(join(root, '.git', 'config'), '[remote "origin"]\n\turl = https://github.com/example/deadlines\n');
      writeFileSync(
        join(root, 'conferences', 'ieee cec.yaml'),
        '- title: CEC\n  year: 2027\n  place: Berlin, Germany\n',
      );
      expect(readAiDeadlines(root, importContext()).events[0]!.source.url).toBe(
        'https://github.com/example/deadlines/blob/HEAD/conferences/ieee%20cec.yaml',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the source file written', () => {
  it('writes a place not chosen yet as the country TBD, and names each source licence in the report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-'));
    try {
      const out = join(dir, 'family.sqlite');
      const { report } = runImport({ from: [{ format: 'ai-deadlines', path: join(FAMILY, 'hand-made') }], out });
      expect(report.licences).toEqual([
        { format: 'ai-deadlines', path: join(FAMILY, 'hand-made'), licence: null, file: null },
      ]);
      const db = new Database(out, { readonly: true });
      const rows = db.prepare('SELECT acronym, country, city, format FROM events ORDER BY acronym').all();
      db.close();
      expect(rows).toContainEqual({ acronym: 'PACIFIC 2027', country: 'TBD', city: null, format: null });
      expect(rows).toContainEqual({ acronym: 'FREETEXT 2027', country: 'TBD', city: null, format: 'hybrid' });
      expect(rows).toContainEqual({ acronym: 'NOZONE 2027', country: null, city: null, format: 'online' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
