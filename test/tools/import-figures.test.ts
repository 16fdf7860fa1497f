/**
 * The figures of a merged import (tools/import-figures.ts, docs/importers.md): counted from a source
 * file written by the importer's writer, its report and a tracker's labels, so that the same counts
 * are taken before and after a change of the importers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportedEvent } from '../../src/import/record.js';
import { writeImportedSource } from '../../src/import/write.js';
import { importFigures } from '../../tools/support/import-figures.js';
import { tempDir } from '../fixtures/source.js';
import { importedEvent } from '../import/context.js';

const { dir, cleanup } = tempDir('confdir-figures-');
afterAll(cleanup);

/** A tracker of the Hugging Face layout whose CHI 2027 labels a resubmission and a poster round. */
const tracker = join(dir, 'tracker');
mkdirSync(join(tracker, 'src', 'data', 'conferences'), { recursive: true });
writeFileSync(
  join(tracker, 'src', 'data', 'conferences', 'chi.yml'),
  `- title: CHI
  year: 2027
  id: chi27
  deadlines:
    - {type: submission, label: (Paper) Submission, date: "2026-09-10 23:59:00"}
    - {type: submission, label: (Paper) Resubmit Deadline, date: "2026-12-03 23:59:00"}
    - {type: submission, label: Poster Submission, date: "2027-01-21 23:59:00"}
`,
);

const paper = (round: number, due: string, zone = 'UTC-12') => ({ kind: 'paper' as const, round, due, zone });
const events: ImportedEvent[] = [
  importedEvent('ai-deadlines', 'src/data/conferences/chi.yml#chi27', {
    acronym: 'CHI 2027',
    topics: ['Computer Science'],
    subTopics: ['Human-Computer Interaction', 'Conference'],
    start: '2027-05-10',
    end: '2027-05-14',
    deadlines: [paper(1, '2026-09-10T23:59:00'), paper(2, '2026-12-03T23:59:00'), paper(3, '2027-01-21T23:59:00')],
  }),
  importedEvent('a', 'asiaccs-a', { acronym: 'ACM ASIACCS 2027', start: '2027-07-12', end: '2027-07-16' }),
  importedEvent('b', 'asiaccs-b', { acronym: 'AsiaCCS 2027', start: '2027-07-12', end: '2027-07-16' }),
  importedEvent('c', 'satml', {
    acronym: 'SaTML 2027',
    start: '2027-05-01',
    end: '2027-05-31',
    subTopics: ['COREA'],
    deadlines: [paper(1, '2026-09-10'), { kind: 'abstract', round: 1, due: '2026-09-12', zone: 'AoE' }],
  }),
  importedEvent('d', 'satml-d', { acronym: 'IEEE SaTML 2027', start: '2027-05-08', end: '2027-05-10' }),
  importedEvent('e', 'satml-2028', { acronym: 'SaTML 2028', start: '2028-05-08', end: '2028-05-10' }),
  importedEvent('f', 'emnlp-demos', {
    acronym: 'EMNLPSystemDemonstrationsTrack 2025',
    name: 'Conference on Empirical Methods in Natural Language Processing (System Demonstrations Track)',
    start: '2025-11-05',
    end: '2025-11-09',
  }),
  importedEvent('g', 'lcss-si', {
    acronym: 'LCSS - SI - CALC 2023',
    name: 'IEEE L-CSS Special Issue - Composite Adaptive and Learning Control',
    start: '2023-09-21',
    end: '2023-09-21',
  }),
];
const source = join(dir, 'source.sqlite');
const temp = writeImportedSource(source, { events, ids: events.map((_, i) => i + 1), rates: [], verified: null });

const report = {
  sources: [
    { format: 'ai-deadlines', path: tracker, records: 3, events: 1 },
    { format: 'ai-deadlines', path: join(dir, 'empty'), records: 0, events: 0 },
  ],
  notes: [
    {
      source: 'ai-deadlines',
      recordId: '_data/conferences.yml#a',
      code: 'record_refused',
      value: 'x',
      detail: 'dates that cannot be read',
    },
    {
      source: 'ai-deadlines',
      recordId: '_data/conferences.yml#b',
      code: 'record_refused',
      value: null,
      detail: 'start: not a date YYYY-MM-DD',
    },
    { source: 'ai-deadlines', recordId: 'c', code: 'deadline_skipped', value: null, detail: 'no kind' },
  ],
};

