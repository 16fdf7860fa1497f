/**
 * Academic years in a question (docs/api.md, Connector tools): September to August, as at most
 * universities north of the equator.
 */
import { dateParts, type Day } from '../../util/dates.js';
import { isYearWord, months, SHIFTS, type Span, word } from './span-words.js';
import type { Token } from './tokens.js';

/** The month an academic year begins: September, as at most universities north of the equator. */
const ACADEMIC_START = 9;

/** The year `at` starts of a pair "2026 to 2027" (tokens.ts writes "2026/27" so), if one is written there. */
function yearPairAt(tokens: readonly Token[], at: number): number | undefined {
  const start = Number(word(tokens, at));
  const paired = isYearWord(word(tokens, at)) && word(tokens, at + 1) === 'to';
  return paired && Number(word(tokens, at + 2)) === start + 1 ? start : undefined;
}

/**
 * An academic year, September to August: "this academic year" (the one under way), "next academic
 * year", "the 2026/27 academic year", "academic year 2026-2027".
 */
export function academicAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const academic = (from: number) => word(tokens, from) === 'academic' && word(tokens, from + 1) === 'year';
  const written = yearPairAt(tokens, at + the);
  if (written !== undefined && academic(at + the + 3)) {
    return { ...months(written, ACADEMIC_START, 12), length: the + 5, year: true };
  }
  const shift = SHIFTS[word(tokens, at)];
  const named = shift === undefined ? at + the : at + 1;
  if (!academic(named)) return undefined;
  const after = yearPairAt(tokens, named + 2);
  if (after !== undefined) return { ...months(after, ACADEMIC_START, 12), length: named - at + 5, year: true };
  const now = dateParts(today);
  const begun = now.month >= ACADEMIC_START ? now.year : now.year - 1;
  return { ...months(begun + (shift ?? 0), ACADEMIC_START, 12), length: named - at + 2, year: true };
}
