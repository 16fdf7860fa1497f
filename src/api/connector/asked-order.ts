/**
 * An order the question asks ("sorted by deadline", "in chronological order": docs/api.md,
 * Connector tools) over the events a page found and those it goes on with, their deadlines
 * estimated: one run in that order, not the subject's field first (alike-results.ts), nor the
 * announced before the estimated.
 */
import type { HandlerContext } from '../operation.js';
import { endOfDay } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { nextCallOf } from './compared-deadlines.js';
import type { Found } from './listed-search.js';
import { resultsOf } from './result-titles.js';
import { type Page, pageEvents } from './searches.js';

/** Orders asked that run over both parts: by the first deadline ahead, or by the start, the first first. */
const MERGED: ReadonlySet<string> = new Set(['deadline', 'upcoming', 'date']);

/**
 * The results of `parts` (each a page and its titles' note) in the order `sort` asks; undefined for
 * none of MERGED. `estimated`: the day of each estimate, the next call of a venue answered by its
 * ended edition (SIGIR 2026, SIGIR 2027's foreseen for January) among them, at that day's end.
 */
export function inAskedOrder(
  parts: readonly (readonly [Page, Found['note']])[],
  sort: string | undefined,
  context: HandlerContext,
  estimated?: ReadonlyMap<number, Day>,
) {
  if (sort === undefined || !MERGED.has(sort)) return undefined;
  const nextCall = nextCallOf(context);
  const callOf = (position: number) => {
    const day = estimated?.get(position);
    return nextCall(position) ?? (day === undefined ? undefined : endOfDay(day));
  };
  const keyed = parts.flatMap(([page, note]) => {
    const starts = pageEvents(page, context).map(({ start }) => start);
    return resultsOf(page, context, note).map((result, at) => ({
      result,
      key: sort === 'deadline' ? callOf(page.positions[at]!) : (starts[at] ?? undefined),
    }));
  });
  // A stable sort: an event with no key (no deadline ahead, no dates) after the others, in the parts' order.
  return keyed
    .sort((a, b) => (a.key ?? Number.POSITIVE_INFINITY) - (b.key ?? Number.POSITIVE_INFINITY))
    .map(({ result }) => result);
}
