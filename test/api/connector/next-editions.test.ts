/**
 * A venue a subject finds in an ended edition alone is answered by its series' next edition
 * (docs/api.md, Connector tools): the trackers file each edition under the sub-topics they saw, so
 * "reinforcement learning" finds ICLR 2026 and not ICLR 2027. Over a few events: ICLR 2023 (in
 * Kigali), 2026 and 2027, the first two filed under Reinforcement Learning; RLC 2027; a workshop
 * on reinforcement learning of 2024, a seminar of October 2026 and a top-ranked one of 2025, with
 * no later edition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-next-editions-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;
const iclr = { name: 'International Conference on Learning Representations', acronym: 'ICLR', series: 'iclr' };

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({
      id: 2023,
      ...iclr,
      sub_topic: 'Reinforcement Learning',
      city: 'Kigali',
      country: 'Rwanda',
      ...on('2023-05-01'),
    }),
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
      id: 10,
      name: 'Reinforcement Learning Conference',
      acronym: 'RLC',
      series: 'rlc',
      ...on('2027-08-16'),
    }),
    sourceRow({
      id: 20,
      name: 'Workshop on Reinforcement Learning',
      series: 'wrl',
      type: 'workshop',
      ...on('2024-06-10'),
    }),
    sourceRow({ id: 30, name: 'Reinforcement Learning Seminar', series: 'rls', type: 'seminar', ...on('2026-10-01') }),
    // A top-ranked seminar series of 2025 with no later edition.
    sourceRow({
      id: 2025,
      name: 'Glacier Reinforcement Learning Seminar',
      series: 'grls',
      type: 'seminar',
      core_rank: 'A*',
      ...on('2025-06-10'),
    }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => result.id);

describe('a venue a subject finds in an ended edition alone', () => {
  it('is answered by its next edition, said as found by the subject in the ended one', () => {
    const answer = ask('top reinforcement learning conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['2027']);
    expect(answer.results[0]!.title).toMatch(/\(next edition of ICLR 2026, found by "reinforcement learning"\)$/);
    // Not ended, it comes before the ended events (the seminar ended after ICLR 2026), as the
    // search's order has those not ended first.
    expect(ids('reinforcement learning venues')).toEqual(['10', '2027', '30', '2025', '20']);
    // Its note says nothing of its deadline: the title gives it when asked.
    const [next] = ask('top reinforcement learning conferences and their deadlines').results;
    expect(next!.title).toMatch(/"reinforcement learning"; paper deadline 2027-01-20\)$/);
  });

  it('is so in the answer of a wider search too, its title saying both', () => {
    const [found] = ask('top reinforcement learning conferences in Japan').results;
    expect(found!.id).toBe('2027');
    expect(found!.title).toMatch(
      /\(found without country=Japan; next edition of ICLR 2026, found by "reinforcement learning"\)$/,
    );
  });

  it('is answered first, as found, when it meets what the wider search left out', () => {
    const answer = ask('reinforcement learning conferences between 20 April and 1 May 2027');
    expect(answer.results.map((result) => result.title.replace(/ — .*?(?= \(|$)/, ''))).toEqual([
      'ICLR 2027 (next edition of ICLR 2026, found by "reinforcement learning"; Apr 26, 2027)',
      'RLC 2027 (found without from=2027-04-20, to=2027-05-01; Aug 16, 2027)',
    ]);
  });

  it('is so of one subject of a list too, said as found by it alone, before the ended ones', () => {
    const answer = ask('glacier or reinforcement learning venues between 20 April and 1 May 2027');
    const [found, ...rest] = answer.results;
    expect(found!.id).toBe('2027');
    expect(found!.title).toMatch(/\(next edition of ICLR 2026, found by "reinforcement learning"\)$/);
    expect(rest.map((result) => result.id)).toContain('2025');
  });

  it('stays ended when its series has no edition to come, or none of the rest of the question', () => {
    expect(ask('reinforcement learning workshops').results[0]!.title).toMatch(/\(ended 2024-06-10\)$/);
    expect(ids('reinforcement learning conferences in Rwanda')).toEqual(['2023']);
  });

  it('stays as found when the question has a time of its own', () => {
    expect(ids('reinforcement learning conferences in 2026')).toEqual(['2026']);
    expect(ids('past reinforcement learning conferences')).toContain('2026');
  });
});

describe('a wider search of what is to come, its venues all ended', () => {
  it('answers the next editions put for them, not the ended venues with none', () => {
    const answer = ask('top reinforcement learning venues with deadlines in March 2027');
    expect(answer.results.map((result) => result.id)).toEqual(['2027']);
    expect(answer.results[0]!.title).toContain('next edition of ICLR 2026, found by "reinforcement learning"');
  });

  it('keeps them in a question of no time to come', () => {
    expect(ids('top reinforcement learning venues in Japan')).toEqual(['2027', '2025']);
  });
});
