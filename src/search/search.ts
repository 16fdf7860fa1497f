/**
 * The search verb: resolves the filters, intersects posting lists smallest first, counts the
 * matches exactly and reads only the requested page in the requested order.
 */
import { formatIsoDate, type Day } from '../util/dates.js';
import { RoaringBitmap32 } from '../util/roaring.js';
import { firstStartAfter, firstStartAtOrAfter } from './columns.js';
import { pageByDeadline } from './deadline.js';
import { pageAscending, pageStartDescending } from './order.js';
import { planSearch } from './plan.js';
import { BitmapSet, FullSet, type RankedSet } from './ranked.js';
import type { SnapshotIndex } from './snapshot-index.js';
import type { SearchFilters, SearchResult, SortOrder } from './types.js';
import { pageUpcoming } from './upcoming.js';

const MAX_COUNTRIES_LISTED = 20;

/**
 * Positions with start >= from and end <= to: a run of positions, less the few near its top edge
 * that end after `to` (only events starting within maxDuration days of `to` can).
 */
function dateSet(index: SnapshotIndex, from: Day | null, to: Day | null): RoaringBitmap32 {
  const key = `${from ?? ''}..${to ?? ''}`;
  const cached = index.caches.dateSets.get(key);
  if (cached) return cached;
  const { store } = index;
  const { start, end } = store.columns;
  const lo = from === null ? 0 : firstStartAtOrAfter(start, from);
  const hi = to === null ? store.size : firstStartAfter(start, to);
  const set = lo < hi ? RoaringBitmap32.fromRange(lo, hi) : new RoaringBitmap32();
  if (to !== null && lo < hi) {
    const edge = Math.max(lo, firstStartAfter(start, to - store.meta.maxDuration));
    const late: number[] = [];
    for (let position = edge; position < hi; position++) if (end[position]! > to) late.push(position);
    if (late.length > 0) set.removeMany(Uint32Array.from(late));
  }
  set.freeze();
  index.caches.dateSets.set(key, set);
  return set;
}

function intersect(sets: RoaringBitmap32[]): RoaringBitmap32 | null {
  if (sets.length === 0) return null;
  const ordered = [...sets].sort((a, b) => a.size - b.size);
  if (ordered.length === 1) return ordered[0]!;
  const result = RoaringBitmap32.and(ordered[0]!, ordered[1]!);
  for (let i = 2; i < ordered.length && !result.isEmpty; i++) result.andInPlace(ordered[i]!);
  return result;
}

function formatCountries(names: readonly string[]): string[] {
  if (names.length <= MAX_COUNTRIES_LISTED) return [...names];
  return [...names.slice(0, MAX_COUNTRIES_LISTED), `... and ${names.length - MAX_COUNTRIES_LISTED} more`];
}

/** One page of the events matching `filters`, with the exact total. */
export function search(index: SnapshotIndex, filters: SearchFilters, today: Day): SearchResult {
  const plan = planSearch(index, filters, today);
  const sort: SortOrder = filters.sort ?? (plan.from !== null || plan.to !== null ? 'date' : 'upcoming');
  const reported = {
    searchTerms: plan.searchTerms,
    countriesIncluded: formatCountries(plan.countriesIncluded),
    dateRange: {
      from: plan.from === null ? null : formatIsoDate(plan.from),
      to: plan.to === null ? null : formatIsoDate(plan.to),
    },
    sort,
  };
  if (plan.impossible || plan.sets.some((set) => set.isEmpty)) return { total: 0, positions: [], ...reported };
  if (plan.from !== null || plan.to !== null) plan.sets.push(dateSet(index, plan.from, plan.to));

  const matches = intersect(plan.sets);
  const ranked: RankedSet = matches ? new BitmapSet(matches) : new FullSet(index.size);
  const { offset, limit } = filters;
  let positions: number[];
  if (sort === 'date') positions = pageAscending(ranked, offset, limit);
  else if (sort === '-date') positions = pageStartDescending(ranked, index.store.columns.start, offset, limit);
  else if (sort === 'deadline')
    positions = pageByDeadline(index.store, matches, index.withoutDeadline(), offset, limit);
  else if (offset >= ranked.size) positions = [];
  else positions = pageUpcoming(index.store, index.upcomingSplit(today), matches, offset, limit);
  return { total: ranked.size, positions, ...reported };
}
