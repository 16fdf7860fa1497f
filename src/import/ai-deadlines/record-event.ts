/**
 * One record of the ai-deadlines family as an event (docs/importers.md, ai-deadlines): its names,
 * dates, place, format, topics, ranks and deadlines, whatever the dialect of its file.
 */
import { titleAcronym } from '../../source/acronym.js';
import { JOURNAL_CALL } from '../../source/journals.js';
import type { EventFormat } from '../../source/schema.js';
import { hostOfName, typeOfName } from '../../source/workshop-names.js';
import { parseIsoDate } from '../../util/dates.js';
import { number, text } from '../files.js';
import {
  datesOfText,
  type Dates,
  formatOf,
  isTbd,
  type ImportContext,
  type Place,
  type RecordNotes,
  websiteOf,
} from '../read-values.js';
import type { ImportedAlias, ImportedEvent, RecordSource } from '../record.js';
import { deadlinesOf } from './record-deadlines.js';
import { type Dialect, field, fullNameOf, linkOf, tagsOf, titleOf, topicOf } from './fields.js';
import { placeOf } from './place.js';
import { coreAndCcf, ranksOf } from './record-ranks.js';

/** What a file gives each of its records: its dialect, the names of its codes, where it is. */
export interface FileContext {
  dialect: Dialect;
  types: ReadonlyMap<string, string>;
  /** The topic the tracker's site title names (fields.ts, titleTopic), else the dialect's. */
  topic: string | null;
  context: ImportContext;
  /** The record's source, made from its key. */
  source(key: string): RecordSource;
}

/** A day as YYYY-M-D, with a time after it or not ("2024-06-03 00:00:00", "2026-11-19T23:59:00Z"). */
const DATE_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * `start` or `end` as YYYY-MM-DD: undefined when absent, null (noted) when it is a day that does
 * not exist (2026-02-29: never rolled over), the text itself when it is no such day ("2026",
 * "August 14"), to be read as a date text.
 */
function dayOf(
  conf: Record<string, unknown>,
  key: string,
  notes: RecordNotes,
): string | null | undefined | { text: string } {
  const value = text(conf[key]);
  if (value === null || isTbd(value)) return undefined;
  const match = DATE_RE.exec(value);
  if (!match) return { text: value };
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  if (parseIsoDate(day) !== null) return day;
  notes.add('record_refused', value, `${key}: a date that does not exist`);
  return null;
}

/** Whether the days are the first and last of one year. */
const isWholeYear = (start: string, end: string): boolean =>
  start.endsWith('-01-01') && end.endsWith('-12-31') && start.slice(0, 4) === end.slice(0, 4);

/**
 * The start and end when both are days, else the date text read (`date`, or the start and end as
 * written: "August 14" to "August 15", "2026"); null (noted) when refused.
 */
function datesOf(conf: Record<string, unknown>, year: number | null, notes: RecordNotes): Dates | null {
  const [start, end] = [dayOf(conf, 'start', notes), dayOf(conf, 'end', notes)];
  if (start === null || end === null) return null;
  const dateText = field(conf, 'date', 'dates');
  if (typeof start === 'string' && typeof end === 'string' && isWholeYear(start, end)) {
    // A tracker's placeholder for "some time that year" (`date: TBD`): no event lasts a calendar year.
    notes.add(
      'dates_unknown',
      `${start} - ${end}`,
      'a whole calendar year: dates not known yet (date_precision unknown)',
    );
    return { start: null, end: null, precision: 'unknown' };
  }
  if (typeof start === 'string' && typeof end === 'string' && end >= start) return { start, end, precision: 'day' };
  if (typeof start === 'string' && end === undefined && dateText === null)
    return { start, end: start, precision: 'day' };
  if (typeof start === 'string' && typeof end === 'string' && dateText === null) {
    // Which of the two is wrong cannot be told ("2025-10-24" to "2024-10-19"): dates not known.
    notes.add(
      'dates_unknown',
      `${start} - ${end}`,
      'the end before the start: dates not known (date_precision unknown)',
    );
    return { start: null, end: null, precision: 'unknown' };
  }
  if (dateText === null && (typeof start === 'object' || typeof end === 'object')) {
    const [first, last] = [start, end].map((day) => (typeof day === 'object' ? day.text : day));
    const written =
      first !== undefined && last !== undefined && first !== last ? `${first} - ${last}` : (first ?? last)!;
    return datesOfText(written, year ?? undefined, notes);
  }
  return datesOfText(dateText, year ?? undefined, notes);
}

