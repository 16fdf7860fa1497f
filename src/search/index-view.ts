/**
 * What the components read of one snapshot's index (IndexView, which SnapshotIndex implements),
 * and the structures and caches it holds. Like types.ts, this module imports nothing from
 * src/search but types.ts, so that every component can import it without making a circle.
 */
import type { LRUCache } from 'lru-cache';
import type { Continent } from '../reference/continents.js';
import type { CountryResolver } from '../reference/countries.js';
import type { Store } from '../store/store.js';
import type { FuzzyIndex } from '../text/fuzzy.js';
import type { Day } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import type { PhrasePairs } from './components/phrase-pairs.js';
import type { PlaceLookups } from './components/place-lookups.js';
import type { RankedValues } from './facets/ranked.js';
import type { SimilarProfile } from './similar-types.js';
import type { CfpStatusSets, FacetName, Listing } from './types.js';

/** The placed city slots sorted by latitude (components/geo.ts), built when a snapshot loads. */
export interface SlotsByLatitude {
  slots: Uint32Array;
  latitudes: Float64Array;
}

/** The events with a city by (city slot, topic, position) (components/slot-topics.ts). */
export interface SlotTopicIndex {
  positions: Uint32Array;
  /** Run (slot, topic) is positions[start[slot * topics + topic] .. start[slot * topics + topic + 1]). */
  start: Uint32Array;
  topics: number;
  /** The long runs as frozen bitmaps, by slot * topics + topic (a stored index makes each on its first read). */
  lists: {
    get(key: number): RoaringBitmap32 | undefined;
    readonly size: number;
    entries(): IterableIterator<[number, RoaringBitmap32]>;
  };
}

interface FacetTable {
  names: readonly string[];
  lists: readonly RoaringBitmap32[];
}

/** The values of each facet with their posting lists (components/facet-tables.ts). */
export interface FacetTables {
  byFacet: Record<FacetName, FacetTable>;
  /** Per country, its continent's index. */
  continentOf: Int32Array;
  /** Per year of the year facet: the first position starting after it, and its last day. */
  yearEndsAt: Int32Array;
  yearLastDay: Int32Array;
  /** The first undated position, and per undated event (position - it) its year's index in the year facet, -1 for none. */
  undatedFirst: number;
  undatedYear: Int32Array;
}

/** Co-occurrence counts of the facets two by two (components/facet-cubes.ts). */
export interface FacetCubes {
  /** Per facet, events per value. */
  sizes: Record<FacetName, Int32Array>;
  /** pairs[a][b] for a < b (FACETS order): events with value i of a and j of b at i * |b| + j. */
  pairs: Int32Array[][];
}

/** The facets of the place cubes: those whose single-value scopes they answer. */
export type CubeFacet = Extract<FacetName, 'topic' | 'subtopic' | 'type' | 'format' | 'year'>;

/**
 * Per cube facet, the events of value v in city slot or region p at v * places + p; per place
 * kind, the number of places (components/place-cubes.ts).
 */
export interface PlaceCubes {
  city: Record<CubeFacet, Int32Array>;
  region: Record<CubeFacet, Int32Array>;
  places: { city: number; region: number };
  /** Per city slot and per region: its country (meta.countries, -1 for none) and its events. */
  countryOf: { city: Int32Array; region: Int32Array };
  sizes: { city: Int32Array; region: Int32Array };
}

/** Unions of runs of consecutive buckets of a bucketed order (components/submission-blocks.ts). */
export interface BucketUnions {
  /** The events of buckets `from` to `to` - 1, as a new bitmap (the caller's to change). */
  union(from: number, to: number): RoaringBitmap32;
}

/** Sets computed by earlier searches, kept for the next ones. */
export interface SetCaches {
  /** Unions of several countries, by their sorted indexes; of several city slots, by "c" and theirs. */
  unions: LRUCache<string, RoaringBitmap32>;
  /** Date-range sets, by "from..to"; deadline windows; similar_to's editions within time filters. */
  dateSets: LRUCache<string, RoaringBitmap32>;
  /** Unions of the term lists of a prefix, by the prefix. */
  prefixUnions: LRUCache<string, RoaringBitmap32>;
  /** The compounds of a word of q found in the index (components/query-terms.ts), by the word. */
  compounds: LRUCache<string, readonly string[]>;
  /** Counted facets, by facet and the filters they were counted over. */
  facets: LRUCache<string, RankedValues>;
  /** The references of similar_to, by position (components/similar.ts). */
  similar: LRUCache<number, SimilarProfile>;
}

/**
 * What the components read of one snapshot's index: the store, its lookups and listings, the
 * structures built when it loads and the caches. SnapshotIndex implements it; the components take
 * it (or a Pick of it) so that they never import SnapshotIndex back.
 */
export interface IndexView {
  readonly store: Store;
  readonly size: number;
  readonly countries: CountryResolver;
  readonly topicByKey: ReadonlyMap<string, number>;
  readonly subtopicByKey: ReadonlyMap<string, number>;
  readonly countryByName: ReadonlyMap<string, number>;
  /** Regions by their folded names and codes, city slots by their point (components/place-lookups.ts). */
  readonly placeLookups: PlaceLookups;
  readonly slotsByLatitude: SlotsByLatitude;
  readonly slotTopics: SlotTopicIndex;
  readonly listing: Listing;
  readonly caches: SetCaches;
  /** Reference countries of a continent, most events first, then by name. */
  continentCountries(continent: Continent): readonly string[];
  /** The events not over on `today` (ending then or later), as the upcoming order has them. */
  notOver(today: Day): RoaringBitmap32;
  /**
   * The events that stand for their series on `today`: each series' first edition in the upcoming
   * order, and every event of no series (components/series-editions.ts).
   */
  seriesEditions(today: Day): RoaringBitmap32;
  /** The events of no series: each stands for itself in similar_to. */
  noSeries(): RoaringBitmap32;
  /** The events of each call-for-papers status at `now` (seconds since the epoch). */
  cfpStatuses(now: number): CfpStatusSets;
  facetTables(): FacetTables;
  facetCubes(): FacetCubes;
  /** The city and region counts of single-facet scopes (components/place-cubes.ts). */
  placeCubes(): PlaceCubes;
  /** The term dictionary's deletion index for suggestions (the spelling index). */
  fuzzy(): FuzzyIndex;
  /** The phrase pairs of the names (components/phrase-pairs.ts), when the file holds them. */
  phrasePairs(): PhrasePairs | undefined;
  /** The events of one country (meta.countries) and one topic (meta.topics), precomputed. */
  countryTopicList(country: number, topic: number): RoaringBitmap32;
  /** Unions of runs of the submission order's buckets (components/submission-blocks.ts). */
  submissionBlocks(): BucketUnions;
}
