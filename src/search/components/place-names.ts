/**
 * City names as `city` and `near` give them (docs/api.md, Places): a comma list of items, each a
 * city name followed by any number of parts that name its region or country. A name means the city
 * slots it names (places with events) and the known places of that name that have none (every
 * place of 1,000 people or more the builder knew: src/store/place-table.ts). A part after a city
 * is read as its region or country when some place of that name (with events or not) lies there,
 * before it is read as the next city: "Paris, Texas" is one place even where no event is in it.
 */
import { nameKey } from '../../reference/fold.js';
import { closestMatches } from '../../reference/suggest.js';
import { citySlots } from '../../store/city-names.js';
import { NONE_U16 } from '../../store/layout.js';
import { placesNamed } from '../../store/place-table.js';
import { UnknownValueError } from '../verb-refusals.js';
import type { IndexView } from '../index-view.js';

/** What place names are looked up in. */
export type Names = Pick<IndexView, 'store' | 'countries' | 'placeLookups'>;

const SUGGESTIONS = 3;
/** At most this many places of a name are listed in a refusal. */
const LISTED = 5;

/** A city as the filters name it: the text of the item, the slots and the places without events it names. */
export interface CityItem {
  text: string;
  /** The city slots it names: places with events. */
  slots: number[];
  /** The known places it names that have no event, most populous first. */
  places: number[];
  /** Whether a region or country was named after the city. */
  qualified: boolean;
}

/** "Paris, Texas, United States": a city, its region (unless named like it) and its country. */
function label(city: string, region: string | undefined, country: string): string {
  return region === undefined || nameKey(region) === nameKey(city)
    ? `${city}, ${country}`
    : `${city}, ${region}, ${country}`;
}

/** "Paris, Île-de-France, France": a slot's city, region (when it has one) and country. */
export function slotLabel(index: Pick<IndexView, 'store'>, slot: number): string {
  const { geo, meta, regions } = index.store;
  const region = geo.slotRegion[slot]!;
  const country = meta.countries[geo.slotCountry[slot]!]!.name;
  return label(geo.slotDisplay.get(slot), region === NONE_U16 ? undefined : regions.name(region), country);
}

/** The name of a country by its ISO alpha-2 code. */
export const countryName = (index: Pick<IndexView, 'countries'>, alpha2: string): string =>
  index.countries.resolve(alpha2)?.name ?? alpha2;

/** A known place's label, as slotLabel. */
export function placeLabel(index: Pick<IndexView, 'store' | 'countries'>, place: number): string {
  const { places } = index.store;
  const region = places.region[place]!;
  const country = countryName(index, places.countries[places.country[place]!]!);
  return label(places.display.get(place), region === NONE_U16 ? undefined : places.regions.name(region), country);
}

/** What a part after a city names: countries (ISO alpha-2) and regions (ISO 3166-2), either of which a place may be in. */
interface Qualifier {
  countries: ReadonlySet<string>;
  regions: ReadonlySet<string>;
}

function qualifierOf(index: Names, text: string): Qualifier | undefined {
  const country = index.countries.resolve(text);
  const regions = index.placeLookups.regionCodes(nameKey(text));
  if (!country && regions.length === 0) return undefined;
  return { countries: new Set(country ? [country.alpha2] : []), regions: new Set(regions) };
}

function slotIn(index: Names, slot: number, qualifier: Qualifier): boolean {
  const { geo, meta, regions } = index.store;
  const region = geo.slotRegion[slot]!;
  return (
    qualifier.countries.has(meta.countries[geo.slotCountry[slot]!]!.alpha2) ||
    (region !== NONE_U16 && qualifier.regions.has(regions.code(region)))
  );
}

function placeIn(index: Names, place: number, qualifier: Qualifier): boolean {
  const { places } = index.store;
  const region = places.region[place]!;
  return (
    qualifier.countries.has(places.countries[places.country[place]!]!) ||
    (region !== NONE_U16 && qualifier.regions.has(places.regions.code(region)))
  );
}

/**
 * The slots and the places without events a name names: a known place at the point of a city slot
 * has events, and stands for that slot (whatever name the slot is stored by). A name some slot is
 * stored by names, of the known places, only those that bear it as their own: the alternate names
 * GeoNames lists hold exonyms ("Munich") and noise too ("Porto" is one of Bordeaux's), and a city
 * with events keeps its name as the store's name index keeps it (src/store/city-names.ts).
 */
function named(index: Names, name: string): { slots: number[]; places: number[] } {
  const { places } = index.store;
  const stored = citySlots(index.store.cityNames, name);
  const slots = new Set(stored);
  const without: number[] = [];
  const key = nameKey(name);
  for (const place of placesNamed(places, name)) {
    if (stored.length > 0 && nameKey(places.display.get(place)) !== key) continue;
    const slot = index.placeLookups.slotAt(places.latitude[place]!, places.longitude[place]!);
    if (slot === undefined) without.push(place);
    else slots.add(slot);
  }
  return { slots: [...slots].sort((a, b) => a - b), places: without };
}

/** Up to three cities with events spelt like `text`, as labels (only those of the same initial are compared). */
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
 * A city named with a region or country it does not lie in: refused with the places of that name
 * (as `known`, never as a "did you mean": another place of the name is not the one asked for).
 */
function notThere(index: Names, parameter: 'city' | 'near', text: string, found: ReturnType<typeof named>) {
  const labels = [
    ...found.slots.map((slot) => slotLabel(index, slot)),
    ...found.places.map((place) => placeLabel(index, place)),
  ];
  return new UnknownValueError(parameter, text, [], labels.slice(0, LISTED));
}

/**
 * Whether some place named `city` lies in the region or country `place` names ("Paris" in Texas,
 * "Tokyo" not in South Korea): what tells "Paris, Texas" from "Paris or Texas".
 */
export function cityLiesIn(index: Names, city: string, place: string): boolean {
  const qualifier = qualifierOf(index, place);
  if (qualifier === undefined) return false;
  const found = named(index, city);
  return (
    found.slots.some((slot) => slotIn(index, slot, qualifier)) ||
    found.places.some((one) => placeIn(index, one, qualifier))
  );
}

/**
 * The cities of a `city` (or `near`) value (see the top of this file). A stored city whose name
 * holds a comma is matched whole first. An unknown city, or a region or country no place of that
 * name lies in, is refused.
 */
export function cityItems(index: Names, value: string, parameter: 'city' | 'near'): CityItem[] {
  const whole = citySlots(index.store.cityNames, value);
  if (whole.length > 0) return [{ text: value, slots: Array.from(whole), places: [], qualified: false }];
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const items: CityItem[] = [];
  for (let i = 0; i < parts.length; ) {
    const head = parts[i++]!;
    let found = named(index, head);
    if (found.slots.length + found.places.length === 0)
      throw new UnknownValueError(parameter, head, closeCities(index, head));
    const words = [head];
    for (; i < parts.length; i++) {
      const qualifier = qualifierOf(index, parts[i]!);
      if (!qualifier) break;
      const within = {
        slots: found.slots.filter((slot) => slotIn(index, slot, qualifier)),
        places: found.places.filter((place) => placeIn(index, place, qualifier)),
      };
      if (within.slots.length + within.places.length === 0) {
        const next = named(index, parts[i]!);
        if (next.slots.length + next.places.length > 0) break;
        throw notThere(index, parameter, [...words, parts[i]].join(', '), found);
      }
      found = within;
      words.push(parts[i]!);
    }
    items.push({ text: words.join(', '), ...found, qualified: words.length > 1 });
  }
  if (items.length === 0) throw new UnknownValueError(parameter, value, []);
  return items;
}
