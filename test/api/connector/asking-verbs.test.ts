/**
 * A verb that asks whether or when events are ("exist", "happen") is no subject word (docs/api.md,
 * Connector tools), also at the end of a list's last subject: "What conferences on crowdsourcing
 * or human computation exist?" asks of crowdsourcing and of human computation. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-asking-verbs-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Crowdsourcing Conference', ...on('2027-03-10') }),
    sourceRow({ id: 2, name: 'Conference on Human Computation', ...on('2027-04-10') }),
    // The data has the verb as a word of a name.
    sourceRow({ id: 3, name: 'Workshop on What Might Exist', ...on('2027-05-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('a verb that asks whether events are', () => {
  it('is no word of the last subject of a list', () => {
    const answer = ask('What conferences on crowdsourcing or human computation exist?');
    expect(answer.reading).toContain('any of "crowdsourcing" (1 event), "human computation" (1 event)');
    expect(idsOf(answer).sort()).toEqual([1, 2]);
  });

  it('is no subject alone', () => {
    for (const question of ['Which crowdsourcing conferences exist?', 'Do crowdsourcing conferences still exist?']) {
      expect(ask(question).reading, question).toMatch(/q="crowdsourcing"[;.]/);
    }
  });
});
