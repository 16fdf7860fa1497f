/**
 * The syntax of `q` (docs/api.md, Query syntax): terms side by side must all match; `OR`, `or` or
 * `|` between terms or quoted phrases makes one clause that matches any of them (it binds tighter
 * than the space: `AI OR robotics europe` is (AI or robotics) and europe); `-term` or `-"phrase"`
 * excludes; `"exact phrase"` needs the words adjacent and in order in the name, as a word joined by
 * a hyphen to a single letter does ("e-learning"). A q without any of these keeps its plain meaning
 * (query-terms.ts), term for term. Malformed syntax (an unbalanced
 * quote, a lone `-`, `OR` or `|` at an edge or next to an excluded term) is refused with the fix;
 * a lower-case `or` that is not between two terms is the stop word it was. Hand-written: the
 * grammar is four tokens, and the refusals must say where it broke.
 */
import { expressionWords } from '../../text/expansions.js';
import { terms } from '../../text/terms.js';
import { QuerySyntaxError } from '../verb-refusals.js';
import type { SearchTerm } from '../types.js';
import { type QueryTerm, queryTerms, termsOfWords } from './query-terms.js';

/** Words that must all match (a word of q, or several when it holds several: "covid-19"). */
export interface WordsUnit {
  kind: 'words';
  terms: QueryTerm[];
}

/** Words adjacent and in order in the name: `words` as the name's terms run, `required` without stop words. */
export interface PhraseUnit {
  kind: 'phrase';
  words: string[];
  required: string[];
}

export type QueryUnit = WordsUnit | PhraseUnit;

/** Units of which any must match (one unless joined by OR); `negated`: none may match. */
export interface QueryClause {
  units: QueryUnit[];
  negated: boolean;
}

export interface ParsedQuery {
  clauses: QueryClause[];
  /** Whether q uses OR, `-` or quotes (else it has its plain meaning). */
  syntax: boolean;
}

type Token =
  | { kind: 'or'; strict: boolean }
  | { kind: 'word'; text: string; negated: boolean }
  | { kind: 'phrase'; text: string; negated: boolean };

const SYNTAX_CHARS = /["|-]|\bor\b/i;

/** q read without syntax: each term of queryTerms a clause of its own. */
function plainQuery(q: string): ParsedQuery {
  const clauses: QueryClause[] = queryTerms(q).map((term) => ({
    units: [{ kind: 'words', terms: [term] }],
    negated: false,
  }));
  return { syntax: false, clauses };
}
const SPACE = /\s/;

function readQuoted(q: string, open: number): { text: string; end: number } {
  const close = q.indexOf('"', open + 1);
  if (close < 0) throw new QuerySyntaxError('unbalanced_quote', q, 'close the quote or remove it', `${q.trim()}"`);
  return { text: q.slice(open + 1, close), end: close + 1 };
}

function readWord(q: string, from: number): number {
  let end = from;
  while (end < q.length && !SPACE.test(q[end]!) && q[end] !== '"' && q[end] !== '|') end++;
  return end;
}

/** The tokens of q, left to right. */
function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < q.length) {
    const char = q[at]!;
    if (SPACE.test(char)) {
      at++;
      continue;
    }
    if (char === '|') {
      tokens.push({ kind: 'or', strict: true });
      at++;
      continue;
    }
    const negated = char === '-';
    const start = negated ? at + 1 : at;
    if (negated && (start >= q.length || SPACE.test(q[start]!))) {
      const corrected = q
        .replace(/(^|\s)-(?=\s|$)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const fix = 'write the excluded word right after the minus (-robotics), or remove the minus';
      throw new QuerySyntaxError('lone_minus', q, fix, corrected);
    }
    if (q[start] === '"') {
      const { text, end } = readQuoted(q, start);
      tokens.push({ kind: 'phrase', text, negated });
      at = end;
      continue;
    }
    const end = readWord(q, start);
    const text = q.slice(start, end);
    const or = !negated && text.toLowerCase() === 'or';
    tokens.push(or ? { kind: 'or', strict: text === 'OR' } : { kind: 'word', text, negated });
    at = end;
  }
  return tokens;
}

type Operand = Exclude<Token, { kind: 'or' }>;

const isOperand = (token: Token | undefined): token is Operand => token !== undefined && token.kind !== 'or';

/** The tokens with each lower-case `or` that is not between two terms (not excluded) read as the stop word it is. */
function readLowerCaseOr(tokens: readonly Token[]): Token[] {
  return tokens.filter((token, i) => {
    if (token.kind !== 'or' || token.strict) return true;
    const [before, after] = [tokens[i - 1], tokens[i + 1]];
    return isOperand(before) && !before.negated && isOperand(after) && !after.negated;
  });
}

/** The tokens written back as q, each OR kept only between two operands. */
function withoutStrayOr(tokens: readonly Token[]): string {
  const kept = tokens.filter(
    (token, i) => token.kind !== 'or' || (isOperand(tokens[i - 1]) && isOperand(tokens[i + 1])),
  );
  return kept
    .map((token) => {
      if (token.kind === 'or') return 'OR';
      const text = token.kind === 'phrase' ? `"${token.text}"` : token.text;
      return `${token.negated ? '-' : ''}${text}`;
    })
    .join(' ');
}

