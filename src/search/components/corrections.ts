/**
 * The corrections behind suggestions (verbs/suggestions.ts): the dictionary terms close to a term
 * of `q`, and the corrected term lists to try. Each corrected term is within edit distance 1 of
 * the term asked for (2 for terms of six or more characters); terms that match nothing are
 * corrected, and a term that matches something only towards a much more frequent close term. A
 * correction of the last term (which matches as a prefix) must find most of its events as a whole
 * word: "ann" is no correction of "gnn" when nearly all its events are "Annual". Every lookup of
 * the fuzzy index is paid from the search's budget; the fuzzy index skips a term no indexed term
 * can be close to (longer than the longest plus the distance).
 */
import type { WorkBudget } from '../../util/work-budget.js';
import type { IndexView } from '../index-view.js';
import { type QueryTerm, termSet } from './query-terms.js';

/** The parts of the index corrections read: the spelling index, the text index and its caches. */
type Spelling = Pick<IndexView, 'store' | 'caches' | 'fuzzy'>;

/** Corrections kept per term (closest and most frequent first). */
const CANDIDATES_PER_TERM = 3;
/** As in query-terms.ts: shorter words never match as a prefix. */
const MIN_PREFIX_LENGTH = 3;
/**
 * A term that matches something is respelt only to a close term with this many times its events
 * in the whole snapshot: a term that exists and is filtered to zero gets relaxations, never
 * respellings (verbs/relaxations.ts).
 */
const MUCH_MORE_FREQUENT = 20;

const maxDistance = (term: string): number => (term.length >= 6 ? 2 : 1);

/** Whether a correction found as a prefix has at least half its events as a whole word (in any form). */
function wholeWordMostly(index: Spelling, term: string): boolean {
  const whole = termSet(index, { term, words: [term], prefix: false }).size;
  return whole * 2 >= termSet(index, { term, words: [term], prefix: true }).size;
}

/**
 * The closest dictionary terms to `term`, most events first among equally close ones; none for a
 * term the synonym table knows (its meaning is known: KDD is never respelt to PKDD).
 */
function corrections(index: Spelling, { term, prefix, expansions }: QueryTerm, budget: WorkBudget, own = 0): string[] {
  if (expansions !== undefined) return [];
  const { text } = index.store;
  const ranked = index
    .fuzzy()
    .find(term, maxDistance(term), budget)
    .filter((match) => match.term !== term)
    .filter((match) => own === 0 || text.exact(match.term).size >= own * MUCH_MORE_FREQUENT)
    .map((match) => ({ ...match, events: text.exact(match.term).size }))
    .sort((a, b) => a.distance - b.distance || b.events - a.events || (a.term < b.term ? -1 : 1));
  const kept: string[] = [];
  for (const match of ranked) {
    if (kept.length === CANDIDATES_PER_TERM) break;
    if (prefix && match.term.length >= MIN_PREFIX_LENGTH && !wholeWordMostly(index, match.term)) continue;
    kept.push(match.term);
  }
  return kept;
}

/** Corrected term lists: every combination of the options per term, closest changes first. */
export function combinations(options: string[][], limit: number): string[][] {
  let queries: { terms: string[]; changes: number }[] = [{ terms: [], changes: 0 }];
  for (const choices of options) {
    const next: { terms: string[]; changes: number }[] = [];
    for (const query of queries) {
      for (const [rank, choice] of choices.entries())
        next.push({ terms: [...query.terms, choice], changes: query.changes + rank });
    }
    queries = next.sort((a, b) => a.changes - b.changes).slice(0, limit * 4);
  }
  return queries.slice(0, limit).map((query) => query.terms);
}

/**
 * The options per term: itself when it matches and is kept, then its corrections. A term that
 * matches nothing is corrected; when every term matches something (the zero comes from their
 * combination or the filters), only a term with a close term MUCH_MORE_FREQUENT times as
 * frequent in the whole snapshot is tried, one at a time, and only where `worth` says respelling
 * it can find something (verbs/suggestions.ts).
 */
export function termOptions(
  index: Spelling,
  found: QueryTerm[],
  budget: WorkBudget,
  worth: (at: number) => boolean = () => true,
): string[][][] {
  const counts = found.map((term) => termSet(index, term).size);
  const own = found.map((term) => term.term);
  if (counts.some((count) => count === 0)) {
    const options: string[][] = [];
    for (const [i, term] of found.entries()) {
      const choices = counts[i] === 0 ? corrections(index, term, budget) : [own[i]!];
      // A term without corrections leaves no corrected query: the rest need not be looked up.
      if (choices.length === 0) return [];
      options.push(choices);
    }
    return [options];
  }
  return found.flatMap((_, changed) => {
    if (!worth(changed)) return [];
    const fixes = corrections(index, found[changed]!, budget, counts[changed]);
    return fixes.length === 0 ? [] : [found.map((_term, i) => (i === changed ? fixes : [own[i]!]))];
  });
}
