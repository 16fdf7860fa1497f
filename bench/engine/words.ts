/**
 * The words rows of the engine benchmark (docs/api.md, Matching): plural and singular forms, the
 * synonym and initialism table, and `or` / `|`, each iteration a different q taken in turn from
 * its list. The "cold" rows empty the text caches before every search, so that each one pays for
 * its unions (the cost of the folding and the expansion, not of a cache hit); the plain-word lists
 * are longer than the union cache, so that they miss it anyway.
 */
import type { Bench } from 'tinybench';
import { type SearchFilters, type SnapshotIndex, search } from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';

/** Queries of the synonym table's kinds: initialisms, their phrases, symbol terms, related terms. */
const SYNONYM_QUERIES = [
  'gnn',
  'graph neural networks',
  'ml',
  'machine learning',
  'nlp',
  'natural language processing',
  'cv',
  'hci',
  'human computer interaction',
  'ir',
  'c++',
  'cpp',
  'llm',
  'large language models',
  'ai',
  'iot',
  'kdd',
  'databases',
  'deep learning',
  'computer vision',
];

const OR_QUERIES = [
  'ai or robotics',
  'vision | robotics',
  'machine learning or databases',
  'oncology or cardiology',
  'blockchain | cryptography',
  'physics or chemistry',
  'surgery or radiology',
  'economics | finance',
];

/** Singular and plural forms of the data's words (a term whose plural with "s" is a term too), `count` of them. */
function pluralPairs(index: SnapshotIndex, count: number): string[] {
  const { text } = index.store;
  const found: string[] = [];
  for (const term of text.terms.toArray()) {
    if (!/^[a-z]{4,}$/.test(term) || text.exact(`${term}s`).isEmpty) continue;
    found.push(`${term}s`, term);
    if (found.length >= count) break;
  }
  return found;
}

/** Empties the caches a q fills, so that the next search computes its unions. */
function cold(index: SnapshotIndex): void {
  index.caches.unions.clear();
  index.caches.prefixUnions.clear();
}

interface WordsShape {
  name: string;
  queries: readonly string[];
  extra?: Partial<SearchFilters>;
  cold: boolean;
}

function shapes(index: SnapshotIndex): WordsShape[] {
  const plurals = pluralPairs(index, 600);
  const withWords = plurals.map((word) => `international ${word}`);
  return [
    { name: 'words: plural or singular q', queries: plurals, cold: false },
    { name: 'words: plural or singular q, cold', queries: plurals, cold: true },
    { name: 'words: common word + plural, cold', queries: withWords, cold: true },
    { name: 'words: plural + country, cold', queries: plurals, extra: { country: 'Germany' }, cold: true },
    { name: 'words: synonym table q', queries: SYNONYM_QUERIES, cold: false },
    { name: 'words: synonym table q, cold', queries: SYNONYM_QUERIES, cold: true },
    { name: 'words: or / |, cold', queries: OR_QUERIES, cold: true },
  ];
}

/** Adds the words rows to `bench`; `totals` gets the first query's total of each. */
export function addWordsTasks(bench: Bench, index: SnapshotIndex, today: Day, totals: Map<string, number>): void {
  for (const shape of shapes(index)) {
    const filters = (q: string): SearchFilters => ({ q, limit: 10, offset: 0, ...shape.extra });
    totals.set(shape.name, search(index, filters(shape.queries[0]!), today).total);
    let next = 0;
    bench.add(shape.name, () => {
      if (shape.cold) cold(index);
      search(index, filters(shape.queries[next++ % shape.queries.length]!), today);
    });
  }
}
