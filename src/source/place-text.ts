/**
 * Places as people write them (docs/source-format.md, Places as written): a country column that
 * names a region ("California"), a region and its country ("Maryland USA") or a country within one
 * edit ("United Kindom"); and a whole place in one text, "City, State, Country", "Venue, City,
 * Country", "Virtual". The builder reads the country column with readCountryText; the importers split
 * their formats' place texts with readPlaceText.
 */
import type { Country, CountryResolver } from '../reference/countries.js';
import { nameKey } from '../reference/fold.js';
import type { Region, RegionResolver } from '../reference/regions.js';
import type { Places } from './places.js';
import {
  cityAlone,
  cityInPart,
  cityText,
  isVenueOnly,
  SAR_SUFFIX_RE,
  TERRITORIES,
  territoryBefore,
} from './place-cities.js';
import { countrySpelling, usPlace } from './us-places.js';

/** How a country text was read when it was not a country's name, alias or code. */
export type CountryFix = 'country_is_region' | 'country_corrected';

export interface CountryReading {
  country: Country;
  /** The region the text named along with (or instead of) the country. */
  region: Region | null;
  /** Null when the text is a country's name, alias or code. */
  fix: CountryFix | null;
}

/** The one known country that has a region of this name (or this US/Canadian code), if only one. */
function regionOwner(text: string, countries: CountryResolver, regions: RegionResolver) {
  const code = regions.northAmerican(text);
  const named = code ? [code] : regions.named(text);
  const owners = new Map<Country, Region>();
  for (const region of named) {
    const country = countries.resolve(region.country);
    if (country !== undefined && !owners.has(country)) owners.set(country, region);
  }
  if (owners.size !== 1) return undefined;
  const [country, region] = [...owners][0]!;
  return { country, region };
}

/** The known country a text names, or the one whose region it names: its stored name. */
export function placeOwner(text: string, countries: CountryResolver, places: Places | undefined): string | undefined {
  return countries.resolve(text)?.name ?? (places && regionOwner(text, countries, places.regions)?.country.name);
}

/** "Maryland USA": the last words a country, the words before them a region of it. */
function regionThenCountry(text: string, countries: CountryResolver, regions: RegionResolver) {
  const words = text.split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const country = countries.resolve(words.slice(cut).join(' '));
    const region = country && regions.ofCountry(words.slice(0, cut).join(' '), country.alpha2);
    if (country && region) return { country, region };
  }
  return undefined;
}

/**
 * The country a text names: a country's name, alias or ISO code; else, with the region data, a
 * region of one country only ("California", "Ontario"), or a region and its country ("Maryland
 * USA"); else a country within one edit ("United Kindom"). Undefined when it names none of these.
 */
export function readCountryText(
  text: string,
  countries: CountryResolver,
  places: Places | undefined,
): CountryReading | undefined {
  const country = countries.resolve(text);
  if (country) return { country, region: null, fix: null };
  if (places) {
    const owned = regionOwner(text, countries, places.regions) ?? regionThenCountry(text, countries, places.regions);
    if (owned) return { ...owned, fix: 'country_is_region' };
  }
  const corrected = countries.withinOneEdit(text);
  return corrected ? { country: corrected, region: null, fix: 'country_corrected' } : undefined;
}

/** Words that mean the event is held in no place. */
const ONLINE_PLACE_RE =
  /^(?:online|virtual|remote|worldwide|virtual (?:conference|event|only)|online (?:conference|event|only))$/i;

export interface PlaceReading {
  /** True for "Virtual", "Online" and the like: no country, no city. */
  online: boolean;
  /** True for a place "and Online": held there and online. */
  hybrid: boolean;
  country: Country | null;
  region: Region | null;
  city: string | null;
  venue: string | null;
  /** How the country part was read when it was not a country's name, alias or code. */
  fix: CountryFix | 'country_from_city' | null;
}

const ONLINE: PlaceReading = {
  online: true,
  hybrid: false,
  country: null,
  region: null,
  city: null,
  venue: null,
  fix: null,
};

