/**
 * Words that ask for a measure no filter takes (docs/api.md, Connector tools): said as not
 * answered, never searched. Most are measures the data has none of ("smaller", "cheaper"); a
 * venue's selectivity ("selective", "acceptance rate below 25%") the data has as acceptance rates
 * by year, which `fetch` gives, but no filter reads them, so the note says where they are.
 */
import type { Token } from './tokens.js';

/** Words that ask for what the data has no measure of ("but smaller"). */
const NO_MEASURE: ReadonlySet<string> = new Set(
  'smaller bigger larger cheaper closer nearer smallest biggest largest cheapest closest nearest friendlier cheap affordable inexpensive expensive'.split(
    ' ',
  ),
);
/** Words that ask for a selective venue. */
const SELECTIVE: ReadonlySet<string> = new Set(['selective', 'competitive']);
const RATE: ReadonlySet<string> = new Set(['rate', 'rates', 'ratio']);
/** Words after "acceptance rate" that bound it ("below 25%", "of at most 20 percent"). */
const BOUND: ReadonlySet<string> = new Set(
  'below under above over less more than lower higher at most least around about of is percent or'.split(' '),
);
/** Words of a bound read at most: a longer run is no bound. */
export const MOST_BOUND = 5;

export interface Measure {
  length: number;
  text: string;
  /** Whether it asks for an acceptance rate (the data has them, no filter takes them). */
  rate: boolean;
}

/** Words before "acceptance rate" that ask for a level of it ("a low acceptance rate"). */
const LEVEL: ReadonlySet<string> = new Set(['low', 'lower', 'lowest', 'high', 'higher', 'highest']);

/**
 * The measure asked for at `at` (see the top of this file), if one. "Acceptance rate" asks for a
 * bound only with a level before it or a number in the words after it: "the acceptance rate of
 * CHI" asks for CHI's rates, which the answer's events carry.
 */
export function measureAt(tokens: readonly Token[], at: number): Measure | undefined {
  const { word, text } = tokens[at]!;
  if (NO_MEASURE.has(word)) return { length: 1, text, rate: false };
  if (SELECTIVE.has(word)) return { length: 1, text, rate: true };
  const level = LEVEL.has(word) ? 1 : 0;
  if (tokens[at + level]?.word !== 'acceptance' || !RATE.has(tokens[at + level + 1]?.word ?? '')) return undefined;
  let end = at + level + 2;
  let number = false;
  while (end < tokens.length && end - at - level - 2 < MOST_BOUND) {
    const next = tokens[end]!.word;
    // A share (25, 0.25), never a year ("of 2027").
    const digits = /^\d+(?:\.\d+)?$/u.test(next) && Number(next) <= 100;
    if (!BOUND.has(next) && !digits) break;
    number ||= digits;
    end++;
  }
  if (level === 0 && !number) return undefined;
  // The bound's words up to its number, never a trailing "of" or "or".
  while (!number && end > at + level + 2) end--;
  const words = tokens.slice(at, end).map((token) => token.text);
  return { length: end - at, text: words.join(' '), rate: true };
}

/** The note of the measures asked for, one per kind; none when none was asked for. */
export function measureNotes(measures: readonly Measure[]): string[] {
  const quoted = (rate: boolean) =>
    measures
      .filter((measure) => measure.rate === rate)
      .map(({ text }) => `"${text}"`)
      .join(', ');
  const notes: string[] = [];
  if (measures.some(({ rate }) => !rate)) notes.push(`not answered: ${quoted(false)} (the data has no such measure)`);
  if (measures.some(({ rate }) => rate))
    notes.push(`not answered: ${quoted(true)} (no filter takes acceptance rates; fetch gives each venue's by year)`);
  return notes;
}
