/**
 * A plain evaluation of how q's words match (docs/api.md, Matching): plural folding, the synonym
 * table (an expansion of several words within one field) and compounds, by scanning a row's folded
 * terms directly. It shares only the data with the engine (the
 * singular rule, the synonym table, stop words, the term splitter); the lookup of runs, the forms
 * of a word and the matching are written here the obvious way, with no index.
 */
import { acronymKey } from '../../src/source/acronym.js';
import { subTopicsOf, topicsOf } from '../../src/source/event-lists.js';
import type { ValidRow } from '../../src/source/validate.js';
import { COMBINING_FORMS } from '../../src/text/compounds.js';
import { singular } from '../../src/text/inflection.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { SYNONYMS } from '../../src/text/synonyms.js';
import { terms as termsOf } from '../../src/text/terms.js';

/** The folded bare acronyms of the rows: such a word matches only itself. */
export type Acronyms = ReadonlySet<string>;

const acronymSets = new WeakMap<readonly ValidRow[], Set<string>>();
export function acronymsOf(rows: readonly ValidRow[]): Acronyms {
  let found = acronymSets.get(rows);
  if (found === undefined) {
    found = new Set(rows.flatMap((row) => (row.bareAcronym === null ? [] : [acronymKey(row.bareAcronym)])));
    acronymSets.set(rows, found);
  }
  return found;
}

export const wordsOf = (text: string): string[] => termsOf(text).filter((word) => !STOP_WORDS.has(word));

const fieldsOfRow = new WeakMap<ValidRow, string[][]>();
/** The terms of each field an expansion of several words must fit in: the name, each topic, each sub-topic. */
function rowFields(row: ValidRow): string[][] {
  let fields = fieldsOfRow.get(row);
  if (fields === undefined) {
    fields = [row.name, ...topicsOf(row), ...subTopicsOf(row)].map((text) => termsOf(text));
    fieldsOfRow.set(row, fields);
  }
  return fields;
}

const compoundMemo = new Map<string, string[]>();
/** The compounds a word of q also matches (docs/api.md, Compounds): a combining form before its singular. */
function compoundsOfWord(word: string, acronyms: Acronyms): string[] {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || acronyms.has(word)) return [];
  let found = compoundMemo.get(word);
  if (found === undefined) {
    const key = singularOf(word);
    found = COMBINING_FORMS.filter((form) => !key.startsWith(form)).map((form) => form + key);
    compoundMemo.set(word, found);
  }
  return found;
}

const compoundSetMemo = new WeakMap<Acronyms, Map<readonly string[], { exact: Set<string>; folded: Set<string> }>>();
/** The compounds as written, and the singulars of those that are no acronym, memoized per list. */
function compoundSets(compounds: readonly string[], acronyms: Acronyms) {
  let byList = compoundSetMemo.get(acronyms);
  if (byList === undefined) compoundSetMemo.set(acronyms, (byList = new Map()));
  let found = byList.get(compounds);
  if (found === undefined) {
    const folded = new Set(compounds.filter((compound) => !acronyms.has(compound)).map(singularOf));
    byList.set(compounds, (found = { exact: new Set(compounds), folded }));
  }
  return found;
}

/** Whether the row's terms hold one of the compounds, in any form (as wordMatches, one set lookup a term). */
function compoundMatches(rowWords: readonly string[], compounds: readonly string[], acronyms: Acronyms): boolean {
  if (compounds.length === 0) return false;
  const { exact, folded } = compoundSets(compounds, acronyms);
  return rowWords.some((term) => exact.has(term) || (!acronyms.has(term) && folded.has(singularOf(term))));
}

const wordsOfRow = new WeakMap<ValidRow, string[]>();
/** The terms of a row's texts, as the text index has them: name, acronym, topic and sub-topic. */
export function rowTerms(row: ValidRow): string[] {
  let words = wordsOfRow.get(row);
  if (words === undefined) {
    words = [row.name, row.acronym ?? '', ...topicsOf(row), ...subTopicsOf(row)].flatMap((text) => termsOf(text));
    wordsOfRow.set(row, words);
  }
  return words;
}

// Memos of pure functions only, so that thousands of rows times hundreds of queries stay fast.
const singulars = new Map<string, string>();
function singularOf(word: string): string {
  let found = singulars.get(word);
  if (found === undefined) singulars.set(word, (found = singular(word)));
  return found;
}

