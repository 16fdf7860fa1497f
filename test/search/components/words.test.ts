/**
 * Plural folding, the synonym table and compounds (docs/api.md, Matching) against a plain reference
 * that scans each event's folded words (test/search/reference-text.ts): random queries of
 * singulars, plurals, initialisms, their phrases, symbol terms, compounds, stop words and acronyms,
 * with exact totals and the page in the documented order (upcoming). Sub-topics vary, so that an
 * expansion's words can lie in different fields.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex, search, searchTermText } from '../../../src/search/index.js';
import { readValidRows } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { terms } from '../../../src/text/terms.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { referenceSearch } from '../reference.js';

const { dir, cleanup } = tempDir('confdir-words-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;
let rows: ValidRow[];

/** Parts of names: singulars, plurals, irregular plurals, -ics fields, expressions of the table. */
const NAME_PARTS = [
  'Database',
  'Databases',
  'Graph',
  'Graphs',
  'Graphics',
  'Study',
  'Studies',
  'Analysis',
  'Analyses',
  'Process',
  'Processes',
  'Approaches',
  'Women',
  'Woman',
  'Physics',
  'Robotics',
  'Topics',
  'Networks',
  'Networking',
  'Graph Neural Networks',
  'Learning on Graphs',
  'Machine Learning',
  'Deep Learning',
  'GNN',
  'ML',
  'C++',
  'CPP',
  'Cyber Security',
  'Cybersecurity',
  'Knowledge Discovery and Data Mining',
  'Tumour Biology',
  'Tumor Immunology',
  'Series',
  'News',
  'Rails',
  'Rail',
  'Security',
  'Informatics',
  'Bioinformatics',
  'Neuroscience',
];
const ACRONYMS = ['ICML', 'ICMLS', 'ACC', 'ACCS', 'GNN', null, null, null];
const TOPICS = ['Computer Science', 'Medicine', 'Engineering'];
const SUBTOPICS = [
  'Software Engineering',
  'Knowledge Graphs',
  'Machine Learning',
  'Graph Learning',
  'Cybersecurity',
  'Bioinformatics',
  'Security Studies',
];

/** Query words: the parts' words in other forms and cases, the table's keys, stop words, or. */
const QUERY_WORDS = [
  ...new Set(NAME_PARTS.flatMap((part) => terms(part))),
  'databse',
  'graphs',
  'study',
  'analysis',
  'gnns',
  'gnn',
  'kdd',
  'cpp',
  'c++',
  'cplusplus',
  'networking',
  'network',
  'icml',
  'icmls',
  'acc',
  'accs',
  'the',
  'of',
  'tumor',
  'tumour',
  'mining',
  'rail',
  'rails',
  'or',
  'security',
  'securities',
  'science',
  'informatics',
];

