/**
 * `similar_to=<id>` (docs/api.md, Similar events): the event it names (the reference) and the
 * events like it. The candidates are the events that share a sub-topic with the reference (an
 * event without one: its topic), less the reference's own series; of each other series only the
 * edition that stands for it (series-editions.ts: the next one not ended, else the latest, or with
 * time filters the first within them); the plan intersects them with the other filters, and
 * similar-order.ts ranks what is left, those of the reference's own field (their first sub-topic
 * is its first, then their second) first. Every feature of the comparison is a posting list
 * (sub-topics, topics, ranks, the format, the words of the name), so the comparison never reads an
 * event's own columns beyond the reference's, and the candidates of one reference are built once
 * and kept in the index's cache.
 */
import { CCF_RANKS, CORE_RANKS } from '../../source/schema.js';
import { seriesOf, seriesPositions } from '../../store/edition-index.js';
import { NONE_U8 } from '../../store/layout.js';
import { positionOfId } from '../../store/store.js';
import { type MoreValues, valuesAt } from '../../store/topic-lists.js';
import { STOP_WORDS } from '../../text/stopwords.js';
import { terms } from '../../text/terms.js';
import { dayOfInstant } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { EventNotFoundError } from '../verb-refusals.js';
import type { IndexView } from '../index-view.js';
import type { SimilarFeature as Feature, SimilarProfile } from '../similar-types.js';
import type { SearchFilters } from '../types.js';
import { matchesOf } from './matches.js';
import { emptyPlan, type PlanStep, planDates } from './plan.js';
import { planDeadline } from './edition-plan.js';
import { daySplit } from './day-split.js';
import { editionsWithin } from './series-editions.js';

/** At most this many words of the reference's name are compared (the first ones), as q takes 12 terms. */
export const SIMILAR_TERMS_MAX = 12;
/** A word found in more than 1 event in COMMON_SHARE ("conference", "international") says little, and is not compared. */
const COMMON_SHARE = 50;

/** The values of the reference (indexes, its first first, each once) with their names and posting lists. */
function featuresOf(
  values: readonly number[],
  lists: readonly RoaringBitmap32[],
  names: readonly { name: string }[],
): Feature[] {
  return [...new Set(values)].map((value) => ({ name: names[value]!.name, list: lists[value]! }));
}

/**
 * The words of the reference's name that are compared: its terms (as the text index has them),
 * each once, in order, less stop words, numbers (terms of digits only: "2027"), the words of its own
 * sub-topics and topics (already compared as such) and the words found in more than 1 event in 50;
 * the first SIMILAR_TERMS_MAX of them.
 */
function nameTerms(index: IndexView, name: string, subjectWords: ReadonlySet<string>): Feature[] {
  const common = index.size / COMMON_SHARE;
  const found: Feature[] = [];
  for (const term of new Set(terms(name))) {
    if (found.length === SIMILAR_TERMS_MAX) break;
    if (STOP_WORDS.has(term) || /^\d+$/.test(term) || subjectWords.has(term)) continue;
    const list = index.store.text.exact(term);
    if (list.size > 0 && list.size <= common) found.push({ name: term, list });
  }
  return found;
}

/** The reference's ranks as features: "CORE A*" with the CORE A* list, "CCF B" with its list. */
function rankFeatures(index: IndexView, position: number): Feature[] {
  const { columns, lists } = index.store;
  const found: Feature[] = [];
  const core = columns.coreRank[position]!;
  if (core !== NONE_U8) found.push({ name: `CORE ${CORE_RANKS[core]}`, list: lists.coreRank[core]! });
  const ccf = columns.ccfRank[position]!;
  if (ccf !== NONE_U8) found.push({ name: `CCF ${CCF_RANKS[ccf]}`, list: lists.ccfRank[ccf]! });
  return found;
}

/** The candidates of a reference: sharing a subject, of another series, not itself. */
function candidatesOf(index: IndexView, position: number, subjects: readonly Feature[]): RoaringBitmap32 {
  const found = RoaringBitmap32.orMany(subjects.map((subject) => subject.list));
  const series = seriesOf(index.store, position);
  if (series !== null) found.removeMany(seriesPositions(index.store, series));
  found.remove(position);
  return found.freeze();
}

/**
 * The events whose first value is `value` (their own field), then those whose second is: read from
 * its list (every event that has it, first or not) once per reference.
 */
function fieldOf(first: Uint16Array, more: MoreValues, list: RoaringBitmap32, value: number, name: string): Feature[] {
  const own: number[] = [];
  const second: number[] = [];
  for (const position of list) {
    if (first[position] === value) own.push(position);
    else if (more.offsets[position]! < more.offsets[position + 1]! && more.values[more.offsets[position]!] === value)
      second.push(position);
  }
  return [own, second].map((positions) => ({ name, list: new RoaringBitmap32(positions).freeze() }));
}

