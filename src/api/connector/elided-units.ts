/**
 * A unit said once for two stretches joined by "or" or "and" (docs/api.md, Connector tools): "this
 * year or next" and "this or next year" are "this year or next year", so the range reader reads
 * both ends, where one end alone would bound the events to one year and drop the other silently;
 * "next year or the year after" and "next year or two" are "next year or the year after next".
 */
import { monthNamed } from '../../util/dates.js';
import { SHIFTS } from './span-words.js';
import type { Token } from './tokens.js';
import { wordTable } from './word-tables.js';

/** Words that move a stretch from today's, said before the unit they move. */
const SHIFT_WORDS = new Set(Object.keys(SHIFTS));
/** Units a shift word moves that the other end of a pair may leave unsaid. */
const UNITS = new Set(['year', 'month', 'spring', 'summer', 'autumn', 'fall', 'winter']);
const JOINTS = new Set(['or', 'and']);
/** Words after a shift word that make it name a stretch of its own ("this year or next week", "next March"). */
const OWN_UNITS = new Set([
  ...UNITS,
  ...'week weeks weekend days months years quarter semester term academic'.split(' '),
]);
const ownUnit = (text: string): boolean => OWN_UNITS.has(text) || monthNamed(text) !== undefined;

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** The years after a shift word's year, as words: "this" year's next is "next year". */
const YEAR_AFTER: Readonly<Record<string, readonly string[]>> = wordTable({
  last: ['this', 'year'],
  this: ['next', 'year'],
  next: ['the', 'year', 'after', 'next'],
});

/**
 * "next year or the year after", "next year or two": the second end as the year after the first's,
 * in words the year reader reads (span-words.ts); the words from `at`, and how many they replace.
 */
function yearAfterAt(tokens: readonly Token[], at: number): { words: readonly string[]; length: number } | undefined {
  if (word(tokens, at - 2) !== 'year' || !JOINTS.has(word(tokens, at - 1))) return undefined;
  const after = YEAR_AFTER[word(tokens, at - 3)];
  if (after === undefined) return undefined;
  if (word(tokens, at) === 'two' || word(tokens, at) === '2') return { words: after, length: 1 };
  const written = ['the', 'year', 'after'].every((part, i) => word(tokens, at + i) === part);
  return written && word(tokens, at + 3) !== 'next' ? { words: after, length: 3 } : undefined;
}

/** The unit as the other end writes it, put where this end leaves it out. */
const unit = (token: Token): Token => ({ text: token.text, word: token.word });

/**
 * `tokens` with the unit one end of a pair leaves out written there: "this year or next" gains
 * "year" after "next", "this or next year" after "this". Linear: each word is looked at once.
 */
export function withElidedUnits(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    const yearAfter = yearAfterAt(tokens, at);
    if (yearAfter) {
      out.push(...yearAfter.words.map((one) => ({ text: one, word: one })));
      at += yearAfter.length - 1;
      continue;
    }
    out.push(token);
    if (!SHIFT_WORDS.has(token.word) || !JOINTS.has(word(tokens, at + 1))) continue;
    const before = word(tokens, at - 1);
    // "this or next year": the unit after the other shift word.
    if (!UNITS.has(before) && SHIFT_WORDS.has(word(tokens, at + 2)) && UNITS.has(word(tokens, at + 3))) {
      out.push(unit(tokens[at + 3]!));
    }
  }
  // "this year or next": the unit of the first end after a shift word that ends the pair.
  return out.flatMap((token, at) => {
    const first = at - 3;
    const elided =
      SHIFT_WORDS.has(token.word) &&
      JOINTS.has(word(out, at - 1)) &&
      UNITS.has(word(out, at - 2)) &&
      SHIFT_WORDS.has(word(out, first)) &&
      !ownUnit(word(out, at + 1));
    return elided ? [token, unit(out[at - 2]!)] : [token];
  });
}
