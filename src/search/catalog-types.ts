/**
 * The types of the catalog verbs (topics, countries, statistics): the counts computed once per
 * snapshot and what the verbs answer. Part of types.ts (which re-exports them), kept apart by
 * concern; like it, this module imports only types from the floors below.
 */
import type { Continent } from '../reference/continents.js';
import type { Day } from '../util/dates.js';

interface NamedCount {
  name: string;
  slug: string;
  count: number;
}

export interface TopicCount extends NamedCount {
  /** Sub-topics with events in this topic, counted within it, most events first. */
  subtopics: NamedCount[];
}

export interface CountryCount {
  name: string;
  code: string;
  continent: Continent;
  count: number;
}

export interface ContinentCount {
  name: Continent;
  count: number;
}

/** The counts behind the catalog verbs (topics, countries, statistics), computed once per snapshot. */
export interface Listing {
  /** Topics with events, most events first, then by name. */
  topics: TopicCount[];
  /** Countries with events, most events first, then by name. */
  countries: CountryCount[];
  /** All six continents, most events first, then by name. */
  continents: ContinentCount[];
  /** Per continent: every reference country on it, most events first, then by name. */
  continentCountries: ReadonlyMap<Continent, readonly string[]>;
  /** The earliest start and the latest end, or null without events. */
  span: { earliest: Day; latest: Day } | null;
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
