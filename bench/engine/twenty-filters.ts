/**
 * Searches of 20 filters that find nothing, for the engine benchmark's widest zero-result row: q of
 * three words (three clauses, each relaxed alone) and 17 parameters, every filter family once:
 * topic, subtopic, type, format, city, region, near (with radius_km), country, continent, cfp,
 * core_rank, ccf_rank, acronym, series, deadline_from, deadline_to and year. Each value is the
 * value of one event (so that most filters agree and leaving one out finds something), now and
 * then another event's instead, which empties the result; kept when nothing is found and no value
 * is refused.
 */
import { type SearchFilters, type SnapshotIndex, search, UnknownValueError } from '../../src/search/index.js';
import { bareAcronymOf, ranksOf, seriesOf } from '../../src/store/edition-index.js';
import { eventAt } from '../../src/store/index.js';
import { NONE_U16, NONE_U32 } from '../../src/store/layout.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { terms } from '../../src/text/terms.js';
import { dateParts, type Day } from '../../src/util/dates.js';
import { seededRandom } from '../../tools/support/random-filters.js';

/** How often a filter takes another event's value. */
const OTHER_EVENT = 0.08;

/** The 17 parameters of the event at `p` (undefined where it has no such value), q left out. */
function eventFilters(index: SnapshotIndex, p: number, radiusKm: number): Partial<SearchFilters>[] {
  const { store } = index;
  const row = eventAt(store, p);
  const { geo, deadlines } = store;
  const slot = geo.citySlot[p]!;
  const region = geo.region[p]!;
  const ranks = ranksOf(store, p);
  const acronym = bareAcronymOf(store, p);
  const series = seriesOf(store, p);
  const due = deadlines.offsets[p + 1]! > deadlines.offsets[p]! ? deadlines.day[deadlines.offsets[p]!]! : undefined;
  const placed = slot !== NONE_U32 && !Number.isNaN(geo.latitude[slot]!);
  return [
    { topic: row.topic },
    row.subTopic === null ? {} : { subtopic: row.subTopic },
    { type: row.type },
    { formats: [row.format] },
    row.city === null ? {} : { city: row.city },
    region === NONE_U16 ? {} : { regions: [store.regions.code(region)] },
    placed ? { near: { latitude: geo.latitude[slot]!, longitude: geo.longitude[slot]! }, radiusKm } : {},
    row.country === null ? {} : { country: row.country.name },
    row.country === null ? {} : { continent: row.country.continent },
    { cfp: 'open' },
    ranks.core === null ? {} : { coreRanks: [ranks.core] },
    ranks.ccf === null ? {} : { ccfRanks: [ranks.ccf] },
    acronym === null ? {} : { acronym },
    series === null ? {} : { series },
    due === undefined ? {} : { deadlineFrom: due - 20 },
    due === undefined ? {} : { deadlineTo: due + 20 },
    { year: dateParts(row.start).year },
  ];
}

/** Three words of the event's name (not stop words), or undefined when it has fewer. */
function threeWords(index: SnapshotIndex, p: number): string | undefined {
  const words = terms(eventAt(index.store, p).name).filter((word) => /^[a-z]{3,}$/.test(word) && !STOP_WORDS.has(word));
  const distinct = [...new Set(words)];
  return distinct.length >= 3 ? distinct.slice(0, 3).join(' ') : undefined;
}

/** `count` searches of 20 filters that find nothing (see the top of this file). */
export function twentyFilterSearches(index: SnapshotIndex, today: Day, count: number, seed = 23): SearchFilters[] {
  const random = seededRandom(seed);
  const event = () => Math.floor(random() * index.size);
  const found: SearchFilters[] = [];
  for (let tries = 0; found.length < count && tries < 50_000; tries++) {
    const p = event();
    const q = threeWords(index, p);
    if (q === undefined) continue;
    const radiusKm = 5 + Math.floor(random() * 95);
    const own = eventFilters(index, p, radiusKm);
    const filters: SearchFilters = { q, limit: 10, offset: 0 };
    for (const [at, values] of own.entries()) {
      Object.assign(filters, random() < OTHER_EVENT ? eventFilters(index, event(), radiusKm)[at] : values);
    }
    // Every parameter given: q, limit, offset and the 18 keys of the 17 parameters (near has two).
    if (Object.keys(filters).length !== 21) continue;
    try {
      if (search(index, filters, today).total === 0) found.push(filters);
    } catch (error) {
      if (!(error instanceof UnknownValueError)) throw error;
    }
  }
  return found;
}
