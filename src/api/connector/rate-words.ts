/**
 * The order and bound of acceptance rates a question asks for ("the most selective", "an
 * acceptance rate below 20%", "a high acceptance rate"), of h5-indexes ("the highest h5-index") and
 * of papers submitted ("the largest"), which rate-answers.ts answers.
 */
import { ACCEPTING, countsPapers, EASIER, LESS_SELECTIVE, SELECTIVE, SMALL } from './bounded-measures.js';
import { type Measure, measureNotes } from './measure-words.js';

/** What a question asks of acceptance rates, h5-indexes or papers submitted: their order, and a bound (a rate's in percent). */
export interface RateAsk {
  measure: 'rate' | 'h5' | 'size';
  order: 'low' | 'high';
  /** Of a size, by the papers accepted ("the most papers accepted"), not those submitted. */
  accepted?: boolean;
  max?: number;
  min?: number;
}

const ABOVE = new Set(['above', 'over', 'more', 'higher', 'least', 'min', 'minimum']);
const BELOW = new Set(['below', 'under', 'less', 'fewer', 'lower', 'max', 'maximum']);
const HIGH = new Set(['high', 'higher', 'highest']);
const LOW = new Set(['low', 'lower', 'lowest']);
const SHARE_RE = /^\d+(?:\.\d+)?$/u;

/**
 * The order and bound the words of a rate measure ask for ("selective", "acceptance rate below 25",
 * "a high acceptance rate"): a share of 1 or less written with a point is of 1 ("0.2": 20%); a
 * number with no word of its side is a most ("an acceptance rate of 20%"). Of an h5-index, the
 * highest first unless asked low ("the lowest h5-index"), a number with no word of its side a
 * least ("an h5-index of 100").
 */
function rateAskOf(words: readonly string[], measure: RateAsk['measure']): RateAsk {
  const lower = words.map((word) => word.toLowerCase());
  if (measure === 'size') {
    const order = lower.some((word) => SMALL.has(word)) ? 'low' : 'high';
    const asked = lower.some((word) => ACCEPTING.has(word)) ? { measure, order, accepted: true } : { measure, order };
    return { ...asked, ...countBound(lower) } as RateAsk;
  }
  // "less competitive", "the least selective", "not too competitive": the highest rates first.
  const less =
    (lower.some((word) => LESS_SELECTIVE.has(word) || word === 'not') && lower.some((word) => SELECTIVE.has(word))) ||
    lower.some((word) => EASIER.has(word));
  const high = measure === 'h5' ? !lower.some((word) => LOW.has(word)) : less || lower.some((word) => HIGH.has(word));
  const order = high ? 'high' : 'low';
  const at = lower.findIndex((word) => SHARE_RE.test(word));
  if (at === -1) return { measure, order };
  const written = Number(lower[at]);
  const share = measure === 'rate' && written <= 1 && lower[at]!.includes('.') ? written * 100 : written;
  const before = lower.slice(0, at);
  if (before.some((word) => ABOVE.has(word))) return { measure, order, min: share };
  if (measure === 'h5' && !before.some((word) => BELOW.has(word) || word === 'most'))
    return { measure, order, min: share };
  return { measure, order, max: share };
}

/** The bound of a count of papers ("more than 10,000": its digits joined), a least unless a word of below. */
function countBound(lower: readonly string[]): { min?: number; max?: number } {
  const at = lower.findIndex((word) => /^\d+$/u.test(word));
  if (at === -1) return {};
  let digits = lower[at]!;
  for (let next = at + 1; /^\d{3}$/u.test(lower[next] ?? ''); next++) digits += lower[next];
  const count = Number(digits);
  return lower.slice(0, at).some((word) => BELOW.has(word)) ? { max: count } : { min: count };
}

/** "acceptance rate at most 20%, lowest first", "h5-index at least 100, highest first". */
export function askWords({ measure, order, max, min, accepted }: RateAsk): string {
  const unit = measure === 'rate' ? '%' : '';
  // A count of papers as titles write it ("10,000").
  const said = (value: number) => (measure === 'size' ? value.toLocaleString('en') : String(value));
  const bound =
    max !== undefined ? ` at most ${said(max)}${unit}` : min !== undefined ? ` at least ${said(min)}${unit}` : '';
  const size = accepted ? 'papers accepted' : 'papers submitted';
  const by = measure === 'rate' ? 'acceptance rate' : measure === 'h5' ? 'h5-index' : size;
  return `by ${by}${bound}, ${order === 'low' ? 'lowest' : 'highest'} first`;
}

/**
 * Whether a measure is answered by rates, h5-indexes or papers submitted: one of them, in a
 * question that names no edition and no "like X".
 */
const byRates = (measure: Measure, named: boolean): boolean =>
  !named && (measure.kind === 'rate' || measure.kind === 'h5' || measure.kind === 'size');

/**
 * The measures the reading says as not answered: "the most selective venues" is answered by rates;
 * the h5-index or the papers of an edition named ("the h5-index of ICML") by its title; a rebuttal
 * whose window the question gives ("rebuttals in March 2027": `windowKind`) by the events whose
 * rebuttal is in it.
 */
export const unsaidMeasures = (measures: readonly Measure[], named: boolean, windowKind?: string): Measure[] =>
  measures.filter(
    (one) =>
      !byRates(one, named) &&
      one.kind !== 'h5' &&
      // "the number of submissions to NeurIPS": its title gives the papers submitted and accepted.
      !(one.kind === 'size' && countsPapers(one.text)) &&
      !(one.kind === 'rebuttal' && windowKind === 'rebuttal'),
  );

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
  // "the biggest NLP conferences by number of accepted papers": every size's words tell which papers.
  const sizes = measures.filter((one) => one.kind === 'size' && rated.kind === 'size');
  const words = (sizes.length > 0 ? sizes : [rated]).flatMap(({ text }) => text.split(' '));
  return { rate: rateAskOf(words, rated.kind === 'h5' || rated.kind === 'size' ? rated.kind : 'rate') };
}
