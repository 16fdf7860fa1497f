/**
 * Regions (ISO 3166-2) as a loaded store holds them: the events' regions (the meta section's
 * `regions`) and the known places' (docs/snapshot-format.md, Known places), each a few string
 * columns rather than an object and an array of names per region: the two lists were about 47,000
 * heap objects at 1M events, which every full collection marks.
 */
import { runWhole, type Steps } from '../util/sliced.js';
import type { MetaRegion } from './layout.js';
import { type StringColumn, StringColumnBuilder } from './string-column.js';

/** Regions written into the columns between two pauses. */
const REGIONS_PER_STEP = 500;

export class RegionTable {
  private constructor(
    private readonly codes: StringColumn,
    private readonly countries: StringColumn,
    private readonly shown: StringColumn,
    /** The names of region i are names[nameStarts[i] .. nameStarts[i + 1]). */
    private readonly names: StringColumn,
    private readonly nameStarts: Uint32Array,
  ) {}

  /** The table of `regions`, at once. */
  static of(regions: readonly MetaRegion[]): RegionTable {
    return runWhole(RegionTable.steps(regions));
  }

  /**
   * The table of `regions` in steps (util/sliced.ts): writing a region's strings into the columns
   * is a native call each (about 2 µs a region of the known places' 3,601 at 1M events).
   */
  static *steps(regions: readonly MetaRegion[]): Steps<RegionTable> {
    const [codes, countries, shown, names] = Array.from(
      { length: 4 },
      () => new StringColumnBuilder(regions.length),
    ) as [StringColumnBuilder, StringColumnBuilder, StringColumnBuilder, StringColumnBuilder];
    const nameStarts = new Uint32Array(regions.length + 1);
    for (const [at, region] of regions.entries()) {
      codes.push(region.code);
      countries.push(region.country);
      shown.push(region.name);
      for (const name of region.names) names.push(name);
      nameStarts[at + 1] = nameStarts[at]! + region.names.length;
      if ((at + 1) % REGIONS_PER_STEP === 0) yield;
    }
    return new RegionTable(codes.finish(), countries.finish(), shown.finish(), names.finish(), nameStarts);
  }

  get length(): number {
    return this.codes.length;
  }

  /** The region's ISO 3166-2 code: "US-CA". */
  code(at: number): string {
    return this.codes.get(at);
  }

  /** The ISO alpha-2 code of its country. */
  country(at: number): string {
    return this.countries.get(at);
  }

  /** The name shown: English where known ("Bavaria"). */
  name(at: number): string {
    return this.shown.get(at);
  }

  /** Every name and code it answers to: "Bavaria", "Bayern", "BY", "DE-BY". */
  namesOf(at: number): string[] {
    return Array.from({ length: this.nameStarts[at + 1]! - this.nameStarts[at]! }, (_, i) =>
      this.names.get(this.nameStarts[at]! + i),
    );
  }

  /** Region `at` as the snapshot's JSON holds it. */
  at(at: number): MetaRegion {
    return { code: this.code(at), country: this.country(at), name: this.name(at), names: this.namesOf(at) };
  }

  /** Every region, as the snapshot's JSON holds them (for the builder and tests). */
  toArray(): MetaRegion[] {
    return Array.from({ length: this.length }, (_, at) => this.at(at));
  }
}
