/**
 * The year an edition is of when its dates are not known yet (docs/source-format.md, Dates): what
 * its acronym names ("ICWSM 2027"), else the acronym in its name, else what most of its records'
 * ids end with ("cikm2020", "icwsm27"), else the year of the day HELD_AFTER_DEADLINE_DAYS after
 * its last paper deadline (an edition is held some months after its call closes: ICWSM's last round
 * due January 15, 2027 is of 2027). The importers read record ids the same way (edition-years).
 */
import { dateParts, type Day } from '../util/dates.js';
import { acronymInName, splitAcronym } from './acronym.js';

/** A year written at the end of a record id: "cikm2020", "europar24", "neurips-2026". */
const ID_YEAR_RE = /(?<!\d)((?:19|20)\d\d|\d\d)$/;
/** The id the csv importer gives a line without one. */
const LINE_ID_RE = /^line \d+$/;
/** The last characters of a record id read for its year. */
const ID_TAIL = 24;
/** An undated edition is taken to be held this many days after its last paper deadline. */
export const HELD_AFTER_DEADLINE_DAYS = 92;
/** The years an edition may be of (the API's `year` takes the same). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
/** Record ids and deadlines read per edition (an edition has a few of each). */
const READ_MAX = 64;

const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);
const inRange = (year: number | null | undefined): number | null =>
  year === null || year === undefined || year < FIRST_YEAR || year > LAST_YEAR ? null : year;

/** The year a record id ends with, from its last part ("src/data/conferences/cikm.yml#cikm20" gives 2020); null when none. */
export function recordIdYear(recordId: string): number | null {
  const id = recordId.slice(recordId.lastIndexOf('#') + 1).slice(-ID_TAIL);
  // The csv importer's own ids count lines: "line 12" names no year.
  if (LINE_ID_RE.test(id)) return null;
  const found = ID_YEAR_RE.exec(id);
  return found ? inRange(fullYear(Number(found[1]))) : null;
}

/** What an undated edition is known by. */
export interface UndatedEdition {
  acronym: string | null;
  name: string;
  recordIds: Iterable<string | null>;
  /** The local days of its paper deadlines. */
  paperDays: Iterable<Day>;
}

/** The year most of the record ids name (the first named, on a tie); null when none names one. */
function idsYear(recordIds: Iterable<string | null>): number | null {
  const counts = new Map<number, number>();
  let read = 0;
  for (const id of recordIds) {
    if (read++ === READ_MAX) break;
    const year = id === null ? null : recordIdYear(id);
    if (year !== null) counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  let best: [number, number] | null = null;
  for (const entry of counts) if (best === null || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}

/** The year of the day HELD_AFTER_DEADLINE_DAYS after the last paper deadline; null without one. */
function deadlinesYear(paperDays: Iterable<Day>): number | null {
  let last: Day | null = null;
  let read = 0;
  for (const day of paperDays) {
    if (read++ === READ_MAX) break;
    if (last === null || day > last) last = day;
  }
  return last === null ? null : inRange(dateParts(last + HELD_AFTER_DEADLINE_DAYS).year);
}

/** The year of an edition whose dates are not known yet; null when nothing it is known by names one. */
export function undatedEditionYear(edition: UndatedEdition): number | null {
  const acronym = edition.acronym === null ? null : splitAcronym(edition.acronym).year;
  const named = acronym ?? acronymInName(edition.name)?.parts.year ?? null;
  if (named !== null) return inRange(fullYear(named));
  return idsYear(edition.recordIds) ?? deadlinesYear(edition.paperDays);
}
