/**
 * Calendar dates as whole days since 1970-01-01 (UTC). Columns store these numbers; the API
 * speaks YYYY-MM-DD. Parsing is strict: "2027-02-30" is not a date.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Day = number;

/** Day number of a real calendar date written YYYY-MM-DD, or null. */
export function parseIsoDate(text: string): Day | null {
  const match = ISO_DATE_RE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function dayFromParts(year: number, month: number, day: number): Day {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Every answer formats a few dozen dates, and Date#toISOString is slow next to the engine:
// the strings of days 1970..2149 are kept once made (at most 65,536 short strings).
const ISO_DATE_CACHE: string[] = [];
const CACHED_DAYS = 65_536;

/** YYYY-MM-DD of a day number. */
export function formatIsoDate(day: Day): string {
  if (day >= 0 && day < CACHED_DAYS) {
    return (ISO_DATE_CACHE[day] ??= new Date(day * MS_PER_DAY).toISOString().slice(0, 10));
  }
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export interface DateParts {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

export function dateParts(day: Day): DateParts {
  if (day >= 0 && day < CACHED_DAYS) {
    const iso = formatIsoDate(day);
    return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
  }
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Today's day number in UTC. */
export function todayUtc(now: Date = new Date()): Day {
  return Math.floor(now.getTime() / MS_PER_DAY);
}
