/** Dates as people write them (docs/source-format.md, Dates as written). */
import { describe, expect, it } from 'vitest';
import { readDateText } from '../../src/source/date-text.js';
import { formatIsoDate } from '../../src/util/dates.js';

/** A reading as [precision, start, end], or the reading itself when it has no dates. */
function read(text: string, year?: number) {
  const reading = readDateText(text, year);
  if (reading === undefined || reading.start === null) return reading;
  return [reading.precision, formatIsoDate(reading.start), formatIsoDate(reading.end)];
}

describe('date texts', () => {
  it('reads a range within a month, the month in any spelling or case', () => {
    expect(read('August 16-20, 2021')).toEqual(['day', '2021-08-16', '2021-08-20']);
    expect(read('Sept 5-9, 2022')).toEqual(['day', '2022-09-05', '2022-09-09']);
    expect(read('FEBRUARY 20-23, 2023')).toEqual(['day', '2023-02-20', '2023-02-23']);
    expect(read('February 07-10 , 2022')).toEqual(['day', '2022-02-07', '2022-02-10']);
    expect(read('November 22-26 2026')).toEqual(['day', '2026-11-22', '2026-11-26']);
  });

  it('reads a range across months, with the day before or after the month', () => {
    expect(read('February 22 - March 1, 2022')).toEqual(['day', '2022-02-22', '2022-03-01']);
    expect(read('Feb 25-Mar 01, 2023')).toEqual(['day', '2023-02-25', '2023-03-01']);
    expect(read('29 June - 3 July, 2026')).toEqual(['day', '2026-06-29', '2026-07-03']);
    expect(read('January 31 - 4 February, 2026')).toEqual(['day', '2026-01-31', '2026-02-04']);
    expect(read('3\u20135 March 2027')).toEqual(['day', '2027-03-03', '2027-03-05']);
  });

  it('reads a range across the new year, the year written once', () => {
    expect(read('December 28 - January 2, 2027')).toEqual(['day', '2026-12-28', '2027-01-02']);
  });

  it('reads a single day, and a misspelt month within one edit', () => {
    expect(read('May 03, 2027')).toEqual(['day', '2027-05-03', '2027-05-03']);
    expect(read('August 30 - Septemper 1, 2024')).toEqual(['day', '2024-08-30', '2024-09-01']);
  });

  it('reads a month, or a span of months, as month precision', () => {
    expect(read('March-April, 2025')).toEqual(['month', '2025-03-01', '2025-04-30']);
    expect(read('Dec, 2025')).toEqual(['month', '2025-12-01', '2025-12-31']);
    expect(read('August 2027 (exact dates TBD)')).toEqual(['month', '2027-08-01', '2027-08-31']);
    expect(read('February, 2028')).toEqual(['month', '2028-02-01', '2028-02-29']);
  });

  it('takes the edition year for a text that does not write one', () => {
    expect(read('November 30 - December 3', 2026)).toEqual(['day', '2026-11-30', '2026-12-03']);
    expect(read('November 30 - December 3')).toBeUndefined();
  });

  it('reads TBD and its kin, and a year alone, as dates not known yet', () => {
    for (const text of ['TBD', 'tba', 'To be announced', '2027', ' TBC ']) {
      expect(read(text), text).toEqual({ precision: 'unknown', start: null, end: null });
    }
  });

  it('reads ISO dates and ranges', () => {
    expect(read('2027-03-03')).toEqual(['day', '2027-03-03', '2027-03-03']);
    expect(read('2027-03-03 to 2027-03-05')).toEqual(['day', '2027-03-03', '2027-03-05']);
  });

  it('leaves out a note after the dates and words that hedge them', () => {
    expect(read('April 12 - April 18, 2026 with ICSE 2026')).toEqual(['day', '2026-04-12', '2026-04-18']);
    expect(read('July 5 - 9, 2026 co-located with FSE')).toEqual(['day', '2026-07-05', '2026-07-09']);
    expect(read('July 6-7, co-hosted with FSE 2026', 2026)).toEqual(['day', '2026-07-06', '2026-07-07']);
    expect(read('TBA likely May 2027')).toEqual(['month', '2027-05-01', '2027-05-31']);
  });

  it('reads two dates not chosen between as the months they span', () => {
    expect(read('May 1\u20135, 2023 or May 8\u201312, 2023 (tentative)')).toEqual([
      'month',
      '2023-05-01',
      '2023-05-31',
    ]);
  });

  it('reads a text that names no month and no day as dates not known yet', () => {
    for (const text of [
      'Extended',
      'None',
      'Spring 2027',
      'ICSE 2027 (exact workshop day TBA)',
      'TBD, co-hosted with FSE 2026',
      '2026 - 2027',
    ]) {
      expect(read(text), text).toEqual({ precision: 'unknown', start: null, end: null });
    }
  });

  it('refuses what it cannot read, impossible dates and ends before starts', () => {
    for (const text of ['February 30-31, 2027', 'May 9-3, 2027', 'June 3 - July, 2027', '']) {
      expect(read(text), text).toBeUndefined();
    }
    expect(read(`May 3-5, 2027 ${'x'.repeat(100)}`)).toBeUndefined();
  });
});
