/**
 * The random query mix: a seeded generator of distinct searches that look like users' traffic,
 * beside the fixed mix of bench/common/queries.ts (whose repeated shapes hit the engine's caches).
 * Every value is taken from a random event of the snapshot, so that popular countries and topics
 * are asked for as often as they occur; each query belongs to one shape class, so that latencies
 * can be read per class. Every class but "zero result" finds something; the zero results find
 * nothing (mix-zero.ts: a mistyped word, filters of different events, a place with none of them,
 * a year with no events) and are answered with relaxations, hints or suggestions, as 10–30% of
 * real searches are.
 *
 * Classes and weights (of 100): single filter 30, q alone 13, q with one or two filters 9, two or
 * three filters 15, a deep page 4 (an offset of at least 1,000 within the total), no filter 2,
 * zero result 27. The filters are every parameter family of the search, at the rates of
 * mix-filters.ts (near, cfp, ranks and deadlines included); q is written in the forms of
 * mix-words.ts (plurals, the synonym table, phrases, OR, excluded words, acronyms with a year).
 * Pages: a limit of 50 for PAGE_OF_50 of the searches, else mostly 10, some 20 or between; offsets from one seeded distribution (the
 * first page mostly, pages 2 to 5 for LATER_PAGE of the searches that find something, within their
 * total; the deep pages); one search in four sets a sort order (relevance only with q, distance only
 * with near); FACETED of them ask for one to three facets.
 */
import { Random } from '../../src/demo/random.js';
import {
  REQUEST_FACETS,
  search,
  type SearchFilters,
  type SnapshotIndex,
  type SortOrder,
} from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';
import { applyFilter, compatible, FILTER_WEIGHTS, MIX_FILTERS, type MixFilter } from './mix-filters.js';
import { queryWords, type WordDraws } from './mix-words.js';
import { drawZero, ZERO_KINDS, ZERO_WEIGHTS, type ZeroDrawer } from './mix-zero.js';
import { toQueryString } from './queries.js';

export const SHAPE_CLASSES = [
  'single filter',
  'q',
  'q + filters',
  'multi-filter',
  'deep page',
  'no filter',
  'zero result',
] as const;
export type ShapeClass = (typeof SHAPE_CLASSES)[number];

/** Share of each class in the mix, out of 100. */
export const CLASS_WEIGHTS: Readonly<Record<ShapeClass, number>> = {
  'single filter': 30,
  q: 13,
  'q + filters': 9,
  'multi-filter': 15,
  'deep page': 4,
  'no filter': 2,
  'zero result': 27,
};

/** Share of the searches asking for 50 events (the largest page assistants ask for). */
export const PAGE_OF_50 = 0.23;
/** Share of the searches that find something asking for page 2 to 5. */
export const LATER_PAGE = 0.12;
/** Share of the searches asking for facets. */
export const FACETED = 0.12;

type RequestFacet = (typeof REQUEST_FACETS)[number];

/** Orders any search may set, and those that need q or near. */
const SORT_ORDERS: readonly SortOrder[] = ['upcoming', 'date', '-date', 'deadline'];
/** Facets asked for, most asked first: what a result holds by topic, country, type, year and format. */
const FACET_WEIGHTS: readonly (readonly [RequestFacet, number])[] = [
  ['topic', 20],
  ['country', 20],
  ['type', 12],
  ['year', 12],
  ['format', 8],
  ['subtopic', 8],
  ['continent', 6],
  ['cfp_status', 5],
  ['core_rank', 3],
  ['city', 3],
  ['region', 2],
  ['ccf_rank', 1],
];

export interface RandomQuery {
  shapeClass: ShapeClass;
  filters: SearchFilters;
  /** The path and query string of the API call. */
  path: string;
}

export interface RandomMixOptions {
  /** How many distinct queries (default 3,000). */
  count?: number;
  seed?: number;
  /** The day the searches are made on (the default order and cfp depend on it). */
  today: Day;
}

const RANDOM_MIX_SEED = 14;
export const RANDOM_MIX_COUNT = 3000;
const SEARCH_PATH = '/api/gpt/conferences';
/** Deep pages start this far in. */
const DEEP_OFFSET = 1000;
/** Events tried for one with a value for each chosen filter (one in a few hundred has a CCF rank). */
const EVENT_TRIES = 400;

/** Draws the searches of one mix from one seeded stream: the same stream gives the same mix. */
class MixDrawer implements ZeroDrawer, WordDraws {
  private readonly random: Random;

  constructor(
    readonly index: SnapshotIndex,
    seed: number,
    readonly today: Day,
  ) {
    this.random = new Random(seed);
  }

