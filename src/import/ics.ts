/**
 * The ics format (docs/importers.md, ics): an iCalendar file (RFC 5545), read with ical.js. Each
 * VEVENT is an event (SUMMARY, DTSTART, DTEND, LOCATION, URL, CATEGORIES, UID), except one whose
 * SUMMARY is "<kind> deadline: <event>", as the service's own feeds write them, which is a deadline
 * of the event of that name in the same file.
 */
import ICAL from 'ical.js';
import { acronymInName } from '../source/acronym.js';
import { readKindWord } from '../source/deadline-kinds.js';
import { EVENT_TYPES, type EventType } from '../source/schema.js';
import { typeOfName } from '../source/workshop-names.js';
import { parseIsoDate } from '../util/dates.js';
import { type ImportContext, placeOfText, RecordNotes, zoneOf, formatOf, websiteOf } from './read-values.js';
import type { FormatResult, ImportedEvent, ImportNote } from './record.js';
import { parseFile } from './files.js';

const FORMAT = 'ics';
/** The topic of an event with no CATEGORIES. */
const DEFAULT_TOPIC = 'General';
/** "Paper deadline: ICML 2027", "Abstract deadline: ICML 2027 (round 2)". */
const DEADLINE_SUMMARY_RE = /^(.+?)\s+deadline:\s*(.+?)(?:\s+\(round (\d+)\))?$/i;

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (time: Time): string => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

function textOf(event: Component, name: string): string | null {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function timeOf(event: Component, name: string): Time | null {
  const value = event.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value : null;
}

/** "2026-02-29", "2026-13-99T10:10:00Z": a date or date-time as jCal writes it. */
const RAW_TIME_RE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/;

/**
 * The value of a date property as written, when it is no real date or time (ical.js rolls
 * 2026-02-29 over to March 1 and 2026-13-99 to 2027-04-09, so the text is checked); null when it
 * is one or absent.
 */
function impossibleTime(event: Component, name: string): string | null {
  const raw: unknown = event.getFirstProperty(name)?.jCal[3];
  if (typeof raw !== 'string') return null;
  const match = RAW_TIME_RE.exec(raw);
  const real =
    match !== null &&
    parseIsoDate(match[1]!) !== null &&
    (match[2] === undefined || (Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) <= 60));
  return real ? null : raw;
}

/** The first and last day of an event: DTEND of an all-day event is the day after its last. */
function daysOf(event: Component): { start: string; end: string } | null {
  const start = timeOf(event, 'dtstart');
  if (!start) return null;
  const end = timeOf(event, 'dtend')?.clone() ?? start.clone();
  if (end.isDate && end.compare(start) > 0) end.adjust(-1, 0, 0, 0);
  const [first, last] = [dateOf(start), dateOf(end)];
  return { start: first, end: last < first ? first : last };
}

/** CATEGORIES: the first the topic, the others sub-topics, an event type the type (undefined: none). */
function categoriesOf(event: Component) {
  const values = event
    .getAllProperties('categories')
    .flatMap((property) => property.getValues() as unknown[])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim());
  const type = values.map((value) => value.toLowerCase()).find((value) => EVENT_TYPES.includes(value as EventType));
  const topics = values.filter((value) => !EVENT_TYPES.includes(value.toLowerCase() as EventType));
  return { type: type as EventType | undefined, topic: topics[0] ?? DEFAULT_TOPIC, subTopics: topics.slice(1) };
}

