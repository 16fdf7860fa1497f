/**
 * Places of two kinds a question joins (docs/api.md, Connector tools): "AI conferences in Tokyo or
 * Korea", "security conferences in California or New York". The search takes its place filters
 * together (a city and a country: the city in that country), so a city that lies in none of the
 * regions and countries read beside it is another place, not one they qualify ("Paris, Texas"):
 * each place is then searched alone with the rest of the question, and the answers taken in turn.
 */
import { cityLiesIn, type SnapshotIndex } from '../../search/index.js';
import type { Parameters } from './searches.js';

/** The place filters a question's search is split by: a city, and a region or a country. */
export const SPLIT_PLACES = ['city', 'region', 'country'] as const;

/**
 * The parameters of each place searched alone: the cities, then the regions (with the countries
 * they lie in) or the countries; undefined when the question names places of one kind, or a city
 * that lies in a region or country named.
 */
export function placeAlternatives(parameters: Parameters, index: SnapshotIndex): Parameters[] | undefined {
  const { city, region, country, ...rest } = parameters;
  if (city === undefined || (region === undefined && country === undefined)) return undefined;
  const others = [...(region?.split(',') ?? []), ...(country?.split(',') ?? [])];
  if (city.split(',').some((one) => others.some((place) => cityLiesIn(index, one, place)))) return undefined;
  const wider = { ...(region === undefined ? {} : { region }), ...(country === undefined ? {} : { country }) };
  return [
    { ...rest, city },
    { ...rest, ...wider },
  ];
}

/** The place filters of one alternative, as the reading says them: "city=Tokyo", "country=South Korea". */
export const placeLabel = (parameters: Parameters): string =>
  SPLIT_PLACES.filter((name) => parameters[name] !== undefined)
    .map((name) => `${name}=${parameters[name]}`)
    .join(', ');
