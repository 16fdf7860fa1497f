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
import type { RegionTable } from '../../store/region-table.js';
import type { Store } from '../../store/store.js';
import { sortStringsInSteps, type Steps } from '../../util/sliced.js';
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

  /** The lookup of the names collected in `byName` (each to its values), in steps. */
  static *steps(byName: ReadonlyMap<string, readonly number[]>): Steps<NameLookup> {
    const keys = yield* sortStringsInSteps([...byName.keys()]);
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

/** Adds `value` to the values of `key`, unless it holds it already. */
function addTo(byName: Map<string, number[]>, key: string, value: number): void {
  const values = byName.get(key);
  if (!values) byName.set(key, [value]);
  else if (!values.includes(value)) values.push(value);
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
    /** The events' regions, then the known places' (the values of `codes` index them in that order). */
    private readonly tables: readonly [RegionTable, RegionTable],
    private readonly codes: NameLookup,
    private readonly eventRegions: NameLookup,
    private readonly points: PointLookup,
  ) {}

  /**
   * The ISO 3166-2 codes of the regions, of the events' and of the known places', that a folded
   * name or code names, each once.
   */
  regionCodes(key: string): string[] {
    const [events, places] = this.tables;
    return Array.from(this.codes.get(key), (at) =>
      at < events.length ? events.code(at) : places.code(at - events.length),
    );
  }

  /** The events' regions (indexes of Store.regions) that a folded name or code names. */
  regions(key: string): number[] {
    return Array.from(this.eventRegions.get(key));
  }

  /** The first placed city slot at exactly this point (a known place at one has events), or undefined. */
  slotAt(latitude: number, longitude: number): number | undefined {
    return this.points.slotAt(latitude, longitude);
  }

  static *steps(store: Store): Steps<PlaceLookups> {
    const tables = [store.regions, store.places.regions] as const;
    const [events, places] = tables;
    // Every region's folded names, once: to the first region of its code (a code names a region
    // once, whether the events' list or the places' holds it), and the events' to their own.
    const firstOfCode = new Map<string, number>();
    const codes = new Map<string, number[]>();
    const regions = new Map<string, number[]>();
    const count = events.length + places.length;
    for (let at = 0; at < count; at++) {
      const [table, inTable] = at < events.length ? [events, at] : [places, at - events.length];
      const code = table.code(inTable);
      if (!firstOfCode.has(code)) firstOfCode.set(code, at);
      for (const key of new Set(table.namesOf(inTable).map(nameKey))) {
        addTo(codes, key, firstOfCode.get(code)!);
        if (table === events) addTo(regions, key, at);
      }
      if ((at + 1) % REGIONS_PER_STEP === 0) yield;
    }
    return new PlaceLookups(
      tables,
      yield* NameLookup.steps(codes),
      yield* NameLookup.steps(regions),
      PointLookup.of(store),
    );
  }
}