/** Operands grouped by OR, each group one clause (still as tokens). */
function group(q: string, tokens: Token[]): Operand[][] {
  const groups: Operand[][] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.kind !== 'or') {
      if (tokens[i - 1]?.kind === 'or') groups[groups.length - 1]!.push(token);
      else groups.push([token]);
      continue;
    }
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (!isOperand(before) || !isOperand(after)) {
      const corrected = withoutStrayOr(tokens);
      throw new QuerySyntaxError('or_at_edge', q, 'put OR between two terms (AI OR robotics), or drop it', corrected);
    }
    if (before.negated || after.negated) {
      const corrected = q.replace(/\s*(?:\bOR\b|\|)\s*(?=-)/g, ' ').replace(/(-[^\s|]+)\s*(?:\bOR\b|\|)\s*/g, '$1 ');
      throw new QuerySyntaxError(
        'or_negated',
        q,
        'an excluded term stands alone: write -term outside the OR',
        corrected,
      );
    }
  }
  return groups;
}

function wordsUnit(text: string, prefixLast: boolean): WordsUnit | undefined {
  const found = termsOfWords(expressionWords(text), prefixLast);
  return found.length === 0 ? undefined : { kind: 'words', terms: found };
}

/** A word joined by a hyphen to a single letter, at either end: "e-learning", "x-ray", "k-means", "vitamin-d". */
const LETTER_JOINED_RE = /^(?:\p{L}-[\p{L}\p{N}]{2,}|[\p{L}\p{N}]{2,}-\p{L})$/u;

/**
 * Whether a word of q is a single letter joined by a hyphen to a word, the letter no stop word:
 * a phrase, its parts adjacent in the name. Read apart, the letter matches any "E" of a name, so
 * "e-learning" found "Machine Learning for Retail & E-Commerce".
 */
const letterJoined = (token: Token): boolean =>
  token.kind === 'word' &&
  LETTER_JOINED_RE.test(token.text) &&
  expressionWords(token.text).length === terms(token.text).length;

function unitOf(token: Operand, isLast: boolean): QueryUnit | undefined {
  if (token.kind === 'word' && !letterJoined(token)) return wordsUnit(token.text, isLast && !token.negated);
  const words = terms(token.text);
  const required = expressionWords(token.text);
  return required.length === 0 ? undefined : { kind: 'phrase', words, required };
}

/**
 * A clause as the answer reports it: each unit's terms as written, with what the synonym table adds
 * and what `more` adds of the data (the compounds found: query-terms.ts).
 */
export function reportedClause(
  { units, negated }: QueryClause,
  more: (term: QueryTerm) => readonly string[] = () => [],
): SearchTerm {
  const shownTerm = (term: QueryTerm) => ({
    term: term.term,
    expansions: [...(term.expansions ?? []).map((words) => words.join(' ')), ...more(term)],
  });
  return {
    negated,
    units: units.map((unit) =>
      unit.kind === 'phrase' ? [{ term: `"${unit.words.join(' ')}"`, expansions: [] }] : unit.terms.map(shownTerm),
    ),
  };
}

/** How a clause reads in `search_terms`: `ai|artificial intelligence OR robotics`, `"machine learning"`, `-robotics`. */
export function searchTermText({ negated, units }: SearchTerm): string {
  const shown = units.map((unit) => unit.map(({ term, expansions }) => [term, ...expansions].join('|')).join(' '));
  return `${negated ? '-' : ''}${shown.join(' OR ')}`;
}

/** Whether a group of operands is one word, not excluded: a run of such groups is read as plain words. */
const isPlainWord = (operands: readonly Operand[]): boolean =>
  operands.length === 1 && operands[0]!.kind === 'word' && !operands[0]!.negated && !letterJoined(operands[0]!);

/** The clauses of q (see the top of this file); throws QuerySyntaxError for malformed syntax. */
export function parseQuery(q: string): ParsedQuery {
  // Without a quote, a minus, | or OR, q has its plain meaning: no tokens to read.
  if (!SYNTAX_CHARS.test(q)) return plainQuery(q);
  const tokens = readLowerCaseOr(tokenize(q));
  const syntax = tokens.some((token) => token.kind !== 'word' || token.negated);
  if (!syntax && !tokens.some(letterJoined)) return plainQuery(q);
  const lastToken = tokens[tokens.length - 1];
  const seen = new Set<string>();
  const clauses: QueryClause[] = [];
  const add = (clause: QueryClause) => {
    const key = JSON.stringify(clause);
    if (!seen.has(key)) clauses.push(clause);
    seen.add(key);
  };
  const groups = group(q, tokens);
  for (let at = 0; at < groups.length; ) {
    if (isPlainWord(groups[at]!)) {
      // Plain words side by side are read together, so that the synonym table sees "graph neural networks".
      const run: Operand[] = [];
      while (at < groups.length && isPlainWord(groups[at]!)) run.push(groups[at++]![0]!);
      const words = run.flatMap((token) => expressionWords(token.text));
      for (const term of termsOfWords(words, run[run.length - 1] === lastToken)) {
        add({ units: [{ kind: 'words', terms: [term] }], negated: false });
      }
      continue;
    }
    const operands = groups[at++]!;
    const units = operands.flatMap((token) => unitOf(token, token === lastToken) ?? []);
    if (units.length > 0) add({ units, negated: operands[0]!.negated });
  }
  return { syntax, clauses };
}

/** The words a parsed q looks up (the limit of Q_MAX_TERMS counts these; expansions are the table's). */
export function termCount({ clauses }: ParsedQuery): number {
  let count = 0;
  for (const { units } of clauses) {
    for (const unit of units) {
      count +=
        unit.kind === 'words' ? unit.terms.reduce((sum, term) => sum + term.words.length, 0) : unit.required.length;
    }
  }
  return count;
}
