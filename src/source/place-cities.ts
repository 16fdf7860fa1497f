/**
 * Which part of a place is its city (docs/importers.md, Values, Places), for readPlaceText and the
 * importers' city and country given apart: a territory the reference lists apart written before its
 * sovereign, a city's one spelling, a venue's city, a part too long to be a city, a city alone.
 */
import type { Country, CountryResolver } from '../reference/countries.js';
import type { Places } from './places.js';
import { countrySpelling } from './us-places.js';

/** "Hong Kong SAR", "Macau S.A.R.": a special administrative region's note after its name. */
export const SAR_SUFFIX_RE = /\s+s\.?\s*a\.?\s*r\.?$/i;
/**
 * Territories the reference countries list apart that trackers write before their sovereign
 * ("Hong Kong, China", "Taipei, Taiwan, China"): the territory's code, and its sovereign's.
 */
export const TERRITORIES: Readonly<Record<string, string>> = { HK: 'CN', TW: 'CN' };

/**
 * The territory a part names before its sovereign, when the reference lists it apart ("Hong Kong"
 * before China is Hong Kong); undefined for any other part.
 */
export function territoryOf(part: string, sovereign: Country, countries: CountryResolver): Country | undefined {
  const territory = countries.resolve(part);
  return territory && TERRITORIES[territory.alpha2] === sovereign.alpha2 ? territory : undefined;
}

/**
 * The territory listed apart whose city a part written before its sovereign is, when the sovereign
 * has no place of that name ("Taipei, China" is Taipei in Taiwan; "Suzhou, China" stays in China).
 */
export function territoryOfCity(
  part: string,
  sovereign: Country,
  countries: CountryResolver,
  places: Places,
): Country | undefined {
  if (places.cities.hasCity(part, sovereign.alpha2)) return undefined;
  for (const [code, of] of Object.entries(TERRITORIES)) {
    if (of === sovereign.alpha2 && places.cities.hasCity(part, code)) return countries.resolve(code);
  }
  return undefined;
}

/**
 * The territory the part before a country names (territoryOf), taken off `parts`; or the one whose
 * city that part is, the part kept as its city (territoryOfCity).
 */
export function territoryBefore(
  parts: string[],
  reading: { country: Country; region: unknown },
  countries: CountryResolver,
  places: Places,
): { country: Country; region: null; fix: null } | undefined {
  const before = parts.at(-1);
  if (before === undefined || reading.region !== null) return undefined;
  const territory = territoryOf(before, reading.country, countries);
  if (territory !== undefined) {
    parts.pop();
    return { country: territory, region: null, fix: null };
  }
  const ofCity = territoryOfCity(cityText(before), reading.country, countries, places);
  return ofCity === undefined ? undefined : { country: ofCity, region: null, fix: null };
}

/** A city as one spelling: a special administrative region's note taken off ("Macau SAR"), Macao spelt Macau. */
export function cityText(city: string): string {
  const bare = city.replace(SAR_SUFFIX_RE, '');
  return countrySpelling(bare)?.city ?? bare;
}

/** The most words of a city's name that no place of the country has: a longer part is a venue. */
const CITY_WORDS_MAX = 3;

/** Whether a part is too long for a city's name and names no place of the country. */
export const isVenueOnly = (part: string, country: Country, places: Places): boolean =>
  part.split(' ').length > CITY_WORDS_MAX && !places.cities.hasCity(part, country.alpha2);

/** A place of at least this many people named at the start or end of a venue is its city. */
const CITY_IN_PART_POPULATION = 50_000;
/**
 * Words never read alone as a venue's city, though GeoNames gives them as other names of big
 * places ("San" is one of San Diego's, "USA" a town's): the first words of longer names ("San
 * Franciso" misspelt), and codes in capitals ("USA and KSIR Virtual Conference Center").
 */
const NO_CITY_ALONE =
  /^(?:san|santa|santo|sao|são|saint|st|ste|los|las|el|la|le|les|new|port|fort|mount|north|south|east|west|lake|bay|city)$/i;
const CODE_RE = /^[A-Z]{2,3}$/;
/**
 * Words that join a longer place name, never a city to its venue: "Porto de Galinhas" is a town,
 * not a venue in Porto; "Stratford upon Avon" is not in Stratford.
 */
const JOINING_RE = /^(?:de|do|da|dos|das|del|della|di|du|des|of|on|upon|sur|am|an|im|en|y)$/;

/**
 * A city of the country at the start or end of a part that is no city itself ("San Diego
 * Convention Center", "Hilton Austin"): of the names of one to three words found there, the most
 * populous, when it has CITY_IN_PART_POPULATION people or more. A name at the start followed by a
 * joining word is the start of a longer place's name.
 */
export function cityInPart(part: string, country: Country, places: Places): string | undefined {
  if (places.cities.hasCity(part, country.alpha2)) return undefined;
  const words = part.split(' ');
  let best: { name: string; population: number } | undefined;
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const joined = JOINING_RE.test(words[count]!);
    for (const name of [joined ? '' : words.slice(0, count).join(' '), words.slice(-count).join(' ')]) {
      if (!/^\p{Lu}/u.test(name) || NO_CITY_ALONE.test(name) || CODE_RE.test(name)) continue;
      const population = places.cities.locate(name, country.alpha2)?.population ?? 0;
      if (population >= CITY_IN_PART_POPULATION && population > (best?.population ?? 0)) best = { name, population };
    }
  }
  return best?.name;
}

/** A big city at the end of a venue's name ("Westin Philadelphia") is where the venue is. */
const CITY_IN_VENUE_POPULATION = 100_000;

/** A city written alone, or at the end of a venue's name: its name and the country it stands out in. */
export function cityAlone(part: string, places: Places): { name: string; country: string } | undefined {
  const whole = places.cities.mainCountryOf(part);
  if (whole) return { name: part, country: whole.country };
  const words = part.split(' ');
  for (let count = Math.min(2, words.length - 1); count >= 1; count--) {
    const name = words.slice(-count).join(' ');
    const found = places.cities.mainCountryOf(name);
    if (found && found.population >= CITY_IN_VENUE_POPULATION) return { name, country: found.country };
  }
  return undefined;
}
