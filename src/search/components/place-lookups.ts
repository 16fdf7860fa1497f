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

  /**
   * The lookup of every folded name of `count` regions (`namesOf`), each name to the values of the
   * regions it names (`valueOf`), each value once.
   */
  static *steps(count: number, namesOf: (at: number) => string[], valueOf: (at: number) => number): Steps<NameLookup> {
    const byName = new Map<string, number[]>();
    for (let at = 0; at < count; at++) {
      const value = valueOf(at);
      for (const key of new Set(namesOf(at).map(nameKey))) {
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
    const tableOf = (at: number) =>
      at < events.length ? { table: events, at } : { table: places, at: at - events.length };
    const codeOf = (at: number) => {
      const { table, at: inTable } = tableOf(at);
      return table.code(inTable);
    };
    const count = events.length + places.length;
    // A code names a region once, whether the events' list or the places' holds it.
    const firstOfCode = new Map<string, number>();
    for (let at = 0; at < count; at++) if (!firstOfCode.has(codeOf(at))) firstOfCode.set(codeOf(at), at);
    yield;
    const codes = yield* NameLookup.steps(
      count,
      (at) => {
        const { table, at: inTable } = tableOf(at);
        return table.namesOf(inTable);
      },
      (at) => firstOfCode.get(codeOf(at))!,
    );
    const regions = yield* NameLookup.steps(
      events.length,
      (at) => events.namesOf(at),
      (at) => at,
    );
    return new PlaceLookups(tables, codes, regions, PointLookup.of(store));
  }
}
