/**
 * The key dialects of the ai-deadlines family's trackers (docs/importers.md, ai-deadlines): each
 * record is rewritten to the keys the family's template uses, so that one reader reads them all.
 * The template's own keys win where a record gives both.
 *
 * | written                                   | read as                           |
 * | ----------------------------------------- | --------------------------------- |
 * | `abbrv`, `abbreviation` (with `name`)     | `title` (and `name` the full name) |
 * | `shortname` (with `title`)                | `title` (and `title` the full name) |
 * | `date_from`, `conference_start`, `conferenceStartDate` | `start`              |
 * | `date_to`, `conference_end`, `conferenceEndDate` | `end`                      |
 * | `website`, `official_url`                 | `link`                            |
 * | `location`                                | `place`                           |
 * | `deadline_timezone`                       | `timezone`                        |
 * | `topic_areas`                             | `tags`                            |
 * | `h5Index`, `h5_index`                     | `hindex`                          |
 * | no `year`                                 | the year ending the title ("OSDI 2027"), else the start's |
 */
import { text } from '../files.js';

/** Keys of other dialects and the template's key each is read as. */
const ALIASES: readonly (readonly [string, string])[] = [
  ['date_from', 'start'],
  ['conference_start', 'start'],
  ['conferenceStartDate', 'start'],
  ['date_to', 'end'],
  ['conference_end', 'end'],
  ['conferenceEndDate', 'end'],
  ['website', 'link'],
  ['official_url', 'link'],
  ['deadline_timezone', 'timezone'],
  ['topic_areas', 'tags'],
  ['h5Index', 'hindex'],
  ['h5_index', 'hindex'],
];

/** A title that ends with its edition's year ("OSDI 2027", "LREC 2026"). */
const TRAILING_YEAR_RE = /^(.+?)[\s'’-]+((?:19|20)\d\d)$/;

/** The record in the template's keys. */
export function templateRecord(conf: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { ...conf };
  for (const [alias, key] of ALIASES)
    if (record[key] === undefined && conf[alias] !== undefined) record[key] = conf[alias];
  if (record.place === undefined && record.city === undefined && conf.location !== undefined)
    record.place = conf.location;
  // The acronym under its own key: the name or title beside it is the full name.
  const short = text(conf.abbrv) ?? text(conf.abbreviation) ?? text(conf.shortname);
  if (short !== null && (text(conf.title) === null || text(conf.shortname) !== null)) {
    record.full_name ??= text(conf.name) ?? text(conf.title);
    record.title = short;
    delete record.name;
  }
  const title = text(record.title) ?? text(record.name);
  const trailing = title === null ? null : TRAILING_YEAR_RE.exec(title);
  if (record.year === undefined || record.year === null) {
    const start = text(record.start);
    record.year = trailing
      ? Number(trailing[2])
      : start && /^\d{4}/.test(start)
        ? Number(start.slice(0, 4))
        : undefined;
  }
  if (trailing && Number(trailing[2]) === Number(record.year)) {
    if (text(record.title) !== null) record.title = trailing[1];
    else record.name = trailing[1];
  }
  return record;
}

/**
 * The records of a file: its list, the list under its one key (`conferences:`), or the values of a
 * map of records by id (each given its id).
 */
export function recordsOfValue(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return null;
  const entries = Object.entries(value as Record<string, unknown>);
  const lists = entries.filter(([, item]) => Array.isArray(item));
  if (lists.length === 1) return lists[0]![1] as unknown[];
  const records = entries.filter(([, item]) => item !== null && typeof item === 'object' && !Array.isArray(item));
  if (records.length === 0 || records.length < entries.length) return null;
  return records.map(([id, item]) => ({ id, ...(item as Record<string, unknown>) }));
}
