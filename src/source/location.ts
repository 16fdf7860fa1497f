/**
 * Where a source row's event takes place: its country (or none, online), its city and its
 * format, by the rules of docs/source-format.md (Online events, City forms, Places, Risky values).
 */
import type { Country, CountryResolver } from '../reference/countries.js';
import { nameKey } from '../reference/fold.js';
import { type Region, regionName } from '../reference/regions.js';
import { type CountryReading, placeOwner, readCountryText } from './place-text.js';
import type { Places } from './places.js';
import type { ReasonCode } from './problems.js';
import type { EventFormat, EventType } from './schema.js';

export { loadPlaces, type Places } from './places.js';

/** Country values that mean "no country: the event is online" (compared folded). */
const ONLINE_COUNTRIES = new Set(['online', 'virtual', 'remote', 'worldwide']);
/** The country an importer writes for a place not chosen yet (docs/source-format.md, Online events). */
export const PLACE_NOT_CHOSEN = 'TBD';
/** Country values that mean "the place is not chosen yet" (compared folded). */
const NOT_CHOSEN_COUNTRIES = new Set(['tbd', 'tba', 'tbc', 'to be announced', 'to be decided', 'to be confirmed']);

export interface LocationInput {
  type: EventType | null;
  /** The format as given and recognised, null when absent (or not recognised). */
  format: EventFormat | null;
  country: string | null;
  city: string | null;
  /** The region column (source format 4), null when absent. */
  region?: string | null;
}

export interface Location {
  /** Undefined when the row has no valid location (an error was reported). */
  country: Country | null | undefined;
  city: string | null;
  /** The region the row names: its region column, else the region of "City, Region"; null for none. */
  region: Region | null;
  format: EventFormat;
}

/** Reports one problem of the row: code, column, value as given, suggestion. */
export type Report = (code: ReasonCode, column: string, value: string | null, suggestion?: string) => void;

/** Resolves the location of one row, reporting what it rejects, rewrites or finds risky. */
export function resolveLocation(
  input: LocationInput,
  countries: CountryResolver,
  places: Places | undefined,
  report: Report,
): Location {
  const { type, country: countryText, city } = input;
  const online = countryText !== null && ONLINE_COUNTRIES.has(nameKey(countryText));
  const format = input.format ?? (online || type === 'webinar' ? 'online' : 'in-person');
  if (countryText !== null && format !== 'online' && NOT_CHOSEN_COUNTRIES.has(nameKey(countryText))) {
    report('place_unknown', 'country', countryText);
    return { country: null, city: null, region: null, format };
  }
  if (countryText === null || online) {
    if (format !== 'online') {
      const advice =
        input.format === null
          ? 'if the event is online, set format to online; else give its country'
          : `give the country where the event takes place, or set format to online if it is not ${input.format}`;
      report('country_required', 'country', countryText, advice);
      return { country: undefined, city: null, region: null, format };
    }
    if (city !== null) report('online_city_dropped', 'city', city);
    return { country: null, city: null, region: null, format };
  }

  const reading = readCountryText(countryText, countries, places);
  if (!reading) {
    report('country_unknown', 'country', countryText, countries.suggest(countryText, 1)[0]);
    return { country: undefined, city: null, region: null, format };
  }
  const { country } = reading;
  if (reading.fix !== null) report(reading.fix, 'country', countryText, countryFixAdvice(reading));
  const form = city === null ? { city: null, region: null } : cityForm(city, country, countries, places, report);
  if (places) checkRegionCode(countryText, country, form.city, countries, places, report);
  const region = regionColumn(input.region ?? null, country, places, report) ?? form.region ?? reading.region;
  return { country, city: form.city, region, format };
}

/** The suggestion of a country read as a region of it or a spelling within one edit. */
function countryFixAdvice(reading: CountryReading): string {
  const { country, region } = reading;
  if (reading.fix === 'country_corrected' || region === null) return country.name;
  return `"${regionName(region)}" is a region of ${country.name}: write the country as ${country.name} and the region as ${regionName(region)}`;
}

/** The region column resolved within the country (name, native name or code); unknown: a warning. */
function regionColumn(text: string | null, country: Country, places: Places | undefined, report: Report) {
  if (text === null || !places) return null;
  const region = places.regions.ofCountry(text, country.alpha2);
  if (!region) report('region_unknown', 'region', text, `give a region of ${country.name} by name or ISO 3166-2 code`);
  return region ?? null;
}

/**
 * "Austin, TX" -> "Austin" (in the region TX) when every part after the first comma names a region
 * of the event's country or the country itself; otherwise the city as given, with a warning.
 */
function cityForm(
  city: string,
  country: Country,
  countries: CountryResolver,
  places: Places | undefined,
  report: Report,
): { city: string; region: Region | null } {
  const comma = city.indexOf(',');
  if (comma === -1) return { city, region: null };
  const head = city.slice(0, comma).trim();
  const rest = city
    .slice(comma + 1)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ofCountry = (part: string): boolean =>
    countries.resolve(part) === country || places?.regions.isRegionOf(part, country.alpha2) === true;
  if (head !== '' && rest.length > 0 && rest.every(ofCountry)) {
    report('city_region_rewritten', 'city', city, head);
    const region = rest.map((part) => places?.regions.ofCountry(part, country.alpha2)).find((found) => found);
    return { city: head, region: region ?? null };
  }
  const elsewhere = rest.map((part) => placeOwner(part, countries, places)).find((owner) => owner !== undefined);
  report(
    'city_region_unknown',
    'city',
    city,
    elsewhere && elsewhere !== country.name
      ? `check the country: "${city}" reads as a place in ${elsewhere}`
      : undefined,
  );
  return { city, region: null };
}

/**
 * A country written as a two-letter code that is also a US state or Canadian province code ("CA"):
 * taken as the ISO country, with a warning; sharper when the city lies in that state or province
 * and not in the coded country.
 */
function checkRegionCode(
  text: string,
  country: Country,
  city: string | null,
  countries: CountryResolver,
  places: Places,
  report: Report,
): void {
  if (text.trim().toUpperCase() !== country.alpha2) return;
  const region = places.regions.northAmerican(text);
  const regionCountry = region && countries.resolve(region.country);
  if (!region || !regionCountry) return;
  const kind = region.country === 'US' ? 'US state' : 'Canadian province';
  const where = region.country === 'US' ? `the ${regionCountry.name}` : regionCountry.name;
  const elsewhere =
    city !== null &&
    places.cities.hasCityInRegion(city, region.country, region.code) &&
    !places.cities.hasCity(city, country.alpha2);
  const advice = elsewhere
    ? `"${city}" is in the ${kind} ${region.name}, not in ${country.name}: write the country as ${regionCountry.name}`
    : `"${text.trim()}" is also the ${kind} ${region.name}; if the event is in ${where}, write the country as ${regionCountry.name}`;
  report('country_code_is_region', 'country', text, advice);
}
