/**
 * The sections of snapshot format 6 read by the loader (docs/snapshot-format.md): the further
 * topics and sub-topics of each event, its sources, the edition years of undated events, and the
 * aliases and acceptance rates of each series; each checked against the counts it indexes.
 */
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import { EXTRA_SECTIONS, type SourceTable, sourcesFit, type UndatedEvents, undatedEvents } from './event-extras.js';
import { type Columns, type LoadedMeta, TYPED_ARRAYS } from './layout.js';
import { SERIES_SECTIONS, type SeriesData, seriesDataFits } from './series-data.js';
import type { StringColumn } from './string-column.js';
import type { Steps } from '../util/sliced.js';
import { moreValuesFit, TOPIC_SECTIONS, type TopicLists } from './topic-lists.js';

type Section = (name: string, kind: SectionKind) => Buffer;
type Strings = (name: string, memoize?: boolean) => StringColumn;

/** A typed-array view of a section's bytes (each section has an aligned buffer of its own). */
function typed<K extends keyof typeof TYPED_ARRAYS>(section: Section, name: string, kind: K) {
  const bytes = section(name, kind);
  const TypedArray = TYPED_ARRAYS[kind];
  return new TypedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength / TypedArray.BYTES_PER_ELEMENT);
}

export interface ExtraStoreParts {
  topicLists: TopicLists;
  sources: SourceTable;
  undated: UndatedEvents;
  seriesData: SeriesData;
}

/**
 * Reads and checks the sections; `seriesCount` is the length of keys.series. In steps
 * (util/sliced.ts): each check reads a column of every event, a few milliseconds at 1M.
 */
export function* loadExtras(
  file: string,
  parts: { size: number; meta: LoadedMeta; columns: Columns; seriesCount: number },
  section: Section,
  strings: Strings,
): Steps<ExtraStoreParts> {
  const { size, meta, columns, seriesCount } = parts;
  const topicLists: TopicLists = {
    topics: {
      offsets: typed(section, TOPIC_SECTIONS.topicOffsets, 'u32'),
      values: typed(section, TOPIC_SECTIONS.topicValues, 'u16'),
    },
    subtopics: {
      offsets: typed(section, TOPIC_SECTIONS.subtopicOffsets, 'u32'),
      values: typed(section, TOPIC_SECTIONS.subtopicValues, 'u16'),
    },
  };
  for (const [lists, count] of [
    [topicLists.topics, meta.topics.length],
    [topicLists.subtopics, meta.subtopics.length],
  ] as const) {
    if (!(yield* moreValuesFit(lists, size, count))) throw new SnapshotError(file, 'the topic lists are inconsistent');
  }
  const sources: SourceTable = {
    offsets: typed(section, EXTRA_SECTIONS.sourceOffsets, 'u32'),
    name: typed(section, EXTRA_SECTIONS.sourceName, 'u16'),
    record: strings(EXTRA_SECTIONS.sourceRecord),
    url: strings(EXTRA_SECTIONS.sourceUrl),
  };
  const undated = undatedEvents(columns.start, typed(section, EXTRA_SECTIONS.undatedYear, 'u16'));
  if (!(yield* sourcesFit(sources, size, meta.sourceNames.length)) || undated === null) {
    throw new SnapshotError(file, 'the sources or the undated events are inconsistent');
  }
  yield;
  const seriesData: SeriesData = {
    aliases: {
      offsets: typed(section, SERIES_SECTIONS.aliasOffsets, 'u32'),
      alias: strings(SERIES_SECTIONS.alias),
      kind: typed(section, SERIES_SECTIONS.aliasKind, 'u8'),
    },
    aliasIndex: {
      keys: strings(SERIES_SECTIONS.aliasKeys).sorted(),
      offsets: typed(section, SERIES_SECTIONS.aliasKeyOffsets, 'u32'),
      positions: typed(section, SERIES_SECTIONS.aliasKeySeries, 'u32'),
    },
    rates: {
      offsets: typed(section, SERIES_SECTIONS.rateOffsets, 'u32'),
      year: typed(section, SERIES_SECTIONS.rateYear, 'u16'),
      submitted: typed(section, SERIES_SECTIONS.rateSubmitted, 'u32'),
      accepted: typed(section, SERIES_SECTIONS.rateAccepted, 'u32'),
      rate: typed(section, SERIES_SECTIONS.rateRate, 'f64'),
      source: strings(SERIES_SECTIONS.rateSource),
    },
  };
  if (!seriesDataFits(seriesData, seriesCount))
    throw new SnapshotError(file, 'the series aliases or rates are inconsistent');
  return { topicLists, sources, undated, seriesData };
}
