/**
 * Which region (ISO 3166-2 subdivision) a GeoNames place lies in, from its first-level division
 * code (admin1), and back: iso3166-2-db gives the admin1 code of each division (subdivisions.ts).
 * Build-time only.
 */
import type { PlacedCity, PlaceNames } from './geonames-cities.js';
import { isoCode, type Region, type RegionResolver } from './regions.js';
import { subdivisions } from './subdivisions.js';

/** A placed city and the region it lies in (null when its division names no known region). */
export interface CityPlace extends PlacedCity {
  region: Region | null;
}

export class RegionPlaces {
  /** Per country: admin1 code -> region, and region ISO code -> admin1 code. */
  private readonly countries = new Map<string, { byAdmin1: Map<string, Region>; admin1: Map<string, string> }>();

  constructor(
    private readonly regions: RegionResolver,
    private readonly cities: PlaceNames,
  ) {}

  /** The region a division of the country is, if known. */
  regionOfAdmin1(alpha2: string, admin1: string): Region | undefined {
    return this.country(alpha2).byAdmin1.get(admin1);
  }

  /** The GeoNames division code of a region, if known. */
  admin1Of(region: Region): string | undefined {
    return this.country(region.country).admin1.get(isoCode(region));
  }

  /**
   * Where a city of the country lies: the most populous place of its name, within `region` when one
   * is given and a place of that name lies in it, else the one large place a letter off its name
   * ("Beijng"); with the region it lies in (`region` when given).
   */
  place(city: string, alpha2: string, region: Region | null): CityPlace | undefined {
    const admin1 = region ? this.admin1Of(region) : undefined;
    const place = this.cities.locate(city, alpha2, admin1) ?? this.cities.locateNear(city, alpha2);
    if (!place) return undefined;
    return { ...place, region: region ?? this.regionOfAdmin1(alpha2, place.admin1) ?? null };
  }

  private country(alpha2: string) {
    let found = this.countries.get(alpha2);
    if (!found) this.countries.set(alpha2, (found = this.mapCountry(alpha2)));
    return found;
  }

  private mapCountry(alpha2: string) {
    const byAdmin1 = new Map<string, Region>();
    const admin1 = new Map<string, string>();
    const add = (region: Region | undefined, code: string | undefined): void => {
      if (!region || code === undefined || byAdmin1.has(code)) return;
      byAdmin1.set(code, region);
      admin1.set(isoCode(region), code);
    };
    for (const division of subdivisions().values()) {
      if (division.country !== alpha2) continue;
      // country-region-data may write the code another way ("CN-BJ" for "CN-11"): then the name tells.
      const region = this.regions.find(alpha2, division.code) ?? this.regions.ofCountry(division.english, alpha2);
      add(region, division.admin1);
    }
    return { byAdmin1, admin1 };
  }
}
