/**
 * The types of src/search: what the verbs take (the filters of a search) and what they answer
 * (results, relaxations, hints, listings). This module imports nothing from src/search, only types
 * from the floors below, so that every file here can import it without making a circle; the tuples
 * the request types derive from live here for the same reason. What the components read of a
 * snapshot's index is in index-view.ts.
 */
import type { Continent } from '../reference/continents.js';
import type { CcfRank, CoreRank, DeadlineKind, EventFormat, EventType } from '../source/schema.js';
import type { Day } from '../util/dates.js';
import type { SimilarReference, SimilarShares } from './similar-types.js';
import type { RoaringBitmap32 } from '../util/roaring.js';

export const SORT_ORDERS = ['upcoming', 'date', '-date', 'deadline', 'relevance', 'distance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The kinds of deadline that open and close no call: a range of them is the connector's alone. */
export type OtherDeadlineKind = Exclude<DeadlineKind, 'abstract' | 'paper'>;

export const FACETS = ['topic', 'subtopic', 'type', 'format', 'country', 'continent', 'year'] as const;
export type FacetName = (typeof FACETS)[number];
/** Facets counted from posting lists only (not in the co-occurrence cubes); cfp_status at the request's time. */
export const EXTRA_FACETS = ['core_rank', 'ccf_rank', 'rank', 'cfp_status', 'city', 'region'] as const;
export type ExtraFacet = (typeof EXTRA_FACETS)[number];
/** The call-for-papers statuses of an event at a moment (components/cfp.ts), in facet order. */
export const CFP_STATUSES = ['open', 'abstract_closed', 'closed', 'expected', 'none'] as const;
export type CfpStatus = (typeof CFP_STATUSES)[number];
/**
 * The events of each status at one moment: every event in exactly one; and the events with
 * submission deadlines on both sides of that moment (`straddling`), the only ones a round of which
 * may be closed while another deadline is ahead.
 */
export type CfpStatusSets = Readonly<Record<CfpStatus, RoaringBitmap32>> & { readonly straddling: RoaringBitmap32 };
/** Every facet a request can ask for. */
export const REQUEST_FACETS = [...FACETS, ...EXTRA_FACETS] as const;
export type RequestFacet = (typeof REQUEST_FACETS)[number];

/**
 * The filter families of a search, in the order the plan runs them: each is a row of filters.ts
 * (its keys in SearchFilters, its plan step, its own facets, how it is relaxed). The order matters
 * twice: `near` reads the topic's list before `country` would fold it into a (country, topic) list,
 * and both come after the topic.
 */
export const FILTER_NAMES = [
  'topic',
  'subtopic',
  'type',
  'format',
  'city',
  'region',
  'near',
  'country',
  'continent',
  'q',
  'core_rank',
  'ccf_rank',
  'rank',
  'acronym',
  'series',
  'deadline',
  'cfp',
  'dates',
  'similar',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

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
   * names the parameter the value came in. `country` is one name or several comma-separated, as
   * given (components/country-list.ts splits it: a name may hold a comma).
   */
  country?: string;
  countries?: string[];
  continent?: Continent;
  /** Cities: a comma list of names, each optionally "City, Region" or "City, Country" (components/places.ts). */
  city?: string;
  /** Regions by name or code, any of them (resolved within the countries given). */
  regions?: string[];
  /** Keep the online events beside the events the place filters select (city, region, near, country, continent). */
  includeOnline?: boolean;
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
  /** Ranks of any system, any of them, as canonical keys: "CORE:A*", "CORE2023:A", "h5-index:50" (components/rank-plan.ts). */
  ranks?: string[];
  /** The bare acronym, exact in any case; or (acronyms) any of several, each with its own year when written with one. */
  acronym?: string;
  acronyms?: string[];
  /** The series key, any case (unknown: refused). */
  series?: string;
  /** The events of a series with an acceptance rate: the connector's selective venues. No parameter sets it. */
  rated?: true;
  /** An abstract or paper deadline whose local date is within [deadlineFrom, deadlineTo]. */
  deadlineFrom?: Day;
  deadlineTo?: Day;
  /**
   * The deadline range reads the estimated paper deadlines alone (docs/api.md, Estimated
   * deadlines): what the connector's search answers beside the announced ones. No parameter sets it.
   */
  deadlineEstimated?: true;
  /**
   * The deadline range reads the deadlines of this kind alone: the connector's windows of
   * notifications, camera-ready deadlines and rebuttals ("conferences that notify in January").
   * No parameter sets it.
   */
  deadlineKind?: OtherDeadlineKind;
  from?: Day;
  to?: Day;
  /**
   * How from, to, month and year hold an event: within them (undefined, the default) or on any day
   * of them ('overlap': under way at some day of the range counts; components/matches.ts).
   */
  dateMatch?: 'overlap';
  /** From `month=YYYY-MM`. */
  month?: { year: number; month: number };
  year?: number;
  limit: number;
  offset: number;
  sort?: SortOrder;
  /** Facets to count over the whole result set. */
  facets?: RequestFacet[];
  /** Values listed per facet, most events first (default FACET_SIZE_DEFAULT). */
  facetSize?: number;
  /** The public id of an event: events of other series like it, most alike first (components/similar.ts). */
  similarTo?: number;
}

/** Values per facet when facetSize is not given, and the most a request may ask for. */
export const FACET_SIZE_DEFAULT = 20;
export const FACET_SIZE_MAX = 100;

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
  /** The order used (the default resolved; `similarity` with similar_to and no sort). */
  sort: SortOrder | 'similarity';
  /** The facets asked for. */
  facets?: Facets;
  /** For a q that found nothing: corrected queries that find something. */
  suggestions?: Suggestion[];
  /** The values of the list filters given (topic, subtopic, type, format), as stored. */
  listsApplied: Partial<Record<'topic' | 'subtopic' | 'type' | 'format', string[]>>;
  /** For a search that found nothing: what leaving out or widening each filter alone would give (verbs/relaxations.ts). */
  relaxations?: Relaxation[];
  /** For a search that found nothing: a filter to use instead of what was sent (verbs/hints.ts). */
  hints?: Hint[];
  /** With near: the point and radius used, and each page event's distance in km (rounded to 0.1). */
  near?: NearApplied;
  distances?: number[];
  /** The cities (labels) of the city filter, the regions of the region filter, as used. */
  cities?: string[];
  regions?: string[];
  /** With similar_to: the reference as compared, and what each page event shares with it. */
  similar?: { reference: SimilarReference; shares: SimilarShares[] };
}

