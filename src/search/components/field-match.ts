/**
 * An expansion of several words (the synonym table's other expressions for a term of q:
 * query-terms.ts) matches an event only within one field (docs/api.md, Synonyms and related
 * terms): all its words, in any order and in singular or plural form, in the event's name, or in
 * one of its topics, or in one of its sub-topics. So "graph learning" finds "Learning on Graphs"
 * and the sub-topic "Graph Learning", never an event filed under "Knowledge Graphs" and "Machine
 * Learning".
 *
 * The candidates are the events with all the words anywhere (the text index); the topics and
 * sub-topics whose names hold them all give their events whole (a few hundred names to read),
 * and only the other candidates have their names read. The caller keeps the result in the index's
 * union cache, so each expansion's names are read once per snapshot while it stays cached.
 */
import { singular } from '../../text/inflection.js';
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';

type Fields = Pick<IndexView, 'store'>;

/** Whether the terms of a text, plurals folded, hold every key (singulars). */
function holdsAll(text: string, keys: readonly string[]): boolean {
  const found = new Set(terms(text).map(singular));
  return keys.every((key) => found.has(key));
}

/** The events of the topics and sub-topics whose names hold every key. */
function namedCategories(index: Fields, keys: readonly string[]): RoaringBitmap32[] {
  const { meta, lists } = index.store;
  const found: RoaringBitmap32[] = [];
  for (const [at, topic] of meta.topics.entries()) if (holdsAll(topic.name, keys)) found.push(lists.topic[at]!);
  for (const [at, sub] of meta.subtopics.entries()) if (holdsAll(sub.name, keys)) found.push(lists.subtopic[at]!);
  return found;
}

/** The candidates (events with all the words somewhere) that hold all of them within one field. */
export function withinOneField(index: Fields, words: readonly string[], candidates: RoaringBitmap32): RoaringBitmap32 {
  if (candidates.isEmpty) return candidates;
  const keys = words.map(singular);
  const categories = namedCategories(index, keys);
  const byCategory = categories.length === 0 ? new RoaringBitmap32() : RoaringBitmap32.orMany(categories);
  const names = index.store.columns.name;
  const named: number[] = [];
  for (const position of RoaringBitmap32.andNot(candidates, byCategory)) {
    if (holdsAll(names.get(position), keys)) named.push(position);
  }
  byCategory.addMany(named);
  byCategory.andInPlace(candidates);
  return byCategory.freeze();
}