function eventOf(vevent: Component, context: ImportContext, notes: RecordNotes): ImportedEvent | null {
  const name = textOf(vevent, 'summary');
  for (const property of ['dtstart', 'dtend']) {
    const impossible = impossibleTime(vevent, property);
    if (impossible === null) continue;
    notes.add('record_refused', impossible, `${property.toUpperCase()} is no real date`);
    return null;
  }
  const days = daysOf(vevent);
  if (name === null || days === null) {
    notes.add('record_refused', name, 'a VEVENT without SUMMARY or DTSTART');
    return null;
  }
  const location = textOf(vevent, 'location');
  const place = location === null ? null : placeOfText(location, context, notes);
  if (location === null)
    notes.add('record_refused', null, 'a VEVENT without LOCATION (write Online for an online event)');
  if (place === null) return null;
  const { type, topic, subTopics } = categoriesOf(vevent);
  const source = { name: FORMAT, recordId: notes.recordId, url: null };
  return {
    source,
    sources: [source],
    name,
    acronym: acronymInName(name)?.text ?? null,
    series: null,
    year: Number(days.start.slice(0, 4)),
    type: type ?? typeOfName(name),
    topics: [topic],
    subTopics,
    ...days,
    precision: 'day',
    city: place.city,
    region: place.region,
    country: place.country,
    venue: place.venue,
    format: formatOf(place),
    website: websiteOf(textOf(vevent, 'url'), notes),
    coreRank: null,
    ccfRank: null,
    ranks: [],
    deadlines: [],
    aliases: [],
    lastVerified: lastModified(vevent),
  };
}

/** The day of LAST-MODIFIED (UTC), when the calendar says when the event was last revised. */
function lastModified(vevent: Component): string | null {
  const time = timeOf(vevent, 'last-modified');
  return time === null || impossibleTime(vevent, 'last-modified') !== null ? null : dateOf(time);
}

/** A deadline VEVENT added to the event of its name; noted when there is none. */
function addDeadline(vevent: Component, match: RegExpExecArray, events: ImportedEvent[], notes: RecordNotes): void {
  const kind = readKindWord(match[1]!);
  const impossible = impossibleTime(vevent, 'dtstart');
  if (impossible !== null) {
    notes.add('deadline_skipped', impossible, 'DTSTART is no real date');
    return;
  }
  const time = timeOf(vevent, 'dtstart');
  const named = events.find((event) => event.name === match[2] || event.acronym === match[2]);
  if (kind === null || time === null || !named) {
    notes.add('deadline_skipped', textOf(vevent, 'summary'), 'a deadline of no event of the file, or of no kind');
    return;
  }
  const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
  const utc = time.zone?.tzid === 'UTC';
  const zone = time.isDate ? 'AoE' : utc ? 'UTC' : zoneOf(typeof tzid === 'string' ? tzid : null, notes);
  if (zone === null) {
    notes.add('deadline_skipped', String(tzid), 'a TZID that names no zone');
    return;
  }
  const due = time.isDate ? dateOf(time) : `${dateOf(time)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  named.deadlines.push({ kind, round: Number(match[3] ?? 1), due, zone });
}

/** Reads an iCalendar file. */
export function readIcs(path: string, context: ImportContext): FormatResult {
  const notes: ImportNote[] = [];
  const events: ImportedEvent[] = [];
  const calendar = parseFile(path, path, notes, FORMAT, 'iCalendar', (text) => new ICAL.Component(ICAL.parse(text)));
  const vevents = calendar?.getAllSubcomponents('vevent') ?? [];
  const deadlines: [Component, RegExpExecArray, RecordNotes][] = [];
  vevents.forEach((vevent, index) => {
    const recordNotes = new RecordNotes(notes, FORMAT, textOf(vevent, 'uid') ?? `VEVENT ${index + 1}`);
    const match = DEADLINE_SUMMARY_RE.exec(textOf(vevent, 'summary') ?? '');
    if (match && readKindWord(match[1]!) !== null) deadlines.push([vevent, match, recordNotes]);
    else {
      const event = eventOf(vevent, context, recordNotes);
      if (event) events.push(event);
    }
  });
  for (const [vevent, match, recordNotes] of deadlines) addDeadline(vevent, match, events, recordNotes);
  return { format: FORMAT, path, records: vevents.length - deadlines.length, events, rates: [], notes };
}
