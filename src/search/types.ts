/**
 * The types of src/search: what the verbs take and answer, and the parts of a snapshot's index the
 * components read (IndexView, which SnapshotIndex implements). This module imports nothing from
 * src/search, only types from the floors below, so that every file here can import it without
 * making a circle; the two tuples the request types derive from live here for the same reason.
 */
import type { LRUCache } from 'lru-cache';
import type { Continent } from '../reference/continents.js';
import type { CountryResolver } from '../reference/countries.js';
import type { CcfRank, CoreRank, EventFormat, EventType } from '../source/schema.js';
import type { Store } from '../store/store.js';
import type { FuzzyIndex } from '../text/fuzzy.js';
import type { Day } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';

export const SORT_ORDERS = ['upcoming', 'date', '-date', 'deadline', 'relevance', 'distance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const FACETS = ['topic', 'subtopic', 'type', 'format', 'country', 'continent', 'year'] as const;
export type FacetName = (typeof FACETS)[number];
/** Facets counted from posting lists only (not in the co-occurrence cubes); cfp_status at the request's time. */
export const EXTRA_FACETS = ['core_rank', 'ccf_rank', 'cfp_status', 'city', 'region'] as const;
export type ExtraFacet = (typeof EXTRA_FACETS)[number];
/** Every facet a request can ask for. */
export const REQUEST_FACETS = [...FACETS, ...EXTRA_FACETS] as const;
export type RequestFacet = (typeof REQUEST_FACETS)[number];

/**
 * A search request after syntax validation (the HTTP schema parses strings into these types).
 * Names (topic, sub-topic, countries, city) are resolved by the engine against the store and
 * the reference data.
 */
export interface SearchFilters {
  q?: string;
  topic?: string;
  subtopic?: string;
  /** More topics, sub-topics and types: each filter matches any of its values (with the one above). */
  topics?: string[];
  subtopics?: string[];
  types?: EventType[];
  /**
   * `country` and `countries`: one filter (events in any of them), kept apart so that a refusal
   * names the parameter the value came in.
   */
  country?: string;
  countries?: string[];
  continent?: Continent;
  /** Cities: a comma list of names, each optionally "City, Region" or "City, Country" (components/places.ts). */
  city?: string;
  /** Regions by name or code, any of them (resolved within the countries given). */
  regions?: string[];
  /** A place (resolved like a city) or a point; with radiusKm (default RADIUS_DEFAULT_KM). */
  near?: NearInput;
  radiusKm?: number;
  type?: EventType;
  /** Any of these formats (one filter: their union). */
  formats?: EventFormat[];
  /** Only events whose call for papers is open at the request's time (components/cfp.ts). */
  cfp?: 'open';
  /** Any of these CORE ranks; any of these CCF ranks. */
  coreRanks?: CoreRank[];
  ccfRanks?: CcfRank[];
  /** The bare acronym, exact in any case. */
  acronym?: string;
  /** The series key, any case (unknown: refused). */
  series?: string;
  /** An abstract or paper deadline whose local date is within [deadlineFrom, deadlineTo]. */
  deadlineFrom?: Day;
  deadlineTo?: Day;
  from?: Day;
  to?: Day;
  /** From `month=YYYY-MM`. */
  month?: { year: number; month: number };
  year?: number;
  limit: number;
  offset: number;
  sort?: SortOrder;
  /** Facets to count over the whole result set. */
  facets?: RequestFacet[];
}

/** The `near` of a search: a place name, or a point in degrees. */
export type NearInput = { place: string } | { latitude: number; longitude: number };

/** The radius of `near` when none is given, and the largest allowed, km. */
export const RADIUS_DEFAULT_KM = 50;
export const RADIUS_MAX_KM = 500;

/** The point of a `near` as the answer reports it, with the radius used. */
export interface NearApplied {
  name: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

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
  /** The long runs as frozen bitmaps, by slot * topics + topic. */
  lists: ReadonlyMap<number, RoaringBitmap32>;
}

export interface FacetValue {
  value: string;
  count: number;
}
export type Facets = Partial<Record<RequestFacet, FacetValue[]>>;

/** A corrected query for a search that found nothing, with its total under the same filters. */
export interface Suggestion {
  q: string;
  total: number;
}

/**
 * A clause of q as the answer reports it (docs/api.md, filters_applied.search_terms): its units, any
 * of which matches (one unless joined by OR), each the terms side by side; a term as q wrote it,
 * folded, and the expressions the synonym table adds to it.
 */
export interface SearchTerm {
  negated: boolean;
  units: { term: string; expansions: string[] }[][];
}

export interface SearchResult {
  /** Matching events overall (exact). */
  total: number;
  /** Positions of the page's events, in the requested order. */
  positions: number[];
  /** The clauses of q used for matching (after folding and stop words), with their expansions. */
  searchTerms: SearchTerm[];
  /** Stored country names of the country/continent filter, at most 20 then "... and N more". */
  countriesIncluded: string[];
  /** The effective date range after narrowing, YYYY-MM-DD, or nulls when no date filter. */
  dateRange: { from: string | null; to: string | null };
  /** The order used (the default resolved). */
  sort: SortOrder;
  /** The facets asked for. */
  facets?: Facets;
  /** For a q that found nothing: corrected queries that find something. */
  suggestions?: Suggestion[];
  /** The values of the list filters given (topic, subtopic, type, format), as stored. */
  listsApplied: Partial<Record<'topic' | 'subtopic' | 'type' | 'format', string[]>>;
  /** For a search that found nothing: what dropping each filter alone would give (verbs/relaxations.ts). */
  relaxations?: Relaxation[];
  /** For a search that found nothing: a filter to use instead of what was sent (verbs/hints.ts). */
  hints?: Hint[];
  /** With near: the point and radius used, and each page event's distance in km (rounded to 0.1). */
  near?: NearApplied;
  distances?: number[];
  /** The cities (labels) of the city filter, the regions of the region filter, as used. */
  cities?: string[];
  regions?: string[];
}

/** One filter dropped (a parameter, or one clause of q as search_terms shows it) and the total then. */
export interface Relaxation {
  drop: string;
  /** When one clause of q is dropped: that clause. */
  term?: string;
  total: number;
}

/**
 * A pointer to a better request: `parameter` given `value` instead of what `reason` names (a word
 * of q, a value sent to another parameter). The API words it per transport.
 */
export interface Hint {
  reason: HintReason;
  /** The word or value the hint is about, as sent. */
  given: string;
  parameter: string;
  value: string;
  /** More for the message: the topic a sub-topic belongs to, the topic sent. */
  detail?: string;
  /** For an ambiguous place or region: the others the name could mean, most populous first. */
  others?: string[];
}

export type HintReason =
  | 'city_in_q'
  | 'country_in_q'
  | 'continent_in_q'
  | 'month_in_q'
  | 'year_in_q'
  | 'type_in_q'
  | 'format_in_q'
  | 'subtopic_of_other_topic'
  | 'ambiguous_place'
  | 'ambiguous_region'
  | 'acronym_with_year'
  | 'unknown_acronym';

interface NamedCount {
  name: string;
  slug: string;
  count: number;
}

export interface TopicCount extends NamedCount {
  /** Sub-topics with events in this topic, counted within it, most events first. */
  subtopics: NamedCount[];
}

export interface CountryCount {
  name: string;
  code: string;
  continent: Continent;
  count: number;
}

export interface ContinentCount {
  name: Continent;
  count: number;
}

/** The counts behind the catalog verbs (topics, countries, statistics), computed once per snapshot. */
export interface Listing {
  /** Topics with events, most events first, then by name. */
  topics: TopicCount[];
  /** Countries with events, most events first, then by name. */
  countries: CountryCount[];
  /** All six continents, most events first, then by name. */
  continents: ContinentCount[];
  /** Per continent: every reference country on it, most events first, then by name. */
  continentCountries: ReadonlyMap<Continent, readonly string[]>;
  /** The earliest start and the latest end, or null without events. */
  span: { earliest: Day; latest: Day } | null;
}

export interface Statistics {
  events: number;
  /** Countries and topics with at least one event. */
  countries: number;
  topics: number;
  /** Events starting from today to the last day of today's month (UTC). */
  upcomingThisMonth: number;
  /** Earliest start and latest end, or null without events. */
  span: { earliest: Day; latest: Day } | null;
  /** All six continents, most events first. */
  continents: readonly ContinentCount[];
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
}

/** Co-occurrence counts of the facets two by two (components/facet-cubes.ts). */
export interface FacetCubes {
  /** Per facet, events per value. */
  sizes: Record<FacetName, Int32Array>;
  /** pairs[a][b] for a < b (FACETS order): events with value i of a and j of b at i * |b| + j. */
  pairs: Int32Array[][];
}

/** Sets computed by earlier searches, kept for the next ones. */
export interface SetCaches {
  /** Unions of several countries, by their sorted indexes; of several city slots, by "c" and theirs. */
  unions: LRUCache<string, RoaringBitmap32>;
  /** Date-range sets, by "from..to". */
  dateSets: LRUCache<string, RoaringBitmap32>;
  /** Unions of the term lists of a prefix, by the prefix. */
  prefixUnions: LRUCache<string, RoaringBitmap32>;
  /** Counted facets, by facet and the filters they were counted over. */
  facets: LRUCache<string, FacetValue[]>;
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
  /** Folded names and codes of the regions of meta.regions, to their indexes. */
  readonly regionsByName: ReadonlyMap<string, number[]>;
  readonly slotsByLatitude: SlotsByLatitude;
  readonly slotTopics: SlotTopicIndex;
  readonly listing: Listing;
  readonly caches: SetCaches;
  /** Reference countries of a continent, most events first, then by name. */
  continentCountries(continent: Continent): readonly string[];
  /** Events whose call for papers is open at `now` (seconds since the epoch). */
  openAt(now: number): RoaringBitmap32;
  facetTables(): FacetTables;
  facetCubes(): FacetCubes;
  /** The term dictionary's deletion index for suggestions (the spelling index). */
  fuzzy(): FuzzyIndex;
  /** The events of one country (meta.countries) and one topic (meta.topics), precomputed. */
  countryTopicList(country: number, topic: number): RoaringBitmap32;
}
