/**
 * Where a source row's event takes place: its country (or none, online), its city and its
 * format, by the rules of docs/source-format.md (Online events, City forms, Risky values).
 */
import type { Country, CountryResolver } from '../reference/countries.js';
import { nameKey } from '../reference/fold.js';
import { PlaceNames } from '../reference/places.js';
import { RegionPlaces } from '../reference/region-places.js';
import { loadRegions, type Region, RegionResolver } from '../reference/regions.js';
import type { ReasonCode } from './problems.js';
import type { EventFormat, EventType } from './schema.js';

/** Region and city reference data for the location rules; build-time only. */
export interface Places {
  regions: RegionResolver;
  cities: PlaceNames;
  /** Where a city lies and in which region (docs/source-format.md, Places). */
  placer: RegionPlaces;
}

/** The region and city reference data (the cities are read on first use). */
export function loadPlaces(): Places {
  const regions = new RegionResolver(loadRegions());
  const cities = new PlaceNames();
  return { regions, cities, placer: new RegionPlaces(regions, cities) };
}

/** Country values that mean "no country: the event is online" (compared folded). */
const ONLINE_COUNTRIES = new Set(['online', 'virtual', 'remote', 'worldwide']);

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

  const country = countries.resolve(countryText);
  if (!country) {
    report('country_unknown', 'country', countryText, suggestCountry(countryText, countries, places));
    return { country: undefined, city: null, region: null, format };
  }
  const form = city === null ? { city: null, region: null } : cityForm(city, country, countries, places, report);
  if (places) checkRegionCode(countryText, country, form.city, countries, places, report);
  const region = regionColumn(input.region ?? null, country, places, report) ?? form.region;
  return { country, city: form.city, region, format };
}

/** The region column resolved within the country (name, native name or code); unknown: a warning. */
function regionColumn(text: string | null, country: Country, places: Places | undefined, report: Report) {
  if (text === null || !places) return null;
  const region = places.regions.ofCountry(text, country.alpha2);
  if (!region) report('region_unknown', 'region', text, `give a region of ${country.name} by name or ISO 3166-2 code`);
  return region ?? null;
}

/** A close spelling of a known country, or the country of a region named instead of one. */
function suggestCountry(text: string, countries: CountryResolver, places: Places | undefined): string | undefined {
  const region = places && regionOwner(text, countries, places.regions);
  if (region) return `"${text}" is a region of ${region}; write the country as ${region}`;
  return countries.suggest(text, 1)[0];
}

/** The one known country that has a region of this name (or this US/Canadian code), if only one. */
function regionOwner(text: string, countries: CountryResolver, regions: RegionResolver): string | undefined {
  const code = regions.northAmerican(text);
  const owners = new Set(
    (code ? [code] : regions.named(text))
      .map((region) => countries.resolve(region.country)?.name)
      .filter((name) => name !== undefined),
  );
  return owners.size === 1 ? [...owners][0] : undefined;
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

/** The known country a text names, or the one whose region it names. */
function placeOwner(text: string, countries: CountryResolver, places: Places | undefined): string | undefined {
  return countries.resolve(text)?.name ?? (places && regionOwner(text, countries, places.regions));
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
