/**
 * The lookups `city` and `near` read place names with (place-names.ts), built when a snapshot
 * loads: every region's folded names and codes, of the events' regions and of the known places'
 * (docs/snapshot-format.md, Known places), the events' regions by their folded names, and the city
 * slots by their point. Built in steps (util/sliced.ts): folding the few thousand regions' names
 * takes several milliseconds.
 */
import { nameKey } from '../../reference/fold.js';
import type { MetaRegion } from '../../store/layout.js';
import type { Store } from '../../store/store.js';
import type { Steps } from '../../util/sliced.js';
import { pointKey } from './within-radius.js';

export interface PlaceLookups {
  /** Folded names and codes of every region, of the events' and of the known places', to ISO 3166-2 codes. */
  regionCodesByName: ReadonlyMap<string, readonly string[]>;
  /** Folded names of the events' regions (meta.regions) to their indexes there. */
  regionsByName: ReadonlyMap<string, number[]>;
  /** The placed city slots by their point ("lat,lon"): a known place at one has events. */
  slotsByPoint: ReadonlyMap<string, number>;
}

/** Regions folded between two pauses (about a millisecond: a region has a few names). */
const REGIONS_PER_STEP = 200;
/** Slots keyed between two pauses (writing a point as text takes about half a microsecond). */
const SLOTS_PER_STEP = 1_000;

export function* placeLookupSteps(store: Store): Steps<PlaceLookups> {
  const regions = [...store.meta.regions, ...store.places.regions];
  const regionCodesByName = yield* byFoldedName(regions, (region) => region.code);
  const regionsByName = yield* byFoldedName(store.meta.regions, (_, at) => at);
  const slotsByPoint = yield* slotPointSteps(store);
  return { regionCodesByName, regionsByName, slotsByPoint };
}

/** Every folded name and code of the regions to the values of the regions it names, each once. */
function* byFoldedName<V>(
  regions: readonly MetaRegion[],
  valueFor: (region: MetaRegion, at: number) => V,
): Steps<Map<string, V[]>> {
  const byName = new Map<string, V[]>();
  for (const [at, region] of regions.entries()) {
    const value = valueFor(region, at);
    for (const key of new Set(region.names.map(nameKey))) {
      const values = byName.get(key);
      if (!values) byName.set(key, [value]);
      else if (!values.includes(value)) values.push(value);
    }
    if ((at + 1) % REGIONS_PER_STEP === 0) yield;
  }
  return byName;
}

/** The placed city slots by their point (the first slot of a point). */
function* slotPointSteps({ geo }: Store): Steps<Map<string, number>> {
  const byPoint = new Map<string, number>();
  for (let slot = 0; slot < geo.latitude.length; slot++) {
    const key = pointKey(geo.latitude[slot]!, geo.longitude[slot]!);
    if (!Number.isNaN(geo.latitude[slot]!) && !byPoint.has(key)) byPoint.set(key, slot);
    if ((slot + 1) % SLOTS_PER_STEP === 0) yield;
  }
  return byPoint;
}
