/**
 * The values of each facet with their posting lists, built once per snapshot (when it loads), and
 * the one-pass count of a small result set over the category columns.
 */
import { dateParts, dayFromParts } from '../../util/dates.js';
import type { Store } from '../../store/store.js';
import type { MoreValues } from '../../store/topic-lists.js';
import type { FacetName } from '../types.js';
import type { FacetTables, IndexView } from '../index-view.js';
import { firstStartAtOrAfter } from './columns.js';
import { yearSet } from './matches.js';

const NONE = 0xffff;

/** The years from the earliest start to the latest end, and to the years of the undated editions. */
function yearsOf(span: IndexView['listing']['span'], undatedYears: Uint16Array): number[] {
  const known = [...new Set(undatedYears)].filter((year) => year !== 0);
  if (span) known.push(dateParts(span.earliest).year, dateParts(span.latest).year);
  if (known.length === 0) return [];
  const [first, last] = [Math.min(...known), Math.max(...known)];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * Per facet its values and lists; years span the earliest start to the latest end, and the years
 * of the undated editions, each year's list holding those (yearSet).
 */
export function buildFacetTables(index: Pick<IndexView, 'store' | 'caches' | 'listing'>): FacetTables {
  const { meta, lists, columns, undated } = index.store;
  const years = yearsOf(index.listing.span, undated.year);
  return {
    byFacet: {
      topic: { names: meta.topics.map((t) => t.name), lists: lists.topic },
      subtopic: { names: meta.subtopics.map((t) => t.name), lists: lists.subtopic },
      type: { names: meta.types, lists: lists.type },
      format: { names: meta.formats, lists: lists.format },
      country: { names: meta.countries.map((c) => c.name), lists: lists.country },
      continent: { names: meta.continents, lists: lists.continent },
      year: {
        names: years.map(String),
        lists: years.map((year) => yearSet(index, year)),
      },
    },
    continentOf: Int32Array.from(meta.countries, (country) => meta.continents.indexOf(country.continent)),
    yearEndsAt: Int32Array.from(years, (year) => firstStartAtOrAfter(columns.start, dayFromParts(year + 1, 1, 1))),
    yearLastDay: Int32Array.from(years, (year) => dayFromParts(year, 12, 31)),
    undatedFirst: undated.first,
    undatedYear: Int32Array.from(undated.year, (year) => (year === 0 ? -1 : years.indexOf(year))),
  };
}

/** Counts of the years: events that start and end in one, and undated editions of one. Positions are in start order. */
function countYears(store: Store, tables: FacetTables, positions: Uint32Array): Int32Array {
  const { yearEndsAt, yearLastDay, undatedFirst, undatedYear } = tables;
  const counts = new Int32Array(yearEndsAt.length);
  const end = store.columns.end;
  let y = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (p >= undatedFirst) {
      const at = undatedYear[p - undatedFirst]!;
      if (at >= 0) counts[at]!++;
      continue;
    }
    while (y < yearEndsAt.length - 1 && p >= yearEndsAt[y]!) y++;
    if (end[p]! <= yearLastDay[y]!) counts[y]!++;
  }
  return counts;
}

/**
 * Counts of the facets `names` over the events at `positions` (ascending), read from the category
 * columns in one pass; continents are summed from countries. Only the columns of the facets asked
 * are read: each is a read of another line per event (all five were read for any facet asked).
 */
export function countColumns(
  store: Store,
  tables: FacetTables,
  positions: Uint32Array,
  names: readonly FacetName[],
): Partial<Record<FacetName, Int32Array>> {
  const { columns, meta, topicLists } = store;
  const out: Partial<Record<FacetName, Int32Array>> = {};
  if (names.includes('topic'))
    out.topic = countCategory(columns.topic, topicLists.topics, meta.topics.length, positions);
  if (names.includes('subtopic')) {
    out.subtopic = countCategory(columns.subtopic, topicLists.subtopics, meta.subtopics.length, positions);
  }
  if (names.includes('type')) out.type = countCategory(columns.type, null, meta.types.length, positions);
  if (names.includes('format')) out.format = countCategory(columns.format, null, meta.formats.length, positions);
  if (names.includes('country') || names.includes('continent')) {
    const country = countCategory(columns.country, null, meta.countries.length, positions);
    if (names.includes('country')) out.country = country;
    if (names.includes('continent')) {
      const continent = new Int32Array(meta.continents.length);
      for (let i = 0; i < country.length; i++) continent[tables.continentOf[i]!]! += country[i]!;
      out.continent = continent;
    }
  }
  if (names.includes('year')) out.year = countYears(store, tables, positions);
  return out;
}

/**
 * Events per value of one category column at `positions`; an event with more values (`more`, the
 * topics and sub-topics) counts once under each, one with none (NONE) under no value.
 */
function countCategory(
  column: Uint16Array | Uint8Array,
  more: MoreValues | null,
  values: number,
  positions: Uint32Array,
): Int32Array {
  const counts = new Int32Array(values);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    const value = column[p]!;
    if (value !== NONE) counts[value]!++;
    if (more) for (let k = more.offsets[p]!; k < more.offsets[p + 1]!; k++) counts[more.values[k]!]!++;
  }
  return counts;
}
