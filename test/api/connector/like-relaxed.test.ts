/**
 * "like X or Y" answered by a wider search (docs/api.md, Connector tools): the events named after
 * "like" stay out of the answer, as they do of the strict one; a list of subjects none of which
 * the data has beside "like X" is answered by the events alike X. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-like-relaxed-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, start]: three venues of one field, none with a deadline. */
const EVENTS: [number, string, string][] = [
  [1, 'SOSP 2027', '2027-10-10'],
  [2, 'OSDI 2027', '2027-07-10'],
  [3, 'EUROSYS 2027', '2027-04-10'],
  // "game", "theory" and "design" are words of the data, in no event alike.
  [4, 'GDF 2027', '2027-05-10'],
  [5, 'DDF 2027', '2027-05-10'],
  [6, 'TTD 2027', '2027-05-10'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    EVENTS.map(([id, acronym, start_date]) =>
      sourceRow({
        id,
        name: id > 3 ? `${['Game', 'Design', 'Theory'][id - 4]} Forum` : `Symposium on Systems ${id}`,
        acronym,
        start_date,
        end_date: start_date,
        sub_topic: id > 3 ? 'Arts' : 'Operating Systems',
      }),
    ),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('"like X or Y" answered by a wider search', () => {
  it('leaves out the editions named, as the strict answer does', () => {
    const answer = ask('venues like SOSP or OSDI with deadlines in spring 2027');
    expect(idsOf(answer)).toEqual([3]);
    expect(answer.results[0]!.title).toContain(
      '(found without deadline_from=2027-03-01, deadline_to=2027-05-31; no deadline known)',
    );
  });

  it('answers a list of subjects none of which finds an event by the events alike X', () => {
    // "No event matches the question", where "game theory conferences like SOSP" had these.
    const answer = ask('conferences on game theory or mechanism design like SOSP');
    expect(idsOf(answer).sort()).toEqual([2, 3]);
    for (const result of answer.results)
      expect(result.title).toContain('(found without "game theory", "mechanism design")');
  });

  it('leaves the venues named out of the answer of a list of subjects too', () => {
    // OSDI 2027, named after "like", was the first answer of "systems".
    const answer = ask('systems or design conferences like SOSP or OSDI');
    expect(idsOf(answer)).toContain(3);
    expect(idsOf(answer)).not.toContain(2);
  });
});
