/**
 * ACM's special interest groups named for their conferences (docs/api.md, Connector tools), over a
 * few events: "SIGCHI conferences" asks for the conferences SIGCHI sponsors that the data has; a
 * group whose name is an acronym of the data's events (SIGMOD) is that acronym.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-sig-venues-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, name, start] */
const EVENTS: [number, string, string, string][] = [
  [1, 'CHI 2027', 'Conference on Human Factors in Computing Systems', '2027-05-10'],
  [2, 'CSCW 2027', 'Conference on Computer-Supported Cooperative Work', '2027-10-10'],
  [3, 'UIST 2027', 'Symposium on User Interface Software and Technology', '2027-10-20'],
  [4, 'SIGCSE 2027', 'Technical Symposium on Computer Science Education', '2027-03-01'],
  [5, 'SIGMOD 2027', 'International Conference on Management of Data', '2027-06-13'],
  [6, 'CHI 2026', 'Conference on Human Factors in Computing Systems', '2026-04-13'],
  [7, 'SIGCHI ATC 2026', 'Annual Technical Conference', '2026-07-13'],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, name, start]) =>
    sourceRow({ id, name, acronym, city: 'Lyon', country: 'France', start_date: start, end_date: start }),
  );
  index = indexOfRows(dir, rows);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const read = (question: string) => readQuestion(index, question, TODAY);

describe('an ACM special interest group', () => {
  it('names the conferences it sponsors that the data has', () => {
    for (const question of ['SIGCHI conferences in 2027', 'ACM SIGCHI conferences in 2027', 'sigchi 2027']) {
      expect(read(question).parameters, question).toEqual({ acronym: 'CHI,CSCW,UIST', year: '2027' });
      expect(idsOf(ask(question)), question).toEqual([1, 2, 3]);
    }
    expect(ask('SIGCHI conferences in 2027').reading).toContain(
      '"SIGCHI": the conferences ACM SIGCHI sponsors, CHI, CSCW, UIST',
    );
  });

  it('is the acronym of its own conference when the data has it so', () => {
    expect(read('SIGMOD 2027').parameters).toEqual({ acronym: 'SIGMOD', year: '2027' });
    // An acronym that begins with a group's name is that acronym ("SIGOPS ATC").
    expect(read('SIGCHI ATC 2026').parameters).toEqual({ acronym: 'SIGCHI ATC', year: '2026' });
  });

  it('is a word of q when the data has none of its conferences', () => {
    expect(read('SIGPLAN conferences').parameters.acronym).toBeUndefined();
  });
});
