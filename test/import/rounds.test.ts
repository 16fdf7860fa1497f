/** Rounds of a record's deadlines (docs/importers.md, Values): abstracts paired with papers by date, not by order. */
import { describe, expect, it } from 'vitest';
import { numberRounds } from '../../src/import/rounds.js';

const at = (kind: 'abstract' | 'paper', due: string, round: number | null = null) => ({
  kind,
  due: `${due}T23:59:59`,
  zone: 'AoE',
  round,
});
const rounds = (list: ReturnType<typeof at>[]) =>
  numberRounds(list)
    .map((d) => `${d.kind} ${d.round} ${d.due.slice(0, 10)}`)
    .sort();

describe('rounds', () => {
  it('pairs each abstract with the first paper due on or after it', () => {
    expect(
      rounds([
        at('abstract', '2026-05-23'),
        at('abstract', '2026-12-03'),
        at('paper', '2026-05-30'),
        at('paper', '2026-12-10'),
      ]),
    ).toEqual(['abstract 1 2026-05-23', 'abstract 2 2026-12-03', 'paper 1 2026-05-30', 'paper 2 2026-12-10']);
  });

  it('pairs by date when an abstract of a later round has no paper before it', () => {
    expect(rounds([at('abstract', '2026-12-03'), at('paper', '2026-05-30'), at('paper', '2026-12-10')])).toEqual([
      'abstract 2 2026-12-03',
      'paper 1 2026-05-30',
      'paper 2 2026-12-10',
    ]);
  });

  it('keeps a round a label gave', () => {
    expect(rounds([at('abstract', '2026-04-01', 2), at('paper', '2026-05-30'), at('paper', '2026-12-10')])).toEqual([
      'abstract 2 2026-04-01',
      'paper 1 2026-05-30',
      'paper 2 2026-12-10',
    ]);
  });
});
