/**
 * A subject of words of two fields beside one of none, which no event has together nor any two of
 * them (docs/api.md, Connector tools): each field's word alone answers, the commonest first, said.
 * Over a few events: retrieval meetings of Information Retrieval, augmented reality meetings of
 * Augmented Reality, and one code generation forum of no field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-fields-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    ...[1, 2, 3].map((id) =>
      sourceRow({ id, name: `Retrieval Days ${id}`, sub_topic: 'Information Retrieval', ...on('2027-03-10') }),
    ),
    ...[4, 5].map((id) =>
      sourceRow({ id, name: `Augmented Summit ${id}`, sub_topic: 'Augmented Reality', ...on('2027-04-10') }),
    ),
    sourceRow({ id: 6, name: 'Code Generation Forum', sub_topic: null, ...on('2027-05-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-04')!);

describe('a subject of two fields’ words beside one of none', () => {
  it('is answered by the commoner field’s word alone, the others said left out', () => {
    // It said no event matches: none has the three words, nor any two of them.
    const answer = ask('venues for a paper on retrieval augmented generation');
    expect(idsOf(answer).sort()).toEqual([1, 2, 3]);
    for (const result of answer.results) expect(result.title).toContain('(found without "augmented", "generation")');
  });
});
