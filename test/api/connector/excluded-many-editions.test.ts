/**
 * Acronyms a question excludes, each of many editions (docs/api.md, Connector tools): the answer
 * reads past the editions left out up to the search's own page size, never past it. Ten excluded
 * series of six editions each were sixty events to read past, and the search refused the page size
 * as if the caller had asked for it. Over ten such series and three other language events of 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-excluded-many-');
const TODAY = parseIsoDate('2026-11-28')!;
let index: SnapshotIndex;
const EXCLUDED = 'LDA LDB LDC LDD LDE LDF LDG LDH LDI LDJ'.split(' ');
const YEARS = [2022, 2023, 2024, 2025, 2026, 2027];

beforeAll(() => {
  index = indexOfRows(dir, [
    ...EXCLUDED.flatMap((acronym, at) =>
      YEARS.map((year, y) =>
        sourceRow({
          id: 100 + at * 10 + y,
          name: `${acronym} Language Days`,
          acronym: `${acronym} ${year}`,
          series: acronym.toLowerCase(),
          ...on(`${year}-09-10`),
        }),
      ),
    ),
    ...['LMA', 'LMB', 'LMC'].map((acronym, at) =>
      sourceRow({ id: 1 + at, name: `${acronym} Language Meeting`, acronym: `${acronym} 2027`, ...on('2027-05-10') }),
    ),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('ten acronyms excluded, of six editions each', () => {
  it('answers the other events, none of theirs', () => {
    const answer = ask(`language conferences except ${EXCLUDED.join(', ')}`);
    expect(answer.results.map((result) => result.id).sort()).toEqual(['1', '2', '3']);
    expect(answer.reading).toContain('"LDJ" left out of the results: the question excludes it');
  });
});
