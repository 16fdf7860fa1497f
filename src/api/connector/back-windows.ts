/**
 * A bound that refers back to a date said earlier ("I defend my thesis in June 2027; which vision
 * conferences happen after that?"; docs/api.md, Connector tools): the window after, before or by
 * that date, what it bounds read in its own sentence as any window's. Only of a date that bounds
 * nothing itself (one in a sentence about the asker), and in a sentence that asks: "I could
 * extend my paper by then" tells of the asker.
 */
import type { Day } from '../../util/dates.js';
import { FIRST_PERSON, type Token } from './tokens.js';
import { BOUNDS, sentenceOf, sideOf } from './window-sides.js';

/** The days a window found at a position spans, and how many words it takes. */
export interface FoundDays {
  from?: Day | undefined;
  to?: Day | undefined;
  length: number;
}

/** Words that refer back to the date ("after that", "by then"). */
const BACK = new Set(['that', 'then']);
/** Words after "that" that make it a determiner of a thing, not the date ("after that conference"). */
const THING_AFTER = /^(?:conference|event|workshop|venue|symposium|meeting|deadline|date|one)s?$/u;

/**
 * The window of "after that" at `at` (two words) when a date is said before it: the last window
 * `daysAt` finds in the words before, read from the start so that a date is read whole ("June
 * 2027", not "2027"), a bound's date without the bound. Undefined when the words are no such
 * bound or no date precedes them.
 */
export function backWindow(
  tokens: readonly Token[],
  at: number,
  daysAt: (position: number) => FoundDays | undefined,
): FoundDays | undefined {
  const side = BOUNDS.get(tokens[at]?.word ?? '');
  if (side === undefined || !BACK.has(tokens[at + 1]?.word ?? '') || tokens[at + 1]!.opens) return undefined;
  if (THING_AFTER.test(tokens[at + 2]?.word ?? '')) return undefined;
  if (FIRST_PERSON.has(tokens[sentenceOf(tokens, at)[0]]?.word ?? '')) return undefined;
  let last: { days: FoundDays; from: number; end: number } | undefined;
  let bound = -1;
  for (let position = 0; position < at; ) {
    // The date a bound names, not the bound's window: "until February 2027" is February 2027.
    const word = tokens[position]!.word;
    if (BOUNDS.has(word) || word === 'ready') bound = position;
    const days = bound === position ? undefined : daysAt(position);
    // What the date bounds is read from its bound on ("ready in March 2027": the deadlines).
    const from = bound >= 0 && position - bound <= 2 ? bound : position;
    if (days !== undefined && days.length > 0 && position + days.length <= at)
      last = { days, from, end: position + days.length };
    position += days !== undefined && days.length > 0 ? days.length : 1;
  }
  // A date that bounds something itself ("deadlines after January 15 ... before then") is read so.
  if (last === undefined || sideOf(tokens, last.from, last.end) !== undefined) return undefined;
  const { from, to } = last.days;
  if (side === 'after') return to === undefined ? undefined : { from: to + 1, length: 2 };
  if (side === 'before') return from === undefined ? undefined : { to: from - 1, length: 2 };
  return to === undefined ? undefined : { to, length: 2 };
}
