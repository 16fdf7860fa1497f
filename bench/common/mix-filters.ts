/**
 * The filters of the random mix (random-mix.ts), one per parameter family of the search, each set
 * from the values of one event of the snapshot, and how often each is chosen. The weights follow
 * what people and assistants ask a conference directory: a country or a topic most often, then
 * the other categories and dates, places near a city, open calls, ranks and deadlines now and
 * then, an acronym, a series or "conferences like this one" (similar_to) rarely.
 */
import type { SearchFilters, SnapshotIndex } from '../../src/search/index.js';
import { bareAcronymOf, ranksOf, seriesOf } from '../../src/store/edition-index.js';
import { eventAt } from '../../src/store/index.js';
import { NONE_U16, NONE_U32 } from '../../src/store/layout.js';
import { dateParts } from '../../src/util/dates.js';

export const MIX_FILTERS = [
  'country',
  'topic',
  'continent',
  'subtopic',
  'type',
  'month',
  'year',
  'format',
  'cfp',
  'near',
  'city',
  'region',
  'core_rank',
  'ccf_rank',
  'rank',
  'deadline',
  'acronym',
  'series',
  'dates',
  'similar',
] as const;
export type MixFilter = (typeof MIX_FILTERS)[number];

/** How often each filter is the chosen one (single filters, and each filter of a combination), of 100. */
export const FILTER_WEIGHTS: Readonly<Record<MixFilter, number>> = {
  country: 20,
  topic: 15,
  continent: 7,
  subtopic: 8,
  type: 8,
  month: 5,
  year: 5,
  format: 5,
  cfp: 5,
  near: 5,
  city: 4,
  region: 2,
  core_rank: 3,
  ccf_rank: 1,
  rank: 1,
  deadline: 3,
  acronym: 2,
  series: 1,
  dates: 1,
  similar: 2,
};

/** Filters that say nearly the same thing: a combination takes at most one of each group. */
const EXCLUSIVE: readonly (readonly MixFilter[])[] = [
  ['country', 'continent'],
  ['month', 'year', 'dates'],
  ['city', 'near', 'region'],
  ['acronym', 'series', 'similar'],
];

/** Whether `filters` may all be asked together (no two of one exclusive group). */
export const compatible = (filters: ReadonlySet<MixFilter>): boolean =>
  EXCLUSIVE.every((group) => group.filter((filter) => filters.has(filter)).length < 2);

/** Radii asked with near, km; undefined for the default. */
const RADII = [undefined, undefined, 10, 25, 100, 200] as const;

/** The numbers the mix draws from: a uniform number in [0, 1). */
type Draw = () => number;

/**
 * Sets `filter` on `f` from the event at `position`; false when the event has no such value (an
 * online event has no country, most have no rank).
 */
export function applyFilter(
  f: SearchFilters,
  filter: MixFilter,
  index: SnapshotIndex,
  position: number,
  next: Draw,
): boolean {
  const { store } = index;
  const row = eventAt(store, position);
  switch (filter) {
    case 'country':
      if (!row.country) return false;
      f.country = row.country.name;
      return true;
    case 'continent':
      if (!row.country) return false;
      f.continent = row.country.continent;
      return true;
    case 'topic':
      f.topic = row.topic;
      return true;
    case 'subtopic':
      if (!row.subTopic) return false;
      f.subtopic = row.subTopic;
      return true;
    case 'type':
      f.type = row.type;
      return true;
    case 'month': {
      const { year, month } = dateParts(row.start);
      f.month = { year, month };
      return true;
    }
    case 'year':
      f.year = dateParts(row.start).year;
      return true;
    case 'format':
      f.formats = [row.format];
      return true;
    case 'cfp':
      f.cfp = 'open';
      return true;
    case 'city':
      if (!row.city) return false;
      f.city = row.city;
      return true;
    default:
      return applyOther(f, filter, index, position, next);
  }
}

/** The filters of places near, regions, ranks, deadlines, acronyms, series and date ranges. */
function applyOther(f: SearchFilters, filter: MixFilter, index: SnapshotIndex, position: number, next: Draw): boolean {
  const { store } = index;
  const { geo, deadlines } = store;
  switch (filter) {
    case 'near': {
      const slot = geo.citySlot[position]!;
      if (slot === NONE_U32 || Number.isNaN(geo.latitude[slot]!)) return false;
      // A city by name mostly; now and then a point, as a map would send it (4 decimals).
      const point = { latitude: round4(geo.latitude[slot]!), longitude: round4(geo.longitude[slot]!) };
      f.near = next() < 0.7 ? { place: geo.slotDisplay.get(slot) } : point;
      const radiusKm = RADII[Math.floor(next() * RADII.length)];
      if (radiusKm !== undefined) f.radiusKm = radiusKm;
      return true;
    }
    case 'region': {
      const region = geo.region[position]!;
      if (region === NONE_U16) return false;
      f.regions = [store.regions.name(region)];
      return true;
    }
    case 'core_rank': {
      const { core } = ranksOf(store, position);
      if (core === null) return false;
      f.coreRanks = [core];
      return true;
    }
    case 'ccf_rank': {
      const { ccf } = ranksOf(store, position);
      if (ccf === null) return false;
      f.ccfRanks = [ccf];
      return true;
    }
    case 'rank': {
      // One of the event's ranks of any system, by its filter key (CORE:A*, THCPL:A, h5-index:41).
      const { offsets, entry, entries } = store.ranks;
      if (offsets[position + 1]! === offsets[position]!) return false;
      const { system, value } = entries[entry[offsets[position]!]!]!;
      f.ranks = [`${system}:${value}`];
      return true;
    }
    case 'deadline': {
      const { offsets, day } = deadlines;
      if (offsets[position + 1]! === offsets[position]!) return false;
      const due = day[offsets[position]!]!;
      // A window around one of its deadlines: both ends, or only "due after" or "due before".
      const roll = next();
      if (roll < 0.8) f.deadlineFrom = due - Math.floor(next() * 30);
      if (roll >= 0.5) f.deadlineTo = due + Math.floor(next() * 60);
      return true;
    }
    case 'acronym': {
      const acronym = bareAcronymOf(store, position);
      if (acronym === null) return false;
      // As the API reads acronym= since it takes a list (docs/api.md).
      f.acronyms = [acronym];
      return true;
    }
    case 'series': {
      const series = seriesOf(store, position);
      if (series === null) return false;
      f.series = series;
      return true;
    }
    case 'dates': {
      const row = eventAt(store, position);
      f.from = row.start - Math.floor(next() * 60);
      if (next() < 0.7) f.to = row.end + Math.floor(next() * 120);
      return true;
    }
    case 'similar':
      f.similarTo = store.columns.ids[position]!;
      return true;
    default:
      throw new Error(`no filter ${filter}`);
  }
}

const round4 = (degrees: number): number => Math.round(degrees * 10_000) / 10_000;
