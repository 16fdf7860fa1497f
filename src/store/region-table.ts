/**
 * Regions (ISO 3166-2) as a loaded store holds them: the events' regions (the meta section's
 * `regions`) and the known places' (docs/snapshot-format.md, Known places), each a few string
 * columns rather than an object and an array of names per region: the two lists were about 47,000
 * heap objects at 1M events, which every full collection marks.
 */
import type { MetaRegion } from './layout.js';
import { StringColumn } from './string-column.js';

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
    const nameStarts = new Uint32Array(regions.length + 1);
    for (const [at, region] of regions.entries()) nameStarts[at + 1] = nameStarts[at]! + region.names.length;
    const names = regions.flatMap((region) => region.names);
    return new RegionTable(
      StringColumn.of(regions.length, (at) => regions[at]!.code),
      StringColumn.of(regions.length, (at) => regions[at]!.country),
      StringColumn.of(regions.length, (at) => regions[at]!.name),
      StringColumn.from(names),
      nameStarts,
    );
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
