import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStore, type Store } from '../../src/store/index.js';
import { itemRows, ROW_SLOTS, type RowColumns, rowOf, SLOT } from '../../src/store/item-rows.js';
import { NO_DAY, NONE_U8, NONE_U16, NONE_U32 } from '../../src/store/layout.js';
import { itemAt } from '../../src/store/record.js';
import { StringColumn } from '../../src/store/string-column.js';
import { buildDemoSnapshot } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
let store: Store;
let rows: Uint32Array;

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 2000);
  store = loadStore(snapshot);
  rows = itemRows(store);
});
afterAll(cleanup);

/** The values a row holds, unpacked as the item writer and itemAt read them. */
function unpacked(row: Uint32Array, at: number) {
  return {
    id: row[at + SLOT.id],
    nameStart: row[at + SLOT.nameStart],
    nameEnd: row[at + SLOT.nameEnd],
    type: row[at + SLOT.kinds]! & 0xff,
    format: (row[at + SLOT.kinds]! >>> 8) & 0xff,
    precision: (row[at + SLOT.kinds]! >>> 16) & 0xff,
    coreRank: row[at + SLOT.kinds]! >>> 24,
    topic: row[at + SLOT.topics]! & 0xffff,
    subtopic: row[at + SLOT.topics]! >>> 16,
    start: row[at + SLOT.start]! | 0,
    end: row[at + SLOT.end]! | 0,
    deadline: row[at + SLOT.deadline]! | 0,
    city: row[at + SLOT.city],
    country: row[at + SLOT.country]! & 0xffff,
    ccfRank: (row[at + SLOT.country]! >>> 16) & 0xff,
    venue: row[at + SLOT.venue],
    organizer: row[at + SLOT.organizer],
    websiteStart: row[at + SLOT.websiteStart],
    websiteEnd: row[at + SLOT.websiteEnd],
    bareAcronym: row[at + SLOT.bareAcronym],
    series: row[at + SLOT.series],
  };
}

function fromColumns(p: number) {
  const c = store.columns;
  return {
    id: c.ids[p],
    nameStart: c.name.offsets[p],
    nameEnd: c.name.offsets[p + 1],
    type: c.type[p],
    format: c.format[p],
    precision: c.precision[p],
    coreRank: c.coreRank[p],
    topic: c.topic[p],
    subtopic: c.subtopic[p],
    start: c.start[p],
    end: c.end[p],
    deadline: c.deadline[p],
    city: c.city[p],
    country: c.country[p],
    ccfRank: c.ccfRank[p],
    venue: c.venue[p],
    organizer: c.organizer[p],
    websiteStart: c.website.offsets[p],
    websiteEnd: c.website.offsets[p + 1],
    bareAcronym: c.bareAcronym[p],
    series: c.series[p],
  };
}

describe('the compact row of each event', () => {
  it('holds, in 64 bytes, every fixed-size value of the list item as its column does', () => {
    expect(ROW_SLOTS * Uint32Array.BYTES_PER_ELEMENT).toBe(64);
    expect(rows.length).toBe(store.size * ROW_SLOTS);
    for (let p = 0; p < store.size; p++) expect(unpacked(rows, p * ROW_SLOTS)).toEqual(fromColumns(p));
  });

  it('keeps the markers of absent values (no sub-topic, country, rank, deadline, place, series) through the packing', () => {
    // One event with every optional value absent, and its texts empty.
    const none = {
      ...fromColumns(0),
      coreRank: NONE_U8,
      ccfRank: NONE_U8,
      subtopic: NONE_U16,
      country: NONE_U16,
      deadline: NO_DAY,
      city: NONE_U32,
      venue: NONE_U32,
      organizer: NONE_U32,
      bareAcronym: NONE_U32,
      series: NONE_U32,
      start: -5,
      end: -3,
    };
    const text = new StringColumn(Buffer.alloc(0), new Uint32Array(2));
    const one = <A extends Uint8Array | Uint16Array | Uint32Array | Int32Array>(
      make: new (n: number) => A,
      v: number,
    ) => {
      const array = new make(1);
      array[0] = v;
      return array;
    };
    const columns: RowColumns = {
      ids: one(Uint32Array, none.id!),
      name: text,
      website: text,
      type: one(Uint8Array, none.type!),
      format: one(Uint8Array, none.format!),
      precision: one(Uint8Array, none.precision!),
      coreRank: one(Uint8Array, none.coreRank),
      ccfRank: one(Uint8Array, none.ccfRank),
      topic: one(Uint16Array, none.topic!),
      subtopic: one(Uint16Array, none.subtopic),
      start: one(Int32Array, none.start),
      end: one(Int32Array, none.end),
      deadline: one(Int32Array, none.deadline),
      city: one(Uint32Array, none.city),
      country: one(Uint16Array, none.country),
      venue: one(Uint32Array, none.venue),
      organizer: one(Uint32Array, none.organizer),
      bareAcronym: one(Uint32Array, none.bareAcronym),
      series: one(Uint32Array, none.series),
    };
    expect(unpacked(rowOf(columns, 0), 0)).toEqual({
      ...none,
      nameStart: 0,
      nameEnd: 0,
      websiteStart: 0,
      websiteEnd: 0,
    });
  });

  it('makes the same row for one event alone as among all of them', () => {
    for (const p of [0, 1, store.size >> 1, store.size - 1])
      expect(rowOf(store.columns, p)).toEqual(rows.subarray(p * ROW_SLOTS, (p + 1) * ROW_SLOTS));
  });

  it('decodes a page record from the rows as from the columns', () => {
    for (let p = 0; p < store.size; p++) expect(itemAt(store, p, rows)).toEqual(itemAt(store, p));
  });
});
