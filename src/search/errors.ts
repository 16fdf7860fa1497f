/**
 * What the read verbs refuse, as data: which parameter, the value given and what would have been
 * valid. The HTTP layer words these (src/http/errors.ts); nothing here knows about HTTP.
 */

/** Filters whose values name something in the snapshot or the reference data. */
export type NamedFilter = 'topic' | 'subtopic' | 'country';

/**
 * A filter value that names nothing the service knows. `suggestions` are the closest valid
 * values, best first (possibly none); `known` is the full list of valid values where it is short
 * enough to show (topics), else empty.
 */
export class UnknownValueError extends Error {
  override readonly name = 'UnknownValueError';

  constructor(
    readonly parameter: NamedFilter,
    readonly value: string,
    readonly suggestions: readonly string[],
    readonly known: readonly string[] = [],
  ) {
    super(`unknown ${parameter} '${value}'`);
  }
}

/** A `country` value that holds a comma: several countries given to the single-country parameter. */
export class CountryListError extends Error {
  override readonly name = 'CountryListError';

  constructor(readonly value: string) {
    super(`country '${value}' holds a list`);
  }
}

/** No event has this public id. */
export class EventNotFoundError extends Error {
  override readonly name = 'EventNotFoundError';

  constructor(readonly id: number) {
    super(`no event with id ${id}`);
  }
}
