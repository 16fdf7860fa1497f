/**
 * What a row of the search parameter table (filter-parameters.ts) holds: every column is mandatory,
 * so that a parameter cannot be added without its rules, its OpenAPI text, the filter it feeds, its
 * conversion to the read verb's filters, its words in a calendar feed's title, the field of
 * filters_applied that reports it, the names a caller might send for it by mistake, whether the
 * calendar feeds take it, and whether the assistant document lists it.
 */
import type { z } from 'zod';
import type { FilterName, SearchFilters } from '../../search/index.js';

/**
 * The parts of a feed's title (feeds/describe.ts), in the order the title says them: "ICML online
 * Conferences matching "vision" on Computer Science / Machine Learning in Berlin, Germany within 50
 * km of Barcelona from 2027-01-01 with a deadline to 2027-03-31 ranked CORE A* with an open call for
 * papers". A row's words go to one part; the title says how the words of a part are joined.
 */
export type TitlePart =
  | 'edition'
  | 'format'
  | 'type'
  | 'matching'
  | 'topic'
  | 'subtopic'
  | 'city'
  | 'region'
  | 'country'
  | 'continent'
  | 'near'
  | 'online'
  | 'date'
  | 'deadline'
  | 'rank'
  | 'call';

/** A parameter's words in a feed's title, and the part they go to. */
export interface TitleWords {
  part: TitlePart;
  words: string;
}

/** A parameter's words in a feed's title. */
export const titleWords = (part: TitlePart, words: string): TitleWords => ({ part, words });
/** The title column of a parameter that the title does not name (or names with another one). */
export const noTitle = (): null => null;

/** The fields of filters_applied (responses.ts) that report parameters, written by ../handlers/filters-applied.ts. */
export type AppliedField =
  | 'search_terms'
  | 'countries_included'
  | 'date_range'
  | 'topic'
  | 'subtopic'
  | 'type'
  | 'format'
  | 'near'
  | 'cities'
  | 'regions'
  | 'similar_to';

/** The parameters of a request as given, one trimmed text each (what a title quotes). */
export type GivenTexts = Readonly<Record<string, string>>;

export interface ParameterRow<
  S extends z.ZodType = z.ZodType,
  F extends FilterName | null = FilterName | null,
  Feed extends boolean = boolean,
> {
  /** Its rules: the text it takes, parsed (optional, or with its default). */
  schema: S;
  /** Its OpenAPI text: what it does, with an example value. */
  description: string;
  example: string | number;
  /** The filter family of the read verb it feeds (../../search/filters.ts); null: it pages, orders or counts. */
  filter: F;
  /** Its parsed value as the read verb's filters. */
  toFilters(value: NonNullable<z.output<S>>): Partial<SearchFilters>;
  /** Its words in a feed's title (null: said with another parameter, or not a filter). */
  title(value: NonNullable<z.output<S>>, text: string, given: GivenTexts): TitleWords | null;
  /** The field of filters_applied that reports it (null: only the `query` echo shows it). */
  applied: AppliedField | null;
  /** Names a caller might send for it by mistake (an unknown parameter's "Did you mean"). */
  mistakes: readonly string[];
  /** Whether the calendar feeds take it as the search does (limit and offset are their own there). */
  feed: Feed;
  /**
   * Whether the assistant document (GET /api/gpt/openapi) lists it; the full document lists every
   * parameter, and every one is accepted either way (docs/api.md, Schema routes, says which leave
   * the assistant document and why).
   */
  assistant: boolean;
}

/** A row, its schema's and filter's types kept. */
export const parameterRow = <S extends z.ZodType, F extends FilterName | null, const Feed extends boolean>(
  row: ParameterRow<S, F, Feed>,
) => row;

type AnyRow = ParameterRow<z.ZodType, FilterName | null>;
/** A filter family no row feeds, as a compiler error names it. */
type Unfed<T extends Record<string, AnyRow>> = {
  readonly [F in Exclude<FilterName, T[keyof T]['filter']>]: `the filter ${F} has no parameter row`;
};

/** The table, checked to feed every filter family of the read verb (the compiler names one that is not fed). */
export function everyFilterFed<T extends Record<string, AnyRow>>(rows: T & Unfed<T>): T {
  return rows;
}
