/**
 * "like X" asked of a window to come (docs/api.md, Connector tools): the venues alike X whose next
 * edition, not listed yet, is foreseen in the window, and beside a subject of the question's own,
 * the subject's venues so foreseen before those alike X without its words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, yearlyRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-alike-foreseen-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    // X, held every May, and a venue alike it (its field) held every June, its next not listed.
    ...yearlyRows('Plant Genomics Conference', 'PGX', 'Genomics', '05'),
    ...yearlyRows('Root Sequencing Forum', 'RSX', 'Genomics', '06'),
    // Alike X by its field alone, of another subject, listed in 2027.
    sourceRow({
      name: 'Classroom Teaching Symposium',
      acronym: 'CTS 2027',
      series: 'cts',
      sub_topic: 'Genomics',
      start_date: '2027-03-10',
      end_date: '2027-03-12',
      website: 'https://example.org/cts/2027',
    }),
    // The subject's own venue, of another field, held every October: its next not listed.
    ...yearlyRows('Seed Genetics Meeting', 'SGX', 'Seed Genetics', '10'),
    // X of another field and a venue alike it, held every June, none listed in 2027; the subject's
    // words of one event of 2024 alone.
    ...yearlyRows('Pixel Charts Conference', 'PVX', 'Visualization', '05'),
    ...yearlyRows('European Plotting Forum', 'EVX', 'Visualization', '06'),
    sourceRow({
      name: 'Information Graphics Days',
      sub_topic: 'Design',
      start_date: '2024-04-10',
      end_date: '2024-04-11',
      website: 'https://example.org/igd/2024',
    }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);
const titlesOf = (question: string) => ask(question).results.map((result) => result.title);

describe('"like X" of a window to come', () => {
  it('answers the venues alike X foreseen in the window after those listed', () => {
    const titles = titlesOf('conferences like PGX in 2027');
    expect(titles[0]).toMatch(/^CTS 2027 /);
    expect(titles).toContainEqual(
      expect.stringMatching(/^RSX 2026 .*\(RSX 2027 not listed yet: held about June 2027, a year after this edition/),
    );
  });

  it("answers the subject's venues foreseen in the window before those alike X without its words", () => {
    const titles = titlesOf('seed genetics conferences like PGX in 2027');
    expect(titles[0]).toMatch(
      /^SGX 2026 .*\(found without similar_to=\d+ \(PGX 2026\); SGX 2027 not listed yet: held about October 2027/,
    );
    expect(titles.indexOf(titles.find((title) => title.startsWith('CTS 2027'))!)).toBeGreaterThan(0);
  });

  it('answers a venue named among those asked for by its latest, its next foreseen in the window', () => {
    for (const question of ['conferences on plant genomics like PGX in 2027', 'PGX and similar conferences in 2027']) {
      const answer = ask(question);
      expect(answer.results[0]?.title, question).toMatch(
        /^PGX 2026 .*\(PGX 2027 not listed yet: held about May 2027, a year after this edition/,
      );
      expect(answer.reading, question).toContain('1 edition of PGX first, then the events alike');
    }
  });

  it('answers first, of a wider search that left the window out, the venues alike X foreseen in it', () => {
    const titles = titlesOf('information graphics conferences like PVX in 2027');
    expect(titles[0]).toMatch(/^EVX 2026 .*year=2027; EVX 2027 not listed yet: held about June 2027/);
  });
});
