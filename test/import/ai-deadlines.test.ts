/** The ai-deadlines importer on an excerpt of the public repository (docs/importers.md, ai-deadlines). */
import { describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { FIXTURES, importContext, recordOf } from './context.js';

const result = readAiDeadlines(FIXTURES.ai, importContext());

describe('the ai-deadlines importer', () => {
  it('reads every edition, with its tags as sub-topics and its start and end as dates', () => {
    expect(result).toMatchObject({ records: 4, rates: [] });
    expect(recordOf(result.events, 'src/data/conferences/neurips.yml#neurips25')).toMatchObject({
      name: 'Conference on Neural Information Processing Systems',
      acronym: 'NeurIPS 2025',
      series: 'NeurIPS',
      topics: ['Computer Science'],
      subTopics: ['Machine Learning'],
      start: '2025-11-30',
      end: '2025-12-07',
      precision: 'day',
      city: 'San Diego',
      country: 'United States',
    });
  });

  it('reads each kind of deadline by its type, and leaves out what is no deadline, with a note', () => {
    const kinds = recordOf(result.events, 'src/data/conferences/neurips.yml#neurips25').deadlines.map(
      (deadline) => deadline.kind,
    );
    expect(kinds).toEqual(['abstract', 'paper', 'rebuttal', 'notification', 'camera_ready']);
    const skipped = result.notes.filter(
      (note) => note.recordId === 'src/data/conferences/neurips.yml#neurips25' && note.code === 'deadline_skipped',
    );
    expect(skipped.map((note) => note.value)).toEqual(['Supplementary materials deadline', 'Author rebuttal begins']);
  });

  it('numbers several deadlines of one kind as rounds, in time order', () => {
    const papers = recordOf(result.events, 'src/data/conferences/kdd.yml#kdd26').deadlines.filter(
      (deadline) => deadline.kind === 'paper',
    );
    expect(papers.map(({ round, due }) => [round, due])).toEqual([
      [1, '2025-07-31T23:59:59'],
      [2, '2026-02-08T23:59:59'],
    ]);
  });

  it('reads the older single fields, a state given as the country and the rankings text', () => {
    const cvpr = recordOf(result.events, 'src/data/conferences/cvpr.yml#cvpr25');
    expect(cvpr).toMatchObject({
      city: 'Nashville',
      region: 'Tennessee',
      country: 'United States',
      ccfRank: 'A',
      coreRank: 'A*',
    });
    expect(cvpr.deadlines).toEqual(
      expect.arrayContaining([
        { kind: 'paper', round: 1, due: '2024-11-14T23:59:00', zone: 'UTC-08:00' },
        { kind: 'abstract', round: 1, due: '2024-11-07T23:59:00', zone: 'UTC-08:00' },
        { kind: 'rebuttal', round: 1, due: '2025-01-31T07:59:59', zone: 'UTC-08:00' },
      ]),
    );
  });
});
