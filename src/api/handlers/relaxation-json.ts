/**
 * The relaxations of a zero-result answer as the API words them (docs/api.md, Zero results): a
 * filter left out names the parameters given that feed it (its rows in the search parameter
 * table), comma-separated; one key of a range left out names its parameter; a widened radius names
 * radius_km and its value. Largest total first; equal totals in the order of the parameter table.
 */
import type { Relaxation } from '../../search/index.js';
import { FILTER_PARAMETERS, SEARCH_PARAMETERS, type SearchQueryFields, type SearchResponse } from '../schemas/index.js';

type RelaxationJson = NonNullable<SearchResponse['relaxations']>[number];

/** The parameters given that a relaxation leaves out, in table order. */
function droppedParameters(relaxation: Relaxation, fields: SearchQueryFields): string[] {
  return SEARCH_PARAMETERS.filter((name) => {
    const value = fields[name];
    if (FILTER_PARAMETERS[name].filter !== relaxation.filter || value === undefined) return false;
    // One key of a range: the parameter whose conversion gives that key.
    return !('key' in relaxation) || relaxation.key in FILTER_PARAMETERS[name].toFilters(value as never);
  });
}

function relaxationJson(relaxation: Relaxation, fields: SearchQueryFields): { json: RelaxationJson; first: string } {
  const { total } = relaxation;
  if ('radiusKm' in relaxation)
    return { json: { set: 'radius_km', value: relaxation.radiusKm, total }, first: 'radius_km' };
  const dropped = droppedParameters(relaxation, fields);
  const term = 'term' in relaxation ? { term: relaxation.term } : {};
  // Its keys in the order the serializer writes them (its required ones first), as JSON.stringify does.
  return { json: { drop: dropped.join(','), total, ...term }, first: dropped[0] ?? '' };
}

/** The answer's relaxations, largest total first, equal totals in parameter table order. */
export function relaxationsJson(relaxations: readonly Relaxation[], fields: SearchQueryFields): RelaxationJson[] {
  const order = (name: string) => SEARCH_PARAMETERS.indexOf(name as never);
  return relaxations
    .map((relaxation) => relaxationJson(relaxation, fields))
    .sort((a, b) => b.json.total - a.json.total || order(a.first) - order(b.first))
    .map(({ json }) => json);
}