/** The format a record says (`format`, else its place): in person, online or both. */
function formatOfRecord(conf: Record<string, unknown>, place: Place): EventFormat | null {
  const given = text(conf.format)
    ?.toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (given === 'hybrid' || given === 'online' || given === 'in-person') return place.online ? 'online' : given;
  if (given === 'virtual') return 'online';
  return formatOf(place);
}

/** A record left out on purpose (noted `record_left_out`): a journal's special issue is no event. */
export const LEFT_OUT = 'left out';

/** The record as an event; null (noted) when it gives none; LEFT_OUT (noted) for a journal's issue. */
export function editionOf(
  conf: Record<string, unknown>,
  key: string,
  file: FileContext,
  notes: RecordNotes,
): ImportedEvent | typeof LEFT_OUT | null {
  const title = titleOf(conf);
  if (title === null) {
    notes.add('record_refused', null, 'an edition without a title');
    return null;
  }
  const tags = tagsOf(conf, file.types);
  if (tags.type === 'journal') {
    notes.add('record_left_out', title, JOURNAL_CALL);
    return LEFT_OUT;
  }
  for (const [code, why] of tags.dropped) notes.add('tag_dropped', code, `a tag of no subject: ${why}`);
  const year = number(conf.year);
  const dates = datesOf(conf, year, notes);
  const place = dates && placeOf(conf, file.context, notes);
  if (!dates || !place) return null;
  const source = file.source(key);
  // "CLPSC (Cybersecurity Law and Policy Scholars Conference)" names the series CLPSC.
  const named = titleAcronym(title);
  const short = named?.acronym ?? title;
  const name = fullNameOf(conf) ?? named?.name ?? title;
  const type = tags.typed ? tags.type : typeOfName(name);
  const ranks = ranksOf(conf, tags.coreRank);
  // A workshop held at a conference ("SuRE @ IJCAI 2026") is given the conference's rank by some
  // trackers: the rank is the host's, not the workshop's.
  const host = type === 'workshop' ? (hostOfName(title) ?? hostOfName(name)) : null;
  if (host !== null && ranks.length > 0) {
    notes.add('rank_dropped', title, `the rank of ${host}, the event the workshop is held at`);
    ranks.length = 0;
  }
  const aliases: ImportedAlias[] = [];
  const other = field(conf, 'alt_name');
  if (other !== null) aliases.push({ alias: other, kind: 'name' });
  return {
    source,
    sources: [source],
    name,
    acronym: year === null ? short : `${short} ${year}`,
    series: short,
    year,
    type,
    topics: [file.topic ?? topicOf(file.dialect)],
    subTopics: tags.subTopics,
    ...dates,
    city: place.city,
    region: place.region,
    country: place.country,
    venue: venueOf(text(conf.venue), place) ?? place.venue,
    format: formatOfRecord(conf, place),
    website: websiteOf(linkOf(conf), notes),
    ...coreAndCcf(ranks),
    ranks,
    ...deadlinesOfRecord(conf, dates.start, year, notes, title, tags.expected),
    ...(tags.trackOf === undefined ? {} : { trackOf: tags.trackOf }),
    // tobna/ai-deadlines: "dataSrc: estimate" is a record guessed from the last edition, dates included.
    ...(field(conf, 'dataSrc')?.toLowerCase() === 'estimate' ? { datesGuessed: true } : {}),
    aliases,
  };
}

/**
 * The record's deadlines and its tracks'; none when its tags say they are expected (copied from the
 * last edition by the tracker, not announced), noted.
 */
function deadlinesOfRecord(
  conf: Record<string, unknown>,
  start: string | null,
  year: number | null,
  notes: RecordNotes,
  title: string,
  expected: boolean,
) {
  const read = deadlinesOf(conf, start, year, notes, title.toLowerCase().split(/[\s\-_/]+/));
  if (!expected || read.deadlines.length + read.tracks.length === 0) return read;
  notes.add('deadline_skipped', null, "deadlines its tracker expects from the last edition's (EXP), not announced");
  return { deadlines: [], tracks: [] };
}

/** The venue's first part, unless it only repeats the city or country or says it is not chosen yet. */
function venueOf(venue: string | null, place: Place): string | null {
  const first = venue
    ?.replace(/\([^()]*\)/g, ' ')
    .split(',')[0]
    ?.replace(/\s+/g, ' ')
    .trim();
  if (!first || first.length > 200 || [place.city, place.country].includes(first)) return null;
  return /^(?:tbd|tba|tbc)$/i.test(first) ? null : first;
}
