/**
 * The q syntax (docs/api.md, Query syntax): OR, -term and "exact phrase" against a plain
 * reference over random queries, with exact totals and pages; the refusals of malformed syntax;
 * and a q without syntax read exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { applyChecks, type PhraseCheck } from '../../../src/search/components/phrase.js';
import { parseQuery, searchTermText } from '../../../src/search/components/query-syntax.js';
import { queryTerms } from '../../../src/search/components/query-terms.js';
import { PhraseTooBroadError, QuerySyntaxError, type SearchFilters, search } from '../../../src/search/index.js';
import { terms } from '../../../src/text/terms.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { type ReferenceClause, type ReferenceUnit, referenceQueryMatcher, referenceSearch } from '../reference.js';
import { acronymsOf } from '../reference-text.js';

const demo = useDemoIndex(5000);
const { today: TODAY, now: NOW } = demo;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const EXTRA_WORDS = ['ai', 'ml', 'nlp', 'hci', 'quantum', 'the', 'of', 'zzyzx', 'robot', 'learn', 'data', 'c++'];

/** A word of some event's name (or one of a few others: initialisms, stop words, a prefix, nothing). */
function randomWord(random: () => number): string {
  if (random() < 0.25) return pick(random, EXTRA_WORDS);
  const words = terms(pick(random, demo.rows).name).filter((word) => /^[a-z0-9]+$/.test(word) || word === 'c++');
  return words.length > 0 ? pick(random, words) : 'data';
}

/** Two or three adjacent words of some event's name, sometimes swapped (so not adjacent in order). */
function randomPhrase(random: () => number): string {
  const words = terms(pick(random, demo.rows).name).filter((word) => /^[a-z0-9]+$/.test(word));
  if (words.length < 2) return 'machine learning';
  const length = Math.min(words.length, random() < 0.7 ? 2 : 3);
  const at = Math.floor(random() * (words.length - length + 1));
  const run = words.slice(at, at + length);
  return random() < 0.2 ? [...run].reverse().join(' ') : run.join(' ');
}

function randomUnit(random: () => number): ReferenceUnit {
  return random() < 0.35 ? { phrase: randomPhrase(random) } : { word: randomWord(random) };
}

function randomClauses(random: () => number): ReferenceClause[] {
  const count = 1 + Math.floor(random() * 3);
  const clauses: ReferenceClause[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.25) clauses.push({ negated: true, units: [randomUnit(random)] });
    else {
      const alternatives = random() < 0.4 ? 2 + Math.floor(random() * 2) : 1;
      clauses.push({ negated: false, units: Array.from({ length: alternatives }, () => randomUnit(random)) });
    }
  }
  return clauses;
}

const written = (unit: ReferenceUnit): string => ('phrase' in unit ? `"${unit.phrase}"` : unit.word);

/** The clauses as q: OR between alternatives, a minus before an excluded one. */
function qOf(clauses: readonly ReferenceClause[]): string {
  return clauses.map((clause) => `${clause.negated ? '-' : ''}${clause.units.map(written).join(' OR ')}`).join(' ');
}

/** Other filters now and then, so that the syntax meets the planner's other sets. */
function otherFilters(random: () => number): Partial<SearchFilters> {
  const roll = random();
  if (roll < 0.6) return {};
  if (roll < 0.75) return { type: pick(random, ['conference', 'workshop'] as const) };
  if (roll < 0.9) return { year: pick(random, [2025, 2026, 2027]) };
  return { topics: [pick(random, demo.rows).topic, pick(random, demo.rows).topic] };
}

const orders = new Map<string, number[]>();
/** The reference's order of every event the other filters keep (the same few filters recur). */
function inOrder(filters: SearchFilters): number[] {
  const key = JSON.stringify(filters);
  let ids = orders.get(key);
  if (ids === undefined) {
    ids = referenceSearch(demo.rows, { ...filters, limit: demo.rows.length }, TODAY, demo.known, NOW).ids;
    orders.set(key, ids);
  }
  return ids;
}

