/**
 * The ai-deadlines format (docs/importers.md, ai-deadlines): a checkout of huggingface/ai-deadlines,
 * whose src/data/conferences/<name>.yml list editions (title, year, id, full_name, link, deadlines
 * of any type with label, date and timezone, date, start, end, city, country, venue, tags,
 * rankings) and older single fields (deadline, abstract_deadline, timezone, ...).
 */
import { join } from 'node:path';
import { readKindWord } from '../source/deadline-kinds.js';
import { parseIsoDate } from '../util/dates.js';
import { type Dated, numberRounds } from './rounds.js';
import {
  datesOfText,
  dueOf,
  type ImportContext,
  isTbd,
  type Place,
  placeOfParts,
  placeOfText,
  RecordNotes,
  zoneOf,
  formatOf,
  websiteOf,
} from './read-values.js';
import type { FormatResult, ImportedEvent, ImportNote } from './record.js';
import { topicLabel } from './topics.js';
import { array, number, object, readYamlFiles, text } from './files.js';

const FORMAT = 'ai-deadlines';
const REPOSITORY_URL = 'https://github.com/huggingface/ai-deadlines/blob/main/src/data/conferences';
const TOPIC = 'Computer Science';

/** The older single fields of a deadline, by the kind they are. */
const SINGLE_FIELDS: readonly (readonly [string, string])[] = [
  ['abstract_deadline', 'abstract'],
  ['deadline', 'paper'],
  ['submission_deadline', 'paper'],
  ['rebuttal_period_end', 'rebuttal'],
  ['final_decision_date', 'notification'],
  ['commitment_deadline', 'commitment'],
];

/** The kind of a deadline entry: by its type, else by its label without "Round N". */
function kindOf(type: string | null, label: string | null) {
  const byType = type === null ? null : readKindWord(type);
  if (byType !== null) return byType;
  return label === null ? null : readKindWord(label.replace(/\bround\s*\d+\b/i, ''));
}

function deadlinesOf(conf: Record<string, unknown>, notes: RecordNotes) {
  const fallbackZone = text(conf.timezone);
  const read: Dated[] = [];
  for (const entry of array(conf.deadlines)) {
    const fields = object(entry);
    const [type, label, date] = [text(fields.type), text(fields.label), text(fields.date)];
    const kind = kindOf(type, label);
    const due = dueOf(date);
    const zone = zoneOf(text(fields.timezone) ?? fallbackZone, notes);
    if (kind === null) notes.add('deadline_skipped', type ?? label, `"${label ?? type}" is no kind of deadline`);
    else if (due === null)
      notes.add(isTbd(date) ? 'deadline_tbd' : 'deadline_skipped', date, `${kind} has no due time`);
    else if (zone === null) notes.add('deadline_skipped', text(fields.timezone), 'a time zone that cannot be read');
    else read.push({ kind, due, zone, round: Number(/\bround\s*(\d+)\b/i.exec(label ?? '')?.[1] ?? 0) || null });
  }
  for (const [field, kind] of SINGLE_FIELDS) {
    const due = dueOf(text(conf[field]));
    if (due === null || read.some((deadline) => deadline.kind === kind)) continue;
    const zone = zoneOf((field === 'deadline' ? text(conf.timezone_submission) : null) ?? fallbackZone, notes);
    if (zone !== null) read.push({ kind: readKindWord(kind)!, due, zone, round: null });
  }
  return numberRounds(read);
}

/** "CCF: A, CORE: A*, THCPL: A": the CCF and CORE ranks (N: none). */
function ranks(text: string | null): { ccfRank: string | null; coreRank: string | null } {
  const of = (scale: string) => {
    const value = new RegExp(`\\b${scale}:\\s*([A-C]\\*?)(?=\\s*(?:,|$))`, 'i').exec(text ?? '')?.[1];
    return value === undefined ? null : value.toUpperCase();
  };
  return { ccfRank: of('CCF'), coreRank: of('CORE') };
}

/** The start and end when both are real dates, else the date text read. */
function datesOf(conf: Record<string, unknown>, notes: RecordNotes) {
  const [start, end] = [text(conf.start), text(conf.end)];
  if (start && end && parseIsoDate(start) !== null && parseIsoDate(end) !== null && end >= start) {
    return { start, end, precision: 'day' as const };
  }
  return datesOfText(text(conf.date), number(conf.year) ?? undefined, notes);
}

/** The venue's first part, unless it only repeats the city or country. */
function venueOf(venue: string | null, place: Place): string | null {
  const first = venue
    ?.replace(/\([^()]*\)/g, ' ')
    .split(',')[0]
    ?.replace(/\s+/g, ' ')
    .trim();
  if (!first || first.length > 200 || [place.city, place.country].includes(first)) return null;
  return first;
}

function edition(conf: Record<string, unknown>, rel: string, context: ImportContext, notes: RecordNotes) {
  const title = text(conf.title);
  const year = number(conf.year);
  const dates = title === null ? null : datesOf(conf, notes);
  if (title === null) notes.add('record_refused', null, 'an edition without a title');
  const [city, country] = [text(conf.city), text(conf.country)];
  const place =
    dates &&
    (country !== null
      ? placeOfParts(city, country, context, notes)
      : placeOfText(text(conf.place) ?? city ?? '', context, notes));
  if (!title || !dates || !place) return null;
  const source = { name: FORMAT, recordId: notes.recordId, url: `${REPOSITORY_URL}/${rel}` };
  const event: ImportedEvent = {
    source,
    sources: [source],
    name: text(conf.full_name) ?? title,
    acronym: year === null ? title : `${title} ${year}`,
    series: title,
    year,
    type: 'conference',
    topics: [TOPIC],
    subTopics: [
      ...new Set(
        array(conf.tags)
          .map(text)
          .filter((tag) => tag !== null)
          .map(topicLabel),
      ),
    ],
    ...dates,
    city: place.city,
    region: place.region,
    country: place.country,
    venue: venueOf(text(conf.venue), place),
    format: formatOf(place),
    website: websiteOf(text(conf.link), notes),
    ...ranks(text(conf.rankings)),
    deadlines: deadlinesOf(conf, notes),
    aliases: [],
    ranks: [],
  };
  return event;
}

/** Reads a checkout of ai-deadlines. */
export function readAiDeadlines(root: string, context: ImportContext): FormatResult {
  const notes: ImportNote[] = [];
  const events: ImportedEvent[] = [];
  let records = 0;
  for (const { rel, value } of readYamlFiles(join(root, 'src', 'data', 'conferences'), notes, FORMAT, () => true)) {
    for (const entry of array(value)) {
      records++;
      const conf = object(entry);
      const recordNotes = new RecordNotes(notes, FORMAT, text(conf.id) ?? `${rel}#${records}`);
      const event = edition(conf, rel, context, recordNotes);
      if (event) events.push(event);
    }
  }
  return { format: FORMAT, path: root, records, events, rates: [], notes };
}
