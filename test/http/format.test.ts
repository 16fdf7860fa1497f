import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';

const range = (start: string, end: string) => formatDateRange(parseIsoDate(start)!, parseIsoDate(end)!);

describe('formatDateRange', () => {
  it('writes a one-day event as "Mar 3, 2027"', () => {
    expect(range('2027-03-03', '2027-03-03')).toBe('Mar 3, 2027');
  });

  it('writes days within one month as "Mar 3-5, 2027"', () => {
    expect(range('2027-03-03', '2027-03-05')).toBe('Mar 3-5, 2027');
  });

  it('writes a range over two months of one year as "Mar 30 - Apr 2, 2027"', () => {
    expect(range('2027-03-30', '2027-04-02')).toBe('Mar 30 - Apr 2, 2027');
  });

  it('writes a range over two years as "Dec 30, 2027 - Jan 2, 2028"', () => {
    expect(range('2027-12-30', '2028-01-02')).toBe('Dec 30, 2027 - Jan 2, 2028');
  });

  it('handles a leap day and every month abbreviation', () => {
    expect(range('2028-02-28', '2028-02-29')).toBe('Feb 28-29, 2028');
    const months = Array.from({ length: 12 }, (_, i) =>
      range(`2027-${String(i + 1).padStart(2, '0')}-01`, `2027-${String(i + 1).padStart(2, '0')}-01`).slice(0, 3),
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});
