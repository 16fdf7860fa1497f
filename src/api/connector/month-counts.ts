/**
 * The counts of a question's events by month ("Which month has the most AI conferences in 2027?",
 * "the busiest month for security deadlines"; docs/api.md, Connector tools): no facet counts
 * months, so the connector reads the events of the search (at most MONTHS_READ, in its usual
 * order) and counts each by the month it starts in, or, when the question asks of deadlines, by
 * each month one of its paper deadlines announced falls in, within the question's window.
 */
import type { HandlerContext } from '../operation.js';
import { type Parameters, readEvents } from './searches.js';

/** The events of a question's search read for their months, at most. */
export const MONTHS_READ = 10_000;

/** The months ("2027-06") of the events of the search of `parameters`, most events first, and how many were read. */
export function monthCounts(parameters: Parameters, context: HandlerContext, deadlines: boolean) {
  const read = readEvents(parameters, context, MONTHS_READ);
  const values = context.index.itemValues();
  const counts = new Map<string, number>();
  // Of a deadline window, the deadlines in it: an edition found by one (a round, an abstract) has
  // others outside ("in 2027": not the months of 2026 some calls of 2027 editions fell in).
  const { deadline_from: from = '', deadline_to: to = '9999' } = parameters;
  for (const position of read.positions) {
    const months = deadlines
      ? values.editionValues
          .deadlines(position)
          .filter(({ kind, estimated, date }) => kind === 'paper' && !estimated && date >= from && date <= to)
          .map(({ date }) => date.slice(0, 7))
      : [values.start(position)?.slice(0, 7)];
    for (const month of new Set(months)) if (month !== undefined) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const sorted = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return { values: sorted.map(([value, count]) => ({ value, count })), read: read.positions.length, total: read.total };
}
