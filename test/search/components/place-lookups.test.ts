/**
 * The place lookups (src/search/components/place-lookups.ts) answer as maps of the folded names
 * and points would: every name and code of every region, of the events' and of the known places',
 * to the codes and the event regions it names in the order first met, and every placed city slot's
 * point to the first slot placed there.
 */
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../src/reference/fold.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(3000);

/** Each folded name of `regions` to the values of the regions it names, each once, in the order met. */
function byName<R extends { names: readonly string[] }>(
  regions: readonly R[],
  value: (region: R, at: number) => string | number,
) {
  const map = new Map<string, (string | number)[]>();
  regions.forEach((region, at) => {
    for (const key of new Set(region.names.map(nameKey))) {
      const values = map.get(key) ?? [];
      if (!values.includes(value(region, at))) values.push(value(region, at));
      map.set(key, values);
    }
  });
  return map;
}

describe('the place lookups', () => {
  it('give every region name and code the codes and the event regions it names', () => {
    const { index } = demo;
    const { regions, places } = index.store;
    const codes = byName([...regions.toArray(), ...places.regions.toArray()], (region) => region.code);
    const events = byName(regions.toArray(), (_, at) => at);
    expect(codes.size).toBeGreaterThan(100);
    for (const [key, wanted] of codes) expect(index.placeLookups.regionCodes(key), key).toEqual(wanted);
    for (const [key, wanted] of events) expect(index.placeLookups.regions(key), key).toEqual(wanted);
    expect(index.placeLookups.regionCodes('no such region')).toEqual([]);
    expect(index.placeLookups.regions('')).toEqual([]);
  });

  it('give every placed point its first city slot, and no slot elsewhere', () => {
    const { geo } = demo.index.store;
    const first = new Map<string, number>();
    for (let slot = 0; slot < geo.latitude.length; slot++) {
      const key = `${geo.latitude[slot]},${geo.longitude[slot]}`;
      if (!Number.isNaN(geo.latitude[slot]!) && !first.has(key)) first.set(key, slot);
    }
    expect(first.size).toBeGreaterThan(10);
    for (let slot = 0; slot < geo.latitude.length; slot++) {
      const [lat, lon] = [geo.latitude[slot]!, geo.longitude[slot]!];
      expect(demo.index.placeLookups.slotAt(lat, lon)).toBe(first.get(`${lat},${lon}`));
      expect(demo.index.placeLookups.slotAt(lat, lon + 1e-9)).toBe(first.get(`${lat},${lon + 1e-9}`));
    }
    expect(demo.index.placeLookups.slotAt(91, 0)).toBeUndefined();
  });
});
