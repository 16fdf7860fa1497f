/**
 * Everything the read verbs need beyond the loaded store, built once when a snapshot loads and
 * dropped with it: name lookups, the country resolver, the listings of the catalog operations and
 * the caches of computed sets. The snapshot holder owns one per serving snapshot, so a swap gets
 * fresh lookups and empty caches, and nothing here lives at module level.
 */
import { LRUCache } from 'lru-cache';
import type { Continent } from '../reference/continents.js';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { nameKey } from '../reference/fold.js';
import { loadStore } from '../store/load.js';
import { FuzzyIndex } from '../text/fuzzy.js';
import type { Store } from '../store/store.js';
import type { Day } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import { noDeadlineSet, openCallsSet } from './deadline.js';
import { buildFacetCubes, type FacetCubes } from './facet-cubes.js';
import { buildFacetTables, type FacetTables } from './facet-tables.js';
import { ItemWriter } from './item-json.js';
import { buildListing, type Listing } from './listing.js';
import { computeUpcomingSplit, type UpcomingSplit } from './upcoming.js';

/** Enough for the filter combinations a busy client repeats; each entry is one bitmap. */
const SET_CACHE_ENTRIES = 256;
/** Unions of prefixes below the precomputed fan-out (typing a word repeats them). */
const PREFIX_CACHE_ENTRIES = 512;
/** Counted facets (each at most 20 values). */
const FACET_CACHE_ENTRIES = 2048;

/** Sets computed by earlier searches, kept for the next ones. */
export interface SetCaches {
  /** Unions of several countries, by their sorted indexes; of several city slots, by "c" and theirs. */
  unions: LRUCache<string, RoaringBitmap32>;
  /** Date-range sets, by "from..to". */
  dateSets: LRUCache<string, RoaringBitmap32>;
  /** Unions of the term lists of a prefix, by the prefix. */
  prefixUnions: LRUCache<string, RoaringBitmap32>;
  /** Counted facets, by facet and the filters they were counted over. */
  facets: LRUCache<string, { value: string; count: number }[]>;
}

export class SnapshotIndex {
  readonly topicByKey: ReadonlyMap<string, number>;
  readonly subtopicByKey: ReadonlyMap<string, number>;
  readonly countryByName: ReadonlyMap<string, number>;
  readonly listing: Listing;
  readonly caches: SetCaches = {
    unions: new LRUCache({ max: SET_CACHE_ENTRIES }),
    dateSets: new LRUCache({ max: SET_CACHE_ENTRIES }),
    prefixUnions: new LRUCache({ max: PREFIX_CACHE_ENTRIES }),
    facets: new LRUCache({ max: FACET_CACHE_ENTRIES }),
  };
  #split: UpcomingSplit | undefined;
  #openCalls: { today: Day; set: RoaringBitmap32 } | undefined;
  #withoutDeadline: RoaringBitmap32 | undefined;
  #facetTables: FacetTables | undefined;
  #fuzzy: FuzzyIndex | undefined;
  #facetCubes: FacetCubes | undefined;
  #itemWriter: ItemWriter | undefined;

  constructor(
    readonly store: Store,
    readonly countries: CountryResolver,
  ) {
    const { meta } = store;
    this.topicByKey = new Map(meta.topics.map((topic, index) => [nameKey(topic.name), index]));
    this.subtopicByKey = new Map(meta.subtopics.map((sub, index) => [nameKey(sub.name), index]));
    this.countryByName = new Map(meta.countries.map((country, index) => [country.name, index]));
    this.listing = buildListing(store, countries);
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

  /** Events whose call for papers is open on `today`; recomputed when the UTC day changes. */
  openCalls(today: Day): RoaringBitmap32 {
    if (this.#openCalls?.today !== today) this.#openCalls = { today, set: openCallsSet(this.store, today) };
    return this.#openCalls.set;
  }

  /** The values and lists of every facet, built on first use. */
  facetTables(): FacetTables {
    this.#facetTables ??= buildFacetTables(this);
    return this.#facetTables;
  }

  /** Co-occurrence counts of the facets two by two, built on first use. */
  facetCubes(): FacetCubes {
    this.#facetCubes ??= buildFacetCubes(this, this.facetTables());
    return this.#facetCubes;
  }

  /** The writer of list items and details as JSON text from the columns, made on first use. */
  itemWriter(): ItemWriter {
    this.#itemWriter ??= new ItemWriter(this.store);
    return this.#itemWriter;
  }

  /** The term dictionary's deletion index for suggestions, built on first use. */
  fuzzy(): FuzzyIndex {
    this.#fuzzy ??= new FuzzyIndex(this.store.text.terms);
    return this.#fuzzy;
  }

  /** Events without a submission deadline, computed on first use. */
  withoutDeadline(): RoaringBitmap32 {
    this.#withoutDeadline ??= noDeadlineSet(this.store);
    return this.#withoutDeadline;
  }

  /** Events not yet ended on `today`, and the rest; recomputed when the UTC day changes. */
  upcomingSplit(today: Day): UpcomingSplit {
    if (this.#split?.today !== today) this.#split = computeUpcomingSplit(this.store, today);
    return this.#split;
  }
}

/** Loads and verifies a snapshot file (SnapshotError on any problem) and indexes it. */
export function openSnapshot(file: string): SnapshotIndex {
  return new SnapshotIndex(loadStore(file), new CountryResolver(loadCountries()));
}
