/**
 * "like X or Y" answered by a wider search (docs/api.md, Connector tools): the events named after
 * "like" stay out of the answer, as they do of the strict one. Over a few events.
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
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    EVENTS.map(([id, acronym, start_date]) =>
      sourceRow({ id, name: `Symposium on Systems ${id}`, acronym, start_date, end_date: start_date }),
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
});
