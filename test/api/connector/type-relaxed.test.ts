/**
 * A question that finds nothing leaves out the kind of event asked before the other parts but its
 * subject (docs/api.md, Connector tools): "robotics workshops in the Benelux", none there, answers
 * the robotics conferences held there, not a robotics workshop held elsewhere, even where the
 * places asked hold more events than there are workshops; before a format it goes by its count. A
 * rank a word asks ("the main ... conferences") goes before the place as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-type-relaxed-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const ROWS = [
  sourceRow({
    id: 1,
    name: 'Conference on Robotics and Learning',
    acronym: 'CRL 2027',
    city: 'Delft',
    country: 'Netherlands',
  }),
  sourceRow({
    id: 2,
    name: 'Workshop on Robotics Hands',
    acronym: 'WRH 2027',
    type: 'workshop',
    city: 'Boston',
    country: 'United States',
  }),
  sourceRow({
    id: 3,
    name: 'Workshop on Program Repair',
    acronym: 'WPR 2027',
    type: 'workshop',
    city: 'Lyon',
    country: 'France',
  }),
  sourceRow({ id: 4, name: 'Symposium on Robotics Online', acronym: 'SRO 2027', format: 'online' }),
  // Of the robotics conferences, the one ranked A* is held outside Europe.
  sourceRow({
    id: 9,
    name: 'International Robotics Congress',
    acronym: 'IRC 2027',
    city: 'Tokyo',
    country: 'Japan',
    core_rank: 'A*',
  }),
  // Its earlier editions, ended.
  ...[2025, 2026].map((year) =>
    sourceRow({
      id: year,
      name: 'International Robotics Congress',
      acronym: `IRC ${year}`,
      city: 'Tokyo',
      country: 'Japan',
      start_date: `${year}-03-10`,
      end_date: `${year}-03-12`,
    }),
  ),
  // More events in the Benelux than workshops anywhere, and more online.
  ...[5, 6, 7, 8].map((id) =>
    sourceRow({ id, name: `Symposium on Databases ${id}`, city: 'Ghent', country: 'Belgium', format: 'online' }),
  ),
];

beforeAll(() => {
  index = indexOfRows(dir, ROWS);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a kind of event with none in the place asked', () => {
  it('is left out before the place', () => {
    const answer = ask('robotics workshops in the Benelux');
    expect(answer.results.map((result) => result.title)).toEqual([
      'CRL 2027 — Delft, Netherlands (found without type=workshop)',
    ]);
  });

  it('goes by its count before a format', () => {
    const answer = ask('online robotics workshops');
    expect(answer.results.map((result) => result.title)).toEqual([
      'WRH 2027 — Boston, United States (found without format=online)',
    ]);
  });
});

describe('a kind of event with none at the venue named', () => {
  it('is left out for one edition of the venue, not every one', () => {
    // "Any workshops on LLM agents at NeurIPS or ICML?" answered NeurIPS and ICML 2024 to 2026.
    const titles = ask('Any workshops at IRC?').results.map((result) => result.title);
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/^IRC 2027 — Tokyo, Japan \(found without type=workshop/);
  });
});

describe('a rank a word asks, with none in the place asked', () => {
  it('is left out before the place, as the kind of event is', () => {
    const answer = ask('the main robotics conferences in Europe');
    expect(answer.reading).toContain('rank=CORE:A*');
    const titles = answer.results.map((result) => result.title);
    expect(titles).toContain('CRL 2027 — Delft, Netherlands (found without rank=CORE:A*,CCF:A)');
    expect(titles.join('\n')).not.toContain('IRC 2027');
  });
});
