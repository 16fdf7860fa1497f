/** How q matches: initialisms, the short-prefix rule, symbol terms and acronyms (docs/api.md, Matching). */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex, search, searchTermText } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-query-terms-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const EVENTS = [
  { id: 1, name: 'Air Quality Forum', topic: 'Environmental Science', sub_topic: 'Air Quality' },
  { id: 2, name: 'Artificial Intelligence Summit', topic: 'Computer Science', sub_topic: 'Robotics' },
  { id: 3, name: 'AI Days', topic: 'Business', sub_topic: 'Innovation' },
  { id: 4, name: 'Trustworthy AI Workshop', topic: 'Computer Science', sub_topic: 'Ethics' },
  { id: 5, name: 'Airline Economics', topic: 'Business', sub_topic: 'Aviation' },
  { id: 6, name: 'C++ Now 2027', topic: 'Computer Science', sub_topic: 'Programming Languages' },
  { id: 7, name: 'Computer Graphics Days', topic: 'Computer Science', sub_topic: 'Graphics' },
  { id: 8, name: '.NET Conf', topic: 'Computer Science', sub_topic: 'Programming Languages' },
  { id: 9, name: 'Networking Summit', topic: 'Computer Science', sub_topic: 'Networks' },
  {
    id: 10,
    name: 'International Conference on Machine Learning',
    acronym: 'ICML 2027',
    topic: 'Computer Science',
    sub_topic: 'Machine Learning',
  },
  { id: 11, name: 'Intelligence Artificial Days', topic: 'Philosophy', sub_topic: 'Mind' },
];

beforeAll(() => {
  writeSourceFile(
    join(dir, 'source.sqlite'),
    EVENTS.map((event) => sourceRow(event)),
  );
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

function ids(q: string): { ids: number[]; terms: string[] } {
  const result = search(index, { q, limit: 50, offset: 0, sort: 'date' }, TODAY);
  return {
    ids: result.positions.map((p) => index.store.columns.ids[p]!).sort((a, b) => a - b),
    terms: result.searchTerms.map(searchTermText),
  };
}

describe('q', () => {
  it('matches an initialism or every word of its phrase, never a longer word (q=AI is not "Air")', () => {
    expect(ids('AI')).toEqual({ ids: [2, 3, 4, 11], terms: ['ai|artificial intelligence'] });
  });

  it('matches the last term as a prefix only from 3 characters on', () => {
    expect(ids('air').ids).toEqual([1, 5]);
    expect(ids('ai days').ids).toEqual([3, 11]);
    expect(ids('Summ').ids).toEqual([2, 9]);
    expect(ids('co').ids).toEqual([]);
  });

  it('keeps c++ and .net whole: they never match "computer" or "networking"', () => {
    expect(ids('c++')).toEqual({ ids: [6], terms: ['c++|cpp|cplusplus'] });
    expect(ids('C').ids).toEqual([]);
    expect(ids('.net')).toEqual({ ids: [8], terms: ['.net|dotnet'] });
    expect(ids('net').ids).toEqual([9]);
  });

  it('finds an event by a word of its acronym alone', () => {
    expect(ids('ICML').ids).toEqual([10]);
    expect(ids('icml 2027').ids).toEqual([10]);
  });
});
