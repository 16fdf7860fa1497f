/**
 * An order the question asks ("sorted by deadline", "in chronological order": docs/api.md,
 * Connector tools) over the events a page found and those it goes on with, their deadlines
 * estimated: one run in that order, not the subject's field first (alike-results.ts), nor the
 * announced before the estimated.
 */
import type { HandlerContext } from '../operation.js';
import { nextCallOf } from './compared-deadlines.js';
import type { Found } from './listed-search.js';
import { resultsOf } from './result-titles.js';
import { type Page, pageEvents } from './searches.js';

/** Orders asked that run over both parts: by the first deadline ahead, or by the start, the first first. */
const MERGED: ReadonlySet<string> = new Set(['deadline', 'upcoming', 'date']);

/** The results of `parts` (each a page and its titles' note) in the order `sort` asks; undefined for none of MERGED. */
export function inAskedOrder(
  parts: readonly (readonly [Page, Found['note']])[],
  sort: string | undefined,
  context: HandlerContext,
) {
  if (sort === undefined || !MERGED.has(sort)) return undefined;
  const nextCall = nextCallOf(context);
  const keyed = parts.flatMap(([page, note]) => {
    const starts = pageEvents(page, context).map(({ start }) => start);
    return resultsOf(page, context, note).map((result, at) => ({
      result,
      key: sort === 'deadline' ? nextCall(page.positions[at]!) : (starts[at] ?? undefined),
    }));
  });
  // A stable sort: an event with no key (no deadline ahead, no dates) after the others, in the parts' order.
  return keyed
    .sort((a, b) => (a.key ?? Number.POSITIVE_INFINITY) - (b.key ?? Number.POSITIVE_INFINITY))
    .map(({ result }) => result);
}
