import { describe, expect, it } from 'vitest';
import { dateParts, formatIsoDate, parseIsoDate } from '../../src/util/dates.js';

describe('calendar days', () => {
  it('format and split every day from 1967 to 2161 exactly as Date does (cached range and beyond)', () => {
    for (let day = -1000; day < 70_000; day++) {
      const date = new Date(day * 86_400_000);
      expect(formatIsoDate(day)).toBe(date.toISOString().slice(0, 10));
      expect(dateParts(day)).toEqual({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      });
    }
  });

  it('parse only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29) / 86_400_000);
    for (const text of ['2027-02-29', '2027-13-01', '2027-00-10', '2027-1-1', '27-01-01', '2027-01-01T00:00', '']) {
      expect(parseIsoDate(text), text).toBeNull();
    }
  });
});
