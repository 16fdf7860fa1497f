/** An edition's dates from its sources' votes (src/import/date-votes.ts, docs/importers.md, Merging). */
import { describe, expect, it } from 'vitest';
import { AGREEING_DAYS, settleDates } from '../../src/import/date-votes.js';
import type { DateValue } from '../../src/import/record.js';
import type { DatePrecision } from '../../src/source/date-text.js';
import { importedEvent as event } from './context.js';

const value = (recordId: string, start: string, end: string, precision: DatePrecision = 'day'): DateValue => ({
  start,
  end,
  precision,
  recordId,
});

/** An event holding the first vote's dates, with every vote. */
function voted(...values: DateValue[]) {
  const [first] = values;
  return event('a', first!.recordId, {
    start: first!.start,
    end: first!.end,
    precision: first!.precision,
    dateValues: values,
  });
}

describe('dates settled by the sources that agree', () => {
  it('keeps days within a month two sources give: a month agrees with the days it holds', () => {
    const held = voted(
      value('a', '2027-05-01', '2027-05-31', 'month'),
      value('b', '2027-05-01', '2027-05-31', 'month'),
      value('c', '2027-05-03', '2027-05-06'),
    );
    const [choice] = settleDates([held]);
    expect(held).toMatchObject({ start: '2027-05-03', end: '2027-05-06', precision: 'day' });
    expect(choice).toMatchObject({ kept: '2027-05-03 2027-05-06', by: 'agreement' });
    expect(choice!.given.map((one) => one.agreeing)).toEqual([2, 3]);
  });

  it('keeps a range of days that holds the days other sources give: they agree with it', () => {
    const held = voted(
      value('a', '2026-06-03', '2026-06-05'),
      value('b', '2026-06-03', '2026-06-05'),
      value('c', '2026-06-01', '2026-06-10'),
    );
    const [choice] = settleDates([held]);
    expect(held).toMatchObject({ start: '2026-06-01', end: '2026-06-10' });
    expect(choice).toMatchObject({ by: 'agreement' });
    expect(choice!.given.map((one) => one.agreeing)).toEqual([2, 3]);
  });

  it(`counts no agreement for a range longer than ${AGREEING_DAYS} days from the days it holds: the first source's kept`, () => {
    const held = voted(value('a', '2026-04-02', '2026-04-04'), value('b', '2026-03-01', '2026-04-30'));
    const [choice] = settleDates([held]);
    expect(choice).toMatchObject({ kept: '2026-04-02 2026-04-04', by: 'first' });
    expect(choice!.given.map((one) => one.agreeing)).toEqual([1, 1]);
  });

  it('keeps days over a month as many sources agree with', () => {
    const held = voted(value('a', '2027-09-01', '2027-09-30', 'month'), value('b', '2027-10-04', '2027-10-06'));
    const [choice] = settleDates([held]);
    expect(choice).toMatchObject({ kept: '2027-10-04 2027-10-06', by: 'precision' });
  });

  it('reports nothing when every source gives the same dates', () => {
    const held = voted(value('a', '2026-06-01', '2026-06-03'), value('b', '2026-06-01', '2026-06-03'));
    expect(settleDates([held])).toEqual([]);
    expect(held.dateValues).toBeUndefined();
  });

  it('compares a bounded number of distinct dates, however many a hostile merge holds', () => {
    const values = Array.from({ length: 20_000 }, (_, i) =>
      value(
        `r${i}`,
        `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        `2026-02-${String((i % 27) + 1).padStart(2, '0')}`,
      ),
    );
    const held = voted(...values);
    const started = performance.now();
    const [choice] = settleDates([held]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(choice!.given.length).toBeLessThanOrEqual(64);
  });
});
