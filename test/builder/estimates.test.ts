/** Deadlines estimated from a series' earlier editions (docs/source-format.md, Estimated deadlines). */
import { describe, expect, it } from 'vitest';
import { sourceRow } from '../fixtures/source.js';
import { builderHarness } from './harness.js';
import { detailJson } from '../../src/api/views/event-writers.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { openSnapshot } from '../../src/search/index.js';
import { positionOfId } from '../../src/store/store.js';

const { buildReport, sourceWith, path } = builderHarness();

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
      {
        id: y2027.id,
        from: y2026.id,
        kind: 'paper',
        due: '2027-02-03',
        zone: 'AoE',
        agreeing: [y2026.id, y2025.id],
        confidence: 'medium',
      },
    ]);
  });

  it('estimates an edition beside a same-day edition of its series from the latest edition before that day', () => {
    const y2026 = sourceRow({ series: 'twin', start_date: '2026-06-01', end_date: '2026-06-03' });
    const main = sourceRow({ series: 'twin', start_date: '2027-06-07', end_date: '2027-06-09' });
    const beside = sourceRow({ series: 'twin', start_date: '2027-06-07', end_date: '2027-06-08' });
    const report = buildReport([y2026, main, beside], {
      deadlines: [
        { event_id: y2026.id, kind: 'paper', due: '2026-02-01' },
        { event_id: main.id, kind: 'paper', due: '2027-02-20' },
      ],
    });
    // 120 days before the 2026 start; 2027-06-07 less 120 days is 2027-02-07 (not main's own date).
    expect(report.extras.estimatedDeadlines).toEqual([
      {
        id: beside.id,
        from: y2026.id,
        kind: 'paper',
        due: '2027-02-07',
        zone: 'AoE',
        agreeing: [y2026.id],
        confidence: 'low',
      },
    ]);
  });

  it('is sure as many past editions agree on the offset, within a week, and names them', () => {
    const starts = ['2023-05-01', '2024-05-06', '2025-05-05', '2026-05-04'];
    const past = starts.map((start) => sourceRow({ series: 'steady', start_date: start, end_date: start }));
    const next = sourceRow({ series: 'steady', start_date: '2027-05-03', end_date: '2027-05-04' });
    // 90 days before the start in 2023, 2025 and 2026 (2025: 93 days, within a week); 150 in 2024.
    const dues = ['2023-01-31', '2023-12-08', '2025-02-01', '2026-02-03'];
    const report = buildReport([...past, next], {
      deadlines: past.map((row, i) => ({ event_id: row.id, kind: 'paper', due: dues[i]! })),
    });
    const [estimate] = report.extras.estimatedDeadlines;
    expect(estimate).toMatchObject({ id: next.id, from: past[3]!.id, confidence: 'high' });
    expect(estimate!.agreeing).toEqual([past[3]!.id, past[2]!.id, past[0]!.id]);
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

  it('estimates an edition known to the month at the date of the year the last deadline had', () => {
    const starts = ['2024-12-10', '2025-12-02', '2026-12-06'];
    const past = starts.map((start) => sourceRow({ series: 'm', start_date: start, end_date: start }));
    const month = sourceRow({ series: 'm', start_date: '2027-12-01', end_date: '2027-12-31', date_precision: 'month' });
    // 2025's deadline lies 3 days after May 7 in the year, 2024's 15 days before it.
    const dues = ['2024-04-22T20:00', '2025-05-10T20:00', '2026-05-07T20:00'];
    const report = buildReport([...past, month], {
      deadlines: past.map((row, i) => ({ event_id: row.id, kind: 'paper', due: dues[i]!, timezone: 'UTC' })),
    });
    expect(report.extras.estimatedDeadlines).toEqual([
      {
        id: month.id,
        from: past[2]!.id,
        kind: 'paper',
        due: '2027-05-07',
        zone: 'UTC',
        agreeing: [past[2]!.id, past[1]!.id],
        confidence: 'medium',
      },
    ]);
  });

  it('estimates nothing from an edition known to the month, nor one falling in the month of its edition', () => {
    const month = sourceRow({ series: 'n', start_date: '2026-05-01', end_date: '2026-05-31', date_precision: 'month' });
    const exact = sourceRow({ series: 'n', start_date: '2027-05-04', end_date: '2027-05-06' });
    const late = sourceRow({ series: 'late', start_date: '2026-03-20', end_date: '2026-03-22' });
    const lateMonth = sourceRow({
      series: 'late',
      start_date: '2027-03-01',
      end_date: '2027-03-31',
      date_precision: 'month',
    });
    const report = buildReport([month, exact, late, lateMonth], {
      deadlines: [
        { event_id: month.id, kind: 'paper', due: '2026-01-10' },
        // A week before its start: in 2027, in March, the month of the edition.
        { event_id: late.id, kind: 'paper', due: '2026-03-13' },
      ],
    });
    expect(report.extras.estimatedDeadlines).toEqual([]);
  });

  it('estimates an edition of a known year alone at the last deadline as many years on', () => {
    const starts = ['2024-10-13', '2025-09-28', '2026-11-02'];
    const past = starts.map((start) => sourceRow({ series: 'uist', start_date: start, end_date: start }));
    const undated = { series: 'uist', date_precision: 'unknown', start_date: null, end_date: null };
    const next = sourceRow({ ...undated, acronym: 'UIST 2027' });
    // The 2024 edition's deadline is the latest of a series one in three years on: 2027's is none.
    const far = sourceRow({ ...undated, series: 'far', acronym: 'FAR 2028' });
    const farPast = sourceRow({ series: 'far', start_date: '2024-06-01', end_date: '2024-06-02' });
    const dues = ['2024-04-03T17:00', '2025-04-02T17:00', '2026-03-31T23:59'];
    const report = buildReport([...past, next, far, farPast], {
      deadlines: [
        ...past.map((row, i) => ({ event_id: row.id, kind: 'paper', due: dues[i]!, timezone: 'UTC' })),
        { event_id: farPast.id, kind: 'paper', due: '2024-01-10', timezone: 'UTC' },
      ],
    });
    // Its year, 2027, is a year after the latest edition's: 2026-03-31 a year on.
    expect(report.extras.estimatedDeadlines).toEqual([
      {
        id: next.id,
        from: past[2]!.id,
        kind: 'paper',
        due: '2027-03-31',
        zone: 'UTC',
        agreeing: [past[2]!.id, past[1]!.id, past[0]!.id],
        confidence: 'high',
      },
    ]);
  });

  it('names in the detail the editions an estimated deadline is drawn from, and how sure it is', () => {
    const y2025 = sourceRow({ series: 'shown', start_date: '2025-07-13', end_date: '2025-07-19' });
    const y2026 = sourceRow({ series: 'shown', start_date: '2026-07-06', end_date: '2026-07-11' });
    const y2027 = sourceRow({ series: 'shown', start_date: '2027-07-12', end_date: '2027-07-18' });
    const deadlines = [
      { event_id: y2025.id, kind: 'paper', due: '2025-01-30T23:59', timezone: 'AoE' },
      { event_id: y2026.id, kind: 'paper', due: '2026-01-28T23:59', timezone: 'AoE' },
    ];
    const output = path('estimate.snapshot');
    buildSnapshot({ input: sourceWith([y2025, y2026, y2027], undefined, deadlines), output });
    const index = openSnapshot(output);
    const detailOf = (id: unknown) =>
      JSON.parse(detailJson(index.itemWriter(), positionOfId(index.store, id as number)));
    expect(detailOf(y2027.id).deadlines).toEqual([
      {
        kind: 'paper',
        round: 1,
        at: '2027-02-04T11:59:00Z',
        date: '2027-02-03',
        timezone: 'AoE',
        estimated: true,
        estimate: { from: [y2026.id, y2025.id], compared: 2, confidence: 'medium' },
      },
    ]);
    expect(detailOf(y2026.id).deadlines[0]).not.toHaveProperty('estimate');
  });
});
