/**
 * The place one step wider than a place filter's value, for the connector's answer when a question
 * finds nothing where it was asked (docs/api.md, Connector tools): a city's country, a region's
 * country, a country's continent. A city of several places takes the one with the most events
 * (`London`: England before Ontario), else the most populous without events; a list of countries
 * is widened to the continent they share, several cities (or regions) to the country they share,
 * else to their countries ("Vienna or Prague": Austria, Czech Republic), which widen to their continent
 * in turn. A value of countries of several continents has no wider place.
 */
import { nameKey } from '../../reference/fold.js';
import { cityItems, countryName, type Names } from '../components/place-names.js';
import { UnknownValueError } from '../verb-refusals.js';
import type { IndexView } from '../index-view.js';

type Index = Names & Pick<IndexView, 'countries'>;

export interface WiderPlace {
  parameter: 'country' | 'continent';
  value: string;
}

/** The countries of a `city` value, as names, comma-separated in its order; undefined when one names none. */
function cityCountries(index: Index, value: string): string | undefined {
  let items: ReturnType<typeof cityItems>;
  try {
    items = cityItems(index, value, 'city');
  } catch (error) {
    if (error instanceof UnknownValueError) return undefined;
    throw error;
  }
  return countriesOf(items.map((item) => itemCountry(index, item)));
}

/** Countries named once each, comma-separated; undefined when one of them is not known. */
function countriesOf(names: readonly (string | undefined)[]): string | undefined {
  return names.includes(undefined) || names.length === 0 ? undefined : [...new Set(names)].join(',');
}

/** The country of one city of a `city` value: of its place with the most events, else of its most populous. */
function itemCountry(
  index: Index,
  { slots, places: without }: ReturnType<typeof cityItems>[number],
): string | undefined {
  const { geo, lists, meta, places } = index.store;
  if (slots.length > 0) {
    const most = slots.reduce((best, slot) => (lists.city.sizes[slot]! > lists.city.sizes[best]! ? slot : best));
    return meta.countries[geo.slotCountry[most]!]!.name;
  }
  const [place] = without;
  return place === undefined ? undefined : countryName(index, places.countries[places.country[place]!]!);
}

/** The countries of a `region` value (names or ISO 3166-2 codes, comma-separated), as `cityCountries` gives a city's. */
function regionCountries(index: Index, value: string): string | undefined {
  const codes = value.split(',').flatMap((one) => index.placeLookups.regionCodes(nameKey(one)));
  return countriesOf([...new Set(codes.map((code) => code.slice(0, 2)))].map((alpha2) => countryName(index, alpha2)));
}

/** The place one step wider than `parameter=value`; undefined when there is none. */
export function widerPlace(index: Index, parameter: string, value: string): WiderPlace | undefined {
  if (parameter === 'country' || parameter === 'countries') {
    // A list ("Scandinavia": Denmark, Norway, Sweden) is widened when its countries share a continent.
    const continents = new Set(value.split(',').map((name) => index.countries.resolve(name.trim())?.continent));
    const [continent] = continents;
    return continents.size === 1 && continent !== undefined ? { parameter: 'continent', value: continent } : undefined;
  }
  const country =
    parameter === 'city'
      ? cityCountries(index, value)
      : parameter === 'region'
        ? regionCountries(index, value)
        : undefined;
  return country === undefined ? undefined : { parameter: 'country', value: country };
}
