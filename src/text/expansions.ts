/**
 * The synonym table (synonyms.ts) as a lookup for the words of q: each expression of the table, by
 * its words' singulars (inflection.ts), to the other expressions it also finds. A query's words are
 * read left to right and the longest expression starting at a word wins, so "graph neural
 * networks" is one expression, not "neural networks" after "graph".
 */
import { singular } from './inflection.js';
import { STOP_WORDS } from './stopwords.js';
import { SYNONYMS } from './synonyms.js';
import { terms } from './terms.js';

/** The words an expression (or a part of q) matches by: its terms, stop words left out. */
export function expressionWords(text: string): string[] {
  return terms(text).filter((term) => !STOP_WORDS.has(term));
}

const keyOf = (words: readonly string[]): string => words.map(singular).join(' ');

/** Per expression's key: the other expressions it finds, each as its words. */
function buildTable(): Map<string, string[][]> {
  const table = new Map<string, string[][]>();
  const add = (from: string, to: string) => {
    const key = keyOf(expressionWords(from));
    if (keyOf(expressionWords(to)) === key) return;
    const found = table.get(key) ?? [];
    if (!found.some((words) => words.join(' ') === expressionWords(to).join(' '))) found.push(expressionWords(to));
    table.set(key, found);
  };
  for (const { same, related = [] } of SYNONYMS) {
    for (const from of same) for (const to of [...same, ...related]) add(from, to);
  }
  return table;
}

const TABLE = buildTable();
/** The most words of any expression of the table. */
const LONGEST = Math.max(...[...TABLE.keys()].map((key) => key.split(' ').length));
/** The first word (singular) of every expression: a word not among them starts none. */
const FIRST_WORDS = new Set([...TABLE.keys()].map((key) => key.split(' ')[0]!));

/** An expression of the table found in q: how many words of q it takes, and what else it finds. */
export interface FoundExpression {
  length: number;
  expansions: string[][];
}

/**
 * The longest expression of the table that `words` (terms of q, no stop words) start with at
 * `from`. `singulars`: the words' singulars, when the caller has them (each is computed once).
 */
export function expressionAt(
  words: readonly string[],
  from: number,
  singulars: readonly string[] = words.map(singular),
): FoundExpression | undefined {
  if (!FIRST_WORDS.has(singulars[from]!)) return undefined;
  for (let length = Math.min(LONGEST, words.length - from); length >= 1; length--) {
    const expansions = TABLE.get(singulars.slice(from, from + length).join(' '));
    if (expansions !== undefined) return { length, expansions };
  }
  return undefined;
}
