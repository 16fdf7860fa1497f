/**
 * Events as the API shows them (docs/api.md): the search item and the detailed record (type
 * names and date ranges written by src/search/event-text.ts). Missing strings are "" in items and
 * null in the details' extra fields.
 */
import { type EventRecord, formatDateRange, TYPE_NAMES } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import type { ConferenceDetail, ConferenceItem } from '../schemas/index.js';

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
