/** Abstracts due after their papers (docs/importers.md, Report): a warning of the import report, never silent. */
import { describe, expect, it } from 'vitest';
import { mergeSources } from '../../src/import/merge.js';
import type { ImportedEvent } from '../../src/import/record.js';
import { importReportText, makeImportReport } from '../../src/import/import-report.js';
import { importedEvent as event, formatResult as result } from './context.js';

const due = (kind: 'abstract' | 'paper', round: number, day: string) => ({
  kind,
  round,
  due: `${day}T23:59:59`,
  zone: 'AoE',
});

describe('an abstract due after its paper', () => {
  const results = [
    result('ccf-deadlines', [
      event('ccf-deadlines', 'kdd27', {
        acronym: 'KDD 2027',
        series: 'KDD',
        deadlines: [due('paper', 1, '2026-07-26'), due('paper', 2, '2027-01-28')],
      }),
    ]),
    result('ai-deadlines', [
      event('ai-deadlines', 'KDD 2027', {
        acronym: 'KDD 2027',
        series: 'KDD',
        deadlines: [due('abstract', 1, '2026-07-19'), due('abstract', 2, '2027-02-03')],
      }),
    ]),
  ];
  const merged = mergeSources(results);
  const report = makeImportReport('out.sqlite', null, results, merged);

  it('is listed in the report with its round, both due times and every record of its event', () => {
    expect(merged.events).toHaveLength(1);
    expect(report.lateAbstracts).toEqual([
      {
        record: expect.objectContaining({ source: 'ccf-deadlines', recordId: 'kdd27' }),
        acronym: 'KDD 2027',
        records: ['ccf-deadlines kdd27', 'ai-deadlines KDD 2027'],
        round: 2,
        abstract: '2027-02-03T23:59:59 AoE',
        paper: '2027-01-28T23:59:59 AoE',
      },
    ]);
  });

  it('is printed as a warning, and both dates are kept', () => {
    expect(importReportText(report, 'out.sqlite.import.json')).toContain(
      '  KDD 2027 round 2: abstract 2027-02-03T23:59:59 AoE, paper 2027-01-28T23:59:59 AoE (ccf-deadlines kdd27, ai-deadlines KDD 2027)',
    );
    expect(merged.events[0]!.deadlines).toHaveLength(4);
  });

  it('is not one when due the same instant or before', () => {
    const fine = [
      result('csv', [
        event('csv', 'a', { deadlines: [due('abstract', 1, '2026-07-26'), due('paper', 1, '2026-07-26')] }),
      ]),
    ];
    expect(makeImportReport('out.sqlite', null, fine, mergeSources(fine)).lateAbstracts).toEqual([]);
  });
});

describe("a round's abstract and paper from one source", () => {
  const uist = { acronym: 'UIST 2025', series: 'UIST' };
  it("replaces the event's lone paper due before the other's abstract with the other's paper, reported", () => {
    // UIST 2025: one tracker gives only the abstract's day as its paper, another both.
    const results = [
      result('ccf-deadlines', [
        event('ccf-deadlines', 'uist2025', {
          acronym: 'UIST 2025',
          series: 'UIST',
          deadlines: [{ kind: 'paper', round: 1, due: '2025-04-02T17:00:00', zone: 'UTC-08:00' }],
        }),
      ]),
      result('ai-deadlines', [
        event('ai-deadlines', 'uist25', {
          acronym: 'UIST 2025',
          series: 'UIST',
          deadlines: [due('abstract', 1, '2025-04-02'), due('paper', 1, '2025-04-09')],
        }),
      ]),
    ];
    const merged = mergeSources(results);
    expect(merged.events[0]!.deadlines).toEqual([due('paper', 1, '2025-04-09'), due('abstract', 1, '2025-04-02')]);
    expect(merged.merges[0]!.conflicts).toContainEqual({
      field: 'deadline paper round 1',
      kept: '2025-04-09T23:59:59 AoE',
      other: '2025-04-02T17:00:00 UTC-08:00',
    });
    expect(makeImportReport('out.sqlite', null, results, merged).lateAbstracts).toEqual([]);
  });

  it("keeps the event's paper when the other's abstract is due before it", () => {
    const results = [
      result('ccf-deadlines', [event('ccf-deadlines', 'a', { ...uist, deadlines: [due('paper', 1, '2025-04-09')] })]),
      result('ai-deadlines', [
        event('ai-deadlines', 'b', {
          ...uist,
          deadlines: [due('abstract', 1, '2025-04-02'), due('paper', 1, '2025-04-10')],
        }),
      ]),
    ];
    expect(mergeSources(results).events[0]!.deadlines).toEqual([
      due('paper', 1, '2025-04-09'),
      due('abstract', 1, '2025-04-02'),
    ]);
  });
});

describe('rounds of two sources', () => {
  const cscw = { acronym: 'CSCW 2024', series: 'CSCW' };
  const rounds = (events: ImportedEvent[]) =>
    events[0]!.deadlines.map((d) => `${d.kind} ${d.round} ${d.due.slice(0, 10)}`).sort();

  it('are aligned by a paper both give: one tracker gives the January cycle alone, another July and January', () => {
    const results = [
      result('ccf-deadlines', [
        event('ccf-deadlines', 'cscw24', { ...cscw, deadlines: [due('paper', 1, '2024-01-16')] }),
      ]),
      result('ai-deadlines', [
        event('ai-deadlines', 'cscw24_july', {
          ...cscw,
          deadlines: [due('paper', 1, '2023-07-18'), due('paper', 2, '2024-01-16')],
        }),
      ]),
    ];
    expect(rounds(mergeSources(results).events)).toEqual(['paper 1 2023-07-18', 'paper 2 2024-01-16']);
  });

  it("put another's abstract in the round of the paper it was given with (UIST 2025)", () => {
    const uist = { acronym: 'UIST 2025', series: 'UIST' };
    const results = [
      result('ccf-deadlines', [
        event('ccf-deadlines', 'uist2025', {
          ...uist,
          deadlines: [
            { kind: 'paper', round: 1, due: '2025-04-02T17:00:00', zone: 'UTC-08:00' },
            { kind: 'paper', round: 2, due: '2025-04-09T17:00:00', zone: 'UTC-08:00' },
          ],
        }),
      ]),
      result('ai-deadlines', [
        event('ai-deadlines', 'uist25', {
          ...uist,
          deadlines: [due('abstract', 1, '2025-04-02'), due('paper', 1, '2025-04-09')],
        }),
      ]),
    ];
    const merged = mergeSources(results);
    expect(rounds(merged.events)).toEqual(['abstract 2 2025-04-02', 'paper 1 2025-04-02', 'paper 2 2025-04-09']);
    expect(makeImportReport('out.sqlite', null, results, merged).lateAbstracts).toEqual([]);
  });
});
