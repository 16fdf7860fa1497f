/**
 * A venue compared with whose acronym is a word of many other names ("like Eurographics": the
 * Eurographics symposia hold the word too), written as a name (docs/api.md, Connector tools): it
 * is the venue compared with, first or listed after the first, not the word searched. A venue
 * compared with under an acronym of its series ("KDD": SIGKDD) is no answer alike another either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, venueRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-like-names-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** Eurographics, five symposia named after it, and SIGGRAPH: the word is mostly of other venues' names. */
const ROWS: [string, string][] = [
  ['Eurographics', 'Eurographics 2027'],
  ['Eurographics Symposium on Rendering', 'EGSR 2027'],
  ['Eurographics Symposium on Geometry Processing', 'SGP 2027'],
  ['Eurographics Conference on Visualization', 'EuroVis 2027'],
  ['Eurographics Workshop on Visual Computing for Biology', 'VCBM 2027'],
  ['Eurographics Symposium on Parallel Graphics', 'EGPGV 2027'],
  ['Conference on Computer Graphics and Interactive Techniques', 'SIGGRAPH 2027'],
];

beforeAll(() => {
  index = indexOfRows(dir, venueRows(ROWS, 'Computer Graphics'));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a venue compared with whose acronym is a word of other names', () => {
  it('is the venue when written as a name, first or listed after the first', () => {
    expect(ask('conferences like Eurographics').reading).toContain('"like Eurographics": events alike');
    const both = ask('conferences like SIGGRAPH and Eurographics in 2027').reading;
    expect(both).toContain('"like SIGGRAPH": events alike');
    expect(both).toContain('"like Eurographics": events alike');
    expect(both).not.toContain('q="eurographics"');
  });

  it('is the word when written as one', () => {
    expect(ask('conferences like eurographics').reading).toContain('q="eurographics"');
  });
});

describe('a venue compared with under another acronym than its own', () => {
  const { dir: kddDir, cleanup: kddCleanup } = tempDir('confdir-like-kdd-');
  let kdd: SnapshotIndex;
  beforeAll(() => {
    const rows = [
      ['Knowledge Discovery and Data Mining', 'SIGKDD 2027', 'sigkdd'],
      ['Conference on Data Mining', 'ICDM 2027', 'icdm'],
      ['Data Mining Symposium', 'DMS 2027', 'dms'],
      ['Data Mining Days', 'DMD 2027', 'dmd'],
    ].map(([name, acronym, series], at) =>
      sourceRow({
        id: at + 1,
        name,
        acronym,
        series,
        sub_topic: 'Data Mining',
        start_date: '2027-08-10',
        end_date: '2027-08-12',
      }),
    );
    kdd = indexOfRows(kddDir, rows, undefined, {
      series_aliases: [{ series: 'sigkdd', alias: 'KDD', kind: 'acronym' }],
    });
  });
  afterAll(kddCleanup);

  it('is no answer alike the other venue named either', () => {
    const answer = askOver(() => kdd, TODAY)('conferences like KDD or ICDM in 2027');
    expect(answer.reading).toContain('"like KDD": events alike SIGKDD');
    const titles = answer.results.map((result) => result.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/^(?:SIGKDD|ICDM) /);
  });
});
