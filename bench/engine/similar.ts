/**
 * The similar_to rows of the engine benchmark (docs/api.md, Similar events): each iteration takes
 * the next of 200 seeded references, so the rows are not one event's. References are drawn from
 * every event, and from the largest sub-topic (the most candidates to rank); "cold" rows empty the
 * cache of references before each search, so that each one also reads its reference and builds
 * its candidates; the
 * last row adds a country and a year on top. Target: p99 <= 1 ms.
 */
import type { Bench } from 'tinybench';
import { type SearchFilters, type SnapshotIndex, search } from '../../src/search/index.js';
import { positionOfId } from '../../src/store/store.js';
import type { Day } from '../../src/util/dates.js';
import { seededRandom } from '../../tools/support/random-filters.js';

export const SIMILAR_ROW_PREFIX = 'similar_to';
const REFERENCES = 200;

interface SimilarShape {
  name: string;
  ids: readonly number[];
  extra?: (id: number) => Partial<SearchFilters>;
  cold: boolean;
}

/** `count` public ids of seeded positions among `positions` (every position when null). */
function idsAt(index: SnapshotIndex, positions: Uint32Array | null, count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const { ids } = index.store.columns;
  const size = positions === null ? index.size : positions.length;
  return Array.from({ length: count }, () => {
    const at = Math.floor(random() * size);
    return ids[positions === null ? at : positions[at]!]!;
  });
}

function shapes(index: SnapshotIndex): SimilarShape[] {
  const { store } = index;
  const { lists, columns, meta } = store;
  const largest = lists.subtopic.reduce((best, list) => (list.size > best.size ? list : best));
  const anywhere = idsAt(index, null, REFERENCES, 32);
  const inLargest = idsAt(index, largest.toUint32Array(), REFERENCES, 33);
  // The reference's own country and year: some of its similar events are there.
  const countryAndYear = (id: number): Partial<SearchFilters> => {
    const position = positionOfId(store, id);
    const country = meta.countries[columns.country[position]!]?.name;
    return { ...(country ? { country } : {}), year: new Date(columns.start[position]! * 86_400_000).getUTCFullYear() };
  };
  return [
    { name: `${SIMILAR_ROW_PREFIX}: any event`, ids: anywhere, cold: false },
    { name: `${SIMILAR_ROW_PREFIX}: any event, cold`, ids: anywhere, cold: true },
    { name: `${SIMILAR_ROW_PREFIX}: largest sub-topic`, ids: inLargest, cold: false },
    { name: `${SIMILAR_ROW_PREFIX}: largest sub-topic, cold`, ids: inLargest, cold: true },
    { name: `${SIMILAR_ROW_PREFIX} + country + year`, ids: anywhere, extra: countryAndYear, cold: false },
  ];
}

/** Adds the similar_to rows to `bench`; `totals` gets the first reference's total of each. */
export function addSimilarTasks(bench: Bench, index: SnapshotIndex, today: Day, totals: Map<string, number>): void {
  for (const shape of shapes(index)) {
    const filters = (id: number): SearchFilters => ({ similarTo: id, limit: 10, offset: 0, ...shape.extra?.(id) });
    totals.set(shape.name, search(index, filters(shape.ids[0]!), today).total);
    let next = 0;
    bench.add(shape.name, () => {
      if (shape.cold) index.caches.similar.clear();
      search(index, filters(shape.ids[next++ % shape.ids.length]!), today);
    });
  }
}
