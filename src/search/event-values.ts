/**
 * What the API's event table (src/api/schemas/event-fields.ts) reads of an event: each value written
 * as JSON text. The search's item writer (item-json.ts) is the one implementation.
 */
import type { JsonBytes } from '../util/json-bytes.js';
import type { EditionValues } from './deadline-json.js';
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
