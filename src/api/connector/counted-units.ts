/**
 * Counted units of time from today (docs/api.md, Connector tools): the counts ("3", "two", "a
 * few") and units ("weeks", "a fortnight") that windows from today are written with, and the day
 * a count of them after today is.
 */
import type { Day } from '../../util/dates.js';
import type { Token } from './tokens.js';
import { NUMBER_WORDS } from './vocabulary.js';
import { wordTable } from './word-tables.js';

/** Counts of a window: numbers in words, and "a", "a couple", "a few". */
export const COUNT_WORDS: Readonly<Record<string, number>> = wordTable({
  ...NUMBER_WORDS,
  a: 1,
  an: 1,
  couple: 2,
  few: 3,
  several: 3,
});
/** Days of each unit of a window from today (hours by the day they end); months and years are calendar ones. */
export const UNITS: Readonly<Record<string, 'hour' | 'day' | 'week' | 'fortnight' | 'month' | 'year'>> = wordTable({
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  fortnight: 'fortnight',
  fortnights: 'fortnight',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
});
/** The most units of a window counted from today. */
export const MAX_COUNT = 120;

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/**
 * The count at `at` ("3", "two", "a", "a few", "a couple of") and its words, "of" after it
 * included; undefined without one.
 */
export function countAt(tokens: readonly Token[], at: number): { count: number; length: number } | undefined {
  const number = word(tokens, at);
  // "a few", "a couple": the count is the second word's.
  const article = (number === 'a' || number === 'an') && ['few', 'couple'].includes(word(tokens, at + 1)) ? 1 : 0;
  const count = /^\d{1,3}$/.test(number) ? Number(number) : COUNT_WORDS[word(tokens, at + article)];
  if (count === undefined) return undefined;
  return { count, length: article + (word(tokens, at + article + 1) === 'of' ? 2 : 1) };
}

/** The day `count` units after `today`. */
export function ahead(today: Day, count: number, unit: string): Day {
  // "the next 48 hours": to the day they end, counted from the start of today.
  if (unit === 'hour') return today + Math.ceil(count / 24);
  if (unit === 'day') return today + count;
  if (unit === 'week') return today + count * 7;
  if (unit === 'fortnight') return today + count * 14;
  const date = new Date(today * 86_400_000);
  date.setUTCMonth(date.getUTCMonth() + (unit === 'month' ? count : count * 12));
  return Math.floor(date.getTime() / 86_400_000);
}