beforeAll(() => {
  const source = join(dir, 'source.sqlite');
  const random = fc.sample(fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(400), fc.nat(1000)), {
    numRuns: 400,
    seed: 7,
  });
  writeSourceFile(
    source,
    random.map(([a, b, c, day, d], i) => {
      const parts = [NAME_PARTS[a % NAME_PARTS.length]!, NAME_PARTS[b % NAME_PARTS.length]!];
      const acronym = ACRONYMS[c % ACRONYMS.length] ?? null;
      const start = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      return sourceRow({
        id: i + 1,
        name: `Workshop on ${parts.join(' and ')}`,
        ...(acronym ? { acronym: `${acronym} 2027` } : {}),
        topic: TOPICS[c % TOPICS.length]!,
        sub_topic: SUBTOPICS[d % SUBTOPICS.length]!,
        start_date: start,
        end_date: start,
      });
    }),
  );
  buildSnapshot({ input: source, output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
  rows = readValidRows(source);
});
afterAll(cleanup);

const ids = (positions: readonly number[]) => positions.map((p) => index.store.columns.ids[p]!);

describe('plural folding and the synonym table', () => {
  it('agree with a plain scan of the folded words: exact totals, the page in order', () => {
    let found = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...QUERY_WORDS), { minLength: 1, maxLength: 4 }),
        fc.nat(30),
        (words, offset) => {
          const q = words.join(' ');
          const filters = { q, limit: 10, offset };
          const got = search(index, filters, TODAY);
          const want = referenceSearch(rows, filters, TODAY);
          expect({ total: got.total, ids: ids(got.positions) }, q).toEqual(want);
          if (got.total > 0) found++;
        },
      ),
      { numRuns: 400, seed: 42 },
    );
    // The queries must find things, not only miss.
    expect(found).toBeGreaterThan(100);
  });

  it('finds a plural by its singular and the reverse, with the same total', () => {
    const total = (q: string) => search(index, { q, limit: 1, offset: 0 }, TODAY).total;
    expect(total('databases')).toBe(total('database'));
    expect(total('databases')).toBeGreaterThan(0);
    expect(total('studies')).toBe(total('study'));
    expect(total('analyses')).toBe(total('analysis'));
    expect(total('women workshop')).toBe(total('woman workshop'));
  });

  it('keeps fields in -ics, not-plurals and acronyms whole', () => {
    const total = (q: string) => search(index, { q: `${q} workshop`, limit: 1, offset: 0 }, TODAY).total;
    expect(total('graphics')).toBeLessThan(total('graphs'));
    expect(total('rails')).toBeLessThan(total('rail'));
    const acronym = (q: string) =>
      search(index, { q: `${q} workshop`, limit: 400, offset: 0 }, TODAY).positions.map(
        (p) => index.store.columns.ids[p]!,
      );
    const icmls = rows.filter((row) => row.bareAcronym === 'ICMLS').map((row) => row.id);
    expect(acronym('icmls').sort((a, b) => a - b)).toEqual(icmls.sort((a, b) => a - b));
  });

  it('reports each expansion in search_terms, one way for related terms', () => {
    const shown = (q: string) => search(index, { q, limit: 1, offset: 0 }, TODAY).searchTerms.map(searchTermText);
    expect(shown('GNNs')).toEqual(['gnns|graph neural network|graph learning|graph representation learning']);
    expect(shown('graph neural networks')).toEqual([
      'graph neural networks|gnn|graph learning|graph representation learning',
    ]);
    expect(shown('graph learning')).toEqual(['graph', 'learning']);
    expect(shown('cpp')).toEqual(['cpp|c++|cplusplus']);
  });

  it('matches an expansion of several words within one field, never across fields', () => {
    const found = (q: string) => {
      const { positions } = search(index, { q, limit: 400, offset: 0 }, TODAY);
      return positions.map((p) => rows.find((row) => row.id === index.store.columns.ids[p])!);
    };
    const byGnn = found('graph neural networks');
    // "Learning on Graphs" in a name and the sub-topic "Graph Learning" are found...
    expect(byGnn.some((row) => row.name.includes('Learning on Graphs'))).toBe(true);
    expect(byGnn.some((row) => row.subTopic === 'Graph Learning')).toBe(true);
    // ...never "graph" in one field and "learning" in another (Knowledge Graphs with Machine Learning).
    const scattered = (row: ValidRow) =>
      !/graph/i.test(row.name) &&
      row.subTopic === 'Knowledge Graphs' &&
      /learning/i.test(row.name) &&
      !/learning on graphs|graph neural|\bgnn/i.test(row.name) &&
      row.bareAcronym !== 'GNN';
    expect(rows.some(scattered)).toBe(true);
    expect(byGnn.filter(scattered)).toEqual([]);
    // The words of q themselves still match anywhere.
    expect(found('graph learning').some(scattered)).toBe(true);
  });

  it('finds the compounds of a word, shown in search_terms: security finds Cybersecurity', () => {
    const result = search(index, { q: 'security', limit: 400, offset: 0 }, TODAY);
    expect(result.searchTerms.map(searchTermText)).toEqual(['security|cybersecurity']);
    const found = result.positions.map((p) => rows.find((row) => row.id === index.store.columns.ids[p])!);
    const filedOnly = found.filter((row) => row.subTopic === 'Cybersecurity' && !/securit/i.test(row.name));
    expect(filedOnly.length).toBeGreaterThan(0);
    const shown = (q: string) => search(index, { q, limit: 1, offset: 0 }, TODAY).searchTerms.map(searchTermText);
    expect(shown('informatics')).toEqual(['informatics|bioinformatics']);
    // Only the compounds the data has, and none for a phrase of the table or a bare acronym.
    expect(shown('science')).toEqual(['science|neuroscience']);
    expect(shown('icmls')).toEqual(['icmls']);
    expect(shown('"security"')).toEqual(['"security"']);
  });
});