/** "PHILADELPHIA" -> "Philadelphia": a name written all in capitals, longer than an acronym. */
function unshout(text: string): string {
  if (text.length <= 4 || text !== text.toUpperCase() || text === text.toLowerCase()) return text;
  return text.toLowerCase().replace(/(^|[\s\-'’(])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/**
 * "San Francisco, CA": a last part that is a US state or Canadian province code, after a city of
 * that state and of no place of the country the code also names (Canada). Else undefined: the code
 * is read as the country's, as the country column reads it.
 */
function stateCode(last: string, city: string | undefined, countries: CountryResolver, places: Places) {
  const region = /^[A-Za-z]{2}$/.test(last) ? places.regions.northAmerican(last) : undefined;
  const coded = countries.resolve(last);
  if (!region || !coded || city === undefined) return undefined;
  const owner = countries.resolve(region.country);
  const inRegion = places.cities.hasCityInRegion(city, region.country, region.code);
  if (!owner || !inRegion || places.cities.hasCity(city, coded.alpha2)) return undefined;
  return { country: owner, region, fix: 'country_is_region' as const };
}

/** The country at the start or end of a part that is more than a country: "Singapore EXPO". */
function countryInPart(part: string, countries: CountryResolver): Country | undefined {
  const words = part.split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const found =
      countries.resolve(words.slice(0, count).join(' ')) ?? countries.resolve(words.slice(-count).join(' '));
    if (found) return found;
  }
  return undefined;
}

/**
 * The region the last of the parts before the country names, unless that part is a city of the
 * country and the part before it is not ("Hotel Sacher, Vienna, Austria": Vienna is the city).
 */
function regionPart(parts: readonly string[], country: Country, places: Places): Region | undefined {
  const [before, last] = [parts.at(-2)!, parts.at(-1)!];
  const region = places.regions.ofCountry(last, country.alpha2);
  if (!region) return undefined;
  // A code ("NY", "BC") is the region's, though GeoNames may list it as a name of a city.
  if (/^[A-Z]{2,3}$/.test(last)) return region;
  const cityFirst = places.cities.hasCity(last, country.alpha2) && !places.cities.hasCity(before, country.alpha2);
  return cityFirst ? undefined : region;
}

/** The longest place text read: a place is a few parts of a few words. */
const MAX_PLACE_TEXT = 300;

/** Parts that are notes, not places: "co-located with SIGCOMM'24", Macao's "S.A.R.". */
const NOTE_PART_RE = /^(?:co-?\s*located\b|co-?\s*hosted\b|s\.?\s*a\.?\s*r\.?$)/i;
/** "Washington, DC and Online": held there and online. */
const AND_ONLINE_RE = /^(.+?)\s+(?:and|&|\+)\s+(?:online|virtual)$/i;
/** A last part that only says the event is online too: "London, UK, and virtual", "Paris, France, hybrid". */
const ALSO_ONLINE_PART_RE = /^(?:(?:and|&|\+|or|plus)\s+)?(?:online|virtual|virtually|hybrid|remote)$/i;

/** The parts of a place text: comma-separated, notes and parenthesized text left out. */
function placeParts(text: string): { parts: string[]; hybrid: boolean } {
  const parts = text
    .replace(/\([^()]*\)/g, ' ')
    .split(/[,\uFF0C]/)
    .map((part) => unshout(part.replace(/\s+/g, ' ').trim().replace(/\.$/, '').replace(SAR_SUFFIX_RE, '')))
    .filter((part) => part !== '' && !NOTE_PART_RE.test(part));
  if (parts.length >= 2 && ALSO_ONLINE_PART_RE.test(parts.at(-1)!)) {
    parts.pop();
    return { parts, hybrid: true };
  }
  const online = AND_ONLINE_RE.exec(parts.at(-1) ?? '');
  if (online) parts[parts.length - 1] = online[1]!;
  return { parts, hybrid: online !== null };
}

/** The city, region and venue of the parts before a country the last part named. */
function beforeCountry(parts: string[], reading: CountryReading, places: Places) {
  let region = reading.region;
  const named = region === null && parts.length >= 2 ? regionPart(parts, reading.country, places) : undefined;
  // "VA, USA": a region's code alone before its country is the region, no city.
  const only = region === null && parts.length === 1 && /^[A-Z]{2,3}$/.test(parts[0]!) ? parts[0]! : undefined;
  const coded = only === undefined ? undefined : places.regions.ofCountry(only, reading.country.alpha2);
  if (named ?? coded) {
    region = (named ?? coded)!;
    parts.pop();
  }
  const last = parts.pop() ?? null;
  // "San Diego Convention Center, USA": a venue that starts or ends with its city.
  const inPart = last === null ? undefined : cityInPart(last, reading.country, places);
  // A part of more words than a city's that names none is a venue ("... Virtual Conference Center").
  const venueOnly = inPart === undefined && last !== null && isVenueOnly(last, reading.country, places);
  if (inPart !== undefined || venueOnly) parts.push(last!);
  return { region, city: inPart ?? (venueOnly ? null : last), venue: parts.length > 0 ? parts.join(', ') : null };
}

/**
 * A last part with a country at its start or end. "Vancouver BC Canada": the words before the
 * country read as a city and region of it; "Singapore EXPO": a venue in the country, whose city is
 * the part before it, or the country's name when it is a city (a city-state).
 */
function venueOrPlace(parts: string[], last: string, country: Country, places: Places) {
  const rest = countryWordsAt(last.split(' '), country) ?? [];
  const region = rest.length > 1 ? places.regions.ofCountry(rest.at(-1)!, country.alpha2) : undefined;
  const cityWords = (region ? rest.slice(0, -1) : rest).join(' ');
  if (cityWords !== '' && places.cities.hasCity(cityWords, country.alpha2)) {
    const venue = parts.length > 0 ? parts.join(', ') : null;
    return { country, region: region ?? null, city: cityWords, venue, fix: null };
  }
  const city = parts.pop() ?? (places.cities.hasCity(country.name, country.alpha2) ? country.name : null);
  return { country, region: null, city, venue: [...parts, last].join(', '), fix: null };
}

/** The words before the country when the words end with it ("Vancouver BC" of "Vancouver BC Canada"). */
function countryWordsAt(words: readonly string[], country: Country): string[] | undefined {
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    if (nameKey(words.slice(-count).join(' ')) === nameKey(country.name)) return words.slice(0, -count);
  }
  return undefined;
}

/** A place with no country read: a venue starting or ending with a country, or a city written alone. */
function withoutCountry(parts: string[], last: string, countries: CountryResolver, places: Places) {
  const inPart = countryInPart(last, countries);
  if (inPart) return venueOrPlace(parts, last, inPart, places);
  const city = cityAlone(last, places);
  const country = city && countries.resolve(city.country);
  if (!country) return undefined;
  const venue = [...parts, ...(city!.name === last ? [] : [last])].join(', ') || null;
  return { country, region: null, city: city!.name, venue, fix: 'country_from_city' as const };
}

/**
 * A place written in one text: "City, Country", "City, State, Country", "Venue, City, Country",
 * "Virtual", "Washington, DC and Online". The last part names the country (as readCountryText
 * reads it); a part before it that names a region of that country is the region (unless it is a
 * city and the part before it is not); the part before that is the city, and any parts before the
 * city are the venue. A last part that only starts or ends with a country ("Singapore EXPO") is a
 * venue in that country; a last part that names no country may be a city written alone, whose
 * country is that of the most populous place of its name when that one stands out ("Paris").
 * Parenthesized text and notes ("co-located with ...") are left out. Undefined when no country can
 * be read, or the text is longer than MAX_PLACE_TEXT.
 */
export function readPlaceText(text: string, countries: CountryResolver, places: Places): PlaceReading | undefined {
  if (text.length > MAX_PLACE_TEXT) return undefined;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (ONLINE_PLACE_RE.test(trimmed)) return ONLINE;
  const { parts, hybrid } = placeParts(trimmed);
  const written = parts.pop();
  if (written === undefined) return undefined;
  const spelt = countrySpelling(written);
  // "Macao": the spelling names the country, and the place is its city as well.
  if (spelt?.isCity && parts.length === 0) parts.push(written);
  const last = spelt?.code ?? written;
  const us = usPlace(last, parts.at(-1), countries, places);
  if (us?.city !== undefined) parts.push(us.city);
  const read = us ?? stateCode(last, parts.at(-1), countries, places) ?? readCountryText(last, countries, places);
  const reading = (read && territoryBefore(parts, read, countries, places)) ?? read;
  const place = reading
    ? { country: reading.country, fix: reading.fix, ...beforeCountry(parts, reading, places) }
    : withoutCountry(parts, last, countries, places);
  // "Madrid", "Abu Dhabi": a region of one country that is also a city of it, written alone.
  if (place && reading?.region && place.city === null && places.cities.hasCity(last, reading.country.alpha2)) {
    place.city = last;
  }
  const territory = reading && TERRITORIES[reading.country.alpha2] !== undefined ? reading.country : undefined;
  if (place && territory && places.cities.hasCity(territory.name, territory.alpha2)) {
    // "Hong Kong", "HKUST, Hong Kong, China": the territory's name is its city too, a part before it no city of it a venue.
    if (place.city !== null && !places.cities.hasCity(place.city, territory.alpha2)) {
      place.venue = place.venue === null ? place.city : `${place.venue}, ${place.city}`;
      place.city = null;
    }
    place.city ??= territory.name;
  }
  // "Macao", "Macau": one city, spelt as GeoNames does.
  if (place?.city) place.city = cityText(place.city);
  return place && { online: false, hybrid, ...place };
}
