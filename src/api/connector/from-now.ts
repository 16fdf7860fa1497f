/**
 * Days counted from today (docs/api.md, Connector tools): "3 months from now" is that day, which
 * a range or a bound reads ("from 2 months from now to 6 months from now", "between now and 3
 * months from now", "after 2 weeks from today"); alone, the days to it, as "in 3 months" is. "2 to
 * 6 months from now", "between 2 and 6 months from now", "in 2 to 6 months": from the first count
 * of units after today to the second.
 */
import type { Day } from '../../util/dates.js';
import { ahead, countAt, MAX_COUNT, UNITS } from './counted-units.js';
import { type Span, word } from './span-words.js';
import type { Token } from './tokens.js';

/**
 * The words after a count of units that count it from today ("from now"), how many; 0 when none.
 * Not "ahead": "we plan a year ahead" says how early, no window.
 */
const fromNowWords = (tokens: readonly Token[], at: number): number =>
  word(tokens, at) === 'from' && ['now', 'today'].includes(word(tokens, at + 1)) ? 2 : 0;

/** "3 months from now", "two weeks from today": that day, the days to it alone. */
export function fromNowAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const given = countAt(tokens, at);
  if (given === undefined || given.count < 1 || given.count > MAX_COUNT) return undefined;
  const unit = UNITS[word(tokens, at + given.length)];
  const words = fromNowWords(tokens, at + given.length + 1);
  if (unit === undefined || words === 0) return undefined;
  const day = ahead(today, given.count, unit);
  return { first: day, last: day, length: given.length + 1 + words, year: true, alone: { first: today, last: day } };
}

/** Words between two counts of one unit ("2 to 6 months", "2 or 3 weeks"); "and" only after "between". */
const COUNT_JOINTS = new Set(['to', 'or', 'until', 'through']);
/** Two counts written as one word ("2-6 months"). */
const JOINED_COUNTS_RE = /^(\d{1,3})-(\d{1,3})$/u;

/** The two counts at `at` and their words: "2 to 6", "two or three", "2-6". */
function countsAt(tokens: readonly Token[], at: number, between: boolean) {
  const joined = JOINED_COUNTS_RE.exec(word(tokens, at));
  if (joined) return { low: Number(joined[1]), high: Number(joined[2]), length: 1 };
  const low = countAt(tokens, at);
  if (low === undefined || low.length !== 1) return undefined;
  const joint = word(tokens, at + 1);
  if (!(between ? joint === 'and' : COUNT_JOINTS.has(joint))) return undefined;
  const high = countAt(tokens, at + 2);
  return high && high.length === 1 ? { low: low.count, high: high.count, length: 3 } : undefined;
}

/**
 * "2 to 6 months from now", "between 2 and 6 months from now", "from 2 to 6 weeks from today",
 * "in 2 to 6 months", "in 2-6 weeks": from the first count of units after today to the second.
 */
export function countRangeAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const opener = ['between', 'from', 'in'].includes(word(tokens, at)) ? 1 : 0;
  const counts = countsAt(tokens, at + opener, word(tokens, at) === 'between');
  if (counts === undefined || counts.low < 1 || counts.low >= counts.high || counts.high > MAX_COUNT) return undefined;
  const unitAt = at + opener + counts.length;
  const unit = UNITS[word(tokens, unitAt)];
  const words = fromNowWords(tokens, unitAt + 1);
  if (unit === undefined || (words === 0 && word(tokens, at) !== 'in')) return undefined;
  const [first, last] = [ahead(today, counts.low, unit), ahead(today, counts.high, unit)];
  return { first, last, length: unitAt + 1 + words - at, year: true };
}
