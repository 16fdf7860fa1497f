/**
 * The lookups `city`, `near` and `region` read place names with (place-names.ts, place-filters.ts),
 * built when a snapshot loads: every region's folded names and codes, of the events' regions and
 * of the known places' (docs/snapshot-format.md, Known places), the events' regions by their folded
 * names, and the city slots by their point. Built in steps (util/sliced.ts): folding the few
 * thousand regions' names takes several milliseconds. What is kept is a few typed arrays and one
 * buffer of keys each (util/sorted-strings.ts): maps of strings to arrays were about 68,000 heap
 * objects at 1M events, marked by every full collection.
 */
import { nameKey } from '../../reference/fold.js';
import type { MetaRegion } from '../../store/layout.js';
import type { Store } from '../../store/store.js';
import type { Steps } from '../../util/sliced.js';
import { SortedStrings } from '../../util/sorted-strings.js';

/** Regions folded between two pauses (about a millisecond: a region has a few names). */
const REGIONS_PER_STEP = 100;

/** Folded names, each to a run of values (a few typed arrays). */
class NameLookup {
  constructor(
    private readonly keys: SortedStrings,
    /** Key i names values[offsets[i] .. offsets[i + 1]). */
    private readonly offsets: Uint32Array,
    private readonly values: Uint32Array,
  ) {}

  /** The values of the folded `key`, in the order they were first met (none: empty). */
  get(key: string): Uint32Array {
    const at = this.keys.indexOf(key);
    return at < 0 ? this.values.subarray(0, 0) : this.values.subarray(this.offsets[at]!, this.offsets[at + 1]!);
  }

  /** The lookup of every folded name of `regions`, each name to the values of the regions it names, each value once. */
  static *steps(
    regions: readonly MetaRegion[],
    valueFor: (region: MetaRegion, at: number) => number,
  ): Steps<NameLookup> {
    const byName = new Map<string, number[]>();
    for (const [at, region] of regions.entries()) {
      const value = valueFor(region, at);
      for (const key of new Set(region.names.map(nameKey))) {
        const values = byName.get(key);
        if (!values) byName.set(key, [value]);
        else if (!values.includes(value)) values.push(value);
      }
      if ((at + 1) % REGIONS_PER_STEP === 0) yield;
    }
    const keys = [...byName.keys()].sort();
    yield;
    const offsets = new Uint32Array(keys.length + 1);
    for (const [i, key] of keys.entries()) offsets[i + 1] = offsets[i]! + byName.get(key)!.length;
    const values = new Uint32Array(offsets[keys.length]!);
    for (const [i, key] of keys.entries()) values.set(byName.get(key)!, offsets[i]);
    yield;
    const sorted = SortedStrings.of(keys);
    yield;
    return new NameLookup(sorted, offsets, values);
  }
}

/** The placed city slots by their point: the slots sorted by latitude, then longitude, then slot. */
class PointLookup {
  constructor(
    private readonly latitude: Float64Array,
    private readonly longitude: Float64Array,
    private readonly order: Uint32Array,
  ) {}

  /** The first slot placed at exactly this point, or undefined. */
  slotAt(latitude: number, longitude: number): number | undefined {
    const { order } = this;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const slot = order[mid]!;
      const below =
        this.latitude[slot]! < latitude || (this.latitude[slot] === latitude && this.longitude[slot]! < longitude);
      if (below) lo = mid + 1;
      else hi = mid;
    }
    const slot = order[lo];
    return slot !== undefined && this.latitude[slot] === latitude && this.longitude[slot] === longitude
      ? slot
      : undefined;
  }

  static of({ geo }: Pick<Store, 'geo'>): PointLookup {
    const placed: number[] = [];
    for (let slot = 0; slot < geo.latitude.length; slot++) if (!Number.isNaN(geo.latitude[slot]!)) placed.push(slot);
    placed.sort((a, b) => geo.latitude[a]! - geo.latitude[b]! || geo.longitude[a]! - geo.longitude[b]! || a - b);
    return new PointLookup(geo.latitude, geo.longitude, Uint32Array.from(placed));
  }
}

export class PlaceLookups {
  private constructor(
    /** The events' regions, then the known places' (the values of `codes` index them). */
    private readonly allRegions: readonly MetaRegion[],
    private readonly codes: NameLookup,
    private readonly events: NameLookup,
    private readonly points: PointLookup,
  ) {}

  /**
   * The ISO 3166-2 codes of the regions, of the events' and of the known places', that a folded
   * name or code names, each once.
   */
  regionCodes(key: string): string[] {
    return Array.from(this.codes.get(key), (at) => this.allRegions[at]!.code);
  }

  /** The events' regions (indexes of meta.regions) that a folded name or code names. */
  regions(key: string): number[] {
    return Array.from(this.events.get(key));
  }

  /** The first placed city slot at exactly this point (a known place at one has events), or undefined. */
  slotAt(latitude: number, longitude: number): number | undefined {
    return this.points.slotAt(latitude, longitude);
  }

  static *steps(store: Store): Steps<PlaceLookups> {
    const { meta, places } = store;
    const regions = [...meta.regions, ...places.regions];
    // A code names a region once, whether the events' list or the places' holds it.
    const firstOfCode = new Map<string, number>();
    for (const [at, region] of regions.entries()) if (!firstOfCode.has(region.code)) firstOfCode.set(region.code, at);
    const codes = yield* NameLookup.steps(regions, (region) => firstOfCode.get(region.code)!);
    const events = yield* NameLookup.steps(meta.regions, (_, at) => at);
    const points = PointLookup.of(store);
    return new PlaceLookups(regions, codes, events, points);
  }
}
