/**
 * A rank the question excludes (docs/api.md, Connector tools): "security conferences other than the
 * big four", "besides the top venues", "not CORE A*" ask for the field's other venues, not its top
 * ones. The venues of those ranks the subject's search finds first (as many as "the big four"
 * counts) are left out as excluded acronyms are, and said. Over five security venues of the top
 * ranks, three ranked lower or not at all, and a top venue of another field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-excluded-ranks-');
const TODAY = parseIsoDate('2026-11-28')!;
let index: SnapshotIndex;
const TOP = ['SPA', 'SPB', 'SPC', 'SPD', 'SPE'];
const OTHERS = ['SPF', 'SPG', 'SPH'];

beforeAll(() => {
  const security = { sub_topic: 'Security and Privacy' };
  index = indexOfRows(dir, [
    ...TOP.map((acronym, at) =>
      sourceRow({
        id: 1 + at,
        name: `${acronym} Security Symposium`,
        acronym: `${acronym} 2027`,
        core_rank: 'A*',
        ccf_rank: 'A',
        ...security,
        ...on(`2027-0${at + 2}-10`),
      }),
    ),
    ...OTHERS.map((acronym, at) =>
      sourceRow({
        id: 10 + at,
        name: `${acronym} Security Workshop Conference`,
        acronym: `${acronym} 2027`,
        core_rank: at === 0 ? 'A' : null,
        ...security,
        ...on(`2027-0${at + 2}-20`),
      }),
    ),
    sourceRow({
      id: 20,
      name: 'Learning Conference',
      acronym: 'LRN 2027',
      core_rank: 'A*',
      sub_topic: 'Machine Learning',
    }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => Number(result.id));

describe('a rank the question excludes', () => {
  it('leaves out the venues of the top ranks, the others answer', () => {
    for (const question of [
      'security conferences other than the top ones',
      'security conferences besides the top venues',
      'security conferences that are not CORE A*',
    ]) {
      const answer = ask(question);
      expect(answer.reading, question).not.toContain('rank=');
      expect(ids(question).sort(), question).toEqual([10, 11, 12]);
      expect(answer.reading, question).toContain(`read as ${TOP.join(', ')}: left out of the results`);
    }
  });

  it('of "the big four", leaves out the four first found, and asks for no four', () => {
    const answer = ask('security conferences other than the big four');
    expect(answer.reading).toContain('"big four" read as SPA, SPB, SPC, SPD: left out of the results');
    expect(ids('security conferences other than the big four').sort((a, b) => a - b)).toEqual([5, 10, 11, 12]);
    // Asked for, they are the answer.
    expect(ids('the big four security conferences').sort()).toEqual([1, 2, 3, 4]);
  });
});
