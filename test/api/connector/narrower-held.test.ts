/**
 * A question about events of a window to come answered by a narrower subject (docs/api.md,
 * Connector tools): the narrower subject's events to come first, then its venues whose next
 * edition, not listed yet, is most likely held in the window, each title saying what was left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, yearlyRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-held-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    // Held every September: the next about September 2027, not listed.
    ...yearlyRows('Weaving Conference', 'WVX', 'Textiles', '09'),
    sourceRow({
      name: 'Basket Weaving Meeting',
      acronym: 'BWX 2027',
      sub_topic: 'Textiles',
      start_date: '2027-02-10',
      end_date: '2027-02-11',
    }),
    // "silk" of more events than "weaving", none of weaving: left out first.
    ...[1, 2, 3, 4, 5, 6].map((day) =>
      sourceRow({
        name: `Silk Trade Days ${day}`,
        sub_topic: 'Trade',
        start_date: `2027-05-0${day}`,
        end_date: `2027-05-0${day}`,
      }),
    ),
    // A field's venue held every October, its next not listed, beside two events of 2027 of a word
    // of no field: "gilding loom conferences in 2027" is the looms', foreseen in 2027.
    ...yearlyRows('Loom Conference', 'LMX', 'Looms', '10'),
    ...[1, 2].map((day) =>
      sourceRow({
        name: `Gilding Days ${day}`,
        sub_topic: 'Trade',
        start_date: `2027-03-0${day}`,
        end_date: `2027-03-0${day}`,
      }),
    ),
    // The whole subject a venue held every June, its next not listed; one of its words alone the
    // name of three events of 2027 of another field ("knowledge graph": "graph" of graphics).
    ...yearlyRows('Carpet Tufting Forum', 'CTX', 'Crafts', '06'),
    ...[1, 2, 3].map((day) =>
      sourceRow({
        name: `Tufting Theory Days ${day}`,
        sub_topic: 'Mathematics',
        start_date: `2027-04-0${day}`,
        end_date: `2027-04-0${day}`,
      }),
    ),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('a narrower subject, asked of events to come', () => {
  it('answers its events to come, then its venues foreseen in the window', () => {
    const titles = ask('silk weaving conferences in 2027').results.map((result) => result.title);
    expect(titles[0]).toMatch(/^BWX 2027 .*\(found without "silk"\)$/);
    expect(titles[1]).toMatch(
      /^WVX 2026 .*found without "silk", year=2027; WVX 2027 not listed yet: held about September 2027, a year after this edition/,
    );
    expect(titles).toHaveLength(2);
  });

  it('keeps the field word whose venue is foreseen in the window before another word in it', () => {
    // The words match about as many events, "loom" of a field: left out, "gilding" answered Gilding
    // Days, as "evaluation" answered SIGMETRICS 2027 of "large language model evaluation
    // conferences in 2027" where COLM 2027, not listed, is foreseen in October.
    const titles = ask('gilding loom conferences in 2027').results.map((result) => result.title);
    expect(titles[0]).toMatch(
      /^LMX 2026 .*found without "gilding", year=2027; LMX 2027 not listed yet: held about October 2027, a year after this edition/,
    );
    expect(titles.join('\n')).not.toMatch(/Gilding/);
  });

  it("answers the whole subject's venue foreseen in the window before a word of it alone", () => {
    // "knowledge graph conferences in 2027" was SIGGRAPH and Eurographics by "graph", BIS 2027
    // (not listed, about June) left out.
    const titles = ask('carpet tufting conferences in 2027').results.map((result) => result.title);
    expect(titles[0]).toMatch(/^CTX 2026 .*CTX 2027 not listed yet: held about June 2027, a year after this edition/);
    expect(titles.join('\n')).not.toMatch(/Tufting Theory/);
  });
});
