/**
 * An event's search list item as JSON text, written straight from the store's columns: what
 * Fastify's serializer writes for toItem(eventAt(store, position)), without the record, the item
 * object or the serializer's walk. Every value that recurs is serialized once per snapshot (names
 * of types, topics, countries, formats; cities, venues and organizers as pages meet them; dates
 * and date ranges); only the name and website are escaped per event. The keys below follow the
 * order of the response schema's Conference (src/http/schemas); a test compares this text with the schema's
 * serialization for every event of a test snapshot, so a change to the schema that this
 * template does not follow fails it.
 */
import { NO_DAY, NONE_U16, NONE_U32 } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { StringColumn } from '../store/string-column.js';
import { formatIsoDate } from '../util/dates.js';
import { formatDateRange, TYPE_NAMES } from './event-text.js';
import type { SnapshotIndex } from './snapshot-index.js';

const quote = (text: string): string => JSON.stringify(text);
/** An optional text column's value: "" means absent. */
const quoteOrNull = (text: string): string => (text === '' ? 'null' : quote(text));

/** A dictionary's values as JSON strings, each serialized the first time a page shows it. */
class QuotedDictionary {
  private readonly quoted: (string | undefined)[] = [];

  constructor(private readonly values: StringColumn) {}

  get(index: number): string {
    if (index === NONE_U32) return '""';
    return (this.quoted[index] ??= quote(this.values.get(index)));
  }
}

/** The item writer of one store: its recurring values, serialized once. Held by its SnapshotIndex. */
export class ItemWriter {
  private readonly types: string[];
  private readonly topics: string[];
  private readonly subtopics: string[];
  private readonly countries: string[];
  private readonly formats: string[];
  private readonly cities: QuotedDictionary;
  private readonly venues: QuotedDictionary;
  private readonly organizers: QuotedDictionary;
  private readonly isoDates = new Map<number, string>();
  private readonly ranges = new Map<number, string>();

  constructor(private readonly store: Store) {
    const { meta, dictionaries } = store;
    this.types = meta.types.map((type) => quote(TYPE_NAMES[type as keyof typeof TYPE_NAMES]));
    this.topics = meta.topics.map((topic) => quote(topic.name));
    this.subtopics = meta.subtopics.map((subtopic) => quote(subtopic.name));
    this.countries = meta.countries.map((country) => quote(country.name));
    this.formats = meta.formats.map(quote);
    this.cities = new QuotedDictionary(dictionaries.city);
    this.venues = new QuotedDictionary(dictionaries.venue);
    this.organizers = new QuotedDictionary(dictionaries.organizer);
  }

  private isoDate(day: number): string {
    let text = this.isoDates.get(day);
    if (text === undefined) this.isoDates.set(day, (text = `"${formatIsoDate(day)}"`));
    return text;
  }

  private range(start: number, end: number): string {
    // Durations are far below 2^16 days, and start * 2^16 stays an exact integer.
    const key = start * 65_536 + (end - start);
    let text = this.ranges.get(key);
    if (text === undefined) this.ranges.set(key, (text = quote(formatDateRange(start, end))));
    return text;
  }

  item(p: number): string {
    const c = this.store.columns;
    const start = c.start[p]!;
    const end = c.end[p]!;
    const subtopic = c.subtopic[p]!;
    const country = c.country[p]!;
    const deadline = c.deadline[p]!;
    return (
      `{"id":${c.ids[p]},"name":${quote(c.name.get(p))},"type":${this.types[c.type[p]!]},` +
      `"topic":${this.topics[c.topic[p]!]},"sub_topic":${subtopic === NONE_U16 ? '""' : this.subtopics[subtopic]},` +
      `"dates":{"start":${this.isoDate(start)},"end":${this.isoDate(end)},"formatted":${this.range(start, end)}},` +
      `"location":{"city":${this.cities.get(c.city[p]!)},` +
      `"country":${country === NONE_U16 ? '""' : this.countries[country]},"venue":${this.venues.get(c.venue[p]!)}},` +
      `"organizer":${this.organizers.get(c.organizer[p]!)},"website":${quote(c.website.get(p))},` +
      `"format":${this.formats[c.format[p]!]},` +
      `"submission_deadline":${deadline === NO_DAY ? 'null' : this.isoDate(deadline)}}`
    );
  }

  /**
   * The snapshot's stored items when a serializer of this `fingerprint` wrote them (the server's
   * own, from src/http/views/answer-json.ts), else null.
   */
  stored(fingerprint: string): StringColumn | null {
    return this.store.meta.itemJsonFingerprint === fingerprint ? this.store.itemJson : null;
  }

  /** The list item's text: stored when `stored` is given, else written. */
  text(p: number, stored: StringColumn | null): string {
    return stored ? stored.bytes.toString('utf8', stored.offsets[p]!, stored.offsets[p + 1]!) : this.item(p);
  }

  /** The detail: the list item's fields, then the details (ConferenceDetail's order). */
  detail(p: number, stored: StringColumn | null): string {
    const c = this.store.columns;
    const index = c.country[p]!;
    const country = index === NONE_U16 ? null : this.store.meta.countries[index]!;
    return (
      `${this.text(p, stored).slice(0, -1)},"acronym":${quoteOrNull(c.acronym.get(p))},` +
      `"description":${quoteOrNull(c.description.get(p))},"contact_email":${quoteOrNull(c.email.get(p))},` +
      `"continent":${country ? quote(country.continent) : 'null'},` +
      `"country_code":${country ? quote(country.alpha2) : 'null'}}`
    );
  }
}

/** The JSON text of the list item of the event at `position`, written from the columns. */
export function itemJsonAt(index: SnapshotIndex, position: number): string {
  return index.itemWriter().item(position);
}

/**
 * The list items of the events at `positions`, in order, joined by commas: the inside of a
 * `conferences` array. Copied from the stored text when the snapshot holds text of the serializer
 * named `fingerprint` (itemJson), written from the columns otherwise; the text is the same.
 */
export function pageItemsJson(index: SnapshotIndex, positions: readonly number[], fingerprint: string): string {
  const writer = index.itemWriter();
  const stored = writer.stored(fingerprint);
  let json = '';
  for (let i = 0; i < positions.length; i++) {
    if (i > 0) json += ',';
    json += writer.text(positions[i]!, stored);
  }
  return json;
}

/** The JSON text of the detail of the event at `position` (getConference's conference). */
export function detailJsonAt(index: SnapshotIndex, position: number, fingerprint: string): string {
  const writer = index.itemWriter();
  return writer.detail(position, writer.stored(fingerprint));
}
