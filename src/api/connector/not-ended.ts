/**
 * The events not ended of a wider search that answers a question about events or deadlines to
 * come (docs/api.md, Connector tools, relaxing.ts).
 */
import type { HandlerContext } from '../operation.js';
import { formatIsoDate } from '../../util/dates.js';
import { askedAhead } from './ahead-alike.js';
import type { Reading } from './reading.js';
import { oneOfEachSeries, type Page } from './searches.js';

/**
 * A question about deadlines or events still to come (an open call, a window not passed) answered
 * by a wider search keeps the events of its page not ended, when it has any: "data management
 * conferences with deadlines this winter", none found, answered SIGMOD and CIKM 2027, then their
 * editions of 2024 to 2026, whose deadlines passed long ago; "HPC in the next month", HPCA 2027
 * then SC 2026, ended; but the event that stands for the subject, ended within the year (`stays`).
 */
export function notEnded<Found extends { page: Page; stays?: ReadonlySet<number> }>(
  reading: Reading,
  found: Found,
  context: HandlerContext,
): Found {
  const { deadline_to } = reading.parameters;
  const today = formatIsoDate(context.today);
  const asked = askedAhead(reading.parameters, today);
  // An edition named that the data lacks ("When is IJCAI 2031?") is answered by its series, whole.
  const named = asked === 'events' && reading.acronyms.length > 0;
  if (asked === undefined || named || (deadline_to !== undefined && deadline_to < today)) return found;
  const notOver = context.index.notOver(context.today);
  // An ended event that stands for the subject, its next edition not listed, stays (ahead-alike.ts).
  const positions = found.page.positions.filter((position) => notOver.has(position) || found.stays?.has(position));
  if (positions.length === 0 || positions.length === found.page.positions.length) return found;
  if (reading.acronyms.length < 2) return { ...found, page: { ...found.page, positions } };
  // Each acronym named is answered ("deadlines of STOC, FOCS and SODA"): one of none to come by
  // its latest edition, which says it ended.
  const ended = found.page.positions.filter((position) => !notOver.has(position));
  return {
    ...found,
    page: {
      ...found.page,
      positions: oneOfEachSeries({ ...found.page, positions: [...positions, ...ended] }, context),
    },
  };
}
