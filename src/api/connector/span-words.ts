/**
 * What the readers of stretches of days share (spans.ts, windows.ts): a stretch as its first and
 * last day with the words that name it, the year written after a stretch, the months of a year, a
 * month's name ("may" only beside a date word), and a stretch moved to another year.
 */
import { dateParts, type Day, dayFromParts, daysInMonth, formatIsoDate, monthNamed } from '../../util/dates.js';
import type { MonthPart } from './month-parts.js';
import type { Token } from './tokens.js';
import { BEFORE_MONTH } from './vocabulary.js';
import { wordTable } from './word-tables.js';

/** Days from `first` to `last`, named by `length` words; `year`: whether a year was written with it. */
export interface Span {
  first: Day;
  last: Day;
  length: number;
  year: boolean;
  /** "the end of …": one day, its last (so "before the end of February" is by it). */
  end?: true;
  /** What the words mean alone, when that is wider than the day a bound reads ("the end of March": late March). */
  alone?: { first: Day; last: Day };
  /** Named as one calendar month or year ("March 2027", "next year"): of the events, `month` or `year`. */
  calendar?: true;
  /** The days the words name in another year, where they move in the calendar (Easter). */
  inYear?: (year: number) => { first: Day; last: Day };
}

const YEAR_RE = /^(?:19|20)\d\d$/;
export const DAY_RE = /^(\d{1,2})(?:st|nd|rd|th)?$/;
export const SHIFTS: Readonly<Record<string, number>> = wordTable({
  next: 1,
  coming: 1,
  following: 1,
  this: 0,
  last: -1,
});

export const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/**
 * The year of "next March" (the coming one not begun), "this March" (the one now or next, as a
 * month alone) and "last March" (the last one ended), by the shift of SHIFTS.
 */
export function shiftedMonthYear(shift: number, month: number, today: Day): number {
  const { year } = dateParts(today);
  const { first, last } = months(year, month, 1);
  if (shift > 0) return first > today ? year : year + 1;
  if (shift < 0) return last < today ? year : year - 1;
  return last < today ? year + 1 : year;
}

/** The day of the week, 0 Sunday to 6 Saturday: day 0, 1970-01-01, was a Thursday. */
export const weekdayOf = (day: Day): number => (((day + 4) % 7) + 7) % 7;
export const isYearWord = (text: string): boolean => YEAR_RE.test(text);

/** Months `first` to `first + count - 1` of `year` (running into the next year), as days. */
export function months(year: number, first: number, count: number): { first: Day; last: Day } {
  const endMonth = first + count - 1;
  const endYear = year + Math.floor((endMonth - 1) / 12);
  const month = ((endMonth - 1) % 12) + 1;
  return { first: dayFromParts(year, first, 1), last: dayFromParts(endYear, month, daysInMonth(endYear, month)) };
}

/** Whether the words at `at` are "the year after next": two years on. */
export const yearAfterNext = (tokens: readonly Token[], at: number): boolean =>
  ['the', 'year', 'after', 'next'].every((part, i) => word(tokens, at + i) === part);

/** The year written at `at` ("2027", "of 2027", "next year", "the year after next"), and the words it takes. */
export function yearAt(tokens: readonly Token[], at: number, today: Day): { year: number; length: number } | undefined {
  const of = word(tokens, at) === 'of' ? 1 : 0;
  const text = word(tokens, at + of);
  if (isYearWord(text)) return { year: Number(text), length: 1 + of };
  // "the end of the year": this year.
  if (text === 'the' && word(tokens, at + of + 1) === 'year' && word(tokens, at - 1) === 'of') {
    return { year: dateParts(today).year, length: 2 + of };
  }
  if (yearAfterNext(tokens, at + of)) return { year: dateParts(today).year + 2, length: 4 + of };
  const shift = SHIFTS[text];
  if (shift !== undefined && word(tokens, at + of + 1) === 'year') {
    return { year: dateParts(today).year + shift, length: 2 + of };
  }
  return undefined;
}

/** Months from `first` for `count`, in `year` or else the next such stretch that has not ended. */
export function monthsSpan(
  tokens: readonly Token[],
  after: number,
  today: Day,
  first: number,
  count: number,
  named: number,
): Span {
  const written = yearAt(tokens, after, today);
  if (written) return { ...months(written.year, first, count), length: named + written.length, year: true };
  const now = dateParts(today).year;
  const span = months(now, first, count);
  const stretch = span.last < today ? months(now + 1, first, count) : span;
  return { ...stretch, length: named, year: false };
}

/** Words between two months of a range ("May to July", "May through July"). */
const MONTHS_TO = new Set(['to', 'through', 'thru', 'till', 'until']);

/**
 * The month word at `at` (1-12); "may" only after a word such as "in", before a year or day, or
 * before another month it runs to ("May to July").
 */
export function monthAt(tokens: readonly Token[], at: number): number | undefined {
  const text = word(tokens, at);
  if (text !== 'may') return monthNamed(text);
  const before = word(tokens, at - 1);
  const after = word(tokens, at + 1);
  const toMonth = MONTHS_TO.has(after) && monthNamed(word(tokens, at + 2)) !== undefined;
  return BEFORE_MONTH.has(before) || isYearWord(after) || DAY_RE.test(after) || before === 'and' || toMonth
    ? 5
    : undefined;
}

/** Days `part` of the month `month` is (a negative counts back from its end). */
export function daysOf(month: Span, part: MonthPart): Span {
  const days = month.last - month.first + 1;
  const day = (n: number) => month.first + (n > 0 ? Math.min(n, days) : days + n + 1) - 1;
  return { first: day(part[0]), last: day(part[1]), length: month.length, year: month.year };
}

/** The span at `at` read in `year` (a range's year written after its end: "between March and May 2027"). */
export function inYear(span: Span, year: number): Span {
  if (span.inYear) return { ...span, ...span.inYear(year) };
  const shift = year - dateParts(span.first).year;
  const move = (day: Day) => {
    const parts = dateParts(day);
    const moved = parts.year + shift;
    return dayFromParts(moved, parts.month, Math.min(parts.day, daysInMonth(moved, parts.month)));
  };
  return { ...span, first: move(span.first), last: move(span.last) };
}

/** The year from `from` to `to` spans whole (January 1 to December 31), if it is one. */
export function wholeYear(from: Day | undefined, to: Day | undefined): string | undefined {
  if (from === undefined || to === undefined) return undefined;
  const [first, last] = [formatIsoDate(from), formatIsoDate(to)];
  const year = first.slice(0, 4);
  return first === `${year}-01-01` && last === `${year}-12-31` ? year : undefined;
}
