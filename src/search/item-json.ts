/**
 * An event's values as JSON text, read straight from the store's columns: the pieces the API's
 * event table (src/api/views/event-fields.ts) puts together into the JSON text of a search list
 * item or a detail, without an event record, an item object or a serializer's walk. Every value that
 * recurs is serialized once per snapshot (names of types, topics, sub-topics, countries, continents
 * and formats; cities, venues and organizers as pages meet them; dates and date ranges); only the
 * name, website, acronym, description and e-mail are escaped per event.
 */
import { NO_DAY, NONE_U16, NONE_U32 } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { StringColumn } from '../store/string-column.js';
import { formatIsoDate } from '../util/dates.js';
import { EditionValues } from './deadline-json.js';
import { formatDateRange, TYPE_NAMES } from './event-text.js';

/** JSON text of a string. */
const quote = (text: string): string => JSON.stringify(text);
/** An optional text column's value: "" means absent. */
const quoteOrNull = (text: string): string | null => (text === '' ? null : quote(text));

/**
 * The values of the event at a position, each as JSON text (a number's digits, a quoted string), or
 * null when the event has none.
 */
export interface EventValues {
  id(position: number): string;
  name(position: number): string;
  /** Its type's name: "Conference", "Seminar", "Workshop" or "Webinar". */
  type(position: number): string;
  topic(position: number): string;
  subtopic(position: number): string | null;
  /** The first and last day, YYYY-MM-DD. */
  start(position: number): string;
  end(position: number): string;
  /** The days as people read them: "Mar 3-5, 2027" (event-text.ts). */
  dateRange(position: number): string;
  city(position: number): string | null;
  country(position: number): string | null;
  venue(position: number): string | null;
  organizer(position: number): string | null;
  website(position: number): string | null;
  format(position: number): string;
  /** The submission deadline, YYYY-MM-DD. */
  deadline(position: number): string | null;
  acronym(position: number): string | null;
  description(position: number): string | null;
  email(position: number): string | null;
  /** The continent and ISO 3166-1 alpha-2 code of its country. */
  continent(position: number): string | null;
  countryCode(position: number): string | null;
  /** Acronym, series, ranks, call status, deadlines and editions, as JSON text (deadline-json.ts). */
  readonly editionValues: EditionValues;
}

/** A dictionary's values as JSON strings, each serialized the first time a page shows it. */
class QuotedDictionary {
  private readonly quoted: (string | undefined)[] = [];

  constructor(private readonly values: StringColumn) {}

  get(index: number): string | null {
    if (index === NONE_U32) return null;
    return (this.quoted[index] ??= quote(this.values.get(index)));
  }
}

/** The event values of one store, its recurring ones serialized once. Held by its SnapshotIndex. */
export class ItemWriter implements EventValues {
  private readonly types: string[];
  private readonly topics: string[];
  private readonly subtopics: string[];
  private readonly countries: { name: string; continent: string; code: string }[];
  private readonly formats: string[];
  private readonly cities: QuotedDictionary;
  private readonly venues: QuotedDictionary;
  private readonly organizers: QuotedDictionary;
  private readonly isoDates = new Map<number, string>();
  private readonly ranges = new Map<number, string>();
  readonly editionValues: EditionValues;

  constructor(private readonly store: Store) {
    const { meta, dictionaries } = store;
    this.types = meta.types.map((type) => quote(TYPE_NAMES[type as keyof typeof TYPE_NAMES]));
    this.topics = meta.topics.map((topic) => quote(topic.name));
    this.subtopics = meta.subtopics.map((subtopic) => quote(subtopic.name));
    this.countries = meta.countries.map((country) => ({
      name: quote(country.name),
      continent: quote(country.continent),
      code: quote(country.alpha2),
    }));
    this.formats = meta.formats.map(quote);
    this.cities = new QuotedDictionary(dictionaries.city);
    this.venues = new QuotedDictionary(dictionaries.venue);
    this.organizers = new QuotedDictionary(dictionaries.organizer);
    this.editionValues = new EditionValues(store);
  }

  private isoDate(day: number): string {
    let text = this.isoDates.get(day);
    if (text === undefined) this.isoDates.set(day, (text = `"${formatIsoDate(day)}"`));
    return text;
  }

  private countryAt(p: number) {
    const index = this.store.columns.country[p]!;
    return index === NONE_U16 ? undefined : this.countries[index];
  }

  id(p: number): string {
    return String(this.store.columns.ids[p]);
  }

  name(p: number): string {
    return quote(this.store.columns.name.get(p));
  }

  type(p: number): string {
    return this.types[this.store.columns.type[p]!]!;
  }

  topic(p: number): string {
    return this.topics[this.store.columns.topic[p]!]!;
  }

  format(p: number): string {
    return this.formats[this.store.columns.format[p]!]!;
  }

  start(p: number): string {
    return this.isoDate(this.store.columns.start[p]!);
  }

  end(p: number): string {
    return this.isoDate(this.store.columns.end[p]!);
  }

  city(p: number): string | null {
    return this.cities.get(this.store.columns.city[p]!);
  }

  venue(p: number): string | null {
    return this.venues.get(this.store.columns.venue[p]!);
  }

  organizer(p: number): string | null {
    return this.organizers.get(this.store.columns.organizer[p]!);
  }

  website(p: number): string | null {
    return quoteOrNull(this.store.columns.website.get(p));
  }

  acronym(p: number): string | null {
    return quoteOrNull(this.store.columns.acronym.get(p));
  }

  description(p: number): string | null {
    return quoteOrNull(this.store.columns.description.get(p));
  }

  email(p: number): string | null {
    return quoteOrNull(this.store.columns.email.get(p));
  }

  country(p: number): string | null {
    return this.countryAt(p)?.name ?? null;
  }

  continent(p: number): string | null {
    return this.countryAt(p)?.continent ?? null;
  }

  countryCode(p: number): string | null {
    return this.countryAt(p)?.code ?? null;
  }

  subtopic(p: number): string | null {
    const index = this.store.columns.subtopic[p]!;
    return index === NONE_U16 ? null : this.subtopics[index]!;
  }

  deadline(p: number): string | null {
    const day = this.store.columns.deadline[p]!;
    return day === NO_DAY ? null : this.isoDate(day);
  }

  dateRange(p: number): string {
    const start = this.store.columns.start[p]!;
    const end = this.store.columns.end[p]!;
    // Durations are far below 2^16 days, and start * 2^16 stays an exact integer.
    const key = start * 65_536 + (end - start);
    let text = this.ranges.get(key);
    if (text === undefined) this.ranges.set(key, (text = quote(formatDateRange(start, end))));
    return text;
  }
}