const formsOfTerms = new WeakMap<Acronyms, WeakMap<readonly string[], (string | null)[]>>();
/** Each term's singular, or null for an acronym (which matches only itself), once per list of terms. */
function singularForms(rowWords: readonly string[], acronyms: Acronyms): (string | null)[] {
  let byTerms = formsOfTerms.get(acronyms);
  if (byTerms === undefined) formsOfTerms.set(acronyms, (byTerms = new WeakMap()));
  let forms = byTerms.get(rowWords);
  if (forms === undefined) {
    forms = rowWords.map((term) => (acronyms.has(term) ? null : singularOf(term)));
    byTerms.set(rowWords, forms);
  }
  return forms;
}

/** Whether the row's terms hold the word, in any form of it (or, `prefix`, a term that starts with it). */
function wordMatches(rowWords: readonly string[], word: string, prefix: boolean, acronyms: Acronyms): boolean {
  const key = acronyms.has(word) ? null : singularOf(word);
  const forms = key === null ? undefined : singularForms(rowWords, acronyms);
  return rowWords.some(
    (term, i) => term === word || (prefix && term.startsWith(word)) || (forms !== undefined && forms[i] === key),
  );
}

/** A term of q: its words, and the other expressions the table gives it. */
interface Run {
  words: string[];
  expansions: string[][];
}

const keyOf = (words: readonly string[]) => words.map(singularOf).join(' ');
/** The table's entries with each expression's words and key, read once. */
const ENTRIES = SYNONYMS.map((entry) => ({
  same: entry.same.map((text) => ({ words: wordsOf(text), key: keyOf(wordsOf(text)) })),
  all: [...entry.same, ...(entry.related ?? [])].map((text) => ({ words: wordsOf(text), key: keyOf(wordsOf(text)) })),
}));
const LONGEST = Math.max(...ENTRIES.flatMap((entry) => entry.same.map(({ words }) => words.length)));

/** The table's other expressions for a run of words, or undefined when no entry writes it in `same`. */
function expansionsOf(words: readonly string[]): string[][] | undefined {
  const key = keyOf(words);
  const found: string[][] = [];
  for (const entry of ENTRIES) {
    if (!entry.same.some((expression) => expression.key === key)) continue;
    for (const expression of entry.all) if (expression.key !== key) found.push(expression.words);
  }
  return found.length > 0 ? found : undefined;
}

const runMemo = new Map<string, Run[]>();

/** The words as runs: the longest expression of the table at each word, else the word alone. */
export function runsOf(words: readonly string[]): Run[] {
  const memoKey = words.join('\u0000');
  const memo = runMemo.get(memoKey);
  if (memo) return memo;
  const runs = findRuns(words);
  runMemo.set(memoKey, runs);
  return runs;
}

function findRuns(words: readonly string[]): Run[] {
  const runs: Run[] = [];
  for (let at = 0; at < words.length; ) {
    let taken: Run = { words: [words[at]!], expansions: [] };
    for (let length = Math.min(LONGEST, words.length - at); length >= 1; length--) {
      const expansions = expansionsOf(words.slice(at, at + length));
      if (expansions) {
        taken = { words: words.slice(at, at + length), expansions };
        break;
      }
    }
    runs.push(taken);
    at += taken.words.length;
  }
  return runs;
}

/**
 * Whether the row matches a run: all its words (the last as a prefix when asked), all words of an
 * expansion (one word anywhere, several within one field), or a compound of its one word.
 */
function runMatches(row: ValidRow, run: Run, prefix: boolean, acronyms: Acronyms): boolean {
  return runTest(run, prefix, acronyms)(row);
}

// A pure function's results, kept: a random query's words recur, and each is read over every row.
const runResults = new WeakMap<Acronyms, WeakMap<Run, Map<ValidRow, boolean>[]>>();

/** runMatches of one run for any row, its results kept (looked up once for all the rows a query reads). */
export function runTest(run: Run, prefix: boolean, acronyms: Acronyms): (row: ValidRow) => boolean {
  let byRun = runResults.get(acronyms);
  if (byRun === undefined) runResults.set(acronyms, (byRun = new WeakMap()));
  let results = byRun.get(run);
  if (results === undefined) byRun.set(run, (results = [new Map(), new Map()]));
  const known = results[Number(prefix)]!;
  return (row) => {
    let held = known.get(row);
    if (held === undefined) known.set(row, (held = matchRun(row, run, prefix, acronyms)));
    return held;
  };
}

