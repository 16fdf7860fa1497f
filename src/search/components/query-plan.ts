/**
 * A parsed q (query-syntax.ts) as posting lists: per clause, the union of its units' sets to
 * intersect; an excluded clause's set to subtract; a clause with quoted phrases also as a check on
 * the names after the intersection (phrase.ts), its phrases standing in the union by their
 * candidates (the events with all their words). Sets of clauses with OR or several words are kept
 * in the index's union cache, keyed by the whole clause (its prefix flags included).
 */
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { type ClauseCheck, type PhraseCheck, phraseKey } from './phrase.js';
import type { SearchTerm } from '../types.js';
import { parseQuery, type QueryClause, type QueryUnit, reportedClause, searchTermText } from './query-syntax.js';
import { compoundsFound, termSet } from './query-terms.js';

type Text = Pick<IndexView, 'store' | 'caches' | 'phrasePairs'>;

export interface QueryPlan {
  searchTerms: SearchTerm[];
  sets: RoaringBitmap32[];
  excluded: RoaringBitmap32[];
  checks: ClauseCheck[];
}

function intersectAll(sets: RoaringBitmap32[]): RoaringBitmap32 {
  const ordered = [...sets].sort((a, b) => a.size - b.size);
  if (ordered.length === 1) return ordered[0]!;
  const result = RoaringBitmap32.and(ordered[0]!, ordered[1]!);
  for (let i = 2; i < ordered.length && !result.isEmpty; i++) result.andInPlace(ordered[i]!);
  return result.freeze();
}

/**
 * The events a unit can match: all its terms, or (a phrase) all its words anywhere; with the phrase
 * pairs, every two of its words that follow each other in its order somewhere in the name. Every
 * word of the phrase stands in one of its pairs, so the pairs' lists alone already hold all of them.
 */
function unitSet(index: Text, unit: QueryUnit): RoaringBitmap32 {
  if (unit.kind === 'words') return intersectAll(unit.terms.map((term) => termSet(index, term)));
  const pairs = unit.words.length > 1 ? index.phrasePairs() : undefined;
  return pairs?.allPairs(unit.words) ?? intersectAll(unit.required.map((word) => index.store.text.exact(word)));
}

/** A clause's set (its units' union), from the cache when it was computed before. */
function clauseSet(index: Text, clause: QueryClause, key: string): RoaringBitmap32 {
  const only = clause.units.length === 1 ? clause.units[0]! : undefined;
  if (only?.kind === 'words' && only.terms.length === 1) return termSet(index, only.terms[0]!);
  const sets = () => clause.units.map((unit) => checkedPhrase(index, unit) ?? unitSet(index, unit));
  const unionOf = (parts: RoaringBitmap32[]) =>
    parts.length === 1 ? parts[0]! : RoaringBitmap32.orMany(parts).freeze();
  // A clause with a phrase stands for its candidates until the phrase is checked whole: not cached.
  if (clause.units.some((unit) => unit.kind === 'phrase')) return unionOf(sets());
  const cacheKey = `q:${key}`;
  let found = index.caches.unions.get(cacheKey);
  if (!found) {
    found = unionOf(sets());
    index.caches.unions.set(cacheKey, found);
  }
  return found;
}

/**
 * A phrase's events when they are known without a check: a phrase a search has checked whole
 * (phrase.ts), or one of two words, read from the phrase pairs (phrase-pairs.ts); else undefined.
 */
function checkedPhrase(index: Text, unit: QueryUnit): RoaringBitmap32 | undefined {
  if (unit.kind !== 'phrase') return undefined;
  const checked = index.caches.unions.get(phraseKey(unit.words));
  if (checked !== undefined || unit.words.length !== 2) return checked;
  return index.phrasePairs()?.events(unit.words[0]!, unit.words[1]!);
}

/** A clause's check of its phrases (those checked whole before are sets, not checks), or undefined. */
function checkOf(index: Text, clause: QueryClause): ClauseCheck | undefined {
  if (!clause.units.some((unit) => unit.kind === 'phrase')) return undefined;
  const phrases: PhraseCheck[] = [];
  const plain: RoaringBitmap32[] = [];
  for (const unit of clause.units) {
    const checked = checkedPhrase(index, unit);
    if (checked) plain.push(checked);
    else if (unit.kind === 'phrase') {
      phrases.push({ words: unit.words, candidates: unitSet(index, unit), key: phraseKey(unit.words) });
    } else plain.push(unitSet(index, unit));
  }
  if (phrases.length === 0) return undefined;
  const union = plain.length === 0 ? null : plain.length === 1 ? plain[0]! : RoaringBitmap32.orMany(plain);
  return { negated: clause.negated, plain: union, phrases };
}

/** One clause of q as the search uses it. */
export interface ClausePlan {
  /** The clause as search_terms shows it, and as data. */
  term: string;
  shown: SearchTerm;
  set?: RoaringBitmap32;
  excluded?: RoaringBitmap32;
  check?: ClauseCheck;
}

/** The clauses of q, each planned; throws QuerySyntaxError for malformed syntax. */
export function planClauses(index: Text, q: string): ClausePlan[] {
  return parseQuery(q).clauses.map((clause) => {
    const shown = reportedClause(clause, (term) => compoundsFound(index, term));
    const check = checkOf(index, clause);
    const part: ClausePlan = { term: searchTermText(shown), shown, ...(check ? { check } : {}) };
    // The cache key holds every detail of the clause (a prefix term is not its exact term).
    const key = JSON.stringify(clause);
    if (!clause.negated) part.set = clauseSet(index, clause, key);
    else if (!check) part.excluded = clauseSet(index, clause, key);
    return part;
  });
}

/** Planned clauses together: the search terms, the sets to intersect and subtract, the checks. */
function joinClauses(parts: readonly ClausePlan[]): QueryPlan {
  return {
    searchTerms: parts.map((part) => part.shown),
    sets: parts.flatMap((part) => part.set ?? []),
    excluded: parts.flatMap((part) => part.excluded ?? []),
    checks: parts.flatMap((part) => part.check ?? []),
  };
}

/** The sets of q; throws QuerySyntaxError for malformed syntax. */
export function planQuery(index: Text, q: string): QueryPlan {
  return joinClauses(planClauses(index, q));
}
