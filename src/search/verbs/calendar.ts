/**
 * The calendar verb: the events at a search's positions as plain values for a calendar feed
 * (src/api/feeds/calendar.ts writes them as iCalendar), with their submission deadlines (abstract
 * and paper) as UTC instants, and the next one at a moment.
 */
import { deadlinesOf } from '../../store/deadline-table.js';
import { bareAcronymOf, ranksOf } from '../../store/editions.js';
import { NONE_U16, NONE_U32 } from '../../store/layout.js';
import type { StringColumn } from '../../store/string-column.js';
import type { CcfRank, CoreRank, EventFormat, EventType } from '../../source/schema.js';
import type { Day } from '../../util/dates.js';
import type { SnapshotIndex } from '../snapshot-index.js';

/** A submission deadline: its kind, its round (1 for the first), its UTC instant, local date and zone. */
export interface CalendarDeadline {
  kind: 'abstract' | 'paper';
  round: number;
  /** Seconds since the epoch, UTC. */
  at: number;
  day: Day;
  zone: string;
}

export interface CalendarEvent {
  id: number;
  name: string;
  /** The bare acronym ("ICML"), or null. */
  acronym: string | null;
  type: EventType;
  topic: string;
  subtopic: string | null;
  format: EventFormat;
  /** First and last day, as day numbers. */
  start: Day;
  end: Day;
  venue: string | null;
  city: string | null;
  /** The state or province, by its English name, or null. */
  region: string | null;
  country: string | null;
  website: string | null;
  rank: { core: CoreRank | null; ccf: CcfRank | null };
  /** Abstract and paper deadlines, in (instant, kind, round) order. */
  deadlines: CalendarDeadline[];
  /** The first of `deadlines` not passed at the moment asked, or null. */
  next: CalendarDeadline | null;
}

const isSubmission = (kind: string): kind is CalendarDeadline['kind'] => kind === 'abstract' || kind === 'paper';

const fromDictionary = (dictionary: StringColumn, index: number): string | null =>
  index === NONE_U32 ? null : dictionary.get(index);

/** The event at `position` with its submission deadlines, and the next one at `now` (seconds). */
function calendarEvent(index: SnapshotIndex, position: number, now: number): CalendarEvent {
  const { store } = index;
  const { columns: c, meta, dictionaries: d } = store;
  const deadlines: CalendarDeadline[] = [];
  for (const row of deadlinesOf(store, position)) {
    if (isSubmission(row.kind))
      deadlines.push({ kind: row.kind, round: row.round, at: row.at, day: row.day, zone: row.zone });
  }
  const subtopic = c.subtopic[position]!;
  const country = c.country[position]!;
  const region = store.geo.region[position]!;
  const website = c.website.get(position);
  return {
    id: c.ids[position]!,
    name: c.name.get(position),
    acronym: bareAcronymOf(store, position),
    type: meta.types[c.type[position]!] as EventType,
    topic: meta.topics[c.topic[position]!]!.name,
    subtopic: subtopic === NONE_U16 ? null : meta.subtopics[subtopic]!.name,
    format: meta.formats[c.format[position]!] as EventFormat,
    start: c.start[position]!,
    end: c.end[position]!,
    venue: fromDictionary(d.venue, c.venue[position]!),
    city: fromDictionary(d.city, c.city[position]!),
    region: region === NONE_U16 ? null : meta.regions[region]!.name,
    country: country === NONE_U16 ? null : meta.countries[country]!.name,
    website: website === '' ? null : website,
    rank: ranksOf(store, position),
    deadlines,
    next: deadlines.find((deadline) => deadline.at >= now) ?? null,
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

/** How many abstract and paper deadlines the events at `positions` have (a feed's deadline entries). */
export function submissionDeadlineCount(index: SnapshotIndex, positions: readonly number[]): number {
  const { offsets, kind } = index.store.deadlines;
  const kinds = index.store.meta.deadlineKinds;
  const submission = kinds.map((name) => isSubmission(name));
  let count = 0;
  for (const position of positions) {
    for (let row = offsets[position]!; row < offsets[position + 1]!; row++) if (submission[kind[row]!]) count++;
  }
  return count;
}
