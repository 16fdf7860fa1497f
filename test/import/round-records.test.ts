/**
 * Rounds a tracker lists as records of their own (src/import/ai-deadlines/round-records.ts,
 * docs/importers.md, ai-deadlines): one edition with several rounds, every record a source.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { roundOfTitle } from '../../src/import/ai-deadlines/round-records.js';
import { makeImportReport } from '../../src/import/import-report.js';
import { mergeSources } from '../../src/import/merge.js';
import { tempDir } from '../fixtures/source.js';
import { importContext, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-rounds-');
afterAll(cleanup);

const tracker = (name: string, text: string): string => trackerCheckout(dir, name, text);

/** A record of the hci-deadlines form, as its trackers write each round of EICS and Graphics Interface. */
const record = (title: string, id: string, deadline: string, start = '2025-06-24', end = '2025-06-28') =>
  `- title: ${title}\n  year: ${start.slice(0, 4)}\n  id: ${id}\n  full_name: Example Symposium\n  deadline: '${deadline} 23:59:59'\n  timezone: UTC-12\n  place: Trier, Germany\n  start: ${start}\n  end: ${end}\n`;

describe('a round in a title', () => {
  it.each([
    ['EICS PACM (Round 2)', 'EICS PACM', 2, 'Round 2'],
    ['ISS (Second round)', 'ISS', 2, 'Second round'],
    ['Graphics Interface (March round)', 'Graphics Interface', null, 'March round'],
    ['CSCW (July cycle)', 'CSCW', null, 'July cycle'],
    ['ASPLOS 2027 (September Cycle)', 'ASPLOS 2027', null, 'September Cycle'],
    ['ICSE-Research Track - Round 1', 'ICSE-Research Track', 1, 'Round 1'],
    ['ECMFA-Round2', 'ECMFA', 2, 'Round2'],
    ['KDD 2nd Cycle', 'KDD', 2, '2nd Cycle'],
    ['ASPLOS Spring', 'ASPLOS', null, 'Spring'],
    ['ASPLOS Fall', 'ASPLOS', null, 'Fall'],
    [
      'ACM/IFIP International Middleware Conference (Fall Deadlines)',
      'ACM/IFIP International Middleware Conference',
      null,
      'Fall Deadlines',
    ],
  ])('%s is %s, round %s', (title, bare, round, label) => {
    expect(roundOfTitle(title)).toEqual({ bare, round: { round, label } });
  });

  it.each([
    'LSRAI (Legal Scholars Roundtable on Artificial Intelligence)',
    'Roundtable',
    'CHI (Late-Breaking Work)',
    'Data Science Summer',
    'PyCon Spring',
    'Spring',
  ])('is none in %s', (title) => expect(roundOfTitle(title)).toBeNull());
});

describe('rounds listed as records of one edition', () => {
  it('are one event, its rounds numbered as their titles say, every record a source, none refused', () => {
    const root = tracker(
      'eics',
      [
        record('EICS PACM (Round 3)', 'eics25_3', '2025-02-14'),
        record('EICS PACM (Round 1)', 'eics25_1', '2024-07-26'),
        record('EICS PACM (Round 2)', 'eics25_2', '2024-10-25'),
        record('EICS PACM (Round 1)', 'eics26_1', '2025-07-25', '2026-06-30', '2026-07-03'),
      ].join('\n'),
    );
    const result = readAiDeadlines(root, importContext());
    expect(result.events.map((event) => event.acronym)).toEqual(['EICS PACM 2025', 'EICS PACM 2026']);
    expect(result.events[0]).toMatchObject({
      sources: ['eics25_1', 'eics25_2', 'eics25_3'].map((id) =>
        expect.objectContaining({ recordId: `_data/conferences.yml#${id}` }),
      ),
      deadlines: [
        { kind: 'paper', round: 1, due: '2024-07-26T23:59:59', zone: 'UTC-12:00' },
        { kind: 'paper', round: 2, due: '2024-10-25T23:59:59', zone: 'UTC-12:00' },
        { kind: 'paper', round: 3, due: '2025-02-14T23:59:59', zone: 'UTC-12:00' },
      ],
    });
    expect(result.notes.filter((note) => note.code === 'round_joined').map((note) => note.recordId)).toEqual([
      '_data/conferences.yml#eics25_2',
      '_data/conferences.yml#eics25_3',
    ]);
    const report = makeImportReport('out.sqlite', null, [result], mergeSources([result]));
    expect(report.sources[0]).toMatchObject({ records: 4, events: 2, refused: 0 });
  });

  it('are one event when only their full names name the rounds, as seasons of deadlines', () => {
    const middleware = (season: string, id: string, deadline: string) =>
      `- title: Middleware\n  year: 2024\n  id: ${id}\n  full_name: ACM/IFIP International Middleware Conference (${season} Deadlines)\n  deadline: '${deadline} 23:59:59'\n  timezone: Europe/Rome\n  place: Hong Kong, China\n  start: 2024-12-02\n  end: 2024-12-06\n`;
    const root = tracker(
      'middleware',
      [middleware('Spring', 'middleware24r2', '2024-05-24'), middleware('Fall', 'middleware24r1', '2023-12-01')].join(
        '\n',
      ),
    );
    const events = readAiDeadlines(root, importContext()).events;
    expect(
      events.map((event) => [
        event.acronym,
        event.name,
        event.deadlines.map((d) => `${d.round} ${d.due.slice(0, 10)}`),
      ]),
    ).toEqual([['Middleware 2024', 'ACM/IFIP International Middleware Conference', ['1 2023-12-01', '2 2024-05-24']]]);
  });

  it('are numbered by their first due times when the titles name months, and stay apart at other dates', () => {
    const root = tracker(
      'gi',
      [
        record('Graphics Interface (March round)', 'gi25mar', '2025-03-07', '2025-05-26', '2025-05-29'),
        record('Graphics Interface (December round)', 'gi25dec', '2024-12-15', '2025-05-26', '2025-05-29'),
        record('Graphics Interface (June round)', 'gi25jun', '2025-06-01', '2025-09-01', '2025-09-03'),
      ].join('\n'),
    );
    const events = readAiDeadlines(root, importContext()).events;
    expect(
      events.map((event) => [event.acronym, event.deadlines.map((d) => `${d.round} ${d.due.slice(0, 10)}`)]),
    ).toEqual([
      ['Graphics Interface 2025', ['1 2024-12-15', '2 2025-03-07']],
      ['Graphics Interface 2025', ['1 2025-06-01']],
    ]);
  });
});
