/**
 * The values of each facet with their posting lists, built once per snapshot (when it loads), and
 * the one-pass count of a small result set over the category columns.
 */
import { dateParts, dayFromParts } from '../../util/dates.js';
import type { Store } from '../../store/store.js';
import type { FacetName } from '../types.js';
import type { FacetTables, IndexView } from '../index-view.js';
import { firstStartAtOrAfter } from './columns.js';
import { dateSet } from './matches.js';

const NONE = 0xffff;

function yearsOf(span: IndexView['listing']['span']): number[] {
  if (!span) return [];
  const first = dateParts(span.earliest).year;
  return Array.from({ length: dateParts(span.latest).year - first + 1 }, (_, i) => first + i);
}

/** Per facet its values and lists; years span the earliest start to the latest end. */
export function buildFacetTables(index: Pick<IndexView, 'store' | 'caches' | 'listing'>): FacetTables {
  const { meta, lists, columns } = index.store;
  const years = yearsOf(index.listing.span);
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
        lists: years.map((year) => dateSet(index, dayFromParts(year, 1, 1), dayFromParts(year, 12, 31))),
      },
    },
    continentOf: Int32Array.from(meta.countries, (country) => meta.continents.indexOf(country.continent)),
    yearEndsAt: Int32Array.from(years, (year) => firstStartAtOrAfter(columns.start, dayFromParts(year + 1, 1, 1))),
    yearLastDay: Int32Array.from(years, (year) => dayFromParts(year, 12, 31)),
  };
}

/** Counts of the years: events that start and end in one. Positions are in start order. */
function countYears(store: Store, tables: FacetTables, positions: Uint32Array): Int32Array {
  const { yearEndsAt, yearLastDay } = tables;
  const counts = new Int32Array(yearEndsAt.length);
  const end = store.columns.end;
  let y = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    while (y < yearEndsAt.length - 1 && p >= yearEndsAt[y]!) y++;
    if (end[p]! <= yearLastDay[y]!) counts[y]!++;
  }
  return counts;
}

/**
 * Counts of the facets over the events at `positions` (ascending), read from the category
 * columns in one pass; continents are summed from countries.
 */
export function countColumns(
  store: Store,
  tables: FacetTables,
  positions: Uint32Array,
  names: readonly FacetName[],
): Partial<Record<FacetName, Int32Array>> {
  const { columns, meta } = store;
  const topic = new Int32Array(meta.topics.length);
  const subtopic = new Int32Array(meta.subtopics.length);
  const type = new Int32Array(meta.types.length);
  const format = new Int32Array(meta.formats.length);
  const country = new Int32Array(meta.countries.length);
  const { topic: t, subtopic: s, type: ty, format: f, country: c } = columns;
  const { topics: moreT, subtopics: moreS } = store.topicLists;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    topic[t[p]!]!++;
    // An event with several topics or sub-topics counts once under each.
    for (let k = moreT.offsets[p]!; k < moreT.offsets[p + 1]!; k++) topic[moreT.values[k]!]!++;
    type[ty[p]!]!++;
    format[f[p]!]!++;
    const sub = s[p]!;
    if (sub !== NONE) subtopic[sub]!++;
    for (let k = moreS.offsets[p]!; k < moreS.offsets[p + 1]!; k++) subtopic[moreS.values[k]!]!++;
    const co = c[p]!;
    if (co !== NONE) country[co]!++;
  }
  const out: Partial<Record<FacetName, Int32Array>> = { topic, subtopic, type, format, country };
  if (names.includes('continent')) {
    const continent = new Int32Array(meta.continents.length);
    for (let i = 0; i < country.length; i++) continent[tables.continentOf[i]!]! += country[i]!;
    out.continent = continent;
  }
  if (names.includes('year')) out.year = countYears(store, tables, positions);
  return out;
}
