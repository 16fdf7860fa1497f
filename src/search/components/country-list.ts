/**
 * The countries given (docs/api.md, Places): `country`, one name or several separated by commas,
 * then `countries`, a list. Some names hold a comma of their own ("Korea, Republic of", "Iran,
 * Islamic Republic of"): two neighbouring parts that name one country together are read as that one
 * country, before two. Split here, not by the API's list parser, because only the country names can
 * tell. The country filter, the regions within the countries and the country facet all read them here.
 */
import type { Country, CountryResolver } from '../../reference/countries.js';
import type { SearchFilters } from '../types.js';

/** The texts of the countries a `country` value names, in order, each trimmed (unknown ones kept, to be refused). */
function countryTexts(countries: Pick<CountryResolver, 'resolve'>, value: string): string[] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const texts: string[] = [];
  for (let at = 0; at < parts.length; at++) {
    const joined = at + 1 < parts.length ? `${parts[at]}, ${parts[at + 1]}` : undefined;
    if (joined !== undefined && countries.resolve(joined)) {
      texts.push(joined);
      at++;
    } else texts.push(parts[at]!);
  }
  return texts;
}

/** One country given: the text as given, the parameter it came in, and the country it names (none when unknown). */
export interface GivenCountry {
  text: string;
  parameter: 'country' | 'countries';
  country: Country | undefined;
}

/** The countries of `country` then `countries`, in order, each resolved (unknown ones kept, to be refused). */
export function givenCountries(
  countries: Pick<CountryResolver, 'resolve'>,
  filters: Pick<SearchFilters, 'country' | 'countries'>,
): GivenCountry[] {
  const listed = filters.country === undefined ? [] : countryTexts(countries, filters.country);
  return [
    ...listed.map((text) => ({ text, parameter: 'country' as const })),
    ...(filters.countries ?? []).map((text) => ({ text, parameter: 'countries' as const })),
  ].map((given) => ({ ...given, country: countries.resolve(given.text) }));
}
