import { describe, expect, it } from 'vitest';
import { dateParts, formatIsoDate, monthNamed, parseIsoDate } from '../../src/util/dates.js';

describe('calendar days', () => {
  it('format and split every day from 1900 to 2161 exactly as Date does', () => {
    for (let day = -25_567; day < 70_000; day++) {
      const date = new Date(day * 86_400_000);
      expect(formatIsoDate(day)).toBe(date.toISOString().slice(0, 10));
      expect(dateParts(day)).toEqual({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      });
    }
  });

  it('read the years 0 to 99 as written, not as 1900 to 1999', () => {
    expect(formatIsoDate(parseIsoDate('0050-06-15')!)).toBe('0050-06-15');
    expect(parseIsoDate('0050-06-15')).toBe(Date.parse('0050-06-15T00:00:00Z') / 86_400_000);
    expect(parseIsoDate('0004-02-29')).not.toBeNull();
    expect(parseIsoDate('0100-02-29')).toBeNull();
  });

  it('parse only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29) / 86_400_000);
    for (const text of ['2027-02-29', '2027-13-01', '2027-00-10', '2027-1-1', '27-01-01', '2027-01-01T00:00', '']) {
      expect(parseIsoDate(text), text).toBeNull();
    }
  });
});

describe('month names', () => {
  it('read a month by its name or a beginning of three letters or more, nothing shorter or else', () => {
    expect(['january', 'jan', 'sep', 'sept', 'septem', 'september', 'dec'].map(monthNamed)).toEqual([
      1, 1, 9, 9, 9, 9, 12,
    ]);
    for (const word of ['ja', 'se', 'septembre', 'marc h', 'augment', 'month', ''])
      expect(monthNamed(word), word).toBeUndefined();
  });
});
