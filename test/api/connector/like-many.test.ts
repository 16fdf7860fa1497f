/**
 * "like X or Y or ..." (docs/api.md, Connector tools): each venue compared with is a search of its
 * own, so 6 are at most, those past them said once as not compared with; a list by commas is one
 * too ("similar to SOSP, OSDI or NSDI"). Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-like-many-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** Venues of one field, each with an edition in 2027. */
const ACRONYMS = ['SOSP', 'OSDI', 'EUROSYS', 'NSDI', 'FAST', 'ATC', 'HOTOS', 'SOCC', 'VEE'];

beforeAll(() => {
  index = indexOfRows(
    dir,
    ACRONYMS.map((acronym, at) =>
      sourceRow({
        id: at + 1,
        name: `Symposium on Systems ${at + 1}`,
        acronym: `${acronym} 2027`,
        start_date: `2027-0${at + 1}-10`,
        end_date: `2027-0${at + 1}-12`,
      }),
    ),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('"like X or Y or ..."', () => {
  it('compares 6 venues at most, and says once which were not', () => {
    const answer = ask(`venues like ${ACRONYMS.join(' or ')}`);
    const compared = answer.reading?.match(/"like [A-Z]+": events alike/g) ?? [];
    expect(compared).toHaveLength(6);
    expect(answer.reading).toContain('"HOTOS" and the venues after it not compared with: 6 at most');
    expect(answer.reading).not.toContain('"like SOCC"');
    // None of those named is an answer, compared with or not.
    for (const result of answer.results) expect(result.title).not.toMatch(/^(?:SOSP|OSDI|EUROSYS|NSDI|FAST|ATC) /);
  });

  it('reads a list by commas as by "or": each compared with, none searched', () => {
    for (const question of ['venues similar to SOSP, OSDI or NSDI', 'venues like SOSP, OSDI, and NSDI']) {
      const answer = ask(question);
      expect(answer.reading, question).not.toContain('acronym=');
      expect(answer.reading?.match(/"like [A-Z]+": events alike/g), question).toHaveLength(3);
      for (const result of answer.results) expect(result.title, question).not.toMatch(/^(?:SOSP|OSDI|NSDI) /);
    }
  });
});
