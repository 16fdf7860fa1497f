/**
 * The calendar verb: the events at a search's positions as plain values for a calendar feed
 * (src/api/feeds/calendar.ts writes them as iCalendar), with their deadlines of every kind as UTC
 * instants (the estimated ones marked), and the next submission deadline at a moment.
 */
import { deadlinesOf } from '../../store/deadline-table.js';
import { bareAcronymOf, ranksOf } from '../../store/edition-index.js';
import { DATE_PRECISIONS, NONE_U16, NONE_U32 } from '../../store/layout.js';
import type { StringColumn } from '../../store/string-column.js';
import { valuesAt } from '../../store/topic-lists.js';
import type { CcfRank, CoreRank, DeadlineKind, EventFormat, EventType } from '../../source/schema.js';
import type { Day } from '../../util/dates.js';
import { editionYear } from '../series-json.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import { charactersOf, cutEnd, LONG_VALUE_MAX } from '../long-values.js';

/** A deadline: its kind, its round (1 for the first), its UTC instant, local date and zone. */
export interface CalendarDeadline {
  kind: DeadlineKind;
  round: number;
  /** Seconds since the epoch, UTC. */
  at: number;
  day: Day;
  zone: string;
  /** A paper deadline estimated from the series' earlier editions. */
  estimated: boolean;
}

export interface CalendarEvent {
  id: number;
  /** The name, cut after its first characters when longer than answers write (long-values.ts). */
  name: string;
  /** The whole name's characters when `name` is cut, else null. */
  nameCut: number | null;
  /** The bare acronym ("ICML"), or null. */
  acronym: string | null;
  type: EventType;
  /** Every topic and sub-topic, the first first. */
  topics: string[];
  subtopics: string[];
  format: EventFormat;
  /** First and last day, as day numbers; null when the dates are not known yet. */
  start: Day | null;
  /** Whether the dates are known to the day: not for a month alone ("Dec 2027", first to last day). */
  toTheDay: boolean;
  /** The edition's year (of an undated event too, when known), or null. */
  year: number | null;
  end: Day | null;
  venue: string | null;
  city: string | null;
  /** The state or province, by its English name, or null. */
  region: string | null;
  country: string | null;
  website: string | null;
  rank: { core: CoreRank | null; ccf: CcfRank | null };
  /** Every deadline, in (instant, kind, round) order. */
  deadlines: CalendarDeadline[];
  /** The first abstract or paper deadline (else estimated one) not passed at the moment asked, or null. */
  next: CalendarDeadline | null;
}

const isSubmission = (deadline: CalendarDeadline): boolean => deadline.kind === 'abstract' || deadline.kind === 'paper';

const fromDictionary = (dictionary: StringColumn, index: number): string | null =>
  index === NONE_U32 ? null : dictionary.get(index);

/** The name as answers write it, and its whole length when that is cut. */
function nameOf(bytes: Uint8Array): Pick<CalendarEvent, 'name' | 'nameCut'> {
  const end = cutEnd(bytes, 0, bytes.length, LONG_VALUE_MAX.name);
  const name = Buffer.from(bytes.buffer, bytes.byteOffset, end).toString('utf8');
  return end === bytes.length
    ? { name, nameCut: null }
    : { name: `${name}…`, nameCut: charactersOf(bytes, 0, bytes.length) };
}

const DAY_PRECISION = DATE_PRECISIONS.indexOf('day');

/** Whether the event at `position` has dates known to the day (not undated, not a month alone). */
const knownToTheDay = (store: SnapshotIndex['store'], position: number): boolean =>
  position < store.undated.first && store.columns.precision[position] === DAY_PRECISION;

/** The event at `position` with its submission deadlines, and the next one at `now` (seconds). */
function calendarEvent(index: SnapshotIndex, position: number, now: number): CalendarEvent {
  const { store } = index;
  const { columns: c, meta, dictionaries: d } = store;
  const deadlines: CalendarDeadline[] = deadlinesOf(store, position);
  const ahead = deadlines.filter((deadline) => isSubmission(deadline) && deadline.at >= now);
  const dated = position < store.undated.first;
  const country = c.country[position]!;
  const region = store.geo.region[position]!;
  const website = c.website.get(position);
  return {
    id: c.ids[position]!,
    ...nameOf(store.columns.name.bytesAt(position)),
    acronym: bareAcronymOf(store, position),
    type: meta.types[c.type[position]!] as EventType,
    topics: valuesAt(c.topic, store.topicLists.topics, position).map((t) => meta.topics[t]!.name),
    subtopics: valuesAt(c.subtopic, store.topicLists.subtopics, position).map((s) => meta.subtopics[s]!.name),
    format: meta.formats[c.format[position]!] as EventFormat,
    start: dated ? c.start[position]! : null,
    toTheDay: knownToTheDay(index.store, position),
    year: editionYear(store, position),
    end: dated ? c.end[position]! : null,
    venue: fromDictionary(d.venue, c.venue[position]!),
    city: fromDictionary(d.city, c.city[position]!),
    region: region === NONE_U16 ? null : store.regions.name(region),
    country: country === NONE_U16 ? null : meta.countries[country]!.name,
    website: website === '' ? null : website,
    rank: ranksOf(store, position),
    deadlines,
    next: ahead.find((deadline) => !deadline.estimated) ?? ahead[0] ?? null,
  };
}

/**
 * The events at `positions`, in order, with their submission deadlines and the next one at `now`
 * (seconds). Read from the columns a feed shows only (a feed holds up to 1,000 events; the
 * description, e-mail and organizer are left unread), one at a time as they are asked for: a feed
 * writes each before the next is read, so its events die young instead of all living through it.
 */
export function* calendarEvents(
  index: SnapshotIndex,
  positions: readonly number[],
  now: number,
): Generator<CalendarEvent> {
  for (const position of positions) yield calendarEvent(index, position, now);
}

/**
 * The entries a feed of the events at `positions` holds: one per event of dates known to the day
 * (an undated event, or one of a month alone, has none), and one per deadline of every kind,
 * estimated ones included.
 */
export function feedEntryCounts(
  index: Pick<SnapshotIndex, 'store'>,
  positions: readonly number[],
): { events: number; deadlines: number } {
  const { offsets } = index.store.deadlines;
  let events = 0;
  let deadlines = 0;
  for (const position of positions) {
    if (knownToTheDay(index.store, position)) events++;
    deadlines += offsets[position + 1]! - offsets[position]!;
  }
  return { events, deadlines };
}
