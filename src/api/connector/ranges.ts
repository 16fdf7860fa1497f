/**
 * Ranges of a question's windows (docs/api.md, Connector tools): "between March and May 2027",
 * "from January to March", "March to May", "between Easter and the summer of 2027"; a year written
 * at one end is the other's too, a stretch without one the next that has not ended (or in a question
 * asked of the past, the last begun).
 */
import { type Day, dateParts, dayFromParts, daysInMonth } from '../../util/dates.js';
import { inYear, type Span, word } from './span-words.js';
import { spanAt } from './spans.js';
import type { Token } from './tokens.js';

const RANGE_ENDS = new Set(['to', 'until', 'till', 'through', 'and', 'thru']);

/** Today, and whether the question asks of the past (a stretch without a year is then its last one begun). */
export interface When {
  today: Day;
  past: boolean;
}

/**
 * A stretch without a year in a question asked of the past ("which had deadlines in October"): its
 * last one begun, not its next (span-words.ts).
 */
export function spanIn(span: Span, { today, past }: When): Span {
  if (!past || span.year || span.first <= today) return span;
  const back = inYear(span, dateParts(span.first).year - 1);
  if (span.alone === undefined) return back;
  return { ...back, alone: inYear({ ...span, ...span.alone }, dateParts(span.alone.first).year - 1) };
}

/** "between March and May 2027", "from January to March", "March to May": both ends. */
export function rangeAt(tokens: readonly Token[], at: number, when: When): Span | undefined {
  const opener = word(tokens, at) === 'between' || word(tokens, at) === 'from' ? 1 : 0;
  const spanned = opener === 1 ? theSpanAt(tokens, at + 1, when) : spanAt(tokens, at, when.today);
  const bare = spanned === undefined && opener === 1 ? bareDayAt(tokens, at + 1) : undefined;
  const start = spanned ?? bare;
  if (start === undefined) return undefined;
  const joint = at + opener + start.length;
  if (!RANGE_ENDS.has(word(tokens, joint)) || (word(tokens, joint) === 'and' && opener === 0)) return undefined;
  const end = theSpanAt(tokens, joint + 1, when);
  if (end === undefined) return undefined;
  const length = joint + 1 + end.length - at;
  // "between the 1st and the 15th of July": the start's day of the end's month.
  if (spanned === undefined) {
    const month = spanIn(end, when);
    const { year, month: number } = dateParts(month.first);
    const first = dayFromParts(year, number, Math.min(bare!.day, daysInMonth(year, number)));
    if (first > month.last) return undefined;
    return { first, last: month.last, length, year: end.year };
  }
  if (!spanned.year && !end.year) return yearlessRange(spanned, end, length, when);
  let [first, last] = [spanned, end];
  // A year written after the end only is the start's too ("between March and May 2027").
  if (!spanned.year && end.year) {
    const year = dateParts(end.last).year;
    first = inYear(spanned, year);
    if (first.first > end.last) first = inYear(spanned, year - 1);
  }
  // One written after the start only is the end's ("between Easter 2028 and the summer").
  if (spanned.year && !end.year) {
    const year = dateParts(spanned.first).year;
    last = inYear(end, year);
    if (last.last < spanned.first) last = inYear(end, year + 1);
  }
  return { first: first.first, last: last.last, length, year: true };
}

/** The span at `at`, after "the" where the span's own words do not take it ("between Easter and the summer"). */
function theSpanAt(tokens: readonly Token[], at: number, { today }: When): Span | undefined {
  const span = spanAt(tokens, at, today);
  if (span !== undefined || word(tokens, at) !== 'the') return span;
  const after = spanAt(tokens, at + 1, today);
  return after && { ...after, length: after.length + 1 };
}

/**
 * Two ends without a year ("between October and December", "from November to February"): one
 * range, the next that has not ended, or in a question asked of the past the last one begun.
 */
function yearlessRange(start: Span, end: Span, length: number, { today, past }: When): Span {
  const year = dateParts(today).year;
  const first = inYear(start, year);
  let last = inYear(end, year);
  if (last.last < first.first) last = inYear(end, year + 1);
  const range = { first: first.first, last: last.last, length, year: false };
  if (past && range.first > today) return inYear(range, year - 1);
  return !past && range.last < today ? inYear(range, year + 1) : range;
}

/** A day of the month without its month ("the 1st", "1"), as the start of a range; its words. */
function bareDayAt(tokens: readonly Token[], at: number): { day: number; length: number } | undefined {
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const day = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word(tokens, at + the));
  const number = Number(day?.[1]);
  if (!day || number < 1 || number > 31) return undefined;
  return { day: number, length: the + 1 };
}
