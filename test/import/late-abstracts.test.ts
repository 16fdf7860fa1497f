/** Abstracts due after their papers (docs/importers.md, Report): a warning of the import report, never silent. */
import { describe, expect, it } from 'vitest';
import { mergeSources } from '../../src/import/merge.js';
import type { FormatResult, ImportedEvent } from '../../src/import/record.js';
import { importReportText, makeImportReport } from '../../src/import/report.js';
import { importedEvent as event } from './context.js';

const result = (format: string, events: ImportedEvent[]): FormatResult => ({
  format,
  path: format,
  records: events.length,
  events,
  rates: [],
  notes: [],
});
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
