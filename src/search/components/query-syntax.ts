/**
 * The syntax of `q` (docs/api.md, Query syntax): terms side by side must all match; `OR` (in
 * capitals) between terms or quoted phrases makes one clause that matches any of them (it binds
 * tighter than the space: `AI OR robotics europe` is (AI or robotics) and europe); `-term` or
 * `-"phrase"` excludes; `"exact phrase"` needs the words adjacent and in order in the name. A q
 * without any of these keeps its plain meaning (query-terms.ts), term for term. Malformed syntax
 * (an unbalanced quote, a lone `-`, `OR` at an edge or next to an excluded term) is refused with
 * the fix. Hand-written: the grammar is four tokens, and the refusals must say where it broke.
 */
import { INITIALISMS } from '../../text/initialisms.js';
import { STOP_WORDS } from '../../text/stopwords.js';
import { terms } from '../../text/terms.js';
import { QuerySyntaxError } from '../errors.js';
import { type QueryTerm, queryTerms, reportedTerm } from './query-terms.js';
import { ownValue } from '../../util/own-value.js';

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
  | { kind: 'or' }
  | { kind: 'word'; text: string; negated: boolean }
  | { kind: 'phrase'; text: string; negated: boolean };

const MIN_PREFIX_LENGTH = 3;
const SYNTAX_CHARS = /["-]|\bOR\b/;

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
  while (end < q.length && !SPACE.test(q[end]!) && q[end] !== '"') end++;
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
    tokens.push(!negated && text === 'OR' ? { kind: 'or' } : { kind: 'word', text, negated });
    at = end;
  }
  return tokens;
}

type Operand = Exclude<Token, { kind: 'or' }>;

/** The tokens written back as q, each OR kept only between two operands. */
function withoutStrayOr(tokens: readonly Token[]): string {
  const kept = tokens.filter(
    (token, i) =>
      token.kind !== 'or' ||
      (i > 0 && tokens[i - 1]!.kind !== 'or' && tokens[i + 1]?.kind !== undefined && tokens[i + 1]!.kind !== 'or'),
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
    if (before === undefined || before.kind === 'or' || after === undefined || after.kind === 'or') {
      const corrected = withoutStrayOr(tokens);
      throw new QuerySyntaxError('or_at_edge', q, 'put OR between two terms (AI OR robotics), or drop it', corrected);
    }
    if (before.negated || after.negated) {
      const corrected = q.replace(/\s+OR\s+(?=-)/g, ' ').replace(/(-\S+)\s+OR\s+/g, '$1 ');
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

const withoutStopWords = (words: readonly string[]): string[] => words.filter((word) => !STOP_WORDS.has(word));

function wordsUnit(text: string, prefixLast: boolean): WordsUnit | undefined {
  const found = withoutStopWords(terms(text));
  if (found.length === 0) return undefined;
  const last = found.length - 1;
  return {
    kind: 'words',
    terms: found.map((term, i) => {
      const prefix = prefixLast && i === last && term.length >= MIN_PREFIX_LENGTH;
      const phrase = ownValue(INITIALISMS, term);
      return phrase === undefined ? { term, prefix } : { term, prefix, phrase: withoutStopWords(terms(phrase)) };
    }),
  };
}

function unitOf(token: Operand, isLast: boolean): QueryUnit | undefined {
  if (token.kind === 'word') return wordsUnit(token.text, isLast && !token.negated);
  const words = terms(token.text);
  const required = withoutStopWords(words);
  return required.length === 0 ? undefined : { kind: 'phrase', words, required };
}

/** How a clause reads in `search_terms`: `ai|artificial intelligence OR robotics`, `"machine learning"`, `-robotics`. */
export function reportedClause({ units, negated }: QueryClause): string {
  const shown = units.map((unit) =>
    unit.kind === 'phrase' ? `"${unit.words.join(' ')}"` : unit.terms.map(reportedTerm).join(' '),
  );
  return `${negated ? '-' : ''}${shown.join(' OR ')}`;
}

/** The clauses of q (see the top of this file); throws QuerySyntaxError for malformed syntax. */
export function parseQuery(q: string): ParsedQuery {
  // Without a quote, a minus or OR, q has its plain meaning: no tokens to read.
  if (!SYNTAX_CHARS.test(q)) return plainQuery(q);
  const tokens = tokenize(q);
  const syntax = tokens.some((token) => token.kind !== 'word' || token.negated);
  if (!syntax) return plainQuery(q);
  const lastToken = tokens[tokens.length - 1];
  const seen = new Set<string>();
  const clauses: QueryClause[] = [];
  for (const operands of group(q, tokens)) {
    const units = operands.flatMap((token) => unitOf(token, token === lastToken) ?? []);
    if (units.length === 0) continue;
    const clause = { units, negated: operands[0]!.negated };
    const key = JSON.stringify(clause);
    if (!seen.has(key)) clauses.push(clause);
    seen.add(key);
  }
  return { syntax, clauses };
}

/** The terms a parsed q looks up (the limit of Q_MAX_TERMS counts these). */
export function termCount({ clauses }: ParsedQuery): number {
  let count = 0;
  for (const { units } of clauses) {
    for (const unit of units) count += unit.kind === 'words' ? unit.terms.length : unit.required.length;
  }
  return count;
}
