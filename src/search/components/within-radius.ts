/**
 * Distances on the Earth and the city slots within a radius (docs/api.md, Near a place): a cheap
 * bound first (a band of latitudes found by binary search in the slots sorted by latitude, then a
 * band of longitudes that wraps at the antimeridian and opens fully near a pole), then the exact
 * great-circle (haversine) distance of each slot left.
 *
 * Hand-written on purpose: the whole of it is a binary search and one formula over a few thousand
 * slots; a spatial index package would add a dependency for less than this file does.
 */
import type { GeoTable } from '../../store/geo-sections.js';
import { lowerBound } from '../../util/binary-search.js';
import type { SlotsByLatitude } from '../index-view.js';

/** The mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;
/** Slack on the bounds, degrees, so that rounding in them never drops a slot the haversine keeps. */
const SLACK = 1e-9;

/** The great-circle distance between two points given in degrees, km. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance as answers show it: km rounded to 0.1. */
export const roundedKm = (km: number): number => Math.round(km * 10) / 10;

/** The placed city slots sorted by latitude (NaN ones left out), built when a snapshot loads. */
export function slotsByLatitude(geo: GeoTable): SlotsByLatitude {
  const placed: number[] = [];
  for (let slot = 0; slot < geo.latitude.length; slot++) if (!Number.isNaN(geo.latitude[slot]!)) placed.push(slot);
  placed.sort((a, b) => geo.latitude[a]! - geo.latitude[b]! || a - b);
  return { slots: Uint32Array.from(placed), latitudes: Float64Array.from(placed, (slot) => geo.latitude[slot]!) };
}

/**
 * The bounds that hold every point within `radiusKm` of (lat, lon): latitudes [south, north], and
 * the half-width of the band of longitudes around lon (180 or more: every longitude).
 */
export function boundsOf(lat: number, lon: number, radiusKm: number) {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const degrees = angle / RADIANS;
  const south = lat - degrees - SLACK;
  const north = lat + degrees + SLACK;
  let halfWidth = 180;
  if (south > -90 && north < 90) {
    const ratio = Math.sin(angle) / Math.cos(lat * RADIANS);
    if (ratio < 1) halfWidth = Math.asin(ratio) / RADIANS + SLACK;
  }
  return { south, north, halfWidth, lon };
}

/** How far apart two longitudes are, 0 to 180 degrees, across the antimeridian too. */
export function longitudeGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % 360;
  return gap > 180 ? 360 - gap : gap;
}

/** The city slots within a radius, nearest first (ties by slot), with their distances. */
export interface NearSlots {
  slots: number[];
  distances: number[];
}

export function slotsWithin(
  geo: GeoTable,
  sorted: SlotsByLatitude,
  lat: number,
  lon: number,
  radiusKm: number,
): NearSlots {
  const { south, north, halfWidth } = boundsOf(lat, lon, radiusKm);
  const found: { slot: number; km: number }[] = [];
  for (let i = lowerBound(sorted.latitudes, south); i < sorted.latitudes.length; i++) {
    if (sorted.latitudes[i]! > north) break;
    const slot = sorted.slots[i]!;
    const slotLon = geo.longitude[slot]!;
    if (halfWidth < 180 && longitudeGap(slotLon, lon) > halfWidth) continue;
    const km = haversineKm(lat, lon, geo.latitude[slot]!, slotLon);
    if (km <= radiusKm) found.push({ slot, km });
  }
  found.sort((a, b) => a.km - b.km || a.slot - b.slot);
  return { slots: found.map((f) => f.slot), distances: found.map((f) => f.km) };
}
