/**
 * A subject of a list written "X in Y" that names hold so (docs/api.md, Connector tools): "logic in
 * computer science or automated reasoning" asks for LICS's subject and automated reasoning, not for
 * computer science with "logic" unread; where no name holds the phrase, "in" joins nothing. Over a
 * few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-named-in-phrases-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Symposium on Logic in Computer Science', ...on('2027-07-10') }),
    sourceRow({ id: 2, name: 'Computer Science Education Conference', ...on('2027-03-10') }),
    sourceRow({ id: 3, name: 'Conference on Theoretical Computer Science', ...on('2027-04-10') }),
    sourceRow({ id: 4, name: 'Conference on Automated Reasoning', ...on('2027-05-10') }),
    sourceRow({ id: 5, name: 'Robotics Workshop', ...on('2027-06-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('a listed subject "X in Y" that names hold so', () => {
  it('is one subject, all its words searched', () => {
    // It read "computer science" and "automated reasoning", "logic" unread: events 1 to 4.
    const answer = ask('small, friendly conferences on logic in computer science or automated reasoning');
    expect(answer.reading).toContain('any of "logic computer science" (1 event), "automated reasoning" (1 event)');
    expect(answer.reading).not.toContain('not read');
    expect(idsOf(answer)).toEqual([1, 4]);
  });

  it('is not joined where no name holds the phrase', () => {
    const answer = ask('conferences on robotics in computer science or automated reasoning');
    expect(answer.reading).toContain('any of "computer science" (5 events), "automated reasoning" (1 event)');
  });
});
