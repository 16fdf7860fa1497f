/**
 * The city slots within a radius (src/search/components/within-radius.ts) against a plain scan: every slot's
 * haversine distance, over random slots and random points, radii from 0.1 to 500 km, with points
 * and slots crowded at the antimeridian and the poles, where the bounds wrap or open.
 */
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  haversineKm,
  longitudeGap,
  slotsByLatitude,
  slotsWithin,
} from '../../../src/search/components/within-radius.js';
import type { GeoTable } from '../../../src/store/geo-sections.js';
import { StringColumn } from '../../../src/store/string-column.js';
import { seededRandom } from '../../../tools/support/random-filters.js';

const random = seededRandom(2026_11_22);
const between = (low: number, high: number) => low + random() * (high - low);

/** A latitude and longitude, often near the antimeridian or a pole. */
function point(): [number, number] {
  const kind = random();
  if (kind < 0.25) return [between(-80, 80), random() < 0.5 ? between(175, 180) : between(-180, -175)];
  if (kind < 0.45) return [random() < 0.5 ? between(84, 90) : between(-90, -84), between(-180, 180)];
  if (kind < 0.5) return [random() < 0.5 ? 90 : -90, between(-180, 180)];
  return [(Math.asin(between(-1, 1)) * 180) / Math.PI, between(-180, 180)];
}

function table(count: number): GeoTable {
  const latitude = new Float64Array(count);
  const longitude = new Float64Array(count);
  for (let slot = 0; slot < count; slot++) {
    const [lat, lon] = point();
    // A few slots the builder could not place: never within any radius.
    latitude[slot] = slot % 97 === 0 ? Number.NaN : lat;
    longitude[slot] = slot % 97 === 0 ? Number.NaN : lon;
  }
  const none = new Uint16Array(count);
  return {
    latitude,
    longitude,
    population: new Uint32Array(count),
    slotCountry: none,
    slotRegion: none,
    slotDisplay: StringColumn.from(Array.from({ length: count }, (_, slot) => `city ${slot}`)),
    citySlot: new Uint32Array(0),
    region: new Uint16Array(0),
  };
}

function plainScan(geo: GeoTable, lat: number, lon: number, radiusKm: number) {
  const found: { slot: number; km: number }[] = [];
  for (let slot = 0; slot < geo.latitude.length; slot++) {
    if (Number.isNaN(geo.latitude[slot]!)) continue;
    const km = haversineKm(lat, lon, geo.latitude[slot]!, geo.longitude[slot]!);
    if (km <= radiusKm) found.push({ slot, km });
  }
  found.sort((a, b) => a.km - b.km || a.slot - b.slot);
  return { slots: found.map((f) => f.slot), distances: found.map((f) => f.km) };
}

describe('slotsByLatitude', () => {
  it('orders the placed slots by latitude, ties (0 and -0 too) in slot order, as a comparator sort does', () => {
    const geo = table(6000);
    // Ties: slots that share a latitude, and the two zeros.
    for (let slot = 1; slot < 6000; slot += 7) if (slot % 97 !== 0) geo.latitude[slot] = geo.latitude[slot - 1]!;
    for (const slot of [5, 10, 4000]) geo.latitude[slot] = 0;
    for (const slot of [3, 8, 4001]) geo.latitude[slot] = -0;
    const placed = [...geo.latitude.keys()].filter((slot) => !Number.isNaN(geo.latitude[slot]!));
    placed.sort((a, b) => geo.latitude[a]! - geo.latitude[b]! || a - b);
    const sorted = slotsByLatitude(geo);
    expect(Array.from(sorted.slots)).toEqual(placed);
    expect(Array.from(sorted.latitudes)).toEqual(placed.map((slot) => geo.latitude[slot]!));
  });
});

describe('slotsWithin', () => {
  it('finds exactly the slots a plain haversine scan finds, nearest first, at the antimeridian and the poles too', () => {
    const geo = table(6000);
    const sorted = slotsByLatitude(geo);
    let nonEmpty = 0;
    for (let i = 0; i < 1500; i++) {
      const [lat, lon] = point();
      const radius = random() < 0.2 ? between(0.1, 5) : between(5, 500);
      const expected = plainScan(geo, lat, lon, radius);
      expect(slotsWithin(geo, sorted, lat, lon, radius), `${lat},${lon} r=${radius}`).toEqual(expected);
      if (expected.slots.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(500);
  });

  it('keeps a slot exactly on the radius and across the antimeridian', () => {
    const geo = table(1);
    geo.latitude[0] = 0;
    geo.longitude[0] = -179.9;
    const sorted = slotsByLatitude(geo);
    const km = haversineKm(0, 179.9, 0, -179.9);
    expect(km).toBeCloseTo(22.2, 1);
    expect(slotsWithin(geo, sorted, 0, 179.9, km).slots).toEqual([0]);
    expect(slotsWithin(geo, sorted, 0, 179.9, km - 0.01).slots).toEqual([]);
  });

  it('opens the longitude band fully when the radius reaches a pole', () => {
    expect(boundsOf(89.9, 10, 50).halfWidth).toBe(180);
    expect(boundsOf(-89.9, 10, 50).halfWidth).toBe(180);
    expect(boundsOf(0, 10, 50).halfWidth).toBeLessThan(1);
    expect(longitudeGap(179, -179)).toBe(2);
    expect(longitudeGap(-10, 350)).toBe(0);
  });

  it('measures known distances', () => {
    // Barcelona to Badalona, about 10 km; London to Paris, about 344 km.
    expect(haversineKm(41.38879, 2.15899, 41.45004, 2.24741)).toBeCloseTo(10, 0);
    expect(haversineKm(51.50853, -0.12574, 48.85341, 2.3488)).toBeGreaterThan(340);
    expect(haversineKm(51.50853, -0.12574, 48.85341, 2.3488)).toBeLessThan(345);
  });
});
