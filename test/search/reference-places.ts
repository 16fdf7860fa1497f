/**
 * Where the source rows are, as a plain reference reads it (docs/api.md, Places): each row placed
 * by the builder's own place data (where its city lies) and its region (the one the row names,
 * else its city's), as an ISO 3166-2 code. The near and region filters of the reference are judged
 * from these.
 */
import { haversineKm } from '../../src/search/components/within-radius.js';
import type { SearchFilters } from '../../src/search/types.js';
import { loadPlaces } from '../../src/source/location.js';
import type { ValidRow } from '../../src/source/validate.js';

export interface RowPlaces {
  /** Per row id: where its city lies, if placed. */
  point: ReadonlyMap<number, { latitude: number; longitude: number }>;
  /** Per row id: the ISO 3166-2 code of its region ("US-TX"). */
  region: ReadonlyMap<number, string>;
}

export function rowPlaces(rows: readonly ValidRow[]): RowPlaces {
  const point = new Map<number, { latitude: number; longitude: number }>();
  const region = new Map<number, string>();
  const { placer } = loadPlaces();
  for (const row of rows) {
    if (row.city === null || row.country === null) continue;
    const place = placer.place(row.city, row.country.alpha2, row.region);
    if (place) point.set(row.id, place);
    const found = row.region ?? place?.region;
    if (found) region.set(row.id, `${found.country}-${found.code}`);
  }
  return { point, region };
}

/** The distance from a row's city to a point, km (Infinity for a row not placed). */
export function distanceKm(places: RowPlaces, row: ValidRow, latitude: number, longitude: number): number {
  const at = places.point.get(row.id);
  return at ? haversineKm(latitude, longitude, at.latitude, at.longitude) : Number.POSITIVE_INFINITY;
}

/**
 * Whether a row matches the near filter (a point, with radiusKm or the default 50) and the region
 * filter (ISO 3166-2 codes, any of them) of `f`.
 */
export function matchesPlaces(row: ValidRow, f: SearchFilters, places: RowPlaces | undefined): boolean {
  if (f.near === undefined && f.regions === undefined) return true;
  if (places === undefined) throw new Error('near and region need the rows placed (rowPlaces)');
  if (f.near !== undefined) {
    if ('place' in f.near) throw new Error('the reference takes near as a point');
    if (distanceKm(places, row, f.near.latitude, f.near.longitude) > (f.radiusKm ?? 50)) return false;
  }
  const region = places.region.get(row.id)?.toLowerCase();
  return f.regions === undefined || (region !== undefined && f.regions.some((code) => code.toLowerCase() === region));
}
