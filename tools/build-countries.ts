/**
 * Derives data/countries.json from the world-countries package (npm run countries).
 *
 * Kept: UN members, the UN observer states (Palestine, Vatican City), Taiwan, Hong Kong and Kosovo.
 * Stored names are the package's common names, except where the continent table of docs/api.md spells a country
 * differently (NAME_OVERRIDES); continents follow 2.6 where it names the country, else the package's
 * region. Fails loudly if a 2.6 country is missing or a name, alias or code would name two countries.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Countries, Country as PackageCountry } from 'world-countries';
import { CONTINENTS, SPEC_CONTINENT_COUNTRIES, type Continent } from '../src/reference/continents.js';
import { fold, nameKey } from '../src/reference/fold.js';
import { ambiguousCountryKeys, type Country } from '../src/reference/countries.js';
import { DATA_DIR } from '../src/util/paths.js';

const worldCountries = createRequire(import.meta.url)('world-countries') as Countries;

/** Non-members kept besides the UN members (the package counts Vatican City as a member); Curaçao hosts conferences. */
const EXTRA_CODES = new Set(['PS', 'VA', 'TW', 'HK', 'XK', 'CW']);

/** Stored names that differ from the package's common name (which stays an alias), by alpha-2. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  AE: 'UAE',
  CZ: 'Czech Republic',
  TR: 'Turkey',
};

/** Names people write that the package lacks, by alpha-2. Codes are matched separately. */
const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'U.S.', 'U.S.A.', 'United States of America', 'America'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  KR: ['Korea', 'Republic of Korea'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czechia'],
  TR: ['Türkiye', 'Turkiye'],
  CI: ["Côte d'Ivoire"],
  AE: ['United Arab Emirates', 'U.A.E.'],
  MM: ['Burma'],
  RU: ['Russian Federation'],
  VN: ['Viet Nam'],
  IR: ['Islamic Republic of Iran', 'Persia'],
  LA: ['Lao PDR'],
  CN: ["People's Republic of China", 'PRC', 'P.R. China', 'PR China', 'Mainland China'],
  HK: ['Hong Kong SAR', 'Hong Kong, China'],
  CV: ['Cabo Verde'],
  VA: ['Holy See'],
  BS: ['The Bahamas'],
  GM: ['The Gambia'],
  MD: ['Republic of Moldova'],
  TZ: ['United Republic of Tanzania'],
  PS: ['Palestinian Territories'],
  JP: ['Nippon', 'Nihon'],
  KN: ['St. Kitts and Nevis', 'St. Kitts', 'Saint Kitts'],
};

/** Package alt spellings that are fragments or adjectives rather than names of the country. */
const DROPPED_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AO: ["ʁɛpublika de an'ɡɔla"],
  BN: ['the Abode of Peace'],
  IS: ['Island'],
  MX: ['Mexicanos'],
  PT: ['Portuguesa'],
  TG: ['Togolese'],
  TH: ['Thai', 'Prathet'],
};

function continentOf(country: PackageCountry): Continent {
  if (country.region === 'Americas') {
    return country.subregion === 'South America' ? 'South America' : 'North America';
  }
  const region = CONTINENTS.find((c) => c === country.region);
  if (!region) throw new Error(`${country.name.common}: no continent for region "${country.region}"`);
  return region;
}

/**
 * Native names and the package's translations (common and official): "Deutschland", "España",
 * "Polska", "Allemagne". Those that would name two countries, or are codes-short (3 characters or
 * fewer), are left out, so that they never shadow a real name, alias or code.
 */
function foreignNames(countries: readonly PackageCountry[]): Map<string, string[]> {
  const owners = new Map<string, Set<string>>();
  const names = new Map<string, string[]>();
  for (const pkg of countries) {
    const texts = [
      ...Object.values(pkg.name.native ?? {}).flatMap((n) => [n.common, n.official]),
      ...Object.values(pkg.translations).flatMap((n) => [n.common, n.official]),
    ];
    names.set(pkg.cca2, texts);
    for (const text of texts) {
      const key = nameKey(text);
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key)!.add(pkg.cca2);
    }
  }
  for (const [code, texts] of names) {
    names.set(
      code,
      texts.filter((text) => nameKey(text).replace(/ /g, '').length > 3 && owners.get(nameKey(text))!.size === 1),
    );
  }
  return names;
}

function isCode(text: string): boolean {
  return /^[A-Z]{2,3}$/.test(text);
}

function buildCountries(): Country[] {
  const specContinent = new Map<string, Continent>();
  for (const continent of CONTINENTS) {
    for (const name of SPEC_CONTINENT_COUNTRIES[continent]) specContinent.set(name, continent);
  }

  const kept = worldCountries.filter((c) => c.region !== 'Antarctic' && (c.unMember || EXTRA_CODES.has(c.cca2)));
  const foreign = foreignNames(worldCountries);
  const countries: Country[] = kept.map((pkg) => {
    const name = NAME_OVERRIDES[pkg.cca2] ?? pkg.name.common;
    const alpha2 = pkg.cca2;
    const alpha3 = pkg.cca3;
    const ownKeys = new Set([nameKey(name), alpha2.toLowerCase(), alpha3.toLowerCase()]);
    const aliases: string[] = [];
    const texts = [
      pkg.name.common,
      pkg.name.official,
      ...pkg.altSpellings.filter(
        (s) => !(isCode(s) && (s === alpha2 || s === alpha3)) && !DROPPED_ALIASES[alpha2]?.includes(s),
      ),
      ...(EXTRA_ALIASES[alpha2] ?? []),
    ];
    const keep = (text: string): boolean => {
      const key = nameKey(text);
      if (key.length === 0 || ownKeys.has(key)) return false;
      ownKeys.add(key);
      return true;
    };
    aliases.push(...texts.filter(keep));
    const foreignNames = (foreign.get(alpha2) ?? []).filter(keep);
    return {
      name,
      alpha2,
      alpha3,
      continent: specContinent.get(name) ?? continentOf(pkg),
      aliases,
      foreign: foreignNames,
    };
  });

  const byName = new Map(countries.map((c) => [c.name, c]));
  for (const [name, continent] of specContinent) {
    const country = byName.get(name);
    if (!country) throw new Error(`the continent table names "${name}", which is not in the list`);
    if (country.continent !== continent) throw new Error(`${name} must be in ${continent}`);
  }
  for (const code of [
    ...Object.keys(NAME_OVERRIDES),
    ...Object.keys(EXTRA_ALIASES),
    ...Object.keys(DROPPED_ALIASES),
    ...EXTRA_CODES,
  ]) {
    if (!countries.some((c) => c.alpha2 === code)) throw new Error(`override for unknown country ${code}`);
  }

  // Every name, alias and code must lead to one country only.
  const problems = ambiguousCountryKeys(countries);
  if (problems.length > 0) throw new Error(`ambiguous country names:\n  ${problems.join('\n  ')}`);

  const sortKey = (c: Country) => fold(c.name);
  return countries.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

function main(): void {
  const countries = buildCountries();
  const file = join(DATA_DIR, 'countries.json');
  writeFileSync(file, `${JSON.stringify(countries, null, 2)}\n`);
  const perContinent = CONTINENTS.map((c) => `${c} ${countries.filter((x) => x.continent === c).length}`);
  process.stdout.write(`wrote ${countries.length} countries to data/countries.json (${perContinent.join(', ')})\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`build-countries: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
