import type { Continent } from '../reference/continents.js';
import type { EventFormat, EventType } from '../source/schema.js';
import type { Day } from '../util/dates.js';
import type { Suggestion } from './corrections.js';
import type { FacetName, Facets } from './facets.js';

export const SORT_ORDERS = ['upcoming', 'date', '-date', 'deadline'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A search request after syntax validation (the HTTP schema parses strings into these types).
 * Names (topic, sub-topic, countries, city) are resolved by the engine against the store and
 * the reference data.
 */
export interface SearchFilters {
  q?: string;
  topic?: string;
  subtopic?: string;
  /**
   * `country` and `countries`: one filter (events in any of them), kept apart so that a refusal
   * names the parameter the value came in.
   */
  country?: string;
  countries?: string[];
  continent?: Continent;
  city?: string;
  type?: EventType;
  /** Any of these formats (one filter: their union). */
  formats?: EventFormat[];
  /** Only events whose call for papers is open: a submission deadline today (UTC) or later. */
  cfp?: 'open';
  from?: Day;
  to?: Day;
  /** From `month=YYYY-MM`. */
  month?: { year: number; month: number };
  year?: number;
  limit: number;
  offset: number;
  sort?: SortOrder;
  /** Facets to count over the whole result set. */
  facets?: FacetName[];
}

export interface SearchResult {
  /** Matching events overall (exact). */
  total: number;
  /** Positions of the page's events, in the requested order. */
  positions: number[];
  /** The words of q used for matching (after folding and stop words). */
  searchTerms: string[];
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
}
