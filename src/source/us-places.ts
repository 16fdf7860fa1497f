/**
 * Places in the United States as trackers write them (docs/importers.md, Values): "City, State"
 * with the state's name, its postal code or its old abbreviation ("Chicago, Ill.", "Chicago, ILL"),
 * and Washington, D.C. in its spellings ("Washington DC"). A state's name that other countries also
 * give a region ("Florida", "Georgia") is the state when the city before it lies there. Written by
 * hand: the abbreviations are a closed list of the AP style book's.
 */
import type { Country, CountryResolver } from '../reference/countries.js';
import type { Region } from '../reference/regions.js';
import type { Places } from './places.js';

/** The abbreviations of states that are not their postal codes, folded (no dot), with the code. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ala: 'AL',
  ariz: 'AZ',
  ark: 'AR',
  cal: 'CA',
  calif: 'CA',
  colo: 'CO',
  conn: 'CT',
  dc: 'DC',
  del: 'DE',
  fla: 'FL',
  ill: 'IL',
  ind: 'IN',
  kan: 'KS',
  kans: 'KS',
  mass: 'MA',
  mich: 'MI',
  minn: 'MN',
  miss: 'MS',
  mont: 'MT',
  neb: 'NE',
  nebr: 'NE',
  nev: 'NV',
  okla: 'OK',
  ore: 'OR',
  oreg: 'OR',
  penn: 'PA',
  tenn: 'TN',
  tex: 'TX',
  wash: 'WA',
  wis: 'WI',
  wisc: 'WI',
  wyo: 'WY',
};

/** Washington, D.C. written as one part. */
const WASHINGTON_DC_RE = /^washington,?\s*d\.?\s*c\.?$/i;

/** The sports codes trackers write for a country that are no ISO code of any ("Munich, GER"), and its ISO code. */
export const SPORTS_CODES: Readonly<Record<string, string>> = {
  GER: 'DE',
  SUI: 'CH',
  NED: 'NL',
  DEN: 'DK',
  POR: 'PT',
  GRE: 'GR',
  CRO: 'HR',
  KSA: 'SA',
};

/**
 * Spellings of a country that its reference names do not hold, and its code: Spanish "EE.UU.", the
 * sports codes, and Macao, a special administrative region of China the reference countries do not
 * list apart.
 */
const COUNTRY_SPELLINGS: Readonly<Record<string, { code: string; isCity: boolean; city?: string }>> = {
  eeuu: { code: 'US', isCity: false },
  'ee uu': { code: 'US', isCity: false },
  ...Object.fromEntries(
    Object.entries(SPORTS_CODES).map(([written, code]) => [written.toLowerCase(), { code, isCity: false }]),
  ),
  macao: { code: 'CN', isCity: true, city: 'Macau' },
  macau: { code: 'CN', isCity: true, city: 'Macau' },
};

/** A country spelt as the reference does not ("EE.UU."): its ISO code, whether the text is its city too, and that city's spelling. */
export function countrySpelling(text: string): { code: string; isCity: boolean; city?: string } | undefined {
  return COUNTRY_SPELLINGS[text.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim()];
}

export interface UsPlace {
  country: Country;
  region: Region;
  /** Set when the last part held the city too ("Washington DC"). */
  city?: string;
  fix: 'country_is_region';
}

/**
 * The US state a last part names after a city of it ("Miami, Florida", "Chicago, ILL"), or
 * Washington, D.C.; undefined when it names none, or the city is not in that state.
 */
export function usPlace(
  last: string,
  city: string | undefined,
  countries: CountryResolver,
  places: Places,
): UsPlace | undefined {
  const us = countries.resolve('US');
  if (!us) return undefined;
  if (WASHINGTON_DC_RE.test(last)) {
    const region = places.regions.northAmerican('DC');
    return region && { country: us, region, city: 'Washington', fix: 'country_is_region' };
  }
  if (city === undefined) return undefined;
  const code = ABBREVIATIONS[last.toLowerCase().replace(/\./g, '').trim()];
  const region = code ? places.regions.northAmerican(code) : places.regions.ofCountry(last, 'US');
  if (region?.country !== 'US' || !places.cities.hasCityInRegion(city, 'US', region.code)) return undefined;
  return { country: us, region, fix: 'country_is_region' };
}
