/**
 * A question of what is to come answered by a wider search whose venues had all ended (docs/api.md,
 * Connector tools): the next editions put for them answer it, without the ended venues that have
 * none. Over ICLR 2026, filed under Reinforcement Learning, and 2027, filed under Machine Learning,
 * and an A* reinforcement learning symposium of 2025 with no later edition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-next-editions-ahead-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;
const on = (day: string) => ({ start_date: day, end_date: day });
const iclr = { name: 'International Conference on Learning Representations', acronym: 'ICLR', series: 'iclr' };

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 2026, ...iclr, sub_topic: 'Reinforcement Learning', core_rank: 'A*', ...on('2026-04-23') }),
    sourceRow({
      id: 2027,
      ...iclr,
      sub_topic: 'Machine Learning',
      core_rank: 'A*',
      submission_deadline: '2027-01-20',
      ...on('2027-04-26'),
    }),
    sourceRow({
      id: 2025,
      name: 'Glacier Reinforcement Learning Symposium',
      series: 'grls',
      sub_topic: 'Reinforcement Learning',
      core_rank: 'A*',
      ...on('2025-06-10'),
    }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a wider search of what is to come, its venues all ended', () => {
  it('answers the next editions put for them, not the ended venues with none', () => {
    const answer = ask('top reinforcement learning venues with deadlines in March 2027');
    expect(answer.results.map((result) => result.id)).toEqual(['2027']);
    expect(answer.results[0]!.title).toContain('next edition of ICLR 2026, found by "reinforcement learning"');
  });

  it('keeps them in a question of no time to come', () => {
    const answer = ask('top reinforcement learning venues in Japan');
    expect(answer.results.map((result) => result.id)).toEqual(['2027', '2025']);
  });
});
