import type { EventFormat, EventType } from '../source/schema.js';
import type { Edition } from '../source/edition.js';
import type { ValidRow } from '../source/validate.js';
import { NO_DAY, NONE_U16, NONE_U32, type MetaCountry } from './layout.js';
import { ROW_SLOTS, rowOf, SLOT } from './item-rows.js';
import type { Store } from './store.js';
import type { StringColumn, TextValues } from './string-column.js';

/**
 * One event decoded from the columns: the validated source row, with the country as the snapshot
 * holds it and the event's position. Absent optional values are null. The edition (bare acronym,
 * series, ranks) and the deadlines are read with their own accessors (src/store/editions.ts,
 * src/store/deadline-table.ts).
 */
export type EventRecord = Omit<ValidRow, 'country' | 'region' | 'deadlines' | 'extras' | keyof Edition> & {
  position: number;
  country: MetaCountry | null;
};

const emptyAsNull = (value: string): string | null => (value === '' ? null : value);

function optionalText(column: TextValues, position: number): string | null {
  return emptyAsNull(column.get(position));
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
 * may be read from the snapshot file (disk-string-column.ts). Its fixed-size values come from its
 * compact row in `rows` (item-rows.ts: one cache line), or, without rows, from a row made from the
 * columns.
 */
export function itemAt(store: RecordSource, position: number, rows?: Uint32Array): ItemRecord {
  const { columns: c, meta, dictionaries: d } = store;
  const row = rows ?? rowOf(c, position);
  const at = rows === undefined ? 0 : position * ROW_SLOTS;
  const kinds = row[at + SLOT.kinds]!;
  const topics = row[at + SLOT.topics]!;
  const subtopic = topics >>> 16;
  const deadline = row[at + SLOT.deadline]! | 0;
  const country = row[at + SLOT.country]! & 0xffff;
  return {
    position,
    id: row[at + SLOT.id]!,
    name: c.name.bytes.toString('utf8', row[at + SLOT.nameStart], row[at + SLOT.nameEnd]),
    acronym: optionalText(c.acronym, position),
    type: meta.types[kinds & 0xff] as EventType,
    topic: meta.topics[topics & 0xffff]!.name,
    subTopic: subtopic === NONE_U16 ? null : meta.subtopics[subtopic]!.name,
    start: row[at + SLOT.start]! | 0,
    end: row[at + SLOT.end]! | 0,
    city: fromDictionary(d.city, row[at + SLOT.city]!),
    country: country === NONE_U16 ? null : meta.countries[country]!,
    venue: fromDictionary(d.venue, row[at + SLOT.venue]!),
    organizer: fromDictionary(d.organizer, row[at + SLOT.organizer]!),
    website: emptyAsNull(c.website.bytes.toString('utf8', row[at + SLOT.websiteStart], row[at + SLOT.websiteEnd])),
    format: meta.formats[(kinds >>> 8) & 0xff] as EventFormat,
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