/** The reference at `position`, as the comparison reads it. */
function profileAt(index: IndexView, id: number, position: number): SimilarProfile {
  const { columns, lists, meta, topicLists } = index.store;
  const subtopics = featuresOf(
    valuesAt(columns.subtopic, topicLists.subtopics, position),
    lists.subtopic,
    meta.subtopics,
  );
  const topics = featuresOf(valuesAt(columns.topic, topicLists.topics, position), lists.topic, meta.topics);
  const subjects = subtopics.length > 0 ? subtopics : topics;
  const kind = subtopics.length > 0 ? 'subtopic' : 'topic';
  const [column, more] =
    kind === 'subtopic' ? [columns.subtopic, topicLists.subtopics] : [columns.topic, topicLists.topics];
  const field = fieldOf(column, more, subjects[0]!.list, column[position]!, subjects[0]!.name);
  const subjectWords = new Set([...subtopics, ...topics].flatMap((subject) => terms(subject.name)));
  const name = columns.name.get(position);
  const format = columns.format[position]!;
  const ranks = rankFeatures(index, position);
  const words = nameTerms(index, name, subjectWords);
  return {
    id,
    position,
    name,
    subjects,
    subjectKind: kind,
    field,
    ranks,
    terms: words,
    format: { name: meta.formats[format]!, list: lists.format[format]! },
    candidates: candidatesOf(index, position, subjects),
    rankedOrWorded: RoaringBitmap32.orMany([...ranks, ...words].map(({ list }) => list)).freeze(),
  };
}

/**
 * The reference of `similar_to=id` (EventNotFoundError naming similar_to when no event has the
 * id), made once per snapshot and reference and kept in the index's cache (a reference is asked
 * for page after page).
 */
function similarProfile(index: IndexView, id: number): SimilarProfile {
  const position = positionOfId(index.store, id);
  if (position < 0) throw new EventNotFoundError(id, 'similar_to');
  let found = index.caches.similar.get(position);
  if (!found) index.caches.similar.set(position, (found = profileAt(index, id, position)));
  return found;
}

/**
 * The time filters given, alone (from, to, month, year, deadline_from, deadline_to; how the dates
 * match), or null:
 * without them each series stands by its edition of the day, with them by its first within them.
 */
function timeFilters(filters: SearchFilters): SearchFilters | null {
  const { from, to, month, year, deadlineFrom, deadlineTo, deadlineEstimated, deadlineKind } = filters;
  const given = { from, to, month, year, deadlineFrom, deadlineTo };
  if (Object.values(given).every((value) => value === undefined)) return null;
  // A window of estimated deadlines (the connector's) chooses among the editions estimated there,
  // of another kind among those with one then.
  const estimated = deadlineEstimated ? { deadlineEstimated } : {};
  return {
    ...given,
    ...estimated,
    ...(deadlineKind ? { deadlineKind } : {}),
    ...(filters.dateMatch ? { dateMatch: filters.dateMatch } : {}),
    limit: 0,
    offset: 0,
  };
}

/**
 * The events that stand for their series among the editions within the time filters
 * (series-editions.ts, editionsWithin), kept in the index's cache of date sets (bounded by bytes)
 * by those filters (and the day, when the usual order is upcoming: a deadline window alone). The
 * deadline window is read without cfp, so the edition chosen does not depend on the hour; the
 * search's own time filters then keep the events within them.
 */
function editionsOfTime(index: IndexView, time: SearchFilters, now: number): RoaringBitmap32 {
  // With from, to, month or year the usual order is date; with a deadline window alone, upcoming.
  const dated = time.from !== undefined || time.to !== undefined || time.month !== undefined || time.year !== undefined;
  const day = dayOfInstant(now);
  const key = `editions:${JSON.stringify(time)}${dated ? '' : `@${day}`}`;
  let found = index.caches.dateSets.get(key);
  if (found) return found;
  const plan = emptyPlan();
  planDates(index, time, plan, now);
  planDeadline(index, time, plan, now);
  // A time filter is a date range or a deadline window, so the plan selects a set.
  const within = matchesOf(index, plan)!;
  found = editionsWithin(index.store, index.noSeries(), within, dated ? null : daySplit(index.store, day));
  index.caches.dateSets.set(key, found);
  return found;
}

/**
 * similar_to: the candidates of the reference, as one more set to intersect, with the events that
 * stand for their series on the request's UTC day (the day of `now`), or with time filters among
 * the editions within them.
 */
export const planSimilar: PlanStep = (index, filters, plan, now) => {
  if (filters.similarTo === undefined) return;
  const profile = similarProfile(index, filters.similarTo);
  plan.similar = profile;
  const time = timeFilters(filters);
  const editions = time === null ? index.seriesEditions(dayOfInstant(now)) : editionsOfTime(index, time, now);
  plan.sets.push(profile.candidates, editions);
};
