/**
 * The stored builds (src/search/stored-builds.ts): the builder writes the facet cubes, the place
 * cubes, the (country, topic) lists, the events by (city slot, topic), the spelling index and the
 * phrase pairs into the snapshot; a server reads them, the same as it would build them; a file
 * without them has them built (but the phrase pairs, which a server never builds); a stored build
 * that does not fit its store is refused with the file.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { facetCubeSteps } from '../../src/search/components/facet-cubes.js';
import { CountryTopicLists } from '../../src/search/components/pair-lists.js';
import { placeCubeSteps } from '../../src/search/components/place-cubes.js';
import { buildSlotTopicIndex } from '../../src/search/components/slot-topics.js';
import {
  countryTopicListsOf,
  facetCubesOf,
  phrasePairsOf,
  placeCubesOf,
  STORED_SECTIONS,
  slotTopicsOf,
  spellingOf,
} from '../../src/search/stored-builds.js';
import { openSnapshot } from '../../src/search/index.js';
import { SnapshotError } from '../../src/snapshot/format.js';
import { FuzzyIndex } from '../../src/text/fuzzy.js';
import type { Store, StoredSections } from '../../src/store/store.js';
import { runWhole } from '../../src/util/sliced.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const demo = useDemoIndex(3000);
const { dir, cleanup } = tempDir('confdir-stored-builds-');
afterAll(cleanup);

/** The demo store with these stored sections instead of its own. */
const withStored = (stored: StoredSections): Store => ({ ...demo.index.store, stored });

