/**
 * The terms the SQLite baseline gives FTS5 (our own tokenizer, not FTS5's), and the check that
 * FTS5's tokenizer kept every one of them as it is.
 */
import type Database from 'better-sqlite3';
import { singular } from '../../../src/text/inflection.js';
import { terms } from '../../../src/text/terms.js';

/**
 * The text given to FTS5 for a name, acronym, topic or sub-topic: our own terms
 * (src/text/terms.ts: folded words plus the symbol terms "c++", "c#", ".net" of docs/api.md,
 * Matching), joined by spaces. unicode61 alone does not fold like `terms()`: it keeps ß, ø, ł, æ,
 * ı, þ, đ and ħ ("straße", "tromsø", "łodz"), keeps superscripts, ligatures and Roman numerals
 * ("x²", "ﬁnance", "ⅻ") and strips no accents outside Latin ("σίσυφος"), where NFKD folding gives
 * "strasse", "tromso", "lodz", "x2", "finance", "xii", "σισυφος"; and it would split "c++" unless
 * told that `+`, `#` and `.` are token characters (schema.ts, FTS_TOKENIZE). Indexing the
 * pre-split terms makes both sides tokenize identical text; prepareBaseline checks
 * (checkVocabulary) that every indexed term came out of the tokenizer unchanged (one token per
 * term, spelled the same). One difference is left that pre-folding cannot remove: unicode61
 * case-folds the Greek final sigma to σ ("σίσυφος" is indexed as "σισυφοσ"), which terms() keeps
 * apart; such a term makes the check fail, and SqliteBaseline treats a query term the tokenizer
 * would change as matching nothing.
 */
export function termText(text: string | null): string {
  return text === null ? '' : terms(text).join(' ');
}

/** A term longer than the engine indexes (src/text/text-index.ts): in no pair of a name. */
const LONGEST_TERM = 64;

/**
 * A name's terms as their singulars, each between spaces (" computer vision and pattern
 * recognition "): sort=relevance's phrase part reads two words side by side as one instr() of
 * " a b ". A term too long to be indexed is written "|", which no word is, so no pair holds it.
 */
export function namePairText(name: string): string {
  return ` ${terms(name)
    .map((term) => (term.length > LONGEST_TERM ? '|' : singular(term)))
    .join(' ')} `;
}

/** The text a name's pair text holds when it has `first` right before `second`, as singulars. */
export const pairNeedle = (first: string, second: string): string => ` ${singular(first)} ${singular(second)} `;

/** Throws unless the FTS5 terms are exactly our terms: the tokenizer split or changed none. */
export function checkVocabulary(db: Database.Database, vocabulary: Set<string>): void {
  db.exec(`CREATE VIRTUAL TABLE temp.events_fts_terms USING fts5vocab(main, events_fts, 'row')`);
  const indexedTerms = db.prepare('SELECT term FROM temp.events_fts_terms').pluck().all() as string[];
  db.exec('DROP TABLE temp.events_fts_terms');
  const indexed = new Set(indexedTerms);
  const changed = [...vocabulary].filter((term) => !indexed.has(term));
  const extra = indexedTerms.filter((term) => !vocabulary.has(term));
  if (changed.length > 0 || extra.length > 0) {
    throw new Error(
      `FTS5 tokenizer disagrees with terms(): ${changed.length} terms not indexed as such (${changed.slice(0, 5).join(', ')}), ` +
        `${extra.length} unexpected terms (${extra.slice(0, 5).join(', ')})`,
    );
  }
}

/**
 * The forms of a word as the baseline finds them (docs/api.md, Matching): every FTS5 term whose
 * singular (src/text/inflection.ts) is the word's; a bare acronym of the data (the events'
 * acronym_key) matches only itself, and is no form of another word.
 */
export function wordForms(db: Database.Database): (word: string) => string[] {
  db.exec(`CREATE VIRTUAL TABLE temp.events_fts_forms USING fts5vocab(main, events_fts, 'row')`);
  const vocabulary = db.prepare('SELECT term FROM temp.events_fts_forms').pluck().all() as string[];
  db.exec('DROP TABLE temp.events_fts_forms');
  const acronyms = new Set(
    db.prepare('SELECT DISTINCT acronym_key FROM events WHERE acronym_key IS NOT NULL').pluck().all() as string[],
  );
  const bySingular = new Map<string, string[]>();
  for (const term of vocabulary) {
    if (acronyms.has(term)) continue;
    const key = singular(term);
    bySingular.set(key, [...(bySingular.get(key) ?? []), term]);
  }
  const terms = new Set(vocabulary);
  return (word) => {
    if (acronyms.has(word)) return terms.has(word) ? [word] : [];
    return bySingular.get(singular(word)) ?? [];
  };
}
