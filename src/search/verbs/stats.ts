/** The statistics verb: totals over the whole directory. */
import { dateParts, dayFromParts, daysInMonth, type Day } from '../../util/dates.js';
import { firstStartAtOrAfter } from '../components/columns.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import type { Statistics } from '../types.js';

function upcomingThisMonth(index: SnapshotIndex, today: Day): number {
  const { year, month } = dateParts(today);
  const lastDay = dayFromParts(year, month, daysInMonth(year, month));
  const start = index.store.columns.start;
  return firstStartAtOrAfter(start, lastDay + 1) - firstStartAtOrAfter(start, today);
}

export function statistics(index: SnapshotIndex, today: Day): Statistics {
  const { listing } = index;
  return {
    events: index.size,
    countries: listing.countries.length,
    topics: listing.topics.length,
    upcomingThisMonth: upcomingThisMonth(index, today),
    span: listing.span,
    continents: listing.continents,
  };
}
