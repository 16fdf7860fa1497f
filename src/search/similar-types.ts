/**
 * The shapes of similar_to (docs/api.md, Similar events): the reference event as the comparison
 * reads it, as the answer reports it, and what an event shares with it.
 */
import type { RoaringBitmap32 } from '../util/roaring.js';

/** One feature of the reference of similar_to: a posting list, and its name as the answer reports it. */
export interface SimilarFeature {
  name: string;
  list: RoaringBitmap32;
}

/** The reference event of similar_to as the comparison reads it (components/similar.ts builds it). */
export interface SimilarProfile {
  id: number;
  position: number;
  name: string;
  /** Its sub-topics; for an event without one, its topics (`subjectKind` says which). */
  subjects: readonly SimilarFeature[];
  subjectKind: 'subtopic' | 'topic';
  /**
   * Its own field, its first sub-topic (or topic, as `subjectKind` says): the events whose first is
   * the same, then those whose second is. They come in that order before every other event
   * (components/similar-order.ts).
   */
  field: readonly SimilarFeature[];
  /** Its CORE and CCF ranks, named "CORE A*", "CCF A". */
  ranks: readonly SimilarFeature[];
  /** The words of its name that are compared. */
  terms: readonly SimilarFeature[];
  format: SimilarFeature;
  /** The events like it: sharing a subject, of another series (and not itself). */
  candidates: RoaringBitmap32;
  /** The events that share a rank or a word with it (the union of those lists). */
  rankedOrWorded: RoaringBitmap32;
}

/** The event of similar_to as the comparison reads it (docs/api.md, Similar events). */
export interface SimilarReference {
  id: number;
  name: string;
  /** Its sub-topics, or its topics when it has no sub-topic (`subjectKind`). */
  subjectKind: 'subtopic' | 'topic';
  subjects: string[];
  /** "CORE A*", "CCF A". */
  ranks: string[];
  /** The words of its name that are compared. */
  terms: string[];
  format: string;
}

/** What an event shares with the reference of similar_to: the names of each, and the format or null. */
export interface SimilarShares {
  subjects: string[];
  ranks: string[];
  terms: string[];
  format: string | null;
}
