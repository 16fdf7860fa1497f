/**
 * Calls for papers said closed (docs/api.md, Connector tools): "AI conferences with closed calls
 * for papers", "security conferences whose deadlines passed". The search's `cfp` takes open calls
 * alone, so the words of a call beside one of CLOSED read no open call, and the closed word bounds
 * the deadlines to yesterday: those passed; of editions named ("Has the ICML 2027 deadline
 * passed?"), nothing: their titles say it.
 */
import { type Day, formatIsoDate } from '../../util/dates.js';
import type { Claim } from './date-words.js';
import type { Token } from './tokens.js';

/** Words that say a call or deadline is over. */
const CLOSED: ReadonlySet<string> = new Set(['closed', 'passed', 'expired', 'elapsed']);
/** Words right before one that say the opposite ("not closed", "hasn't passed"). */
const NOT: ReadonlySet<string> = new Set(['not', "isn't", "hasn't", "haven't", "aren't", "wasn't", 'never', 'yet']);
/** Words of a call or its deadline. */
const CALL: ReadonlySet<string> = new Set(
  'call calls cfp cfps deadline deadlines submission submissions papers'.split(' '),
);
/** How many words from a call its closed word may stand, in its sentence. */
export const REACH = 4;

const isClosed = (tokens: readonly Token[], at: number): boolean =>
  CLOSED.has(tokens[at]?.word ?? '') && !NOT.has(tokens[at - 1]?.word ?? '');

/** The positions from `at` on in one direction (`step`) within REACH, in the sentence of `at`. */
function reach(tokens: readonly Token[], at: number, step: 1 | -1): number[] {
  const positions: number[] = [];
  for (let next = at + step; Math.abs(next - at) <= REACH && next >= 0 && next < tokens.length; next += step) {
    // A word that opens a sentence is of the next one: going back, the one at `at` opens it.
    if (step === 1 ? tokens[next]!.opens : tokens[next + 1]!.opens) break;
    positions.push(next);
  }
  return positions;
}

/** Whether a closed word stands beside the call's words from `from` to `to` (excluded), in their sentence. */
export const closedBeside = (tokens: readonly Token[], from: number, to: number): boolean =>
  [...reach(tokens, from, -1), ...reach(tokens, to - 1, 1)].some((at) => isClosed(tokens, at));

/** The closed word at `at` beside a call's words: the deadlines to yesterday, said. */
export function closedCallAt(tokens: readonly Token[], at: number, today: Day): Claim | undefined {
  if (!isClosed(tokens, at)) return undefined;
  const beside = [...reach(tokens, at, -1), ...reach(tokens, at, 1)];
  if (!beside.some((one) => CALL.has(tokens[one]!.word))) return undefined;
  const day = formatIsoDate(today - 1);
  return {
    length: 1,
    parameters: [['deadline_to', day]],
    note: `"${tokens[at]!.text}" bounds the deadlines to those passed: … to ${day}`,
    // "Has the ICML 2027 deadline passed?": asked of the editions named, whose titles say it.
    named: { length: 1, parameters: [] },
  };
}
