/**
 * An event's values as JS values, read from the store's columns (event-values.ts, EventReader): the
 * same values the item writer writes as JSON text (item-json.ts), for the answers that are objects
 * (the MCP tools' structured content and text, the connector's fetch, the event page). Each value's
 * reader and writer sit in one row of the API's event table, and test/api/answer-values.test.ts holds
 * the objects to the JSON for every event. Only a page or a detail is ever read this way, so the
 * values are decoded per event; the day texts are kept, as the writer keeps them.
 */
import { DATE_PRECISIONS, NO_DAY, NONE_U16, NONE_U32 } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { StringColumn, TextValues } from '../store/string-column.js';
import { valuesAt } from '../store/topic-lists.js';
import { formatIsoDate } from '../util/dates.js';
import { DayTexts } from './day-texts.js';
import { DeadlineValues } from './deadline-values.js';
import { formatDateRange, formatMonths, TYPE_NAMES, UNDATED_TEXT } from './event-text.js';
import type { EventReader } from './event-values.js';
import { cutEnd, LONG_VALUE_MAX } from './long-values.js';
import { SeriesValues } from './series-json.js';

/** bytes' text, its first `max` characters and "…" when it has more (long-values.ts); all of it without `max`. */
function cutValue(bytes: Uint8Array, max?: number): string {
  const cut = max === undefined ? bytes.length : cutEnd(bytes, 0, bytes.length, max);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, cut).toString('utf8');
  return cut < bytes.length ? `${text}…` : text;
}

/** A detail-only text column's value (in memory or read from the file); an empty one is absent. */
function detailText(column: TextValues, p: number, max?: number): string | null {
  const bytes = column.bytesAt(p);
  return bytes.length === 0 ? null : cutValue(bytes, max);
}

/** A dictionary's value; NONE_U32 is absent. */
const dictionaryValue = (dictionary: StringColumn, index: number): string | null =>
  index === NONE_U32 ? null : dictionary.get(index);

/** The event values of one store, as JS values. Held by its SnapshotIndex. */
export class ItemValues implements EventReader {
  private readonly isoDates = new DayTexts<string>();
  readonly editionValues: DeadlineValues;
  readonly seriesValues: SeriesValues;

  constructor(private readonly store: Store) {
    this.editionValues = new DeadlineValues(store, (day) => this.isoDate(day));
    this.seriesValues = new SeriesValues(store);
  }

  /** A day as "YYYY-MM-DD", made once per day met. */
  private isoDate(day: number): string {
    let text = this.isoDates.get(day);
    if (text === undefined) this.isoDates.set(day, (text = formatIsoDate(day)));
    return text;
  }

  /** One value of the event's country (its name, continent or code); null when it has none. */
  private countryValue(p: number, key: 'name' | 'continent' | 'alpha2'): string | null {
    const index = this.store.columns.country[p]!;
    return index === NONE_U16 ? null : this.store.meta.countries[index]![key];
  }

  id(p: number): number {
    return this.store.columns.ids[p]!;
  }

  name(p: number): string {
    return cutValue(this.store.columns.name.bytesAt(p), LONG_VALUE_MAX.name);
  }

  type(p: number): string {
    return TYPE_NAMES[this.store.meta.types[this.store.columns.type[p]!] as keyof typeof TYPE_NAMES];
  }

  topic(p: number): string {
    return this.store.meta.topics[this.store.columns.topic[p]!]!.name;
  }

  subtopic(p: number): string | null {
    const index = this.store.columns.subtopic[p]!;
    return index === NONE_U16 ? null : this.store.meta.subtopics[index]!.name;
  }

  topics(p: number): string[] {
    const { columns, topicLists, meta } = this.store;
    return valuesAt(columns.topic, topicLists.topics, p).map((value) => meta.topics[value]!.name);
  }

  subtopics(p: number): string[] {
    const { columns, topicLists, meta } = this.store;
    return valuesAt(columns.subtopic, topicLists.subtopics, p).map((value) => meta.subtopics[value]!.name);
  }

  start(p: number): string | null {
    return p >= this.store.undated.first ? null : this.isoDate(this.store.columns.start[p]!);
  }

  end(p: number): string | null {
    return p >= this.store.undated.first ? null : this.isoDate(this.store.columns.end[p]!);
  }

  dateRange(p: number): string {
    const { start, end, precision } = this.store.columns;
    if (p >= this.store.undated.first) return UNDATED_TEXT;
    const range = DATE_PRECISIONS[precision[p]!] === 'month' ? formatMonths : formatDateRange;
    return range(start[p]!, end[p]!);
  }

  datePrecision(p: number): string {
    return DATE_PRECISIONS[this.store.columns.precision[p]!]!;
  }

  city(p: number): string | null {
    return dictionaryValue(this.store.dictionaries.city, this.store.columns.city[p]!);
  }

  venue(p: number): string | null {
    return dictionaryValue(this.store.dictionaries.venue, this.store.columns.venue[p]!);
  }

  organizer(p: number): string | null {
    return dictionaryValue(this.store.dictionaries.organizer, this.store.columns.organizer[p]!);
  }

  website(p: number): string | null {
    return this.store.columns.website.get(p) || null;
  }

  format(p: number): string {
    return this.store.meta.formats[this.store.columns.format[p]!]!;
  }

  deadline(p: number): string | null {
    const day = this.store.columns.deadline[p]!;
    return day === NO_DAY ? null : this.isoDate(day);
  }

  description(p: number): string | null {
    return detailText(this.store.columns.description, p, LONG_VALUE_MAX.description);
  }

  email(p: number): string | null {
    return detailText(this.store.columns.email, p);
  }

  country(p: number): string | null {
    return this.countryValue(p, 'name');
  }

  continent(p: number): string | null {
    return this.countryValue(p, 'continent');
  }

  countryCode(p: number): string | null {
    return this.countryValue(p, 'alpha2');
  }
}
