/**
 * Words that ask for a measure no filter takes (docs/api.md, Connector tools): said as not
 * answered, never searched. Most are measures the data has none of ("smaller", "cheaper"), or a
 * review policy ("double-blind"); a venue's selectivity ("selective", "acceptance rate below 25%")
 * the data has as acceptance rates by year, which `fetch` gives, and a rebuttal ("with a rebuttal
 * phase") as a deadline of that kind, which `fetch` lists, but no filter reads them, so the note
 * says where they are. A question naming an edition asks of its rebuttal, which its answer gives.
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

/** What a measure asks for: one the data lacks, an acceptance rate, a rebuttal or a review policy. */
type Kind = 'measure' | 'rate' | 'rebuttal' | 'review';
export interface Measure {
  length: number;
  text: string;
  kind: Kind;
}

/** Why each kind is not answered, as the note says it. */
const WHY: Readonly<Record<Kind, string>> = {
  measure: 'the data has no such measure',
  rate: "no filter takes acceptance rates; fetch gives each venue's by year",
  rebuttal: "no filter takes a rebuttal; fetch lists an event's rebuttal deadline when it has one",
  review: 'the data has no review policy',
};
/** Review policies, in one word or two ("double-blind", "double blind"). */
const REVIEW: ReadonlySet<string> = new Set(['double-blind', 'single-blind', 'triple-blind', 'anonymous-review']);
const REVIEW_FIRST: ReadonlySet<string> = new Set(['double', 'single', 'triple']);
const REVIEW_NOUNS: ReadonlySet<string> = new Set([
  'review',
  'reviews',
  'reviewing',
  'reviewed',
  'submission',
  'submissions',
]);
/** Words that ask for a rebuttal, and those after it that name its time ("rebuttal phase"). */
const REBUTTAL: ReadonlySet<string> = new Set(['rebuttal', 'rebuttals']);
const REBUTTAL_TIME: ReadonlySet<string> = new Set(['phase', 'period', 'stage', 'round']);

/** A review policy or a rebuttal asked for at `at`, if one. */
function policyAt(tokens: readonly Token[], at: number): Measure | undefined {
  const { word } = tokens[at]!;
  const blind = REVIEW.has(word) ? 1 : REVIEW_FIRST.has(word) && tokens[at + 1]?.word === 'blind' ? 2 : 0;
  if (blind > 0) {
    // "double-blind review": the policy's noun is no subject either.
    const length = blind + (REVIEW_NOUNS.has(tokens[at + blind]?.word ?? '') ? 1 : 0);
    const text = tokens.slice(at, at + length).map((token) => token.text);
    return { length, text: text.join(' '), kind: 'review' };
  }
  const author = word === 'author' && tokens[at + 1]?.word === 'response' ? 1 : 0;
  if (!REBUTTAL.has(word) && author === 0) return undefined;
  const time = REBUTTAL_TIME.has(tokens[at + author + 1]?.word ?? '') ? 1 : 0;
  const words = tokens.slice(at, at + author + 1 + time).map((token) => token.text);
  return { length: words.length, text: words.join(' '), kind: 'rebuttal' };
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
  if (NO_MEASURE.has(word)) return { length: 1, text, kind: 'measure' };
  if (SELECTIVE.has(word)) return { length: 1, text, kind: 'rate' };
  const policy = policyAt(tokens, at);
  if (policy) return policy;
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
  return { length: end - at, text: words.join(' '), kind: 'rate' };
}

/**
 * The note of the measures asked for, one per kind; none when none was asked for. `named`: the
 * question names an edition, whose answer gives its rebuttal.
 */
export function measureNotes(measures: readonly Measure[], named: boolean): string[] {
  const kinds = Object.keys(WHY) as Kind[];
  return kinds.flatMap((kind) => {
    const asked = measures.filter((measure) => measure.kind === kind);
    if (asked.length === 0 || (kind === 'rebuttal' && named)) return [];
    return [`not answered: ${asked.map(({ text }) => `"${text}"`).join(', ')} (${WHY[kind]})`];
  });
}