/**
 * What a search that found nothing could change, and its exact total then (verbs/relaxations.ts):
 * a filter left out (every key of it: for `dates` and `deadline`, the whole range), one key of a
 * range left out (`year` of `month` and `year`), one clause of q left out, or the radius of `near`
 * widened.
 */
export type Relaxation =
  | { filter: FilterName; total: number }
  | { filter: FilterName; key: keyof SearchFilters; total: number }
  | { filter: 'q'; term: string; total: number }
  | { filter: 'near'; radiusKm: number; total: number };

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
  /**
   * For an ambiguous place or region: the others the name could mean, most populous first; for a
   * place without events: the nearest cities with events, with their distances.
   */
  others?: string[];
  /** For an ambiguous city: the places of that name without events that have more people than those taken. */
  without?: string[];
  /** For a place without events: the radius around it that reaches the nearest city with events. */
  radiusKm?: number;
}

export type HintReason =
  | 'city_in_q'
  | 'country_in_q'
  | 'continent_in_q'
  | 'region_in_q'
  | 'month_in_q'
  | 'year_in_q'
  | 'type_in_q'
  | 'format_in_q'
  | 'subtopic_of_other_topic'
  | 'ambiguous_place'
  | 'ambiguous_region'
  | 'place_without_events'
  | 'acronym_with_year'
  | 'unknown_acronym';

export type { ContinentCount, CountryCount, Listing, Statistics, TopicCount } from './catalog-types.js';
