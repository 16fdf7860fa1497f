/** Deadlines estimated from a series' earlier editions (docs/source-format.md, Estimated deadlines). */
import { describe, expect, it } from 'vitest';
import { sourceRow } from '../fixtures/source.js';
import { builderHarness } from './harness.js';

const { buildReport } = builderHarness();

describe('estimated deadlines', () => {
  it('gives an edition without a deadline the offset of the latest earlier edition with one', () => {
    const y2025 = sourceRow({ series: 'icml', start_date: '2025-07-13', end_date: '2025-07-19' });
    const y2026 = sourceRow({ series: 'icml', start_date: '2026-07-06', end_date: '2026-07-11' });
    const y2027 = sourceRow({ series: 'icml', start_date: '2027-07-12', end_date: '2027-07-18' });
    const report = buildReport([y2025, y2026, y2027], {
      deadlines: [
        { event_id: y2025.id, kind: 'paper', due: '2025-01-30T23:59', timezone: 'AoE' },
        { event_id: y2026.id, kind: 'paper', due: '2026-01-28T23:59', timezone: 'AoE' },
        { event_id: y2026.id, kind: 'abstract', due: '2026-01-23T23:59', timezone: 'AoE' },
      ],
    });
    // 2026: 159 days from the paper deadline to the start; 2027-07-12 less 159 days is 2027-02-03.
    expect(report.extras.estimatedDeadlines).toEqual([
      { id: y2027.id, from: y2026.id, kind: 'paper', due: '2027-02-03', zone: 'AoE' },
    ]);
  });

  it('estimates nothing without an earlier edition with a deadline, or from one over three years back', () => {
    const old = sourceRow({ series: 'old', start_date: '2020-05-01', end_date: '2020-05-02' });
    const late = sourceRow({ series: 'old', start_date: '2027-05-01', end_date: '2027-05-02' });
    const alone = sourceRow({ series: 'alone', start_date: '2027-05-01', end_date: '2027-05-02' });
    const noSeries = sourceRow({ start_date: '2027-05-01', end_date: '2027-05-02' });
    const report = buildReport([old, late, alone, noSeries], {
      deadlines: [{ event_id: old.id, kind: 'paper', due: '2020-01-10' }],
    });
    expect(report.extras.estimatedDeadlines).toEqual([]);
  });

  it('estimates nothing for or from an edition whose dates are to the month', () => {
    const exact = sourceRow({ series: 'm', start_date: '2026-05-04', end_date: '2026-05-06' });
    const month = sourceRow({ series: 'm', start_date: '2027-05-01', end_date: '2027-05-31', date_precision: 'month' });
    const report = buildReport([exact, month], {
      deadlines: [{ event_id: exact.id, kind: 'paper', due: '2026-01-10' }],
    });
    expect(report.extras.estimatedDeadlines).toEqual([]);
  });
});
