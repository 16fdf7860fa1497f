/** The countries verb: countries with events, from the listing built when the snapshot loads. */
import type { Continent } from '../../reference/continents.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import type { CountryCount } from '../types.js';

/** Countries with events, most events first, then by name; only one continent's when given. */
export function listCountries(index: SnapshotIndex, continent?: Continent): readonly CountryCount[] {
  const all = index.listing.countries;
  return continent === undefined ? all : all.filter((country) => country.continent === continent);
}
