/**
 * What the API's event table (src/api/schemas/event-fields.ts) reads of an event: each value written
 * as JSON text (EventValues, implemented by the item writer, item-json.ts), and each value as a JS
 * value (EventReader, item-values.ts).
 */
import type { JsonBytes } from '../util/json-bytes.js';
import type { EditionValues } from './deadline-json.js';
import type { DeadlineValues } from './deadline-values.js';
import type { SeriesValues } from './series-json.js';

/**
 * The values of the event at a position, each written into `out` as JSON text (a number's digits, a
 * quoted string). An optional value's writer returns false, writing nothing, when the event has none.
 */
export interface EventValues {
  id(position: number, out: JsonBytes): void;
  name(position: number, out: JsonBytes): void;
  /** Its type's name: "Conference", "Seminar", "Workshop" or "Webinar". */
  type(position: number, out: JsonBytes): void;
  /** Its first topic and sub-topic, then every topic and sub-topic, as lists. */
  topic(position: number, out: JsonBytes): void;
  subtopic(position: number, out: JsonBytes): boolean;
  topics(position: number, out: JsonBytes): void;
  subtopics(position: number, out: JsonBytes): void;
  /** The first and last day, YYYY-MM-DD; false for an event whose dates are not known yet. */
  start(position: number, out: JsonBytes): boolean;
  end(position: number, out: JsonBytes): boolean;
  /** The days as people read them: "Mar 3-5, 2027", "Mar - Apr 2027", "TBD" (event-text.ts). */
  dateRange(position: number, out: JsonBytes): void;
  /** How exact the dates are: "day", "month" or "unknown". */
  datePrecision(position: number, out: JsonBytes): void;
  city(position: number, out: JsonBytes): boolean;
  country(position: number, out: JsonBytes): boolean;
  venue(position: number, out: JsonBytes): boolean;
  organizer(position: number, out: JsonBytes): boolean;
  website(position: number, out: JsonBytes): boolean;
  format(position: number, out: JsonBytes): void;
  /** The submission deadline, YYYY-MM-DD. */
  deadline(position: number, out: JsonBytes): boolean;
  description(position: number, out: JsonBytes): boolean;
  email(position: number, out: JsonBytes): boolean;
  /** The continent and ISO 3166-1 alpha-2 code of its country. */
  continent(position: number, out: JsonBytes): boolean;
  countryCode(position: number, out: JsonBytes): boolean;
  /** Acronym, series, ranks, call status, deadlines and editions (deadline-json.ts); ranks of every system and tracks (its annex). */
  readonly editionValues: EditionValues;
  /** Acceptance rates, aliases, sources (series-json.ts). */
  readonly seriesValues: SeriesValues;
}

/**
 * The same values of the event at a position as JS values (item-values.ts), for the answers that
 * are objects (the MCP tools' structured content and text, the connector's fetch, the event page);
 * each beside its writer in the API's event table. An optional value is null when the event has none.
 */
export interface EventReader {
  id(position: number): number;
  /** Cut after its first characters when longer than answers write (long-values.ts). */
  name(position: number): string;
  type(position: number): string;
  topic(position: number): string;
  subtopic(position: number): string | null;
  topics(position: number): string[];
  subtopics(position: number): string[];
  start(position: number): string | null;
  end(position: number): string | null;
  dateRange(position: number): string;
  datePrecision(position: number): string;
  city(position: number): string | null;
  country(position: number): string | null;
  venue(position: number): string | null;
  organizer(position: number): string | null;
  website(position: number): string | null;
  format(position: number): string;
  deadline(position: number): string | null;
  description(position: number): string | null;
  email(position: number): string | null;
  continent(position: number): string | null;
  countryCode(position: number): string | null;
  /** Acronym, series, ranks, call status, deadlines and editions; ranks of every system and tracks (deadline-values.ts). */
  readonly editionValues: DeadlineValues;
  /** Acceptance rates, aliases, sources (series-json.ts: one reader of them, which the writer writes). */
  readonly seriesValues: SeriesValues;
}
