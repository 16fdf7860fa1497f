/**
 * What source format 5 adds to an event (docs/source-format.md, Topics, sources, aliases): every
 * topic and sub-topic (the events row's first), the sources its data comes from, when it was last
 * checked, and how exact its dates are.
 */
import { nameKey } from '../reference/fold.js';
import { type Day, parseIsoDate } from '../util/dates.js';
import type { DatePrecision } from './date-text.js';
import { fixedDate, fixedUrl, isWebsite } from './fixes.js';
import type { Report } from './location.js';
import { LIST_LIMITS, type TableRow, TOPIC_KINDS, type TopicKind } from './tables.js';
import { withoutInvisible } from './text-bounds.js';

/** The rows of the event tables of one event. */
export interface EventLists {
  topics: readonly TableRow[];
  sources: readonly TableRow[];
}

export const NO_LISTS: EventLists = Object.freeze({ topics: [], sources: [] });

/** One source of an event's data. */
export interface EventSource {
  /** The source: "ccf-deadlines". */
  name: string;
  /** The event's id within it: "aaai27". */
  recordId: string | null;
  url: string | null;
}

/** What an event has beyond the columns of format 4; a row with none of it has none (null). */
export interface RowExtras {
  /** Every topic, the events row's first, each once (folded). */
  topics: readonly string[];
  /** Every sub-topic, the events row's first (when it has one), each once (folded). */
  subTopics: readonly string[];
  sources: readonly EventSource[];
  lastVerified: Day | null;
  precision: DatePrecision;
}

const MAX_TEXT = 300;

function text(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = withoutInvisible(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A text value of a table row; null (reported) when it is absent but required, or not text. */
function readText(value: unknown, column: string, required: boolean, report: Report): string | null {
  const read = text(value);
  if (read === undefined) report('text_expected', column, String(value));
  else if (read === null && required) report('required_empty', column, null);
  else if (read !== null && read.length > MAX_TEXT) {
    report('text_too_long', column, `${read.slice(0, 40)}…`, `at most ${MAX_TEXT} characters`);
    return null;
  }
  return read ?? null;
}

/** Adds a name to a list unless a folded equal is there; false when the list is full. */
function addOnce(list: string[], name: string, limit: number): boolean {
  const key = nameKey(name);
  if (list.some((known) => nameKey(known) === key)) return true;
  if (list.length >= limit) return false;
  list.push(name);
  return true;
}

/** The event's topics and sub-topics: the events row's, then the table's in order; null on an error. */
function readTopics(rows: readonly TableRow[], topic: string, subTopic: string | null, report: Report) {
  const lists: Record<TopicKind, string[]> = { topic: [topic], sub_topic: subTopic === null ? [] : [subTopic] };
  const limits: Record<TopicKind, number> = { topic: LIST_LIMITS.topics, sub_topic: LIST_LIMITS.subTopics };
  let valid = true;
  const full = new Set<TopicKind>();
  for (const row of rows) {
    const kindText = readText(row.kind, 'event_topics.kind', true, report);
    const kind = TOPIC_KINDS.find((known) => known === kindText?.toLowerCase().replace(/[\s-]+/g, '_'));
    if (kindText !== null && kind === undefined) report('topic_kind_unknown', 'event_topics.kind', kindText);
    const name = readText(row.name, 'event_topics.name', true, report);
    if (kind === undefined || name === null) {
      valid = false;
      continue;
    }
    if (!addOnce(lists[kind], name, limits[kind]) && !full.has(kind)) {
      full.add(kind);
      report(
        'list_over_limit',
        'event_topics.name',
        name,
        `at most ${limits[kind]} of kind ${kind}; the rest is left out`,
      );
    }
  }
  return valid ? { topics: lists.topic, subTopics: lists.sub_topic } : null;
}

/** The event's sources, in order; null on an error. */
function readSources(rows: readonly TableRow[], report: Report): EventSource[] | null {
  const sources: EventSource[] = [];
  let valid = true;
  for (const row of rows) {
    const name = readText(row.name, 'event_sources.name', true, report);
    const recordId = readText(row.record_id, 'event_sources.record_id', false, report);
    const url = readText(row.url, 'event_sources.url', false, report);
    if (url !== null && !isWebsite(url)) report('website_invalid', 'event_sources.url', url, fixedUrl(url));
    if (name === null || (url !== null && !isWebsite(url))) {
      valid = false;
      continue;
    }
    if (sources.length === LIST_LIMITS.sources) {
      report('list_over_limit', 'event_sources.name', name, `at most ${LIST_LIMITS.sources}; the rest is left out`);
      break;
    }
    sources.push({ name, recordId, url });
  }
  return valid ? sources : null;
}

/** last_verified: a real date; null when absent; undefined (reported) when not a date. */
export function readVerified(value: string | null, report: Report): Day | null | undefined {
  if (value === null) return null;
  const day = parseIsoDate(value);
  if (day !== null) return day;
  report('date_invalid', 'last_verified', value, fixedDate(value));
  return undefined;
}

/**
 * The extras of one event: null when it has none (one topic, no sources, no date of check, dates to
 * the day), undefined when a row of its tables has an error (reported).
 */
export function readExtras(
  lists: EventLists,
  first: { topic: string; subTopic: string | null },
  lastVerified: Day | null,
  precision: DatePrecision,
  report: Report,
): RowExtras | null | undefined {
  if (lists.topics.length === 0 && lists.sources.length === 0 && lastVerified === null && precision === 'day') {
    return null;
  }
  const topics = readTopics(lists.topics, first.topic, first.subTopic, report);
  const sources = readSources(lists.sources, report);
  if (topics === null || sources === null) return undefined;
  return { ...topics, sources, lastVerified, precision };
}

/** Every topic of a row, its first first (the events row's topic, then those of event_topics). */
export function topicsOf(row: { topic: string; extras: RowExtras | null }): readonly string[] {
  return row.extras?.topics ?? [row.topic];
}

/** Every sub-topic of a row, its first first; [] when it has none. */
export function subTopicsOf(row: { subTopic: string | null; extras: RowExtras | null }): readonly string[] {
  return row.extras?.subTopics ?? (row.subTopic === null ? [] : [row.subTopic]);
}
