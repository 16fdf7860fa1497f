import type { EventFormat, EventType } from '../source/schema.js';
import type { Edition } from '../source/edition.js';
import type { ValidRow } from '../source/validate.js';
import { NO_DAY, NONE_U16, NONE_U32, type MetaCountry } from './layout.js';
import type { Store } from './store.js';
import type { StringColumn, TextValues } from './string-column.js';

/**
 * One event decoded from the columns: the validated source row, with the country as the snapshot
 * holds it and the event's position. Absent optional values are null. The edition (bare acronym,
 * series, ranks) and the deadlines are read with their own accessors (src/store/edition-index.ts,
 * src/store/deadline-table.ts).
 */
export type EventRecord = Omit<ValidRow, 'country' | 'region' | 'deadlines' | 'extras' | keyof Edition> & {
  position: number;
  country: MetaCountry | null;
};

function optionalText(column: TextValues, position: number): string | null {
  const value = column.get(position);
  return value === '' ? null : value;
}

function fromDictionary(dictionary: StringColumn, index: number): string | null {
  return index === NONE_U32 ? null : dictionary.get(index);
}

/** What decoding an event reads: a loaded store, or the builder's columns before they are written. */
export type RecordSource = Pick<Store, 'columns' | 'dictionaries'> & {
  meta: Pick<Store['meta'], 'types' | 'formats' | 'topics' | 'subtopics' | 'countries'>;
};

/** An event's values a search list item shows: all but the detail-only description and e-mail. */
export type ItemRecord = Omit<EventRecord, 'email' | 'description'>;

/**
 * Decodes what a search list item shows of the event at a position: no detail-only column, which
 * may be read from the snapshot file (disk-string-column.ts).
 */
export function itemAt(store: RecordSource, position: number): ItemRecord {
  const { columns: c, meta, dictionaries: d } = store;
  const subtopic = c.subtopic[position]!;
  const deadline = c.deadline[position]!;
  const country = c.country[position]!;
  return {
    position,
    id: c.ids[position]!,
    name: c.name.get(position),
    acronym: optionalText(c.acronym, position),
    type: meta.types[c.type[position]!] as EventType,
    topic: meta.topics[c.topic[position]!]!.name,
    subTopic: subtopic === NONE_U16 ? null : meta.subtopics[subtopic]!.name,
    start: c.start[position]!,
    end: c.end[position]!,
    city: fromDictionary(d.city, c.city[position]!),
    country: country === NONE_U16 ? null : meta.countries[country]!,
    venue: fromDictionary(d.venue, c.venue[position]!),
    organizer: fromDictionary(d.organizer, c.organizer[position]!),
    website: optionalText(c.website, position),
    format: meta.formats[c.format[position]!] as EventFormat,
    deadline: deadline === NO_DAY ? null : deadline,
  };
}

/** Decodes the event at a position, its detail included (only for the few events a response shows). */
export function eventAt(store: RecordSource, position: number): EventRecord {
  const { email, description } = store.columns;
  return {
    ...itemAt(store, position),
    email: optionalText(email, position),
    description: optionalText(description, position),
  };
}
