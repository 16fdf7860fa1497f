/**
 * The words the SQLite baseline gives FTS5 (our own folding, not FTS5's), and the check that
 * FTS5's tokenizer kept every one of them as it is.
 */
import type Database from 'better-sqlite3';
import { words } from '../../src/reference/fold.js';

/**
 * The text given to FTS5 for a name, topic or sub-topic: our own words (src/reference/fold.ts),
 * joined by spaces. unicode61 alone does not fold like `words()`: it keeps ß, ø, ł, æ, ı, þ, đ
 * and ħ ("straße", "tromsø", "łodz"), keeps superscripts, ligatures and Roman numerals ("x²",
 * "ﬁnance", "ⅻ") and strips no accents outside Latin ("σίσυφος"), where NFKD folding gives
 * "strasse", "tromso", "lodz", "x2", "finance", "xii", "σισυφος". Indexing the pre-folded words
 * makes both sides tokenize identical text; prepareBaseline checks (checkVocabulary) that every
 * indexed word came out of the tokenizer unchanged (one token per word, spelled the same). One difference is left
 * that pre-folding cannot remove: unicode61 case-folds the Greek final sigma to σ ("σίσυφος" is
 * indexed as "σισυφοσ"), which words() keeps apart; such a word makes the check fail, and
 * SqliteBaseline treats a query term the tokenizer would change as matching nothing.
 */
export function foldedWords(text: string | null): string {
  return text === null ? '' : words(text).join(' ');
}

/** Throws unless the FTS5 terms are exactly our words: the tokenizer split or changed none. */
export function checkVocabulary(db: Database.Database, vocabulary: Set<string>): void {
  db.exec(`CREATE VIRTUAL TABLE temp.events_fts_terms USING fts5vocab(main, events_fts, 'row')`);
  const terms = db.prepare('SELECT term FROM temp.events_fts_terms').pluck().all() as string[];
  db.exec('DROP TABLE temp.events_fts_terms');
  const indexed = new Set(terms);
  const changed = [...vocabulary].filter((word) => !indexed.has(word));
  const extra = terms.filter((term) => !vocabulary.has(term));
  if (changed.length > 0 || extra.length > 0) {
    throw new Error(
      `FTS5 tokenizer disagrees with words(): ${changed.length} words not indexed as such (${changed.slice(0, 5).join(', ')}), ` +
        `${extra.length} unexpected terms (${extra.slice(0, 5).join(', ')})`,
    );
  }
}
