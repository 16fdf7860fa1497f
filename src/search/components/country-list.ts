/**
 * The countries of a `country` value (docs/api.md, Places): one name, or several separated by
 * commas. Some names hold a comma of their own ("Korea, Republic of", "Iran, Islamic Republic of"):
 * two neighbouring parts that name one country together are read as that one country, before two.
 * Split here, not by the API's list parser, because only the country names can tell.
 */
import type { CountryResolver } from '../../reference/countries.js';

/** The texts of the countries a `country` value names, in order, each trimmed (unknown ones kept, to be refused). */
export function countryTexts(countries: Pick<CountryResolver, 'resolve'>, value: string): string[] {
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
