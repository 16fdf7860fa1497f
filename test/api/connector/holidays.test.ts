/** Holidays as a question names them (docs/api.md, Connector tools). */
import { describe, expect, it } from 'vitest';
import { easterSunday } from '../../../src/api/connector/holidays.js';
import { formatIsoDate } from '../../../src/util/dates.js';

describe('Easter Sunday', () => {
  it("falls on the Western churches' date, the earliest and latest included", () => {
    const known: [number, string][] = [
      [1943, '1943-04-25'],
      [2024, '2024-03-31'],
      [2025, '2025-04-20'],
      [2026, '2026-04-05'],
      [2027, '2027-03-28'],
      [2038, '2038-04-25'],
      [2285, '2285-03-22'],
    ];
    for (const [year, day] of known) expect(formatIsoDate(easterSunday(year)), String(year)).toBe(day);
  });
});
