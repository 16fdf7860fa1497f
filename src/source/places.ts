/** The region and city reference data the place rules read (docs/source-format.md, Places); build-time only. */
import { PlaceNames } from '../reference/geonames-cities.js';
import { RegionPlaces } from '../reference/region-places.js';
import { loadRegions, RegionResolver } from '../reference/regions.js';

/** Region and city reference data for the location rules. */
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
