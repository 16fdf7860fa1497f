import { RoaringBitmap32 } from '../util/roaring.js';
import { CONTINENTS } from '../reference/continents.js';
import { nameKey, slugify, words } from '../reference/fold.js';
import { EVENT_FORMATS, EVENT_TYPES } from '../source/schema.js';
import type { ValidRow } from '../source/validate.js';
import { TextIndexBuilder } from '../text/text-index.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { StringColumn, StringColumnBuilder } from './string-column.js';
import {
  BITMAP_GROUPS,
  NO_DAY,
  NONE_U16,
  NONE_U32,
  type BitmapGroup,
  type MetaCountry,
  type NamedEntry,
  type StoreMeta,
} from './layout.js';

/** Orders rows by (start date, id): the position order every posting list follows. */
export function comparePositionOrder(a: ValidRow, b: ValidRow): number {
  return a.start - b.start || a.id - b.id;
}

/**
 * Canonical spelling per folded name: the most frequent spelling, ties to the first seen,
 * so "computer science" and "Computer Science" in the source are one topic.
 */
class NameDictionary {
  private readonly byKey = new Map<string, { index: number; spellings: Map<string, number> }>();
  readonly keys: string[] = [];

  indexOf(name: string): number {
    const key = nameKey(name);
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { index: this.keys.length, spellings: new Map() };
      this.byKey.set(key, entry);
      this.keys.push(key);
    }
    entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
    return entry.index;
  }

  entries(): NamedEntry[] {
    return this.keys.map((key) => {
      let best = '';
      let bestCount = -1;
      for (const [spelling, count] of this.byKey.get(key)!.spellings) {
        if (count > bestCount) [best, bestCount] = [spelling, count];
      }
      return { name: best, slug: slugify(best) };
    });
  }
}

/** Exact-string dictionary for display values (cities, venues, organizers). */
class ValueDictionary {
  private readonly index = new Map<string, number>();
  readonly values: string[] = [];

  indexOf(value: string | null): number {
    if (value === null) return NONE_U32;
    let at = this.index.get(value);
    if (at === undefined) {
      at = this.values.length;
      this.index.set(value, at);
      this.values.push(value);
    }
    return at;
  }
}

function finishBitmap(positions: readonly number[]): RoaringBitmap32 {
  const bitmap = new RoaringBitmap32(Uint32Array.from(positions));
  bitmap.runOptimize();
  bitmap.shrinkToFit();
  return bitmap;
}

function groupBitmaps(groupCount: number, keyOf: (position: number) => number, size: number): RoaringBitmap32[] {
  const lists: number[][] = Array.from({ length: groupCount }, () => []);
  for (let position = 0; position < size; position++) {
    const key = keyOf(position);
    if (key >= 0 && key < groupCount) lists[key]!.push(position);
  }
  return lists.map(finishBitmap);
}

function addStringColumn(writer: SnapshotWriter, name: string, column: StringColumn): void {
  writer.add(`${name}.bytes`, column.bytes, 'bytes');
  writer.add(`${name}.offsets`, column.offsets);
}

export type CompileProgress = (phase: string) => void;

/**
 * Turns validated rows into the sections of a snapshot (see layout.ts). `rows` is sorted in
 * place into position order.
 */
