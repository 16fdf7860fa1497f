/**
 * An event's values as JSON text, written straight into an answer's bytes (util/json-bytes.ts) from
 * the store's columns: the pieces the API's event table (src/api/schemas/event-fields.ts) puts
 * together into a search list item or a detail, without an event record, an item object, a JS
 * string per value or a serializer's walk. Every value that recurs is encoded once per snapshot
 * (names of types, topics, sub-topics, countries, continents and formats; dates and date ranges);
 * the name, website, description, e-mail, city, venue and organizer are copied from their UTF-8
 * column or dictionary and escaped per event.
 */
import { DATE_PRECISIONS, NO_DAY, NONE_U16, NONE_U32 } from '../store/layout.js';
import { forEachValue, type MoreValues } from '../store/topic-lists.js';
import type { Store } from '../store/store.js';
import type { StringColumn, TextValues } from '../store/string-column.js';
import { formatIsoDate } from '../util/dates.js';
import { encodedJson, type JsonBytes } from '../util/json-bytes.js';
import { EditionValues } from './deadline-json.js';
import { formatDateRange, formatMonths, TYPE_NAMES, UNDATED_TEXT } from './event-text.js';
import { DayTexts } from './day-texts.js';
import type { EventValues } from './event-values.js';
import { SeriesValues } from './series-json.js';
import { cutEnd, LONG_VALUE_MAX } from './long-values.js';

/** A detail-only text column's value (in memory or read from the file), quoted; an empty one is absent. */
function writeDetailText(column: TextValues, p: number, out: JsonBytes, max?: number): boolean {
  const bytes = column.bytesAt(p);
  if (bytes.length === 0) return false;
  writeCut(bytes, 0, bytes.length, out, max);
  return true;
}

/** bytes[start, end) quoted, its first `max` characters and "…" when it has more (long-values.ts). */
function writeCut(bytes: Uint8Array, start: number, end: number, out: JsonBytes, max?: number): void {
  const cut = max === undefined ? end : cutEnd(bytes, start, end, max);
  out.quoted(bytes, start, cut);
  if (cut < end) out.cutMark();
}

/** A dictionary's value, quoted from its bytes; NONE_U32 is absent. */
function writeDictionary(dictionary: StringColumn, index: number, out: JsonBytes): boolean {
  if (index === NONE_U32) return false;
  out.quoted(dictionary.bytes, dictionary.offsets[index]!, dictionary.offsets[index + 1]!);
  return true;
}

/** An optional text column's value, quoted from its bytes; an empty one is absent. */
function writeColumn(column: StringColumn, p: number, out: JsonBytes): boolean {
  const start = column.offsets[p]!;
  const end = column.offsets[p + 1]!;
  if (start === end) return false;
  out.quoted(column.bytes, start, end);
  return true;
}

/** The event values of one store, its recurring ones encoded once. Held by its SnapshotIndex. */
export class ItemWriter implements EventValues {
  private readonly types: Uint8Array[];
  private readonly topicNames: Uint8Array[];
  private readonly subtopicNames: Uint8Array[];
  private readonly countries: { name: Uint8Array; continent: Uint8Array; code: Uint8Array }[];
  private readonly formats: Uint8Array[];
  private readonly isoDates = new DayTexts<Uint8Array>();
  private readonly ranges = new DayTexts<Uint8Array[]>();
  private readonly precisions = DATE_PRECISIONS.map(encodedJson);
  private readonly undatedText = encodedJson(UNDATED_TEXT);
  readonly editionValues: EditionValues;
  readonly seriesValues: SeriesValues;

  constructor(private readonly store: Store) {
    const { meta } = store;
    this.types = meta.types.map((type) => encodedJson(TYPE_NAMES[type as keyof typeof TYPE_NAMES]));
    this.topicNames = meta.topics.map((topic) => encodedJson(topic.name));
    this.subtopicNames = meta.subtopics.map((subtopic) => encodedJson(subtopic.name));
    this.countries = meta.countries.map((country) => ({
      name: encodedJson(country.name),
      continent: encodedJson(country.continent),
      code: encodedJson(country.alpha2),
    }));
    this.formats = meta.formats.map((format) => encodedJson(format));
    this.editionValues = new EditionValues(store, (day) => this.isoDate(day));
    this.seriesValues = new SeriesValues(store);
  }

  /** A day as an encoded JSON string "YYYY-MM-DD", made once per day met. */
  private isoDate(day: number): Uint8Array {
    let bytes = this.isoDates.get(day);
    if (bytes === undefined) this.isoDates.set(day, (bytes = encodedJson(formatIsoDate(day))));
    return bytes;
  }

  /** A range of days as an encoded JSON string ("Mar 3-5, 2027"), made once per range met. */
  private rangeText(start: number, end: number): Uint8Array {
    let byLength = this.ranges.get(start);
    if (byLength === undefined) this.ranges.set(start, (byLength = []));
    return (byLength[end - start] ??= encodedJson(formatDateRange(start, end)));
  }

  /** A list of names as a JSON array, from the encoded names (topic-lists.ts reads the values; no array is made). */
  private list(names: readonly Uint8Array[], first: Uint16Array, more: MoreValues, p: number, out: JsonBytes): void {
    out.text('[');
    let later = false;
    forEachValue(first, more, p, (value) => {
      if (later) out.text(',');
      out.raw(names[value]!);
      later = true;
    });
    out.text(']');
  }

