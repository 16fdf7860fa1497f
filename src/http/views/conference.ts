/**
 * Events as the API shows them (docs/api.md): the search item, the detailed record and the
 * human-readable date range. Missing strings are "" in items and null in the details'
 * extra fields.
 */
import type { EventType } from '../../source/schema.js';
import type { EventRecord } from '../../search/index.js';
import { dateParts, formatIsoDate, type Day } from '../../util/dates.js';
import type { ConferenceDetail, ConferenceItem } from '../schemas/index.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const TYPE_NAMES: Readonly<Record<EventType, ConferenceItem['type']>> = {
  conference: 'Conference',
  seminar: 'Seminar',
  workshop: 'Workshop',
  webinar: 'Webinar',
};

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

/** The item of a search result, exactly its documented fields. */
export function toItem(record: EventRecord): ConferenceItem {
  return {
    id: record.id,
    name: record.name,
    type: TYPE_NAMES[record.type],
    topic: record.topic,
    sub_topic: record.subTopic ?? '',
    dates: {
      start: formatIsoDate(record.start),
      end: formatIsoDate(record.end),
      formatted: formatDateRange(record.start, record.end),
    },
    location: {
      city: record.city ?? '',
      country: record.country?.name ?? '',
      venue: record.venue ?? '',
    },
    organizer: record.organizer ?? '',
    website: record.website ?? '',
    format: record.format,
    submission_deadline: record.deadline === null ? null : formatIsoDate(record.deadline),
  };
}

/** The single-event record: the item plus the details. */
export function toDetail(record: EventRecord): ConferenceDetail {
  return {
    ...toItem(record),
    acronym: record.acronym,
    description: record.description,
    contact_email: record.email,
    continent: record.country?.continent ?? null,
    country_code: record.country?.alpha2 ?? null,
  };
}
