import { RoaringBitmap32 } from '../util/roaring.js';
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import { readSnapshot } from '../snapshot/reader.js';
import { TextIndex } from '../text/text-index.js';
import { BITMAP_GROUPS, NUMERIC_COLUMNS, TEXT_COLUMNS, type BitmapGroup, type StoreMeta } from './layout.js';
import type { Columns, Store } from './store.js';
import { StringColumn } from './string-column.js';

const VIEW = {
  u8: (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength),
  u16: (b: Buffer) => new Uint16Array(b.buffer, b.byteOffset, b.byteLength / 2),
  u32: (b: Buffer) => new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4),
  i32: (b: Buffer) => new Int32Array(b.buffer, b.byteOffset, b.byteLength / 4),
} as const;

/**
 * Loads and verifies a snapshot into a Store. Every failure is a SnapshotError naming the file
 * and the problem; no partial store is ever returned.
 */
export function loadStore(file: string): Store {
  const raw = readSnapshot(file);
  const section = (name: string, kind: SectionKind): Buffer => {
    const found = raw.sections.get(name);
    if (!found) throw new SnapshotError(file, `missing section "${name}"`);
    if (found.entry.kind !== kind)
      throw new SnapshotError(file, `section "${name}" is ${found.entry.kind}, expected ${kind}`);
    return found.bytes;
  };
  try {
    return assemble(file, raw.header, section);
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(file, `inconsistent content (${(error as Error).message})`);
  }
}

function assemble(file: string, header: Store['header'], section: (name: string, kind: SectionKind) => Buffer): Store {
  const meta = JSON.parse(section('meta', 'json').toString('utf8')) as StoreMeta;
  const size = header.events;
  const strings = (name: string, memoize = false): StringColumn => {
    const column = new StringColumn(
      section(`${name}.bytes`, 'bytes'),
      VIEW.u32(section(`${name}.offsets`, 'u32')),
      memoize,
    );
    if (column.offsets.length < 1 || column.offsets[column.offsets.length - 1] !== column.bytes.byteLength) {
      throw new SnapshotError(file, `string column "${name}" is inconsistent`);
    }
    return column;
  };

  const columns = {} as Record<string, unknown>;
  for (const [name, kind] of Object.entries(NUMERIC_COLUMNS)) {
    const view = VIEW[kind](section(name, kind));
    if (view.length !== size)
      throw new SnapshotError(file, `column "${name}" has ${view.length} values for ${size} events`);
    columns[name] = view;
  }
  for (const name of TEXT_COLUMNS) {
    const column = strings(name);
    if (column.length !== size)
      throw new SnapshotError(file, `column "${name}" has ${column.length} values for ${size} events`);
    columns[name] = column;
  }

  const bitmaps = deserializeBitmaps(section('bitmaps.bytes', 'bytes'), VIEW.u32(section('bitmaps.offsets', 'u32')));
  const group = (name: BitmapGroup): RoaringBitmap32[] => {
    const [first, count] = meta.groups[name];
    if (first + count > bitmaps.length) throw new SnapshotError(file, `bitmap group "${name}" lies outside the table`);
    return bitmaps.slice(first, first + count);
  };
  for (const name of BITMAP_GROUPS) group(name);

  const cityKeys = strings('keys.city').toArray();
  const cityLists = group('city');
  const terms = strings('keys.term').toArray();
  const prefixes = strings('keys.prefix').toArray();
  return {
    file,
    header,
    size,
    meta,
    columns: columns as unknown as Columns,
    dictionaries: {
      city: strings('dict.city', true),
      venue: strings('dict.venue', true),
      organizer: strings('dict.organizer', true),
    },
    lists: {
      type: group('type'),
      topic: group('topic'),
      subtopic: group('subtopic'),
      country: group('country'),
      continent: group('continent'),
      city: new Map(cityKeys.map((key, index) => [key, cityLists[index]!])),
    },
    text: new TextIndex({ terms, lists: group('term'), prefixes, prefixLists: group('prefix') }),
  };
}

function deserializeBitmaps(bytes: Buffer, offsets: Uint32Array): RoaringBitmap32[] {
  const out = new Array<RoaringBitmap32>(offsets.length - 1);
  for (let i = 0; i + 1 < offsets.length; i++) {
    const bitmap = RoaringBitmap32.deserialize(bytes.subarray(offsets[i], offsets[i + 1]), 'portable');
    out[i] = bitmap.freeze();
  }
  return out;
}
