/**
 * The read verbs besides search: one event by id, the page of a search as events, the topics,
 * the countries and the statistics. Plain functions over the serving snapshot's index.
 */
import type { Continent } from '../reference/continents.js';
import { eventAt, type EventRecord } from '../store/record.js';
import { positionOfId } from '../store/store.js';
import { dateParts, dayFromParts, daysInMonth, type Day } from '../util/dates.js';
import { firstStartAtOrAfter } from './columns.js';
import { EventNotFoundError } from './errors.js';
import type { ContinentCount, CountryCount, TopicCount } from './listing.js';
import type { SnapshotIndex } from './snapshot-index.js';

export type { EventRecord };

/** The position of the event with public id `id` (EventNotFoundError when there is none). */
export function eventPosition(index: SnapshotIndex, id: number): number {
  const position = positionOfId(index.store, id);
  if (position < 0) throw new EventNotFoundError(id);
  return position;
}

/** The event with public id `id` (EventNotFoundError when there is none). */
export function getEvent(index: SnapshotIndex, id: number): EventRecord {
  return eventAt(index.store, eventPosition(index, id));
}

/** The events at the positions of a search result, in order. */
export function eventsAt(index: SnapshotIndex, positions: readonly number[]): EventRecord[] {
  return positions.map((position) => eventAt(index.store, position));
}

export function listTopics(index: SnapshotIndex): readonly TopicCount[] {
  return index.listing.topics;
}

/** Countries with events, most events first, then by name; only one continent's when given. */
export function listCountries(index: SnapshotIndex, continent?: Continent): readonly CountryCount[] {
  const all = index.listing.countries;
  return continent === undefined ? all : all.filter((country) => country.continent === continent);
}

export interface Statistics {
  events: number;
  /** Countries and topics with at least one event. */
  countries: number;
  topics: number;
  /** Events starting from today to the last day of today's month (UTC). */
  upcomingThisMonth: number;
  /** Earliest start and latest end, or null without events. */
  span: { earliest: Day; latest: Day } | null;
  /** All six continents, most events first. */
  continents: readonly ContinentCount[];
}

function upcomingThisMonth(index: SnapshotIndex, today: Day): number {
  const { year, month } = dateParts(today);
  const lastDay = dayFromParts(year, month, daysInMonth(year, month));
  const start = index.store.columns.start;
  return firstStartAtOrAfter(start, lastDay + 1) - firstStartAtOrAfter(start, today);
}

export function statistics(index: SnapshotIndex, today: Day): Statistics {
  const { listing } = index;
  return {
    events: index.size,
    countries: listing.countries.length,
    topics: listing.topics.length,
    upcomingThisMonth: upcomingThisMonth(index, today),
    span: listing.span,
    continents: listing.continents,
  };
}
