import { describe, expect, it } from 'vitest';
import type { Region } from '../../src/reference/regions.js';
import { type SectionKind, SnapshotError } from '../../src/snapshot/format.js';
import type { SectionData, SnapshotWriter } from '../../src/snapshot/writer.js';
import { NONE_U16 } from '../../src/store/layout.js';
import { placeTableSteps } from '../../src/store/load-places.js';
import { compilePlaceTable, type KnownPlace, placesNamed, writePlaceTable } from '../../src/store/place-table.js';
import { StringColumn } from '../../src/store/string-column.js';
import { runWhole } from '../../src/util/sliced.js';

const TEXAS: Region = { code: 'TX', name: 'Texas', country: 'US' };
const IDF: Region = { code: 'IDF', name: 'Île-de-France', country: 'FR' };

const place = (name: string, country: string, region: Region | null, population: number, names = [name]) =>
  ({
    name,
    names,
    country,
    region,
    latitude: population / 1e6,
    longitude: -population / 1e6,
    population,
  }) satisfies KnownPlace;

const KNOWN: KnownPlace[] = [
  place('Paris', 'US', TEXAS, 24_000),
  place('Paris', 'FR', IDF, 2_100_000, ['Paris', 'Lutetia']),
  place('Austin', 'US', TEXAS, 960_000),
  place('Tiny', 'DE', null, 1_000),
];

/** The sections writePlaceTable writes, by name, as the loader's section function gives them. */
function writtenSections(known: readonly KnownPlace[]): Map<string, Buffer> {
  const sections = new Map<string, Buffer>();
  const writer = {
    add(name: string, data: SectionData) {
      sections.set(name, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    },
  } as unknown as SnapshotWriter;
  writePlaceTable(writer, compilePlaceTable(known));
  return sections;
}

/** A copy in an ArrayBuffer of its own (aligned), as the reader gives each section. */
function ownBuffer(bytes: Uint8Array): Buffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return Buffer.from(copy.buffer);
}

/** The loader's section and string column readers over `sections`. */
function readers(sections: ReadonlyMap<string, Buffer>) {
  const section = (name: string, _kind?: SectionKind): Buffer => {
    const found = sections.get(name);
    if (!found) throw new Error(`missing ${name}`);
    return ownBuffer(found);
  };
  const strings = (name: string) => {
    const offsets = section(`${name}.offsets`);
    return new StringColumn(section(`${name}.bytes`), new Uint32Array(offsets.buffer, 0, offsets.length / 4));
  };
  return { section, strings };
}

/** Runs the loader's steps over `sections`, counting the pauses. */
function load(sections: ReadonlyMap<string, Buffer>) {
  const { section, strings } = readers(sections);
  let pauses = 0;
  const steps = placeTableSteps('test.snapshot', section, strings);
  for (;;) {
    const step = steps.next();
    if (step.done) return { table: step.value, pauses };
    pauses++;
  }
}

describe('the known places as the loader reads them', () => {
  it('gives back the table the builder wrote: most populous first, every name to its places', () => {
    const { table } = load(writtenSections(KNOWN));
    expect(Array.from({ length: table.display.length }, (_, at) => table.display.get(at))).toEqual([
      'Paris',
      'Austin',
      'Paris',
      'Tiny',
    ]);
    expect(Array.from(table.population)).toEqual([2_100_000, 960_000, 24_000, 1_000]);
    expect(table.countries).toEqual(['DE', 'FR', 'US']);
    expect(table.regions.toArray().map((region) => region.code)).toEqual(['FR-IDF', 'US-TX']);
    expect(table.regions.namesOf(1)).toEqual(['Texas', 'TX', 'US-TX']);
    expect(table.region[3]).toBe(NONE_U16);
    expect(Array.from(placesNamed(table, 'PARIS'))).toEqual([0, 2]);
    expect(Array.from(placesNamed(table, 'lutetia'))).toEqual([0]);
    expect(Array.from(placesNamed(table, 'Atlantis'))).toEqual([]);
  });

  it('pauses between slices of a large table, and reads it whole the same way', () => {
    const many = Array.from({ length: 70_000 }, (_, i) => place(`Place ${i}`, 'US', TEXAS, 1_000 + i));
    const sections = writtenSections(many);
    const { table, pauses } = load(sections);
    expect(pauses).toBeGreaterThan(4);
    const { section, strings } = readers(sections);
    const whole = runWhole(placeTableSteps('test.snapshot', section, strings));
    expect(Array.from(whole.places)).toEqual(Array.from(table.places));
    expect(Array.from(placesNamed(table, 'place 69999'))).toEqual([0]);
  });

  it.each([
    ['a place index past the table', 'places.places', (v: Uint32Array) => (v[0] = 4)],
    ['a country index past the countries', 'places.country', (v: Uint16Array) => (v[1] = 3)],
    ['a region index past the regions', 'places.region', (v: Uint16Array) => (v[0] = 2)],
    ['offsets past the places', 'places.offsets', (v: Uint32Array) => (v[1] = 99)],
  ] as const)('refuses %s', (_, name, spoil) => {
    const sections = writtenSections(KNOWN);
    const bytes = Uint8Array.from(sections.get(name)!);
    const view =
      name === 'places.country' || name === 'places.region'
        ? new Uint16Array(bytes.buffer)
        : new Uint32Array(bytes.buffer);
    (spoil as (v: Uint16Array | Uint32Array) => void)(view);
    sections.set(name, Buffer.from(bytes));
    expect(() => load(sections)).toThrow(SnapshotError);
    expect(() => load(sections)).toThrow('the known places are inconsistent');
  });
});
