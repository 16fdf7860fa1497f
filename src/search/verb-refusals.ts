/**
 * What the read verbs refuse, as data: which parameter, the value given and what would have been
 * valid. The API words these (src/api/errors.ts); nothing here knows about HTTP.
 */

/** Filters whose values name something in the snapshot or the reference data. */
export type NamedFilter = 'topic' | 'subtopic' | 'country' | 'countries' | 'series' | 'city' | 'near' | 'region';

/**
 * The value is valid for another parameter: a sub-topic given as `topic` (within: its topic), a
 * topic given as `subtopic`, a city given as a country (within: the countries it is in).
 */
export interface Elsewhere {
  /** continent: a continent, or a grouping standing for one, sent as a country (within: notes on it). */
  parameter: 'topic' | 'subtopic' | 'city' | 'continent';
  value: string;
  within: readonly string[];
}

/**
 * A filter value that names nothing the service knows. `suggestions` are the closest valid
 * values, best first (possibly none); `known` is the full list of valid values where it is short
 * enough to show (topics), else empty; `elsewhere` where the value is valid instead.
 */
export class UnknownValueError extends Error {
  override readonly name = 'UnknownValueError';

  constructor(
    readonly parameter: NamedFilter,
    readonly value: string,
    readonly suggestions: readonly string[],
    readonly known: readonly string[] = [],
    readonly elsewhere?: Elsewhere,
  ) {
    super(`unknown ${parameter} '${value}'`);
  }
}

/**
 * A `country` value that lists several countries ("Germany,France", "USA;UK"): `countries` is
 * how they would be written in the `countries` parameter.
 */
export class CountryListError extends Error {
  override readonly name = 'CountryListError';

  constructor(
    readonly value: string,
    readonly countries: string,
  ) {
    super(`country '${value}' holds a list`);
  }
}

/** No event has this public id: the one asked for, or the one a parameter names (similar_to). */
export class EventNotFoundError extends Error {
  override readonly name = 'EventNotFoundError';

  constructor(
    readonly id: number,
    readonly parameter?: 'similar_to',
  ) {
    super(`no event with id ${id}`);
  }
}

/** What is malformed in a q that uses the query syntax (components/query-syntax.ts). */
export type QuerySyntaxProblem = 'unbalanced_quote' | 'lone_minus' | 'or_at_edge' | 'or_negated';

/**
 * A q whose syntax cannot be read (docs/api.md, Query syntax): `fix` says how to write it, and
 * `corrected` is q written so (the likeliest reading).
 */
export class QuerySyntaxError extends Error {
  override readonly name = 'QuerySyntaxError';

  constructor(
    readonly problem: QuerySyntaxProblem,
    readonly q: string,
    readonly fix: string,
    readonly corrected: string,
  ) {
    super(`q '${q}': ${problem}`);
  }
}

/**
 * A quoted phrase whose candidates (the events with all its words, under the other filters) are
 * more than one search may check against their names: `candidates` of at most `limit`.
 */
export class PhraseTooBroadError extends Error {
  override readonly name = 'PhraseTooBroadError';

  constructor(
    readonly phrase: string,
    readonly candidates: number,
    readonly limit: number,
  ) {
    super(`phrase '${phrase}' has ${candidates} candidates`);
  }
}
