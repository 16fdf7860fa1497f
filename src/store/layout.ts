import type { Continent } from '../reference/continents.js';

/**
 * What the snapshot body holds (format version 2). Events are numbered by position in
 * (start date, id) order, so every posting list is already in the default page order and a
 * date range is a contiguous run of positions.
 */

/** Deadline column value for "no deadline". */
export const NO_DAY = -0x80000000;
/** Index columns (sub-topic, city, venue, organizer) use this for "none". */
export const NONE_U16 = 0xffff;
export const NONE_U32 = 0xffffffff;

export const BITMAP_GROUPS = ['type', 'topic', 'subtopic', 'country', 'continent', 'city', 'term', 'prefix'] as const;
export type BitmapGroup = (typeof BITMAP_GROUPS)[number];

/** Columns of one value per event. */
export const NUMERIC_COLUMNS = {
  ids: 'u32',
  start: 'i32',
  end: 'i32',
  deadline: 'i32',
  type: 'u8',
  format: 'u8',
  topic: 'u16',
  subtopic: 'u16',
  country: 'u16',
  city: 'u32',
  venue: 'u32',
  organizer: 'u32',
  idOrder: 'u32',
} as const;

/** Text columns of one string per event (empty string for none). */
export const TEXT_COLUMNS = ['name', 'acronym', 'website', 'email', 'description'] as const;
/** Dictionaries that index columns point into, and the sorted keys of some bitmap groups. */
export const DICTIONARIES = [
  'dict.city',
  'dict.venue',
  'dict.organizer',
  'keys.city',
  'keys.term',
  'keys.prefix',
] as const;

export interface MetaCountry {
  name: string;
  alpha2: string;
  alpha3: string;
  continent: Continent;
}

export interface NamedEntry {
  name: string;
  slug: string;
}

/** The 'meta' section (JSON: small, read once per load). */
export interface StoreMeta {
  topics: NamedEntry[];
  subtopics: NamedEntry[];
  countries: MetaCountry[];
  continents: Continent[];
  types: string[];
  formats: string[];
  /** Longest event in days (end - start), for date-range boundaries. */
  maxDuration: number;
  /** Each group's [first bitmap, count] in the bitmap table. */
  groups: Record<BitmapGroup, [number, number]>;
}
