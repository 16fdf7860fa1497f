/**
 * The random query mix: a seeded generator of distinct, realistic searches, weighted like real
 * traffic, beside the fixed mix of bench/common/queries.ts (whose repeated shapes hit the
 * engine's caches). Every value is taken from a random event of the snapshot (so popular countries
 * and topics are asked for as often as they occur, and every query finds at least that event), and
 * each query belongs to one shape class, so that latencies can be read per class.
 *
 * Classes and weights (of 100): single filter 40 (one of country, continent, topic, sub-topic,
 * type, month, year, format, cfp), q alone 20, q with one or two filters 12, two or three filters
 * 21, a deep page 5 (offset of at least 1,000 into a large result set, within its total), no
 * filter 2 (the upcoming listing, some other order or page). Limits are mostly 10, else 20, else
 * anything from 10 to 50; one query in seven asks for page 2 to 5; one in four sets a sort order.
 */
import { Random } from '../../src/demo/random.js';
import { search, type SearchFilters, type SnapshotIndex } from '../../src/search/index.js';
import type { SortOrder } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { terms } from '../../src/text/terms.js';
import { dateParts, type Day } from '../../src/util/dates.js';

/**
 * The orders the mix sets: those of interface 1.0 only, so that the mix (and its figures) stays
 * the one earlier runs measured; sort=relevance has rows of its own in the engine and SQLite mixes.
 */
const MIX_SORT_ORDERS: readonly SortOrder[] = ['upcoming', 'date', '-date', 'deadline'];
import { toQueryString } from './queries.js';

export const SHAPE_CLASSES = ['single filter', 'q', 'q + filters', 'multi-filter', 'deep page', 'no filter'] as const;
export type ShapeClass = (typeof SHAPE_CLASSES)[number];

/** Share of each class in the mix, out of 100. */
export const CLASS_WEIGHTS: Readonly<Record<ShapeClass, number>> = {
  'single filter': 40,
  q: 20,
  'q + filters': 12,
  'multi-filter': 21,
  'deep page': 5,
  'no filter': 2,
};

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

type Filter = 'country' | 'continent' | 'topic' | 'subtopic' | 'type' | 'month' | 'year' | 'format' | 'cfp';
/** How often each filter is the chosen one (single filters, and each filter of a combination). */
const FILTER_WEIGHTS: readonly [Filter, number][] = [
  ['country', 26],
  ['topic', 18],
  ['continent', 10],
  ['subtopic', 10],
  ['type', 10],
  ['month', 8],
  ['year', 7],
  ['format', 6],
  ['cfp', 5],
];

type EventRow = ReturnType<typeof eventAt>;

/** Sets `filter` from the event `row`; false when the event has no such value (an online event's country). */
function applyFilter(f: SearchFilters, filter: Filter, row: EventRow): boolean {
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
  }
}

/** Draws the searches of one mix from one seeded stream: the same stream gives the same mix. */
class MixDrawer {
  private readonly random: Random;

  constructor(
    private readonly index: SnapshotIndex,
    seed: number,
    private readonly today: Day,
  ) {
    this.random = new Random(seed);
  }

  private next(): number {
    return this.random.next();
  }

  private chance(p: number): boolean {
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

  /** One to two words of the event's name (or its acronym), the last sometimes cut to a prefix. */
  private words(row: EventRow): string | undefined {
    if (row.acronym && this.chance(0.15)) return terms(row.acronym)[0];
    const usable = terms(row.name).filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
    if (usable.length === 0) return undefined;
    const start = Math.floor(this.next() * usable.length);
    const picked = usable.slice(start, start + (this.chance(0.55) ? 1 : 2));
    // A prefix of the last word, of three letters at least.
    const last = picked[picked.length - 1]!;
    const cut = Math.min(last.length - 3, 1 + Math.floor(this.next() * 3));
    if (cut > 0 && this.chance(0.25)) picked[picked.length - 1] = last.slice(0, last.length - cut);
    return picked.join(' ');
  }

  private page(f: SearchFilters): void {
    f.limit = this.chance(0.6) ? 10 : this.chance(0.5) ? 20 : 10 + Math.floor(this.next() * 41);
    if (this.chance(1 / 7)) f.offset = f.limit * (1 + Math.floor(this.next() * 4));
    if (this.chance(0.25)) f.sort = this.pick(MIX_SORT_ORDERS);
  }

  /** Sets `n` distinct filters from `row`; false when they say the same twice or the event lacks one. */
  private filters(f: SearchFilters, n: number, row: EventRow): boolean {
    const chosen = new Set<Filter>();
    while (chosen.size < n) chosen.add(this.weighted(FILTER_WEIGHTS));
    // A continent beside its own country says nothing more; one of them is enough.
    if (chosen.has('country') && chosen.has('continent')) return false;
    if (chosen.has('month') && chosen.has('year')) return false;
    for (const filter of chosen) if (!applyFilter(f, filter, row)) return false;
    return true;
  }

  /** A deep page: one filter, an offset of at least DEEP_OFFSET within the total. */
  private deepPage(f: SearchFilters, row: EventRow): SearchFilters | undefined {
    if (!this.filters(f, 1, row)) return undefined;
    f.limit = this.chance(0.5) ? 50 : 10 + Math.floor(this.next() * 41);
    if (this.chance(0.25)) f.sort = this.pick(MIX_SORT_ORDERS);
    const total = search(this.index, { ...f, limit: 1, offset: 0 }, this.today).total;
    if (total < DEEP_OFFSET + f.limit) return undefined;
    f.offset = DEEP_OFFSET + Math.floor(this.next() * (total - DEEP_OFFSET - f.limit));
    return f;
  }

  /** One search of the class, from a random event; undefined when that event does not fit it. */
  draw(shapeClass: ShapeClass): SearchFilters | undefined {
    const store = this.index.store;
    const row = eventAt(store, Math.floor(this.next() * store.size));
    const f: SearchFilters = { limit: 10, offset: 0 };
    switch (shapeClass) {
      case 'no filter':
        break;
      case 'single filter':
        if (!this.filters(f, 1, row)) return undefined;
        break;
      case 'multi-filter':
        if (!this.filters(f, this.chance(0.7) ? 2 : 3, row)) return undefined;
        break;
      case 'q': {
        const q = this.words(row);
        if (q === undefined) return undefined;
        f.q = q;
        break;
      }
      case 'q + filters': {
        const q = this.words(row);
        if (q === undefined || !this.filters(f, this.chance(0.75) ? 1 : 2, row)) return undefined;
        f.q = q;
        break;
      }
      case 'deep page':
        return this.deepPage(f, row);
    }
    this.page(f);
    return f;
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
      if (filters === undefined) continue;
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
