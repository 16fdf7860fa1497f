/**
 * A question cut into its words as written (docs/api.md, Connector tools): letters and digits with
 * the marks that live inside names and values ("S&P", "A*", "C++", "ICML'26", "CCF-A",
 * "Europe/Berlin", "America/New_York"), without the punctuation around them or a possessive "'s".
 * Each word keeps its case: how it is written tells an acronym ("DATE", "NeurIPS") from a word.
 */

export interface Token {
  /** As written: "NeurIPS", "ICML'26", "Europe/Berlin". */
  readonly text: string;
  /** In lower case: what the word lists and the search read. */
  readonly word: string;
}

/** A word, or a year written with two digits after an apostrophe ("ICML '27"). */
const TOKEN_RE = /['’]\d\d(?!\p{N})|[\p{L}\p{N}][\p{L}\p{N}&*+#'’./_-]*/gu;
/** Marks that end a word only as punctuation: "2027.", "NeurIPS'", "U.S." keeps its inner dot. */
const TRAILING_RE = /[.'’/_-]+$/u;
const POSSESSIVE_RE = /['’]s$/iu;
const UPPER_RE = /\p{Lu}/gu;
const LETTER_RE = /\p{L}/gu;

export function tokensOf(sentence: string): Token[] {
  const tokens: Token[] = [];
  for (const [raw] of sentence.matchAll(TOKEN_RE)) {
    const text = raw.replace(POSSESSIVE_RE, '').replace(TRAILING_RE, '');
    if (text !== '') tokens.push({ text, word: text.toLowerCase() });
  }
  return tokens;
}

/** Capital letters in a text. */
const capitals = (text: string): number => text.match(UPPER_RE)?.length ?? 0;

/**
 * Whether the question is written in capitals throughout ("WHEN IS VLDB 2027"): then case tells
 * nothing, and every word is read as if written in lower case.
 */
export function shouting(tokens: readonly Token[]): boolean {
  const letters = tokens.reduce((sum, token) => sum + (token.text.match(LETTER_RE)?.length ?? 0), 0);
  const upper = tokens.reduce((sum, token) => sum + capitals(token.text), 0);
  return letters >= 8 && upper >= letters * 0.8;
}

/**
 * Whether a text is written as an acronym is: two capitals or more ("VLDB", "NeurIPS", "S&P" has
 * two), or a capital with a digit or a symbol ("3DV", "C++").
 */
export function writtenAsAcronym(text: string): boolean {
  const upper = capitals(text);
  return upper >= 2 || (upper === 1 && /[\p{N}&+#*]/u.test(text));
}