  /**
   * Reads, for every position of a page, each column its item is written from, before it is
   * written. Pages are scattered over columns of a million entries, so writing an item met about 30
   * cache and TLB misses one after another, each stalled behind the writing code; these reads are
   * independent of each other, so the processor overlaps their misses, and the writing then finds
   * the lines in cache (measured at 1M events: 8.8 µs an item at random positions without this).
   */
  warm(positions: readonly number[]): void {
    const { columns, deadlines, dictionaries } = this.store;
    const { venue, organizer } = dictionaries;
    let sum = 0;
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i]!;
      const venueIndex = columns.venue[p]!;
      const organizerIndex = columns.organizer[p]!;
      const row = deadlines.offsets[p]!;
      if (venueIndex !== NONE_U32) sum += venue.bytes[venue.offsets[venueIndex]!]!;
      if (organizerIndex !== NONE_U32) sum += organizer.bytes[organizer.offsets[organizerIndex]!]!;
      if (row < deadlines.offsets[p + 1]!) sum += deadlines.kind[row]! + deadlines.at[row]!;
      sum +=
        columns.ids[p]! +
        columns.name.bytes[columns.name.offsets[p]!]! +
        columns.type[p]! +
        columns.topic[p]! +
        columns.subtopic[p]! +
        columns.start[p]! +
        columns.end[p]! +
        columns.precision[p]! +
        this.store.topicLists.topics.offsets[p]! +
        this.store.ranks.offsets[p]! +
        this.store.tracks.offsets[p]! +
        columns.city[p]! +
        columns.country[p]! +
        columns.website.offsets[p]! +
        columns.format[p]! +
        columns.deadline[p]! +
        columns.bareAcronym[p]! +
        columns.series[p]! +
        columns.coreRank[p]! +
        columns.ccfRank[p]!;
    }
    this.warmed = sum;
  }

  /** What warm() read, kept so that its reads are not dropped as unused. */
  warmed = 0;

  /** One value of the event's country (its name, continent or code); false when it has none. */
  private countryValue(p: number, key: 'name' | 'continent' | 'code', out: JsonBytes): boolean {
    const index = this.store.columns.country[p]!;
    if (index !== NONE_U16) out.raw(this.countries[index]![key]);
    return index !== NONE_U16;
  }

  id(p: number, out: JsonBytes): void {
    out.integer(this.store.columns.ids[p]!);
  }

  name(p: number, out: JsonBytes): void {
    const { name } = this.store.columns;
    writeCut(name.bytes, name.offsets[p]!, name.offsets[p + 1]!, out, LONG_VALUE_MAX.name);
  }

  type(p: number, out: JsonBytes): void {
    out.raw(this.types[this.store.columns.type[p]!]!);
  }

  topic(p: number, out: JsonBytes): void {
    out.raw(this.topicNames[this.store.columns.topic[p]!]!);
  }

  format(p: number, out: JsonBytes): void {
    out.raw(this.formats[this.store.columns.format[p]!]!);
  }

  topics(p: number, out: JsonBytes): void {
    this.list(this.topicNames, this.store.columns.topic, this.store.topicLists.topics, p, out);
  }

  subtopics(p: number, out: JsonBytes): void {
    this.list(this.subtopicNames, this.store.columns.subtopic, this.store.topicLists.subtopics, p, out);
  }

  start(p: number, out: JsonBytes): boolean {
    if (p >= this.store.undated.first) return false;
    out.raw(this.isoDate(this.store.columns.start[p]!));
    return true;
  }

  end(p: number, out: JsonBytes): boolean {
    if (p >= this.store.undated.first) return false;
    out.raw(this.isoDate(this.store.columns.end[p]!));
    return true;
  }

  datePrecision(p: number, out: JsonBytes): void {
    out.raw(this.precisions[this.store.columns.precision[p]!]!);
  }

  city(p: number, out: JsonBytes): boolean {
    return writeDictionary(this.store.dictionaries.city, this.store.columns.city[p]!, out);
  }

  venue(p: number, out: JsonBytes): boolean {
    return writeDictionary(this.store.dictionaries.venue, this.store.columns.venue[p]!, out);
  }

  organizer(p: number, out: JsonBytes): boolean {
    return writeDictionary(this.store.dictionaries.organizer, this.store.columns.organizer[p]!, out);
  }

  website(p: number, out: JsonBytes): boolean {
    return writeColumn(this.store.columns.website, p, out);
  }

  description(p: number, out: JsonBytes): boolean {
    return writeDetailText(this.store.columns.description, p, out, LONG_VALUE_MAX.description);
  }

  email(p: number, out: JsonBytes): boolean {
    return writeDetailText(this.store.columns.email, p, out);
  }

  country(p: number, out: JsonBytes): boolean {
    return this.countryValue(p, 'name', out);
  }

  continent(p: number, out: JsonBytes): boolean {
    return this.countryValue(p, 'continent', out);
  }

  countryCode(p: number, out: JsonBytes): boolean {
    return this.countryValue(p, 'code', out);
  }

  subtopic(p: number, out: JsonBytes): boolean {
    const index = this.store.columns.subtopic[p]!;
    if (index !== NONE_U16) out.raw(this.subtopicNames[index]!);
    return index !== NONE_U16;
  }

  deadline(p: number, out: JsonBytes): boolean {
    const day = this.store.columns.deadline[p]!;
    if (day !== NO_DAY) out.raw(this.isoDate(day));
    return day !== NO_DAY;
  }

  dateRange(p: number, out: JsonBytes): void {
    const { start, end, precision } = this.store.columns;
    if (p >= this.store.undated.first) out.raw(this.undatedText);
    else {
      const from = start[p]!;
      const until = end[p]!;
      // A range of whole months ("Mar - Apr 2027", a few events) is written each time, never kept.
      if (DATE_PRECISIONS[precision[p]!] !== 'month') out.raw(this.rangeText(from, until));
      else out.text(JSON.stringify(formatMonths(from, until)));
    }
  }
}
