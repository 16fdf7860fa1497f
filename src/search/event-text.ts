/**
 * How the API writes an event's type and its date range (docs/api.md, Event item): to the day, in
 * whole months, or not known yet; for the event
 * values written from the columns (item-json.ts).
 */
import type { EventType } from '../source/schema.js';
import { dateParts, type Day } from '../util/dates.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const TYPE_NAMES = {
  conference: 'Conference',
  seminar: 'Seminar',
  workshop: 'Workshop',
  webinar: 'Webinar',
} as const satisfies Readonly<Record<EventType, string>>;

/**
 * "Mar 3, 2027" (one day), "Mar 3-5, 2027" (one month), "Mar 30 - Apr 2, 2027" (one year),
 * "Dec 30, 2027 - Jan 2, 2028".
 */
export function formatDateRange(start: Day, end: Day): string {
  const a = dateParts(start);
  const b = dateParts(end);
  const monthA = MONTHS[a.month - 1]!;
  const monthB = MONTHS[b.month - 1]!;
  if (a.year !== b.year) return `${monthA} ${a.day}, ${a.year} - ${monthB} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${monthA} ${a.day} - ${monthB} ${b.day}, ${a.year}`;
  if (a.day !== b.day) return `${monthA} ${a.day}-${b.day}, ${a.year}`;
  return `${monthA} ${a.day}, ${a.year}`;
}

/** The dates of an event whose dates are not known yet. */
export const UNDATED_TEXT = 'TBD';

/** A range of whole months: "Mar 2027", "Mar - Apr 2027", "Dec 2027 - Jan 2028". */
export function formatMonths(start: Day, end: Day): string {
  const a = dateParts(start);
  const b = dateParts(end);
  const monthA = MONTHS[a.month - 1]!;
  const monthB = MONTHS[b.month - 1]!;
  if (a.year !== b.year) return `${monthA} ${a.year} - ${monthB} ${b.year}`;
  if (a.month !== b.month) return `${monthA} - ${monthB} ${a.year}`;
  return `${monthA} ${a.year}`;
}
