/**
 * The dates and time zones of a question (docs/api.md, Connector tools): "next year", "this year",
 * "in 2027" are a year; "in March", "March 2027", "May next year", "next month" a month (a month
 * without a year is its next one); "before June 2027", "by May", "after March", "since 2026" the
 * events' dates from or to that day; any of them right after "deadline(s)" ("deadlines in March",
 * "deadline before June") the submission deadlines' range instead; "my zone Europe/Berlin",
 * "UTC", "PST" a time zone, never a place.
 */
import { canonicalZone } from '../../util/local-time.js';
import { dateParts, type Day, dayFromParts, daysInMonth, formatIsoDate, monthNamed } from '../../util/dates.js';
import type { Token } from './tokens.js';
import { BEFORE_MONTH, ZONE_ABBREVIATIONS } from './vocabulary.js';

/** What words at a place of the question mean: how many words, and the parameters they set. */
export interface Claim {
  length: number;
  parameters: readonly (readonly [string, string])[];
}

const YEAR_RE = /^(?:19|20)\d\d$/;
const OFFSET_ZONE_RE = /^(?:utc|gmt)[+-]\d{1,2}(?::?\d\d)?$/;
/** Years a relative phrase names, from today's. */
const RELATIVE_YEARS: Readonly<Record<string, number>> = { next: 1, this: 0, coming: 1, last: -1 };

export const isYear = (token: Token | undefined): boolean => token !== undefined && YEAR_RE.test(token.word);

/** Whether the word at `at` is a time zone: an IANA name ("Europe/Berlin"), an offset or an abbreviation. */
export function isZone(tokens: readonly Token[], at: number): boolean {
  const { text, word } = tokens[at]!;
  if (text.includes('/')) return canonicalZone(text) !== undefined;
  return ZONE_ABBREVIATIONS.has(word) || OFFSET_ZONE_RE.test(word);
}

/** The month a word names (1-12), if it is one; "may" only after a word such as "in" or before a year. */
function monthOf(tokens: readonly Token[], at: number): number | undefined {
  const { word } = tokens[at]!;
  if (word === 'may') {
    const before = tokens[at - 1]?.word;
    return (before !== undefined && BEFORE_MONTH.has(before)) || isYear(tokens[at + 1]) ? 5 : undefined;
  }
  return monthNamed(word);
}

/** "next year", "this year": the year they name, if the words at `at` are one of them. */
function relativeYear(tokens: readonly Token[], at: number, today: Day): number | undefined {
  const shift = RELATIVE_YEARS[tokens[at]?.word ?? ''];
  if (shift === undefined || tokens[at + 1]?.word !== 'year') return undefined;
  return dateParts(today).year + shift;
}

const monthText = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/** A month without a year: this year's if it has not ended, else next year's. */
function nextMonth(month: number, today: Day): string {
  const now = dateParts(today);
  return monthText(month >= now.month ? now.year : now.year + 1, month);
}

/** The date phrase at `at`, if one starts there. */
export function dateAt(tokens: readonly Token[], at: number, today: Day): Claim | undefined {
  const relative = relativeYear(tokens, at, today);
  if (relative !== undefined) return { length: 2, parameters: [['year', String(relative)]] };
  const { word } = tokens[at]!;
  if ((word === 'next' || word === 'this') && tokens[at + 1]?.word === 'month') {
    const now = dateParts(today);
    const month = word === 'this' ? now.month : (now.month % 12) + 1;
    const year = word === 'next' && now.month === 12 ? now.year + 1 : now.year;
    return { length: 2, parameters: [['month', monthText(year, month)]] };
  }
  if (isYear(tokens[at])) return { length: 1, parameters: [['year', word]] };
  const month = monthOf(tokens, at);
  if (month === undefined) return undefined;
  // "March 2027", "March of 2027", "May next year".
  const of = tokens[at + 1]?.word === 'of' ? 1 : 0;
  if (isYear(tokens[at + 1 + of])) {
    return { length: 2 + of, parameters: [['month', monthText(Number(tokens[at + 1 + of]!.word), month)]] };
  }
  const year = relativeYear(tokens, at + 1, today);
  if (year !== undefined) return { length: 3, parameters: [['month', monthText(year, month)]] };
  return { length: 1, parameters: [['month', nextMonth(month, today)]] };
}

/** Words after which a date is the deadlines' ("deadlines in March", "deadline before June"). */
const DEADLINE_WORDS = new Set(['deadline', 'deadlines', 'due', 'cutoff']);
/** A range's bound a word before a date sets: its first day or its last, from it or to it. */
const BOUNDS: Readonly<Record<string, { side: 'from' | 'to'; day: 'before' | 'first' | 'last' | 'after' }>> = {
  before: { side: 'to', day: 'before' },
  by: { side: 'to', day: 'last' },
  until: { side: 'to', day: 'last' },
  till: { side: 'to', day: 'last' },
  to: { side: 'to', day: 'last' },
  after: { side: 'from', day: 'after' },
  from: { side: 'from', day: 'first' },
  since: { side: 'from', day: 'first' },
};

/** The first and last day of a month ("2027-03") or year ("2027") parameter. */
function periodOf([parameter, value]: readonly [string, string]): { first: Day; last: Day } {
  const year = Number(value.slice(0, 4));
  if (parameter === 'year') return { first: dayFromParts(year, 1, 1), last: dayFromParts(year, 12, 31) };
  const month = Number(value.slice(5, 7));
  return { first: dayFromParts(year, month, 1), last: dayFromParts(year, month, daysInMonth(year, month)) };
}

/** Whether a deadline word comes right before `at` ("deadlines in", "deadline before", "deadlines"). */
function afterDeadline(tokens: readonly Token[], at: number): boolean {
  return [1, 2].some((back) => DEADLINE_WORDS.has(tokens[at - back]?.word ?? ''));
}

/** A date with the word before it that bounds it ("before June 2027"), or one about deadlines, at `at`. */
export function rangeAt(tokens: readonly Token[], at: number, today: Day): Claim | undefined {
  const bound = BOUNDS[tokens[at]!.word];
  const from = bound ? at + 1 : at;
  if (from >= tokens.length) return undefined;
  const date = dateAt(tokens, from, today);
  const [named] = date?.parameters ?? [];
  const deadline = afterDeadline(tokens, at);
  if (date === undefined || named === undefined || (bound === undefined && !deadline)) return undefined;
  const { first, last } = periodOf(named);
  const prefix = deadline ? 'deadline_' : '';
  const length = date.length + (bound ? 1 : 0);
  if (bound === undefined) {
    const range = [`${prefix}from`, formatIsoDate(first)] as const;
    return { length, parameters: [range, [`${prefix}to`, formatIsoDate(last)]] };
  }
  const day = { before: first - 1, first, last, after: last + 1 }[bound.day];
  return { length, parameters: [[`${prefix}${bound.side}`, formatIsoDate(day)]] };
}
