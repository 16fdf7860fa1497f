/**
 * The calendar verb: the events at a search's positions as plain values for a calendar feed
 * (src/api/feeds/calendar.ts writes them as iCalendar), with their submission deadlines (abstract
 * and paper) as UTC instants, and the next one at a moment.
 */
import { deadlinesOf } from '../../store/deadline-table.js';
import { bareAcronymOf, ranksOf } from '../../store/editions.js';
import { eventAt } from '../../store/record.js';
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
  country: string | null;
  website: string | null;
  rank: { core: CoreRank | null; ccf: CcfRank | null };
  /** Abstract and paper deadlines, in (instant, kind, round) order. */
  deadlines: CalendarDeadline[];
  /** The first of `deadlines` not passed at the moment asked, or null. */
  next: CalendarDeadline | null;
}

const isSubmission = (kind: string): kind is CalendarDeadline['kind'] => kind === 'abstract' || kind === 'paper';

/** The events at `positions`, in order, with their submission deadlines and the next one at `now` (seconds). */
export function calendarEvents(index: SnapshotIndex, positions: readonly number[], now: number): CalendarEvent[] {
  const { store } = index;
  return positions.map((position) => {
    const record = eventAt(store, position);
    const deadlines: CalendarDeadline[] = [];
    for (const d of deadlinesOf(store, position)) {
      if (isSubmission(d.kind)) deadlines.push({ kind: d.kind, round: d.round, at: d.at, day: d.day, zone: d.zone });
    }
    return {
      id: record.id,
      name: record.name,
      acronym: bareAcronymOf(store, position),
      type: record.type,
      topic: record.topic,
      subtopic: record.subTopic,
      format: record.format,
      start: record.start,
      end: record.end,
      venue: record.venue,
      city: record.city,
      country: record.country?.name ?? null,
      website: record.website,
      rank: ranksOf(store, position),
      deadlines,
      next: deadlines.find((d) => d.at >= now) ?? null,
    };
  });
}