describe('the q syntax agrees with a plain reference', () => {
  it('on 400 random queries with OR, -term and phrases: same total and same page, in order', () => {
    const random = seededRandom(21);
    let nonEmpty = 0;
    let withSyntax = 0;
    for (let i = 0; i < 400; i++) {
      const clauses = randomClauses(random);
      const q = qOf(clauses);
      const filters: SearchFilters = { limit: 20, offset: 0, sort: 'date', ...otherFilters(random) };
      // The reference's order of the other filters' matches, kept where the clauses hold.
      const matches = referenceQueryMatcher(clauses, acronymsOf(demo.rows));
      const allowed = new Set(demo.rows.filter(matches).map((row) => row.id));
      const all = inOrder(filters);
      const want = all.filter((id) => allowed.has(id));
      const got = search(demo.index, { ...filters, q }, TODAY);
      const gotIds = got.positions.map((p) => demo.index.store.columns.ids[p]!);
      expect({ total: got.total, ids: gotIds }, q).toEqual({ total: want.length, ids: want.slice(0, 20) });
      if (want.length > 0) nonEmpty++;
      if (parseQuery(q).syntax) withSyntax++;
    }
    // The random queries must find things and use the syntax, not only miss.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(withSyntax).toBeGreaterThan(250);
  });

  it('reports the parsed query in search_terms', () => {
    const result = search(demo.index, { q: '"machine learning" OR NLP -robotics', limit: 1, offset: 0 }, TODAY);
    expect(result.searchTerms.map(searchTermText)).toEqual([
      '"machine learning" OR nlp|natural language processing|computational linguistics',
      '-robotics',
    ]);
  });
});

describe('a q without syntax', () => {
  it.each([
    'machine learning',
    'AI for robotics',
    'either or',
    'covid-19 vaccines',
    'c++ and .net',
    'state-of-the-art AI',
  ])('keeps its plain meaning: %s', (q) => {
    const parsed = parseQuery(q);
    expect(parsed.syntax).toBe(false);
    expect(parsed.clauses.map((clause) => clause.units)).toEqual(
      queryTerms(q).map((term) => [{ kind: 'words', terms: [term] }]),
    );
  });
});

describe('words that are names of object members', () => {
  it.each(['constructor', 'toString OR __proto__', '"hasOwnProperty valueOf"', 'conferences constructor'])(
    'are plain words: %s',
    (q) => {
      // Not the methods every object inherits (an initialism, a type or format word of a hint).
      const result = search(demo.index, { q, limit: 1, offset: 0 }, TODAY);
      expect(result.searchTerms.map(searchTermText).join(' ')).not.toMatch(/function|\|/);
      const hinted = (result.hints ?? []).map((hint) => hint.given);
      expect(hinted.filter((given) => given !== 'conferences')).toEqual([]);
    },
  );
});

describe('malformed syntax', () => {
  it.each([
    ['"machine learning', 'unbalanced_quote', '"machine learning"'],
    ['AI "deep', 'unbalanced_quote', 'AI "deep"'],
    ['AI - robotics', 'lone_minus', 'AI robotics'],
    ['AI -', 'lone_minus', 'AI'],
    ['OR AI', 'or_at_edge', 'AI'],
    ['AI OR', 'or_at_edge', 'AI'],
    ['AI OR OR robotics', 'or_at_edge', 'AI robotics'],
    ['AI OR -robotics', 'or_negated', 'AI -robotics'],
    ['-robotics OR AI', 'or_negated', '-robotics AI'],
  ])('refuses %s as %s, with a corrected q that parses: %s', (q, problem, corrected) => {
    let error: unknown;
    try {
      parseQuery(q);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuerySyntaxError);
    expect((error as QuerySyntaxError).problem).toBe(problem);
    expect((error as QuerySyntaxError).corrected).toBe(corrected);
    expect(() => parseQuery(corrected)).not.toThrow();
  });
});

describe('the names a search may read for its phrases', () => {
  it('come from one budget, shared by phrases checked whole and name by name', () => {
    const all = new RoaringBitmap32(Array.from({ length: 200 }, (_, position) => position));
    const phrase = (tag: string, words: string[]): PhraseCheck => ({
      words,
      candidates: all,
      key: `budget-test:${tag}`,
    });
    const clause = (phrases: PhraseCheck[]) => [{ negated: false, plain: null, phrases }];
    const [a, b] = [phrase('a', ['conference', 'on']), phrase('b', ['of', 'the'])];
    // 200 names each: the first is checked whole (and kept), the second would pass the budget of 300.
    expect(() => applyChecks(demo.index, all, clause([a, b]), 300)).toThrow(PhraseTooBroadError);
    // The first phrase is now read from the cache: the same search pays for the second only.
    expect(() => applyChecks(demo.index, all, clause([a, b]), 300)).not.toThrow();
    const [c, d] = [phrase('c', ['on', 'the']), phrase('d', ['and', 'the'])];
    expect(applyChecks(demo.index, all, clause([c, d]), 400).size).toBeLessThanOrEqual(200);
  });
});
