/**
 * Everything the read verbs need beyond the loaded store, built once when a snapshot loads and
 * dropped with it: name lookups, the country resolver, the listings of the catalog operations,
 * the facet tables and cubes, the spelling index and the caches of computed sets. The snapshot
 * holder owns one per serving snapshot, so a swap gets fresh lookups and empty caches, and nothing
 * here lives at module level.
 *
 * Nothing is built on a request: the constructor builds every structure (the warm builds below)
 * before the index is returned, so a snapshot is warm before the server reports ready or swaps it
 * in. Only the two sets that depend on the UTC day are built again, on the first request of a new
 * day.
 */
import { LRUCache } from 'lru-cache';
import type { Continent } from '../reference/continents.js';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { nameKey } from '../reference/fold.js';
import { loadStore } from '../store/load.js';
import { FuzzyIndex } from '../text/fuzzy.js';
import type { MetaRegion } from '../store/layout.js';
import type { Store } from '../store/store.js';
import { type Day, todayUtc } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import { cfpStatusSets, endOfDay, submissionCut } from './components/cfp.js';
import { noDeadlineSet } from './components/deadline.js';
import { buildDeadlineOrder, type DeadlineOrder } from './components/deadline-order.js';
import { buildFacetCubes } from './components/facet-cubes.js';
import { buildFacetTables } from './components/facet-tables.js';
import { CountryTopicLists } from './components/pair-lists.js';
import { buildListing } from './components/listing.js';
import { slotsByLatitude, slotsByPoint } from './components/geo.js';
import { buildSlotTopicIndex } from './components/slot-topics.js';
import { computeUpcomingSplit, type UpcomingSplit } from './components/upcoming.js';
import { ItemWriter } from './item-json.js';
import type { CfpStatusSets, Listing } from './types.js';
import type { FacetCubes, FacetTables, IndexView, SetCaches, SlotsByLatitude, SlotTopicIndex } from './index-view.js';

/** Enough for the filter combinations a busy client repeats; each entry is one bitmap. */
const SET_CACHE_ENTRIES = 256;
/** Unions of prefixes below the precomputed fan-out (typing a word repeats them). */
const PREFIX_CACHE_ENTRIES = 512;
/** Counted facets (each at most 20 values). */
const FACET_CACHE_ENTRIES = 2048;

/** The structures built when a snapshot loads, before it serves. */
export const WARM_BUILDS = [
  'facetTables',
  'facetCubes',
  'spelling',
  'countryTopicLists',
  'itemWriter',
  'withoutDeadline',
  'cfpStatuses',
  'deadlineOrder',
  'upcomingSplit',
] as const;
export type WarmBuild = (typeof WARM_BUILDS)[number];

/** How many times a structure was built for this snapshot, and how long its last build took. */
export interface BuildRecord {
  count: number;
  ms: number;
}

export class SnapshotIndex implements IndexView {
  readonly topicByKey: ReadonlyMap<string, number>;
  readonly subtopicByKey: ReadonlyMap<string, number>;
  readonly countryByName: ReadonlyMap<string, number>;
  readonly regionsByName: ReadonlyMap<string, number[]>;
  readonly regionCodesByName: ReadonlyMap<string, readonly string[]>;
  readonly slotsByPoint: ReadonlyMap<string, number>;
  readonly slotsByLatitude: SlotsByLatitude;
  readonly slotTopics: SlotTopicIndex;
  readonly listing: Listing;
  readonly caches: SetCaches = {
    unions: new LRUCache({ max: SET_CACHE_ENTRIES }),
    dateSets: new LRUCache({ max: SET_CACHE_ENTRIES }),
    prefixUnions: new LRUCache({ max: PREFIX_CACHE_ENTRIES }),
    facets: new LRUCache({ max: FACET_CACHE_ENTRIES }),
  };
  readonly #builds = Object.fromEntries(WARM_BUILDS.map((name) => [name, { count: 0, ms: 0 }])) as Record<
    WarmBuild,
    BuildRecord
  >;
  readonly #facetTables: FacetTables;
  readonly #facetCubes: FacetCubes;
  readonly #fuzzy: FuzzyIndex;
  readonly #countryTopicLists: CountryTopicLists;
  readonly #itemWriter: ItemWriter;
  readonly #withoutDeadline: RoaringBitmap32;
  #split: UpcomingSplit;
  /** The events of each call status at the last moment asked, by the submission deadlines passed then. */
  #cfpStatuses: { cut: number; sets: CfpStatusSets };
  /** The order of sort=deadline at the last moment asked, by the submission deadlines passed then. */
  #deadlineOrder: DeadlineOrder;