  next(): number {
    return this.random.next();
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let at = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) if ((at -= weight) < 0) return value;
    return entries[entries.length - 1]![0];
  }

  event(): number {
    return Math.floor(this.next() * this.index.store.size);
  }

  /** Whether the search is answered as drawn, facets included (a phrase too broad to check is refused). */
  answered(f: SearchFilters): boolean {
    try {
      search(this.index, { ...f, limit: 1, offset: 0 }, this.today);
      return true;
    } catch {
      return false;
    }
  }

  /** The total of a search, or undefined when it is refused (a value the snapshot names otherwise). */
  total(f: SearchFilters): number | undefined {
    try {
      return search(this.index, { ...f, limit: 1, offset: 0 }, this.today).total;
    } catch {
      return undefined;
    }
  }

  /** A q from the event's words (mix-words.ts); plain words only when `whole`. */
  words(position: number, whole = false): string | undefined {
    return queryWords(this.index, position, this, whole);
  }

  /**
   * Sets `n` compatible filters (of `only`, when given), chosen at their weights, from one event that
   * has a value for each (most events have no rank): its position, or undefined when none was found.
   */
  filters(f: SearchFilters, n: number, only?: readonly MixFilter[]): number | undefined {
    const choices = (only ?? MIX_FILTERS).map((filter) => [filter, FILTER_WEIGHTS[filter]] as const);
    const chosen = new Set<MixFilter>();
    for (let tries = 0; chosen.size < n && tries < 20; tries++) chosen.add(this.weighted(choices));
    if (chosen.size < n || !compatible(chosen)) return undefined;
    for (let tries = 0; tries < EVENT_TRIES; tries++) {
      const position = this.event();
      const set: SearchFilters = { limit: f.limit, offset: f.offset };
      if ([...chosen].every((filter) => applyFilter(set, filter, this.index, position, () => this.next()))) {
        Object.assign(f, set);
        return position;
      }
    }
    return undefined;
  }

  /** The limit, a later page within `total` now and then, the order and the facets. */
  private page(f: SearchFilters, total: number): void {
    f.limit = this.chance(PAGE_OF_50)
      ? 50
      : this.chance(0.7)
        ? 10
        : this.chance(0.6)
          ? 20
          : 11 + Math.floor(this.next() * 39);
    if (total > f.limit && this.chance(LATER_PAGE)) {
      f.offset = f.limit * (1 + Math.floor(this.next() * Math.min(4, Math.floor((total - 1) / f.limit))));
    }
    this.order(f);
  }

  private order(f: SearchFilters): void {
    if (this.chance(0.25)) {
      const orders = [...SORT_ORDERS, ...(f.q ? ['relevance' as const] : []), ...(f.near ? ['distance' as const] : [])];
      f.sort = this.pick(orders);
    }
    if (this.chance(FACETED)) {
      const facets = new Set<RequestFacet>();
      const count = 1 + Math.floor(this.next() * 3);
      while (facets.size < count) facets.add(this.weighted(FACET_WEIGHTS));
      f.facets = REQUEST_FACETS.filter((facet) => facets.has(facet));
    }
  }

  /** A deep page: one filter, an offset of at least DEEP_OFFSET within the total. */
  private deepPage(f: SearchFilters): SearchFilters | undefined {
    if (this.filters(f, 1) === undefined) return undefined;
    f.limit = this.chance(0.5) ? 50 : 10 + Math.floor(this.next() * 41);
    const total = this.total(f) ?? 0;
    if (total < DEEP_OFFSET + f.limit) return undefined;
    f.offset = DEEP_OFFSET + Math.floor(this.next() * (total - DEEP_OFFSET - f.limit));
    this.order(f);
    return f;
  }

  /** The filters of a class that finds something, from one event; undefined when the draw does not fit. */
  private found(shapeClass: ShapeClass, f: SearchFilters): SearchFilters | undefined {
    switch (shapeClass) {
      case 'single filter':
        return this.filters(f, 1) === undefined ? undefined : f;
      case 'multi-filter':
        return this.filters(f, this.chance(0.7) ? 2 : 3) === undefined ? undefined : f;
      case 'q':
      case 'q + filters': {
        const position = shapeClass === 'q' ? this.event() : this.filters(f, this.chance(0.75) ? 1 : 2);
        const q = position === undefined ? undefined : this.words(position);
        if (q === undefined) return undefined;
        f.q = q;
        return f;
      }
      default:
        return f;
    }
  }

  /** One search of the class; undefined when the draw does not fit it (then drawn again). */
  draw(shapeClass: ShapeClass): SearchFilters | undefined {
    const f: SearchFilters = { limit: 10, offset: 0 };
    if (shapeClass === 'deep page') return this.deepPage(f);
    if (shapeClass === 'zero result') {
      const zero = drawZero(this, this.weighted(ZERO_KINDS.map((kind) => [kind, ZERO_WEIGHTS[kind]] as const)), f);
      if (zero !== undefined) this.page(zero, 0);
      return zero;
    }
    const drawn = this.found(shapeClass, f);
    const total = drawn === undefined ? undefined : this.total(drawn);
    if (drawn === undefined || total === undefined || total === 0) return undefined;
    this.page(drawn, total);
    return drawn;
  }
}

/**
 * `count` distinct searches over the snapshot, the same for the same snapshot, seed and day.
 * Throws if that many distinct ones cannot be drawn (a snapshot far too small).
 */
export function randomMix(index: SnapshotIndex, options: RandomMixOptions): RandomQuery[] {
  const count = options.count ?? RANDOM_MIX_COUNT;
  const drawer = new MixDrawer(index, options.seed ?? RANDOM_MIX_SEED, options.today);
  const classes = SHAPE_CLASSES.map((name) => [name, CLASS_WEIGHTS[name]] as const);
  const queries: RandomQuery[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; queries.length < count && attempt < count * 2; attempt++) {
    const shapeClass = drawer.weighted(classes);
    // Drawn again until it fits (an online event has no country) and is new, so that the classes
    // keep their weights.
    for (let again = 0; again < 50; again++) {
      const filters = drawer.draw(shapeClass);
      if (filters === undefined || !drawer.answered(filters)) continue;
      const path = `${SEARCH_PATH}?${toQueryString(filters)}`;
      if (seen.has(path)) continue;
      seen.add(path);
      queries.push({ shapeClass, filters, path });
      break;
    }
  }
  if (queries.length < count)
    throw new Error(`only ${queries.length} distinct searches of ${count} could be drawn from this snapshot`);
  return queries;
}