describe('the stored builds', () => {
  it('are in a snapshot the builder writes', () => {
    expect([...demo.index.store.stored.keys()].sort()).toEqual(Object.values(STORED_SECTIONS).sort());
  });

  it('are read as the same cubes and lists the server would build', () => {
    const { store } = demo.index;
    const tables = demo.index.facetTables();
    const built = withStored(new Map());
    // Views over the file's sections, not built again.
    const sectionOf = (name: string) => store.stored.get(name)!.bytes.buffer;
    expect(demo.index.facetCubes().pairs[0]![1]!.buffer).toBe(sectionOf(STORED_SECTIONS.facetCubes));
    expect(demo.index.placeCubes().city.topic.buffer).toBe(sectionOf(STORED_SECTIONS.placeCubes));
    expect(demo.index.facetCubes()).toEqual(runWhole(facetCubeSteps(built, tables)));
    expect(demo.index.placeCubes()).toEqual(runWhole(placeCubeSteps(built, tables)));
    const lists = new CountryTopicLists(built);
    let nonEmpty = 0;
    for (let c = 0; c < store.meta.countries.length; c++) {
      for (let t = 0; t < store.meta.topics.length; t++) {
        expect(demo.index.countryTopicList(c, t).toArray()).toEqual(lists.list(c, t).toArray());
        if (lists.list(c, t).size > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('hold the events by city slot and topic as the server would build them', () => {
    const { slotTopics } = demo.index;
    const built = buildSlotTopicIndex(demo.index.store);
    expect(slotTopics.positions.buffer).toBe(
      demo.index.store.stored.get(STORED_SECTIONS.slotTopicPositions)!.bytes.buffer,
    );
    expect(slotTopics.positions).toEqual(built.positions);
    expect(slotTopics.start).toEqual(built.start);
  });

  it('hold the spelling index, which finds what the index built from the terms finds', () => {
    const { store } = demo.index;
    const built = new FuzzyIndex(store.text.terms);
    const read = demo.index.fuzzy();
    expect(read.sortedEntries().buffer).toBe(store.stored.get(STORED_SECTIONS.spelling)!.bytes.buffer);
    expect(read.sortedEntries()).toEqual(built.sortedEntries());
    expect([read.longest, read.shortest]).toEqual([built.longest, built.shortest]);
    const word = store.text.terms.toArray().find((term) => term.length >= 8)!;
    const typo = `${word.slice(0, 3)}${word.slice(4)}`;
    expect(read.find(typo, 2).length).toBeGreaterThan(0);
    expect(read.find(typo, 2)).toEqual(built.find(typo, 2));
  });

  it('hold the long runs of a city slot and topic as bitmaps', () => {
    // 80 events in Berlin, all of one topic: one run of BIG_RUN events or more.
    const input = join(dir, 'berlin.sqlite');
    const output = join(dir, 'berlin.snapshot');
    writeSourceFile(
      input,
      Array.from({ length: 80 }, () => sourceRow()),
    );
    buildSnapshot({ input, output, knownPlaces: false });
    const index = openSnapshot(output);
    const built = buildSlotTopicIndex(index.store);
    expect(built.lists.size).toBe(1);
    const keys = (lists: typeof built.lists) => [...lists.entries()].map(([key]) => key);
    expect(keys(index.slotTopics.lists)).toEqual(keys(built.lists));
    for (const [key, list] of built.lists.entries())
      expect(index.slotTopics.lists.get(key)!.toArray()).toEqual(list.toArray());
  });

  it('are built when the file has none, as the server built them before they were stored', () => {
    const store = withStored(new Map());
    const tables = demo.index.facetTables();
    expect(runWhole(facetCubesOf(store, tables))).toEqual(demo.index.facetCubes());
    expect(runWhole(placeCubesOf(store, tables))).toEqual(demo.index.placeCubes());
    expect(runWhole(slotTopicsOf(store)).positions).toEqual(demo.index.slotTopics.positions);
    expect(runWhole(countryTopicListsOf(store)).list(0, 0).toArray()).toEqual(
      demo.index.countryTopicList(0, 0).toArray(),
    );
    // Never built: without them a phrase is checked on the names.
    expect(runWhole(phrasePairsOf(store))).toBeUndefined();
  });

  it('refuse the file when one does not fit its store', () => {
    const tables = demo.index.facetTables();
    const own = demo.index.store.stored;
    const counts = (name: string, bytes: Buffer) => withStored(new Map([...own, [name, { kind: 'i32', bytes }]]));
    const short = counts(STORED_SECTIONS.facetCubes, own.get(STORED_SECTIONS.facetCubes)!.bytes.subarray(4));
    expect(() => runWhole(facetCubesOf(short, tables))).toThrow(/stored build "facetCubes" holds/);
    const long = counts(
      STORED_SECTIONS.placeCubes,
      Buffer.concat([own.get(STORED_SECTIONS.placeCubes)!.bytes, Buffer.alloc(4)]),
    );
    expect(() => runWhole(placeCubesOf(long, tables))).toThrow(SnapshotError);
    const halfLists = withStored(new Map([...own].filter(([name]) => name !== STORED_SECTIONS.countryTopicOffsets)));
    expect(() => runWhole(countryTopicListsOf(halfLists))).toThrow(/"countryTopicLists" is incomplete/);
    const halfSlots = withStored(new Map([...own].filter(([name]) => name !== STORED_SECTIONS.slotTopicBytes)));
    expect(() => runWhole(slotTopicsOf(halfSlots))).toThrow(/"slotTopics" is incomplete/);
    const starts = own.get(STORED_SECTIONS.slotTopicStarts)!.bytes;
    const shortStarts = withStored(
      new Map([
        ...own,
        [STORED_SECTIONS.slotTopicStarts, { kind: 'u32', bytes: starts.subarray(0, starts.length - 4) }],
      ]),
    );
    expect(() => runWhole(slotTopicsOf(shortStarts))).toThrow(/"slotTopics" has/);
    const entries = own.get(STORED_SECTIONS.spelling)!.bytes;
    const swapped = Buffer.from(entries);
    swapped.copy(swapped, 0, 8, 16);
    entries.copy(swapped, 8, 0, 8);
    const outOfOrder = withStored(new Map([...own, [STORED_SECTIONS.spelling, { kind: 'f64', bytes: swapped }]]));
    expect(() => runWhole(spellingOf(outOfOrder))).toThrow(
      /"spelling" does not fit the terms: entry 1 is out of order/,
    );
    const keys = own.get(STORED_SECTIONS.phrasePairKeys)!.bytes;
    const pairKeys = (bytes: Buffer) =>
      withStored(new Map([...own, [STORED_SECTIONS.phrasePairKeys, { kind: 'f64', bytes }]]));
    const swappedKeys = Buffer.from(keys);
    swappedKeys.copy(swappedKeys, 0, 8, 16);
    keys.copy(swappedKeys, 8, 0, 8);
    expect(() => runWhole(phrasePairsOf(pairKeys(swappedKeys)))).toThrow(/"phrasePairs" has a pair key out of order/);
    expect(() => runWhole(phrasePairsOf(pairKeys(keys.subarray(8))))).toThrow(
      /"phrasePairs" has \d+ lists for \d+ pairs/,
    );
    // A list left on disk is checked as it is read at load: its cookie broken here.
    const lists = own.get(STORED_SECTIONS.phrasePairBytes)!.bytes;
    const broken = Buffer.from(lists);
    broken.writeUInt32LE(0, 0);
    const onDisk = {
      length: broken.byteLength,
      read: (at: number, length: number) => broken.subarray(at, at + length),
    };
    const brokenOnDisk = withStored(
      new Map([...own, [STORED_SECTIONS.phrasePairBytes, { kind: 'bytes', bytes: Buffer.alloc(0), onDisk }]]),
    );
    expect(() => runWhole(phrasePairsOf(brokenOnDisk))).toThrow(
      /"phrasePairs" has a list that is not a bitmap in 0\.\./,
    );
    const intactOnDisk = {
      length: lists.byteLength,
      read: (at: number, length: number) => lists.subarray(at, at + length),
    };
    const fine = withStored(
      new Map([
        ...own,
        [STORED_SECTIONS.phrasePairBytes, { kind: 'bytes', bytes: Buffer.alloc(0), onDisk: intactOnDisk }],
      ]),
    );
    expect(runWhole(phrasePairsOf(fine))!.events('international', 'conference').size).toBeGreaterThan(0);
    const halfPairs = withStored(new Map([...own].filter(([name]) => name !== STORED_SECTIONS.phrasePairBytes)));
    expect(() => runWhole(phrasePairsOf(halfPairs))).toThrow(/"phrasePairs" is incomplete/);
    const wrongKind = withStored(
      new Map([...own, [STORED_SECTIONS.facetCubes, { kind: 'u32', bytes: Buffer.alloc(8) }]]),
    );
    expect(() => runWhole(facetCubesOf(wrongKind, tables))).toThrow(/is u32, expected i32/);
  });
});
