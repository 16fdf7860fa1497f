/**
 * A word that describes the work ("interdisciplinary", "multidisciplinary") is no subject beside
 * one (docs/api.md, Connector tools): "interdisciplinary work between AI and law" asks of AI, never
 * of the events whose names say "interdisciplinary", AI left out. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-describing-words-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Interdisciplinary Systems Days', ...on('2027-03-10') }),
    sourceRow({ id: 2, name: 'Interdisciplinary Networks Forum', ...on('2027-04-10') }),
    sourceRow({ id: 3, name: 'Chemistry Conference', ...on('2027-05-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('a word that describes the work', () => {
  it('is no subject beside one', () => {
    for (const question of [
      'good venues for interdisciplinary work on chemistry',
      'multidisciplinary chemistry conferences',
    ]) {
      const answer = ask(question);
      expect(answer.reading, question).toMatch(/q="chemistry"/);
      expect(idsOf(answer), question).toEqual([3]);
    }
  });
});
