/**
 * The order and bound of acceptance rates a question asks for ("the most selective", "an
 * acceptance rate below 20%", "a high acceptance rate"), which rate-answers.ts answers.
 */
import { type Measure, measureNotes } from './measure-words.js';

/** What a question asks of acceptance rates: their order, and a bound in percent. */
export interface RateAsk {
  order: 'low' | 'high';
  max?: number;
  min?: number;
}

const ABOVE = new Set(['above', 'over', 'more', 'higher', 'least', 'min', 'minimum']);
const HIGH = new Set(['high', 'higher', 'highest']);
const SHARE_RE = /^\d+(?:\.\d+)?$/u;

/**
 * The order and bound the words of a rate measure ask for ("selective", "acceptance rate below 25",
 * "a high acceptance rate"): a share of 1 or less written with a point is of 1 ("0.2": 20%); a
 * number with no word of its side is a most ("an acceptance rate of 20%").
 */
function rateAskOf(words: readonly string[]): RateAsk {
  const lower = words.map((word) => word.toLowerCase());
  const order = lower.some((word) => HIGH.has(word)) ? 'high' : 'low';
  const at = lower.findIndex((word) => SHARE_RE.test(word));
  if (at === -1) return { order };
  const written = Number(lower[at]);
  const share = written <= 1 && lower[at]!.includes('.') ? written * 100 : written;
  const before = lower.slice(0, at);
  if (before.some((word) => ABOVE.has(word))) return { order, min: share };
  return { order, max: share };
}

/** "acceptance rate at most 20%", "lowest first". */
export function askWords({ order, max, min }: RateAsk): string {
  const bound = max !== undefined ? ` at most ${max}%` : min !== undefined ? ` at least ${min}%` : '';
  return `by acceptance rate${bound}, ${order === 'low' ? 'lowest' : 'highest'} first`;
}

/** Whether a measure is answered by rates: one of acceptance rates, in a question that names no edition and no "like X". */
const byRates = (measure: Measure, named: boolean): boolean => !named && measure.kind === 'rate';

/** The measures the reading says as not answered: "the most selective venues" is answered by rates. */
export const unsaidMeasures = (measures: readonly Measure[], named: boolean): Measure[] =>
  measures.filter((one) => !byRates(one, named));

/**
 * The rates the question asks for (`{ rate }`), answered by rates (rate-answers.ts); of several
 * subjects, searched apart, which that answer does not do, the measure is said in `notes` as not
 * answered, as it is of an edition named.
 */
export function rateAsked(
  measures: readonly Measure[],
  named: boolean,
  list: boolean,
  notes: string[],
): { rate?: RateAsk } {
  const rated = measures.find((one) => byRates(one, named));
  if (rated === undefined) return {};
  if (list) {
    notes.push(...measureNotes([rated], false));
    return {};
  }
  return { rate: rateAskOf(rated.text.split(' ')) };
}
