/**
 * A plain evaluation of similar_to (docs/api.md, Similar events) over source rows, by brute force:
 * the reference row, whether a row is like it, and the likeness of each row as the documented tuple
 * (the same own field, shared sub-topics or topics, shared ranks, shared name words, same format),
 * compared field by field. It shares only the data with the engine (stop words, the term splitter).
 */
import { EventNotFoundError } from '../../src/search/verb-refusals.js';
import { subTopicsOf, topicsOf } from '../../src/source/event-lists.js';
import type { ValidRow } from '../../src/source/validate.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { terms as termsOf } from '../../src/text/terms.js';
import { rowTerms } from './reference-text.js';

/** docs/api.md: the first 12 words of the name; a word in more than 1 event in 50 is not compared. */
const TERMS_MAX = 12;
const COMMON_SHARE = 50;

export interface ReferenceSimilar {
  reference: ValidRow;
  subjectKind: 'subtopic' | 'topic';
  subjects: string[];
  terms: string[];
  /** Whether a row is a candidate: sharing a subject, of another series, not the reference. */
  like(row: ValidRow): boolean;
  /** The likeness tuple of a row: [own field, subjects, ranks, words, format] shared. */
  likeness(row: ValidRow): [number, number, number, number, number];
}

const memo = new WeakMap<readonly ValidRow[], Map<number, ReferenceSimilar>>();

/** The similar_to evaluation of the event `id` among `rows` (EventNotFoundError when none has it). */
export function similarTo(rows: readonly ValidRow[], id: number): ReferenceSimilar {
  let byId = memo.get(rows);
  if (byId === undefined) memo.set(rows, (byId = new Map()));
  let found = byId.get(id);
  if (found === undefined) byId.set(id, (found = evaluate(rows, id)));
  return found;
}

function evaluate(rows: readonly ValidRow[], id: number): ReferenceSimilar {
  const reference = rows.find((row) => row.id === id);
  if (reference === undefined) throw new EventNotFoundError(id, 'similar_to');
  const subjectKind = subTopicsOf(reference).length > 0 ? 'subtopic' : 'topic';
  const subjectsOf = (row: ValidRow) => (subjectKind === 'subtopic' ? subTopicsOf(row) : topicsOf(row));
  const subjects = [...new Set(subjectsOf(reference))];
  const subjectWords = new Set([...topicsOf(reference), ...subTopicsOf(reference)].flatMap((text) => termsOf(text)));
  const holding = (term: string) => rows.filter((row) => rowTerms(row).includes(term)).length;
  const terms = [...new Set(termsOf(reference.name))]
    .filter((term) => !STOP_WORDS.has(term) && !/^\d+$/.test(term) && !subjectWords.has(term))
    .filter((term) => holding(term) <= rows.length / COMMON_SHARE)
    .slice(0, TERMS_MAX);
  return {
    reference,
    subjectKind,
    subjects,
    terms,
    like: (row) =>
      row !== reference &&
      (reference.series === null || row.series !== reference.series) &&
      subjectsOf(row).some((subject) => subjects.includes(subject)),
    likeness: (row) => [
      // The reference's own field, its first subject: the row's first (2), its second (1), or neither.
      subjectsOf(row)[0] === subjects[0] ? 2 : subjectsOf(row)[1] === subjects[0] ? 1 : 0,
      subjects.filter((subject) => subjectsOf(row).includes(subject)).length,
      Number(reference.coreRank !== null && row.coreRank === reference.coreRank) +
        Number(reference.ccfRank !== null && row.ccfRank === reference.ccfRank),
      terms.filter((term) => rowTerms(row).includes(term)).length,
      Number(row.format === reference.format),
    ],
  };
}

/**
 * Most alike first, field by field, `ahead` (1: not ended, when that comes first) right after the
 * own field; rows equally alike keep `usual`'s order (a stable sort).
 */
export function byLikeness(
  similar: ReferenceSimilar,
  usual: readonly ValidRow[],
  ahead: (row: ValidRow) => number = () => 0,
): ValidRow[] {
  const keyed = usual.map((row) => {
    const [field, ...rest] = similar.likeness(row);
    return { row, key: [field, ahead(row), ...rest] };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i]! - a.key[i]!;
    return 0;
  });
  return keyed.map(({ row }) => row);
}