function matchRun(row: ValidRow, run: Run, prefix: boolean, acronyms: Acronyms): boolean {
  const rowWords = rowTerms(row);
  const last = run.words.length - 1;
  const all = (found: readonly string[], words: readonly string[], asPrefix = false) =>
    words.every((word, i) =>
      wordMatches(found, word, asPrefix && i === words.length - 1 && word.length >= 3, acronyms),
    );
  if (all(rowWords, run.words, prefix && last >= 0)) return true;
  const expanded = run.expansions.some((words) =>
    // Several words: first anywhere (most rows fail there), then within one field.
    words.length === 1
      ? all(rowWords, words)
      : all(rowWords, words) && rowFields(row).some((field) => all(field, words)),
  );
  if (expanded) return true;
  const compounds = run.words.length === 1 ? compoundsOfWord(run.words[0]!, acronyms) : [];
  return compoundMatches(rowWords, compounds, acronyms);
}

/** A q without syntax: every run matches; a run written like the last one also as a prefix. */
export function matchesPlainQuery(row: ValidRow, q: string, acronyms: Acronyms): boolean {
  const runs = runsOf(wordsOf(q));
  if (runs.length === 0) return true;
  const last = runs[runs.length - 1]!.words.join(' ');
  return runs.every((run) => runMatches(row, run, run.words.join(' ') === last, acronyms));
}

/**
 * The phrases sort=relevance reads a plain q as in names (docs/api.md, Order): q's terms, stop words
 * included, when there are two or more; and when q is one run of the synonym table, each of its
 * other expressions of two or more words. `syntax`: q uses quotes, OR or an excluded word (none).
 */
function namePhrasesOf(q: string, syntax: boolean): string[][] {
  if (syntax) return [];
  const own = termsOf(q);
  const phrases = own.length > 1 ? [own] : [];
  const runs = runsOf(wordsOf(q));
  const distinct = new Set(runs.map((run) => run.words.join(' ')));
  if (distinct.size === 1) phrases.push(...runs[0]!.expansions.filter((words) => words.length > 1));
  return phrases;
}

/** Names longer terms than this are not indexed, so a pair with one is in no name (src/text/text-index.ts). */
const LONGEST_TERM = 64;

/**
 * Whether the row's name has each two adjacent words of one of q's phrases next to each other,
 * words compared by their singular.
 */
export function nameHoldsPhrase(row: ValidRow, q: string, syntax: boolean): boolean {
  const name = termsOf(row.name);
  const adjacent = new Set<string>();
  for (let i = 0; i + 1 < name.length; i++) {
    if (name[i]!.length > LONGEST_TERM || name[i + 1]!.length > LONGEST_TERM) continue;
    adjacent.add(`${singularOf(name[i]!)} ${singularOf(name[i + 1]!)}`);
  }
  return namePhrasesOf(q, syntax).some((words) =>
    words.every((word, i) => i === 0 || adjacent.has(`${singularOf(words[i - 1]!)} ${singularOf(word)}`)),
  );
}

/**
 * Whether the row is filed first under the field q names (docs/api.md, Order): the words of its
 * first sub-topic or of its topic, as a set of singulars, are q's terms, or, when q is one run of
 * the synonym table, one of its expressions. `syntax`: q uses quotes, OR or an excluded word (none).
 */
export function filedUnderQ(row: ValidRow, q: string, syntax: boolean): boolean {
  if (syntax) return false;
  const names = fieldNamedBy(q);
  return (row.subTopic !== null && names(row.subTopic)) || names(row.topic);
}

/** Whether a topic or sub-topic of any row is the field q names (none for q with syntax). */
export function namesAField(rows: readonly ValidRow[], q: string, syntax: boolean): boolean {
  if (syntax) return false;
  const names = fieldNamedBy(q);
  return rows.some((row) => [...topicsOf(row), ...subTopicsOf(row)].some(names));
}

/** Whether a field's name is q's terms, or one of its expressions when q is one run of the synonym table. */
function fieldNamedBy(q: string): (field: string) => boolean {
  const runs = runsOf(wordsOf(q));
  const distinct = new Set(runs.map((run) => run.words.join(' ')));
  const phrases = [termsOf(q), ...(distinct.size === 1 ? runs[0]!.expansions : [])].map(
    (words) => new Set(words.map(singularOf)),
  );
  const names = (field: string) => {
    const words = new Set(termsOf(field).map(singularOf));
    return phrases.some((phrase) => phrase.size === words.size && [...phrase].every((word) => words.has(word)));
  };
  return names;
}
