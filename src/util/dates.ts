/**
 * Calendar dates as whole days since 1970-01-01 (UTC). Columns store these numbers; the API
 * speaks YYYY-MM-DD. Parsing is strict: "2027-02-30" is not a date.
 *
 * The conversions are the proleptic Gregorian formulas of H. Hinnant's days_from_civil and
 * civil_from_days, written out rather than taken from Date or a date library: a page formats a few
 * dozen dates, and a Date object per date was a fifth of building one; Date.UTC also reads the
 * years 0 to 99 as 1900 to 1999. test/util/dates.test.ts checks every day from 1900 to 2161
 * against Date.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Days from 0000-03-01 to 1970-01-01. */
const EPOCH_SHIFT = 719_468;
const DAYS_PER_ERA = 146_097;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export type Day = number;

/** The English names of the months, January first, in lower case. */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/**
 * The month (1-12) a lower-case word names: its English name or a beginning of it of three letters
 * or more ("sep", "sept", "septem"). The date texts of the sources and the questions of the
 * connector both read months by this rule.
 */
export function monthNamed(word: string): number | undefined {
  const at = MONTH_NAMES.findIndex((name) => name === word || (word.length >= 3 && name.startsWith(word)));
  return at === -1 ? undefined : at + 1;
}

/** Day number of a real calendar date written YYYY-MM-DD, or null. */
export function parseIsoDate(text: string): Day | null {
  const match = ISO_DATE_RE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dayFromParts(year, month, day);
}

export function dayFromParts(year: number, month: number, day: number): Day {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1; // from March 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - EPOCH_SHIFT;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

export interface DateParts {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

export function dateParts(day: Day): DateParts {
  const shifted = day + EPOCH_SHIFT;
  const era = Math.floor(shifted / DAYS_PER_ERA);
  const dayOfEra = shifted - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // March = 0
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1,
  };
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** YYYY-MM-DD of a day number (years 0 to 9999). */
export function formatIsoDate(day: Day): string {
  const { year, month, day: date } = dateParts(day);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(date)}`;
}

/**
 * An instant (whole seconds since 1970-01-01T00:00:00Z) as ISO text to the second, UTC
 * ("2027-01-31T11:59:59Z"): what Date's toISOString gives for it, without a Date.
 */
export function formatIsoInstant(at: number): string {
  const day = Math.floor(at / SECONDS_PER_DAY);
  const seconds = at - day * SECONDS_PER_DAY;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${formatIsoDate(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(Math.floor(seconds % 60))}Z`;
}

const SECONDS_PER_DAY = 86_400;

/** The UTC day of an instant in seconds (todayUtc of its Date). */
export const dayOfInstant = (seconds: number): Day => Math.floor(seconds / SECONDS_PER_DAY);

/** Today's day number in UTC. */
export function todayUtc(now: Date = new Date()): Day {
  return Math.floor(now.getTime() / MS_PER_DAY);
}

/** `day` `years` on, at the same date (February 29 on the 28th when that year has none). */
export function yearsOn(day: Day, years: number): Day {
  const { year, month, day: date } = dateParts(day);
  return dayFromParts(year + years, month, Math.min(date, daysInMonth(year + years, month)));
}
