/**
 * Names of places as the search filters give them (docs/api.md, Places): cities as a comma list
 * with "City, Region" and "City, Country" forms, the place of `near`, and regions. Unknown names
 * are refused with suggestions, never dropped. An ambiguous name of `near` or `region` takes the
 * candidate with the most people (or events) and names the others in the answer's hints.
 */
import { nameKey } from '../../reference/fold.js';
import { closestMatches } from '../../reference/suggest.js';
import { citySlots } from '../../store/city-names.js';
import { NONE_U16 } from '../../store/layout.js';
import { UnknownValueError } from '../errors.js';
import type { IndexView } from '../index-view.js';

/** What place names are looked up in. */
type Names = Pick<IndexView, 'store' | 'countries' | 'countryByName' | 'regionsByName'>;

const SUGGESTIONS = 3;

/** A city as the filters name it: the text of the item and the slots it names. */
export interface CityItem {
  text: string;
  slots: number[];
}

/** "Paris, Île-de-France, France": a slot's city, region (when it has one) and country. */
export function slotLabel(index: Pick<IndexView, 'store'>, slot: number): string {
  const { geo, meta } = index.store;
  const city = geo.slotDisplay.get(slot);
  const region = geo.slotRegion[slot]!;
  const country = meta.countries[geo.slotCountry[slot]!]!.name;
  const regionName = region === NONE_U16 ? undefined : meta.regions[region]!.name;
  return regionName === undefined || nameKey(regionName) === nameKey(city)
    ? `${city}, ${country}`
    : `${city}, ${regionName}, ${country}`;
}

/** What a text after a comma names: countries (meta indexes) and regions, either of which a slot may be in. */
interface Qualifier {
  countries: Set<number>;
  regions: Set<number>;
}

function qualifierOf(index: Names, text: string): Qualifier | undefined {
  const country = index.countries.resolve(text);
  const at = country && index.countryByName.get(country.name);
  const regions = new Set(index.regionsByName.get(nameKey(text)) ?? []);
  if (at === undefined && regions.size === 0) return undefined;
  return { countries: new Set(at === undefined ? [] : [at]), regions };
}

function within(index: Names, slots: readonly number[], qualifier: Qualifier): number[] {
  const { slotCountry, slotRegion } = index.store.geo;
  return slots.filter(
    (slot) => qualifier.countries.has(slotCountry[slot]!) || qualifier.regions.has(slotRegion[slot]!),
  );
}

/** Up to three stored cities spelt like `text`, as labels (only those of the same initial are compared). */
function closeCities(index: Pick<IndexView, 'store'>, text: string): string[] {
  const key = nameKey(text);
  const { slotDisplay } = index.store.geo;
  const names: string[] = [];
  for (let slot = 0; slot < slotDisplay.length; slot++) {
    const name = slotDisplay.get(slot);
    if (nameKey(name).charAt(0) === key.charAt(0)) names.push(name);
  }
  return closestMatches(text, names, SUGGESTIONS);
}

/**
 * The cities of a `city` (or `near`) value: comma-separated items, each a city name followed by
 * any number of regions or countries it lies in ("Paris, Texas", "Springfield, IL, USA"). A part
 * after a city is read as the next city unless it names a region or country the city lies in. A
 * stored city whose name holds a comma is matched whole first.
 */
export function cityItems(index: Names, value: string, parameter: 'city' | 'near'): CityItem[] {
  const whole = citySlots(index.store.cityNames, value);
  if (whole.length > 0) return [{ text: value, slots: Array.from(whole) }];
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const items: CityItem[] = [];
  for (let i = 0; i < parts.length; ) {
    const head = parts[i++]!;
    let slots = Array.from(citySlots(index.store.cityNames, head));
    if (slots.length === 0) throw new UnknownValueError(parameter, head, closeCities(index, head));
    const words = [head];
    for (; i < parts.length; i++) {
      const qualifier = qualifierOf(index, parts[i]!);
      if (!qualifier) break;
      const narrowed = within(index, slots, qualifier);
      const isCity = citySlots(index.store.cityNames, parts[i]!).length > 0;
      if (narrowed.length === 0 && isCity) break;
      if (narrowed.length === 0) {
        const known = slots.map((slot) => slotLabel(index, slot)).slice(0, SUGGESTIONS);
        throw new UnknownValueError(parameter, [...words, parts[i]].join(', '), known);
      }
      slots = narrowed;
      words.push(parts[i]!);
    }
    items.push({ text: words.join(', '), slots });
  }
  if (items.length === 0) throw new UnknownValueError(parameter, value, []);
  return items;
}

/** The point of `near`, resolved: the place's name and country (null for coordinates given). */
export interface NearPoint {
  name: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  /** The other places the name could mean, as labels. */
  others: string[];
}

/**
 * The place a `near` name means: of the city slots it names (with its regions and countries),
 * the placed one with the most people (then the most events); the others are listed.
 */
export function nearPlace(index: Names, value: string): NearPoint {
  const items = cityItems(index, value, 'near');
  if (items.length > 1)
    throw new UnknownValueError(
      'near',
      value,
      items.map((item) => item.text),
    );
  const { geo, lists, meta } = index.store;
  const placed = items[0]!.slots.filter((slot) => !Number.isNaN(geo.latitude[slot]!));
  if (placed.length === 0) throw new UnknownValueError('near', value, []);
  placed.sort((a, b) => geo.population[b]! - geo.population[a]! || lists.city[b]!.size - lists.city[a]!.size || a - b);
  const best = placed[0]!;
  return {
    name: geo.slotDisplay.get(best),
    country: meta.countries[geo.slotCountry[best]!]!.name,
    latitude: geo.latitude[best]!,
    longitude: geo.longitude[best]!,
    others: placed.slice(1).map((slot) => slotLabel(index, slot)),
  };
}

/** The regions of the `region` values, within the countries given (meta indexes) if any. */
export function regionItems(
  index: Names,
  values: readonly string[],
  countries: ReadonlySet<number> | null,
): { regions: number[]; others: string[] } {
  const { meta, lists } = index.store;
  const regions: number[] = [];
  const others: string[] = [];
  const countryCodes = countries && new Set([...countries].map((at) => meta.countries[at]!.alpha2));
  for (const value of values) {
    const found = (index.regionsByName.get(nameKey(value)) ?? []).filter(
      (at) => countryCodes === null || countryCodes.has(meta.regions[at]!.country),
    );
    if (found.length === 0) {
      const names = meta.regions
        .filter((region) => countryCodes === null || countryCodes.has(region.country))
        .map((region) => region.name);
      throw new UnknownValueError('region', value, closestMatches(value, names, SUGGESTIONS));
    }
    found.sort((a, b) => lists.region[b]!.size - lists.region[a]!.size || a - b);
    if (!regions.includes(found[0]!)) regions.push(found[0]!);
    for (const at of found.slice(1)) others.push(regionLabel(index, at));
  }
  return { regions, others };
}

/** "Georgia, United States": a region and its country. */
export function regionLabel(index: Pick<IndexView, 'store' | 'countries'>, at: number): string {
  const region = index.store.meta.regions[at]!;
  return `${region.name}, ${index.countries.resolve(region.country)?.name ?? region.country}`;
}
