/**
 * Several topics and sub-topics per event (docs/snapshot-format.md, Topics): the `topic` and
 * `subtopic` columns hold each event's first, as in every format before; the others are two lists
 * of values per event (offsets and values, as the deadline table keeps its rows), and the posting
 * list of a topic holds every event that has it, first or not. Most events have one topic and one
 * sub-topic, so the lists cost their offsets (4 bytes per event each) and little more.
 */
import type { SnapshotWriter } from '../snapshot/writer.js';
import { subTopicsOf, topicsOf } from '../source/event-lists.js';
import type { ValidRow } from '../source/validate.js';
import { RoaringBitmap32 } from '../util/roaring.js';
import { allBelow, ascending } from '../util/checks-in-steps.js';
import type { Steps } from '../util/sliced.js';
import { NONE_U16 } from './layout.js';

/** The values of each event beyond its first: event p's are values[offsets[p] .. offsets[p + 1]). */
export interface MoreValues {
  readonly offsets: Uint32Array;
  readonly values: Uint16Array;
}

/** The topics and sub-topics of each event beyond the first of each (indexes into meta.topics, meta.subtopics). */
export interface TopicLists {
  readonly topics: MoreValues;
  readonly subtopics: MoreValues;
}

/** The section names, one definition for the writer and the loader. */
export const TOPIC_SECTIONS = {
  topicOffsets: 'topics.more.offsets',
  topicValues: 'topics.more.values',
  subtopicOffsets: 'subtopics.more.offsets',
  subtopicValues: 'subtopics.more.values',
} as const;

/** The first sub-topic of a row (the events row's, else the first of its table rows), or null. */
export const firstSubTopic = (row: ValidRow): string | null => subTopicsOf(row)[0] ?? null;

function moreValues(
  rows: readonly ValidRow[],
  namesOf: (row: ValidRow) => readonly string[],
  index: (name: string) => number,
) {
  const offsets = new Uint32Array(rows.length + 1);
  const values: number[] = [];
  for (let position = 0; position < rows.length; position++) {
    const names = namesOf(rows[position]!);
    for (let at = 1; at < names.length; at++) values.push(index(names[at]!));
    offsets[position + 1] = values.length;
  }
  return { offsets, values: Uint16Array.from(values) };
}

/** The lists of rows in position order; `topicIndex` and `subtopicIndex` give a name's index. */
export function compileTopicLists(
  rows: readonly ValidRow[],
  topicIndex: (name: string) => number,
  subtopicIndex: (name: string) => number,
): TopicLists {
  return { topics: moreValues(rows, topicsOf, topicIndex), subtopics: moreValues(rows, subTopicsOf, subtopicIndex) };
}

/** Calls `visit` with each value of the event at `position`: its first (unless NONE_U16), then the others. */
export function forEachValue(
  first: Uint16Array,
  more: MoreValues,
  position: number,
  visit: (value: number) => void,
): void {
  const value = first[position]!;
  if (value === NONE_U16) return;
  visit(value);
  for (let at = more.offsets[position]!; at < more.offsets[position + 1]!; at++) visit(more.values[at]!);
}

/** The values of the event at `position`, the first first; [] when it has none. */
export function valuesAt(first: Uint16Array, more: MoreValues, position: number): number[] {
  const out: number[] = [];
  forEachValue(first, more, position, (value) => out.push(value));
  return out;
}

/** One bitmap per value (0 to count - 1): the events that have it, first or not. */
export function valueBitmaps(count: number, first: Uint16Array, more: MoreValues): RoaringBitmap32[] {
  const lists: number[][] = Array.from({ length: count }, () => []);
  for (let position = 0; position < first.length; position++) {
    forEachValue(first, more, position, (value) => {
      const list = lists[value]!;
      // A value listed twice for one event is in its list once.
      if (list[list.length - 1] !== position) list.push(position);
    });
  }
  return lists.map((positions) => {
    const bitmap = new RoaringBitmap32(Uint32Array.from(positions));
    bitmap.runOptimize();
    bitmap.shrinkToFit();
    return bitmap;
  });
}

export function writeTopicLists(writer: SnapshotWriter, lists: TopicLists): void {
  writer.add(TOPIC_SECTIONS.topicOffsets, lists.topics.offsets);
  writer.add(TOPIC_SECTIONS.topicValues, lists.topics.values);
  writer.add(TOPIC_SECTIONS.subtopicOffsets, lists.subtopics.offsets);
  writer.add(TOPIC_SECTIONS.subtopicValues, lists.subtopics.values);
}

/**
 * Whether one event's further values (topics or sub-topics) fit `size` events and values below
 * `count`: offsets ascending, from 0 to the values' length. In steps (util/checks-in-steps.ts).
 */
export function* moreValuesFit({ offsets, values }: MoreValues, size: number, count: number): Steps<boolean> {
  if (offsets.length !== size + 1 || offsets[0] !== 0 || offsets[size] !== values.length) return false;
  return (yield* ascending(offsets)) && (yield* allBelow(values, count));
}
