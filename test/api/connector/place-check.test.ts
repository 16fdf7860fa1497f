/**
 * A place beside a venue named is a check, never a filter put back (docs/api.md, Connector tools,
 * When nothing matches): "Is NeurIPS 2027 in North America or Europe?", NeurIPS 2027 not listed,
 * answered NeurIPS 2025 in San Diego, the latest edition there, where NeurIPS 2026 is the latest.
 * Over a venue's editions in three places, none of 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-place-check-');
const TODAY = parseIsoDate('2026-12-04')!;
const HELD = [
  [2024, 'Vienna', 'Austria'],
  [2025, 'Vancouver', 'Canada'],
  [2026, 'Seoul', 'South Korea'],
] as const;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    HELD.map(([year, city, country]) =>
      sourceRow({
        name: 'International Conference on Machine Examples',
        acronym: `ICMX ${year}`,
        series: 'icmx',
        city,
        country,
        start_date: `${year}-07-10`,
        end_date: `${year}-07-14`,
      }),
    ),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a place beside an edition not listed', () => {
  it('answers the latest edition, found without the place and the year, not an earlier one held there', () => {
    for (const question of [
      'Is ICMX 2027 in Europe?',
      'Is ICMX 2027 in North America or Europe?',
      'Will ICMX 2027 be held in Austria?',
    ]) {
      const [first] = ask(question).results;
      expect(first?.title, question).toMatch(/^ICMX 2026 — Seoul, South Korea \(found without (continent|country)=/);
      expect(first?.title, question).toContain(', year=2027;');
    }
  });

  it('is put back where the edition answered is held there', () => {
    const [first] = ask('Will ICMX 2027 be in Seoul?').results;
    expect(first?.title).toMatch(/^ICMX 2026 — Seoul, South Korea \(found without year=2027;/);
  });

  it('of an edition listed, is a check as before', () => {
    const [first] = ask('Is ICMX 2026 in Europe?').results;
    expect(first?.title).toMatch(/^ICMX 2026 — Seoul, South Korea \(found without continent=Europe[;)]/);
  });

  it('without a year asked, still finds the editions held there', () => {
    expect(ask('When was ICMX held in Europe?').results.map(({ title }) => title.split(' — ')[0])).toEqual([
      'ICMX 2024',
    ]);
  });
});