export function compileStore(
  rows: ValidRow[],
  writer: SnapshotWriter,
  progress: CompileProgress = () => {},
): StoreMeta {
  progress('sorting');
  rows.sort(comparePositionOrder);
  const size = rows.length;

  progress('columns');
  const topics = new NameDictionary();
  const subtopics = new NameDictionary();
  const cities = new ValueDictionary();
  const venues = new ValueDictionary();
  const organizers = new ValueDictionary();
  const countryIndex = new Map<string, number>();
  const countryList = [...new Set(rows.map((row) => row.country))].sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const [index, country] of countryList.entries()) countryIndex.set(country.name, index);

  const ids = new Uint32Array(size);
  const start = new Int32Array(size);
  const end = new Int32Array(size);
  const deadline = new Int32Array(size);
  const type = new Uint8Array(size);
  const format = new Uint8Array(size);
  const topic = new Uint16Array(size);
  const subtopic = new Uint16Array(size);
  const country = new Uint16Array(size);
  const city = new Uint32Array(size);
  const venue = new Uint32Array(size);
  const organizer = new Uint32Array(size);
  const text = {
    name: new StringColumnBuilder(),
    acronym: new StringColumnBuilder(),
    website: new StringColumnBuilder(),
    email: new StringColumnBuilder(),
    description: new StringColumnBuilder(),
  };
  let maxDuration = 0;
  for (let position = 0; position < size; position++) {
    const row = rows[position]!;
    ids[position] = row.id;
    start[position] = row.start;
    end[position] = row.end;
    maxDuration = Math.max(maxDuration, row.end - row.start);
    deadline[position] = row.deadline ?? NO_DAY;
    type[position] = EVENT_TYPES.indexOf(row.type);
    format[position] = EVENT_FORMATS.indexOf(row.format);
    topic[position] = topics.indexOf(row.topic);
    subtopic[position] = row.subTopic === null ? NONE_U16 : subtopics.indexOf(row.subTopic);
    country[position] = countryIndex.get(row.country.name)!;
    city[position] = cities.indexOf(row.city);
    venue[position] = venues.indexOf(row.venue);
    organizer[position] = organizers.indexOf(row.organizer);
    text.name.push(row.name);
    text.acronym.push(row.acronym ?? '');
    text.website.push(row.website ?? '');
    text.email.push(row.email ?? '');
    text.description.push(row.description ?? '');
  }
  if (topics.keys.length >= NONE_U16 || subtopics.keys.length >= NONE_U16)
    throw new Error('too many topics or sub-topics');
  const idOrder = Uint32Array.from({ length: size }, (_, i) => i).sort((a, b) => ids[a]! - ids[b]!);

  for (const [name, column] of Object.entries({
    ids,
    start,
    end,
    deadline,
    type,
    format,
    topic,
    subtopic,
    country,
    city,
    venue,
    organizer,
    idOrder,
  }))
    writer.add(name, column);
  for (const [name, builder] of Object.entries(text)) addStringColumn(writer, name, builder.finish());
  addStringColumn(writer, 'dict.city', StringColumn.from(cities.values));
  addStringColumn(writer, 'dict.venue', StringColumn.from(venues.values));
  addStringColumn(writer, 'dict.organizer', StringColumn.from(organizers.values));

  progress('posting lists');
  const topicEntries = topics.entries();
  const subtopicEntries = subtopics.entries();
  const groups = {} as Record<BitmapGroup, RoaringBitmap32[]>;
  groups.type = groupBitmaps(EVENT_TYPES.length, (p) => type[p]!, size);
  groups.topic = groupBitmaps(topicEntries.length, (p) => topic[p]!, size);
  groups.subtopic = groupBitmaps(subtopicEntries.length, (p) => subtopic[p]!, size);
  groups.country = groupBitmaps(countryList.length, (p) => country[p]!, size);
  groups.continent = CONTINENTS.map((continent) =>
    RoaringBitmap32.orMany(groups.country.filter((_, index) => countryList[index]!.continent === continent)),
  );

  const cityKeys = [...new Set(cities.values.map(nameKey))].sort();
  const citySlot = new Map(cityKeys.map((key, slot) => [key, slot]));
  const citySlotByDict = cities.values.map((value) => citySlot.get(nameKey(value))!);
  groups.city = groupBitmaps(cityKeys.length, (p) => (city[p] === NONE_U32 ? -1 : citySlotByDict[city[p]!]!), size);

  progress('text index');
  const textIndex = new TextIndexBuilder();
  const topicWords = topicEntries.map((entry) => words(entry.name));
  const subtopicWords = subtopicEntries.map((entry) => words(entry.name));
  for (let position = 0; position < size; position++) {
    textIndex.add(position, words(rows[position]!.name));
    textIndex.add(position, topicWords[topic[position]!]!);
    if (subtopic[position] !== NONE_U16) textIndex.add(position, subtopicWords[subtopic[position]!]!);
  }
  const parts = textIndex.finish();
  groups.term = parts.lists;
  groups.prefix = parts.prefixLists;
  addStringColumn(writer, 'keys.city', StringColumn.from(cityKeys));
  addStringColumn(writer, 'keys.term', StringColumn.from(parts.terms));
  addStringColumn(writer, 'keys.prefix', StringColumn.from(parts.prefixes));

  progress('serializing');
  const groupRanges = {} as Record<BitmapGroup, [number, number]>;
  const serialized: Uint8Array[] = [];
  for (const group of BITMAP_GROUPS) {
    groupRanges[group] = [serialized.length, groups[group].length];
    for (const bitmap of groups[group]) serialized.push(bitmap.serialize('portable'));
  }
  const offsets = new Uint32Array(serialized.length + 1);
  for (const [index, bytes] of serialized.entries()) offsets[index + 1] = offsets[index]! + bytes.byteLength;
  writer.add('bitmaps.bytes', Buffer.concat(serialized), 'bytes');
  writer.add('bitmaps.offsets', offsets);

  const meta: StoreMeta = {
    topics: topicEntries,
    subtopics: subtopicEntries,
    countries: countryList.map(
      (c): MetaCountry => ({ name: c.name, alpha2: c.alpha2, alpha3: c.alpha3, continent: c.continent }),
    ),
    continents: [...CONTINENTS],
    types: [...EVENT_TYPES],
    formats: [...EVENT_FORMATS],
    maxDuration,
    groups: groupRanges,
  };
  writer.add('meta', Buffer.from(JSON.stringify(meta), 'utf8'), 'json');
  return meta;
}
