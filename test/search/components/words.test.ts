/**
 * Plural folding and the synonym table (docs/api.md, Matching) against a plain reference that scans
 * each event's folded words (test/search/reference-text.ts): random queries of singulars, plurals,
 * initialisms, their phrases, symbol terms, stop words and acronyms, with exact totals and the
 * page in the documented order (upcoming).
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
];
const ACRONYMS = ['ICML', 'ICMLS', 'ACC', 'ACCS', 'GNN', null, null, null];
const TOPICS = ['Computer Science', 'Medicine', 'Engineering'];

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
];

beforeAll(() => {
  const source = join(dir, 'source.sqlite');
  const random = fc.sample(fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(400)), { numRuns: 400, seed: 7 });
  writeSourceFile(
    source,
    random.map(([a, b, c, day], i) => {
      const parts = [NAME_PARTS[a % NAME_PARTS.length]!, NAME_PARTS[b % NAME_PARTS.length]!];
      const acronym = ACRONYMS[c % ACRONYMS.length] ?? null;
      const start = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      return sourceRow({
        id: i + 1,
        name: `Workshop on ${parts.join(' and ')}`,
        ...(acronym ? { acronym: `${acronym} 2027` } : {}),
        topic: TOPICS[c % TOPICS.length]!,
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
});