describe('the figures of an import', () => {
  const figures = importFigures(temp, report, { validRows: 8, invalidRows: 0 }, '2026-11-25');

  it('counts editions listed twice by acronym without its organisation and overlapping dates', () => {
    expect(figures.duplicateGroups).toHaveLength(2);
    expect(figures.duplicateGroups.join('\n')).toContain('ACM ASIACCS 2027');
    expect(figures.sameMonthGroups).toBe(2);
  });

  it('counts rounds its tracker labels as no new papers, and the calls they hold open', () => {
    expect(figures.falseRounds.map((round) => round.split(' ').slice(1, 2).join())).toEqual([
      '2026-12-03T23:59:00',
      '2027-01-21T23:59:00',
    ]);
    expect(figures.falseOpenCalls).toBe(1);
  });

  it('counts tags served as sub-topics, abstracts due after their papers and refusals by reason', () => {
    expect(figures.tagSubTopicEvents).toBe(2);
    expect(figures.tagSubTopics).toEqual(['COREA', 'Conference']);
    expect(figures.lateAbstracts).toBe(1);
    expect(figures.refusedByReason).toEqual([
      ['dates that cannot be read', 1],
      ['not a date YYYY-MM-DD', 1],
    ]);
    expect(figures.family.map((one) => [one.records, one.events])).toEqual([
      [3, 1],
      [0, 0],
    ]);
    expect(figures).toMatchObject({ events: 8, builtEvents: 8, builderRefused: 0 });
  });

  it('counts the editions served with a sub-topic the report says only a foreign tracker gives', () => {
    expect(figures).toMatchObject({ foreignTagEditions: null, foreignTagFirst: null });
    const listed = {
      ...report,
      foreignTags: [
        // CHI 2027 (id 1) is served with Conference: counted; SaTML (id 4) is not served with Security.
        { eventId: 1, acronym: 'CHI 2027', subTopic: 'Conference', trackers: ['x/ml-deadlines'] },
        { eventId: 1, acronym: 'CHI 2027', subTopic: 'human-computer interaction', trackers: ['x/a', 'x/b'] },
        { eventId: 4, acronym: 'SaTML 2027', subTopic: 'Security', trackers: ['x/a'] },
      ],
    };
    expect(importFigures(temp, listed, null, '2026-11-25')).toMatchObject({
      foreignTagEditions: ['CHI 2027: Conference (x/ml-deadlines); human-computer interaction (x/a, x/b)'],
      // Human-Computer Interaction is its first sub-topic.
      foreignTagFirst: 1,
    });
  });

  it('counts journal calls and tracks of an edition served as events', () => {
    expect(figures.journalEvents).toEqual([
      'LCSS - SI - CALC 2023 | IEEE L-CSS Special Issue - Composite Adaptive and Learning Control',
    ]);
    expect(figures.trackEvents).toEqual([
      'EMNLPSystemDemonstrationsTrack 2025 | Conference on Empirical Methods in Natural Language Processing (System Demonstrations Track)',
    ]);
  });
});

describe('the figures a reader counts', () => {
  const paperDue = (due: string) => ({ kind: 'paper' as const, round: 1, due, zone: 'AoE' });
  const read: ImportedEvent[] = [
    importedEvent('confs.tech', 'django-a', { name: 'DjangoCon US', start: '2026-08-24', end: '2026-08-28' }),
    importedEvent('ai-deadlines', 'django-b', {
      name: 'DjangoCon US',
      acronym: 'DjangoCon US 2026',
      start: '2026-08-24',
      end: '2026-08-28',
    }),
    importedEvent('ccf-deadlines', 'csfw26', { acronym: 'CSFW 2026', start: '2026-07-26', end: '2026-07-29' }),
    importedEvent('ai-deadlines', 'csf26', { acronym: 'IEEE CSF 2026', start: '2026-07-26', end: '2026-07-29' }),
    importedEvent('ccf-deadlines', 'euro-par24', { acronym: 'Euro-Par 2024', start: '2023-08-28', end: '2023-08-30' }),
    importedEvent('ai-deadlines', 'formalise27', {
      acronym: 'FormaliSE 2027',
      start: '2027-04-12',
      end: '2027-04-13',
      deadlines: [paperDue('2027-10-20T23:59:59')],
    }),
    importedEvent('sec', 'issta27', {
      acronym: 'ISSTA 2027',
      start: '2027-09-07',
      end: '2027-09-10',
      subTopics: ['Cybersecurity'],
    }),
    importedEvent('plse', 'issta25', {
      acronym: 'ISSTA 2025',
      start: '2025-06-25',
      subTopics: ['Software Engineering'],
    }),
    importedEvent('plse', 'issta24', {
      acronym: 'ISSTA 2024',
      start: '2024-09-16',
      end: '2024-09-20',
      subTopics: ['Programming Languages', 'Software Engineering'],
    }),
  ];
  const file = writeImportedSource(join(dir, 'reader.sqlite'), {
    events: read,
    ids: read.map((_, i) => i + 1),
    rates: [],
    verified: null,
  });
  const figures = importFigures(file, { sources: [], notes: [] }, null, '2026-11-25');

  it('counts one folded name and start date as one group, with or without an acronym', () => {
    expect(figures.nameStartGroups).toEqual([
      'DjangoCon US 2026-08-24..2026-08-28 | DjangoCon US 2026 2026-08-24..2026-08-28',
    ]);
  });

  it("counts one series' editions under two acronyms with overlapping dates", () => {
    expect(figures.duplicateGroups).toEqual([
      'CSFW 2026 2026-07-26..2026-07-29 | IEEE CSF 2026 2026-07-26..2026-07-29',
    ]);
  });

  it('counts acronym years that are not the start year, calls open only after the start, foreign sub-topics', () => {
    expect(figures.acronymYearSlips).toEqual(['Euro-Par 2024 2023-08-28..2023-08-30']);
    expect(figures.openAfterStart).toEqual(['FormaliSE 2027 2027-04-12..2027-04-13']);
    expect(figures.foreignSubTopics).toHaveLength(1);
    expect(figures.foreignSubTopics[0]).toMatch(/^ISSTA 2027 .* cybersecurity \(others: /);
  });
});
