/**
 * The answer's filters_applied, reported by the parameters' rows: each row names in its `applied`
 * column the field that reports it (../schemas/filter-parameters.ts), and each field is written here
 * once from what the search applied. A field no row names is never written; a row cannot name a
 * field this table does not write (the compiler holds both to AppliedField).
 */
import { type search, searchTermText } from '../../search/index.js';
import { FILTER_PARAMETERS, type SearchResponse, searchResponse } from '../schemas/index.js';
import type { AppliedField } from '../schemas/parameter-row.js';
import { similarReferenceJson } from '../views/similarity.js';

type Applied = SearchResponse['filters_applied'];
type SearchResult = ReturnType<typeof search>;

/** Per field, its value from the search's result; undefined: the field is left out. */
const FIELD_WRITERS: { readonly [F in AppliedField]: (result: SearchResult) => Applied[F] | undefined } = {
  search_terms: (result) => result.searchTerms.map(searchTermText),
  countries_included: (result) => result.countriesIncluded,
  date_range: (result) => result.dateRange,
  topic: (result) => result.listsApplied.topic,
  subtopic: (result) => result.listsApplied.subtopic,
  type: (result) => result.listsApplied.type,
  format: (result) => result.listsApplied.format,
  near: ({ near }) =>
    near && {
      name: near.name,
      country: near.country,
      lat: near.latitude,
      lon: near.longitude,
      radius_km: near.radiusKm,
    },
  cities: (result) => result.cities,
  regions: (result) => result.regions,
  similar_to: ({ similar }) => similar && similarReferenceJson(similar.reference),
};

/** The fields the rows name, each once, in the order of the response schema (as its serializer writes them). */
const NAMED: ReadonlySet<AppliedField | null> = new Set(Object.values(FILTER_PARAMETERS).map((row) => row.applied));
export const APPLIED_FIELDS: readonly AppliedField[] = (
  Object.keys(searchResponse.shape.filters_applied.shape) as AppliedField[]
).filter((field) => NAMED.has(field));

/** What the search applied, as the answer's filters_applied reports it. */
export function filtersAppliedJson(result: SearchResult): Applied {
  const applied: Partial<Record<AppliedField, unknown>> = {};
  for (const field of APPLIED_FIELDS) {
    const value = FIELD_WRITERS[field](result);
    if (value !== undefined) applied[field] = value;
  }
  return applied as Applied;
}
