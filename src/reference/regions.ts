/**
 * Regions (states, provinces, ISO 3166-2 subdivisions) of each country, from the
 * country-region-data package (MIT; native names such as "Bayern") and the first-level divisions
 * of iso3166-2-db (subdivisions.ts; English names such as "Bavaria", and the divisions
 * country-region-data lacks, such as Spain's autonomous communities): what a source city written
 * "Austin, TX" or "Toronto, Ontario" may name after its comma (docs/source-format.md, City forms).
 * Build-time only: the server never loads it.
 */
import { createRequire } from 'node:module';
import { nameKey } from './fold.js';
import { REGION_EXTRAS } from './region-extras.js';
import { subdivisions } from './subdivisions.js';

export interface Region {
  /** The subdivision code within its country, e.g. "TX" (ISO 3166-2 "US-TX"). */
  code: string;
  name: string;
  /** ISO alpha-2 code of the country. */
  country: string;
  /** The English name where it differs from `name` ("Bavaria" for "Bayern"). */
  english?: string;
}

/** The ISO 3166-2 code of a region: "US-CA", "DE-BY". */
export const isoCode = (region: Region): string => `${region.country}-${region.code}`;

/** The name a region is shown by: its English name where known, else the package's. */
export const regionName = (region: Region): string => region.english ?? region.name;

/** Every name and code a region answers to, shown name first: "Bavaria", "Bayern", "BY", "DE-BY". */
export function regionNames(region: Region): string[] {
  return [...new Set([regionName(region), region.name, region.code, isoCode(region)])];
}

interface PackageCountry {
  countryShortCode: string;
  regions: readonly { name: string; shortCode?: string }[];
}

/** The countries whose two-letter region codes are read as states or provinces in addresses. */
const NORTH_AMERICAN = new Set(['US', 'CA']);

/**
 * Every region of the country-region-data package (a region without a code gets its name as code),
 * with its English name, then every first-level division of iso3166-2-db that package lacks (by code
 * and by name).
 */
export function loadRegions(): readonly Region[] {
  const require = createRequire(import.meta.url);
  const countries = require('country-region-data/data.json') as readonly PackageCountry[];
  const divisions = subdivisions();
  const regions = countries.flatMap((country) =>
    country.regions.map((region): Region => {
      const code = region.shortCode ?? region.name;
      const iso = `${country.countryShortCode}-${code}`;
      const english = REGION_EXTRAS[iso]?.english ?? divisions.get(iso)?.english;
      return {
        code,
        name: region.name,
        country: country.countryShortCode,
        ...(english !== undefined && english !== region.name ? { english } : {}),
      };
    }),
  );
  const known = new Set(
    regions.flatMap((region) => [isoCode(region), `${region.country}-${nameKey(regionName(region))}`]),
  );
  for (const [iso, division] of divisions) {
    if (division.admin1 === undefined || known.has(iso)) continue;
    // The same region under another code ("CN-11" here, "CN-BJ" in country-region-data).
    if (known.has(`${division.country}-${nameKey(division.english)}`)) continue;
    regions.push({ code: division.code, name: division.english, country: division.country });
  }
  return regions;
}

/** Looks up regions by code ("TX", "US-TX") or folded name ("texas"). */
export class RegionResolver {
  /** Folded names and codes (plain and country-prefixed) -> the regions they name. */
  private readonly byKey = new Map<string, Region[]>();
  private readonly northAmericanByCode = new Map<string, Region>();
  private readonly byIso = new Map<string, Region>();

  constructor(regions: readonly Region[]) {
    for (const region of regions) {
      const keys = new Set(regionNames(region).map(nameKey));
      for (const key of keys) {
        if (key.length === 0) continue;
        const list = this.byKey.get(key);
        if (list) list.push(region);
        else this.byKey.set(key, [region]);
      }
      this.byIso.set(isoCode(region), region);
      if (NORTH_AMERICAN.has(region.country) && /^[A-Z]{2}$/.test(region.code)) {
        this.northAmericanByCode.set(region.code, region);
      }
    }
  }

  /** The regions a text names, by code (also dotted: "D.C.") or folded name, in any country. */
  named(text: string): readonly Region[] {
    const key = nameKey(text);
    return this.byKey.get(key) ?? this.byKey.get(key.replaceAll(' ', '')) ?? [];
  }

  /** The codes of the regions of a country. */
  codesOf(alpha2: string): string[] {
    return [...this.byIso.values()].filter((region) => region.country === alpha2).map((region) => region.code);
  }

  /** The region with this code in the country with this ISO alpha-2 code ("US", "TX"), if any. */
  find(alpha2: string, code: string): Region | undefined {
    return this.byIso.get(`${alpha2}-${code}`);
  }

  /** The region of the country with this ISO alpha-2 code that a text names, if any. */
  ofCountry(text: string, alpha2: string): Region | undefined {
    return this.named(text).find((region) => region.country === alpha2);
  }

  /** Whether a text names a region of the country with this ISO alpha-2 code. */
  isRegionOf(text: string, alpha2: string): boolean {
    return this.named(text).some((region) => region.country === alpha2);
  }

  /** The US state or Canadian province with this two-letter code ("CA": California), if any. */
  northAmerican(code: string): Region | undefined {
    return this.northAmericanByCode.get(code.trim().toUpperCase());
  }
}
