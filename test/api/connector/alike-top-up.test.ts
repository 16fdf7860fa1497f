/**
 * Venues like X that the subject's words find, fewer than a page (docs/api.md, Connector tools):
 * the answer goes on with the venues alike X without the words, each title saying so, for one
 * venue compared with and for several; never the venues named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, venueRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-alike-top-up-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const ROWS: [string, string][] = [
  ['Symposium on Theory of Computing', 'STOC 2027'],
  ['Foundations of Computer Science', 'FOCS 2027'],
  ['Symposium on Discrete Algorithms', 'SODA 2027'],
  ['Colloquium on Automata, Languages and Programming', 'ICALP 2027'],
  ['Computing and Combinatorics Theory Conference', 'COCOON 2027'],
];

beforeAll(() => {
  index = indexOfRows(dir, venueRows(ROWS, 'Theory of Computation'));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map((result) => result.title.replace(/ — .*?(?= \(|$)/, ''));

describe('venues like X that the subject finds fewer than a page', () => {
  it('go on with those alike X without the subject, said', () => {
    const without = (acronym: string) => `${acronym} 2027 (found without "theory computing")`;
    expect(titles('theory of computing conferences like STOC')).toEqual([
      'COCOON 2027',
      without('FOCS'),
      without('SODA'),
      without('ICALP'),
    ]);
    // Of several compared with, none of those named.
    expect(titles('theory of computing conferences like STOC and FOCS')).toEqual([
      'COCOON 2027',
      without('SODA'),
      without('ICALP'),
    ]);
  });
});
