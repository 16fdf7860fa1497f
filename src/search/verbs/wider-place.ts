/**
 * The place one step wider than a place filter's value, for the connector's answer when a question
 * finds nothing where it was asked (docs/api.md, Connector tools): a city's country, a region's
 * country, a country's continent. A city of several places takes the one with the most events
 * (`London`: England before Ontario), else the most populous without events; a list of countries
 * is widened to the continent they share, several cities to the country they share. A value that
 * names cities or regions of several countries or countries of several continents has no one wider place.
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

/** The country of a `city` value, as a name; undefined when its cities lie in several countries or it names none. */
function cityCountry(index: Index, value: string): string | undefined {
  let items: ReturnType<typeof cityItems>;
  try {
    items = cityItems(index, value, 'city');
  } catch (error) {
    if (error instanceof UnknownValueError) return undefined;
    throw error;
  }
  const countries = new Set(items.map((item) => itemCountry(index, item)));
  const [country] = countries;
  return countries.size === 1 ? country : undefined;
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

/**
 * The country of a `region` value (names or ISO 3166-2 codes, comma-separated), when every region
 * it names lies in one.
 */
function regionCountry(index: Index, value: string): string | undefined {
  const codes = value.split(',').flatMap((one) => index.placeLookups.regionCodes(nameKey(one)));
  const countries = new Set(codes.map((code) => code.slice(0, 2)));
  const [alpha2] = countries;
  return countries.size === 1 ? countryName(index, alpha2!) : undefined;
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
    parameter === 'city' ? cityCountry(index, value) : parameter === 'region' ? regionCountry(index, value) : undefined;
  return country === undefined ? undefined : { parameter: 'country', value: country };
}