  /** Builds everything for `store`; the sets that depend on the day are built for `today`. */
  constructor(
    readonly store: Store,
    readonly countries: CountryResolver,
    today: Day = todayUtc(),
  ) {
    const { meta } = store;
    this.topicByKey = new Map(meta.topics.map((topic, index) => [nameKey(topic.name), index]));
    this.subtopicByKey = new Map(meta.subtopics.map((sub, index) => [nameKey(sub.name), index]));
    this.countryByName = new Map(meta.countries.map((country, index) => [country.name, index]));
    this.regionsByName = regionNameIndex(meta.regions);
    this.regionCodesByName = regionCodeIndex([...meta.regions, ...store.places.regions]);
    this.slotsByLatitude = slotsByLatitude(store.geo);
    this.slotsByPoint = slotsByPoint(store.geo);
    this.slotTopics = buildSlotTopicIndex(store);
    this.listing = buildListing(store, countries);
    this.#facetTables = this.#build('facetTables', () => buildFacetTables(this));
    this.#facetCubes = this.#build('facetCubes', () => buildFacetCubes(store, this.#facetTables));
    this.#fuzzy = this.#build('spelling', () => new FuzzyIndex(store.text.terms));
    this.#countryTopicLists = this.#build('countryTopicLists', () => new CountryTopicLists(store));
    this.#itemWriter = this.#build('itemWriter', () => new ItemWriter(store));
    this.#withoutDeadline = this.#build('withoutDeadline', () => noDeadlineSet(store));
    const now = endOfDay(today);
    const cut = submissionCut(store, now);
    this.#cfpStatuses = this.#build('cfpStatuses', () => ({
      cut,
      sets: cfpStatusSets(store, now, this.#withoutDeadline),
    }));
    this.#deadlineOrder = this.#build('deadlineOrder', () => buildDeadlineOrder(store, cut));
    this.#split = this.#build('upcomingSplit', () => computeUpcomingSplit(store, today));
  }

  /** Runs one build, counting it and timing it. */
  #build<T>(name: WarmBuild, make: () => T): T {
    const started = performance.now();
    const built = make();
    const record = this.#builds[name];
    record.count++;
    record.ms = performance.now() - started;
    return built;
  }

  /** Each structure's builds so far (a copy): all once at load; the day's sets again on a new day. */
  builds(): Record<WarmBuild, BuildRecord> {
    return Object.fromEntries(WARM_BUILDS.map((name) => [name, { ...this.#builds[name] }])) as Record<
      WarmBuild,
      BuildRecord
    >;
  }

  get header(): Store['header'] {
    return this.store.header;
  }

  get size(): number {
    return this.store.size;
  }

  /** Reference countries of a continent, most events first, then by name. */
  continentCountries(continent: Continent): readonly string[] {
    return this.listing.continentCountries.get(continent) ?? [];
  }

  /**
   * The events of each call status at `now` (open ones for cfp=open, all four for the facet); built
   * again when a submission deadline has passed since the last build (the sets change only then).
   */
  cfpStatuses(now: number): CfpStatusSets {
    const cut = submissionCut(this.store, now);
    if (this.#cfpStatuses.cut !== cut)
      this.#cfpStatuses = this.#build('cfpStatuses', () => ({
        cut,
        sets: cfpStatusSets(this.store, now, this.#withoutDeadline),
      }));
    return this.#cfpStatuses.sets;
  }

  /** The order of sort=deadline at `now`; built again when a submission deadline has passed since. */
  deadlineOrder(now: number): DeadlineOrder {
    const cut = submissionCut(this.store, now);
    if (this.#deadlineOrder.cut !== cut)
      this.#deadlineOrder = this.#build('deadlineOrder', () => buildDeadlineOrder(this.store, cut));
    return this.#deadlineOrder;
  }

  /**
   * How many submission deadlines have passed at `now`: every answer that depends on the moment
   * (cfp=open, sort=deadline, an item's call status) is the same while this count is.
   */
  deadlinesPassed(now: number): number {
    return submissionCut(this.store, now);
  }

  /** The instant (seconds) of the last submission deadline passed at `now`, or null when none has. */
  lastDeadlinePassed(now: number): number | null {
    const cut = submissionCut(this.store, now);
    return cut === 0 ? null : this.store.submissions.at[cut - 1]!;
  }

  /** The values and lists of every facet. */
  facetTables(): FacetTables {
    return this.#facetTables;
  }

  /** Co-occurrence counts of the facets two by two. */
  facetCubes(): FacetCubes {
    return this.#facetCubes;
  }

  /** The writer of list items and details as JSON text from the columns. */
  itemWriter(): ItemWriter {
    return this.#itemWriter;
  }

  /** The term dictionary's deletion index for suggestions (the spelling index). */
  fuzzy(): FuzzyIndex {
    return this.#fuzzy;
  }

  /** The events of one country (meta.countries) and one topic (meta.topics), precomputed. */
  countryTopicList(country: number, topic: number): RoaringBitmap32 {
    return this.#countryTopicLists.list(country, topic);
  }

  /** The events not over on `today` (the upcoming split's first part). */
  notOver(today: Day): RoaringBitmap32 {
    return this.upcomingSplit(today).upcoming;
  }

  /** Events not yet ended on `today`, and the rest; built again when the UTC day changes. */
  upcomingSplit(today: Day): UpcomingSplit {
    if (this.#split.today !== today)
      this.#split = this.#build('upcomingSplit', () => computeUpcomingSplit(this.store, today));
    return this.#split;
  }
}

/** Every folded name and code of each region (meta.regions) to the regions it names. */
function regionNameIndex(regions: Store['meta']['regions']): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  for (const [at, region] of regions.entries()) {
    for (const key of new Set(region.names.map(nameKey))) {
      const list = byName.get(key);
      if (list) list.push(at);
      else byName.set(key, [at]);
    }
  }
  return byName;
}

/** Every folded name and code of the regions to their ISO 3166-2 codes, each once. */
function regionCodeIndex(regions: readonly MetaRegion[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const region of regions) {
    for (const key of new Set(region.names.map(nameKey))) {
      const codes = byName.get(key);
      if (!codes) byName.set(key, [region.code]);
      else if (!codes.includes(region.code)) codes.push(region.code);
    }
  }
  return byName;
}

/**
 * Loads and verifies a snapshot file (SnapshotError on any problem) and indexes it, every warm
 * build included; the day's sets are built for `today` (default: the UTC day now).
 */
export function openSnapshot(file: string, today?: Day): SnapshotIndex {
  return new SnapshotIndex(loadStore(file), new CountryResolver(loadCountries()), today);
}
