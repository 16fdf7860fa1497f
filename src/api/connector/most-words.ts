/**
 * A question of where or when most events are (docs/api.md, Connector tools): "Which country hosts
 * the most ML conferences?", "AI conferences by continent", "NLP venues per year". Its answer is
 * the events of the question, as always, and `reading` gives the counts of the search's events by
 * that place or year, most first: the search's facet of it (docs/api.md, Facets), the whole
 * search's, not the page's.
 */
import type { HandlerContext } from '../operation.js';
import type { Reading } from './reading.js';
import { type Parameters, facetCounts } from './searches.js';
import type { Token } from './tokens.js';
import { type CountedFacet, countedAt } from './count-words.js';
import { monthCounts } from './month-counts.js';
import { DEADLINE_WORDS } from './title-words.js';

/** How a note names each facet. */
const LABELS: Readonly<Record<CountedFacet, string>> = {
  country: 'country',
  city: 'city',
  continent: 'continent',
  region: 'state or province',
  year: 'year',
  month: 'month',
};
/** The values a note gives, most events first. */
export const MOST_VALUES = 5;

/** The facet the question asks the counts of (count-words.ts): the first such, else none. */
function mostAsked(tokens: readonly Token[]): CountedFacet | undefined {
  for (let at = 1; at < tokens.length; at++) {
    const facet = countedAt(tokens, at);
    if (facet !== undefined) return facet;
  }
  return undefined;
}

/**
 * "events by country: United States 98, China 45, … (of 421)": the counts of the search of
 * `parameters`; by month, of its paper deadlines when `deadlines` (month-counts.ts).
 */
function countsNote(parameters: Parameters, facet: CountedFacet, context: HandlerContext, deadlines: boolean) {
  const month = facet === 'month' ? monthCounts(parameters, context, deadlines) : undefined;
  const { values, total } =
    month ?? facetCounts(parameters, facet as Exclude<CountedFacet, 'month'>, MOST_VALUES + 1, context);
  if (values.length === 0) return undefined;
  const counts = values.slice(0, MOST_VALUES).map(({ value, count }) => `${value} ${count.toLocaleString('en')}`);
  const more = values.length > MOST_VALUES ? ', …' : '';
  const what = month && deadlines ? 'paper deadlines' : 'events';
  const of = month && month.read < total ? `the first ${month.read.toLocaleString('en')} of ` : '';
  return `${what} by ${LABELS[facet]}: ${counts.join(', ')}${more} (of ${of}${total.toLocaleString('en')})`;
}

/** `reading` with the note of the counts its question asks for, if any (see the top of this file). */
export function withMost(reading: Reading, tokens: readonly Token[], context: HandlerContext): Reading {
  const facet = mostAsked(tokens);
  const deadlines = tokens.some(({ word }) => DEADLINE_WORDS.has(word));
  const counted = facet === 'month' && deadlines ? deadlinesOfYear(reading.parameters, tokens) : reading.parameters;
  const note = facet === undefined ? undefined : countsNote(counted, facet, context, deadlines);
  return note === undefined ? reading : { ...reading, notes: [...reading.notes, note] };
}

/**
 * "Which month of 2027 has the most conference deadlines?": the deadlines that fall in that year,
 * of editions of any year (ICLR 2028's of September 2027 too), not the months of 2026 some 2027
 * editions' calls fell in; the parameters as read else.
 */
function deadlinesOfYear(parameters: Parameters, tokens: readonly Token[]): Parameters {
  const { year, ...rest } = parameters;
  if (year === undefined || parameters.deadline_from !== undefined || parameters.deadline_to !== undefined)
    return parameters;
  const named = tokens.some(
    ({ word }, at) =>
      (word === 'month' || word === 'months') &&
      (tokens[at + 1]?.word === 'of' || tokens[at + 1]?.word === 'in') &&
      tokens[at + 2]?.word === year,
  );
  return named ? { ...rest, deadline_from: `${year}-01-01`, deadline_to: `${year}-12-31` } : parameters;
}
