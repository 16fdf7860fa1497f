/**
 * A month the connector search leaves out when a question finds nothing then (docs/api.md,
 * Connector tools) is widened to its year, as a place is to the place that holds it. Over a
 * sensing forum in March 2027 and one in June 2028. Each title then says the event's dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-wider-times-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Glacier Sensing Forum', start_date: '2027-03-10', end_date: '2027-03-11' }),
    sourceRow({ id: 2, name: 'Glacier Sensing Meeting', start_date: '2028-06-10', end_date: '2028-06-11' }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a month with nothing in it', () => {
  it('is widened to its year, not left out with it', () => {
    const answer = ask('glacier sensing conferences in 2028, ideally in March');
    expect(answer.reading).toContain('month=2028-03');
    expect(answer.results.map((result) => result.title)).toEqual([
      'Glacier Sensing Meeting 2028 — Berlin, Germany (found without month=2028-03, with year=2028; Jun 10-11, 2028)',
    ]);
  });

  it('is left out whole when its year has nothing either', () => {
    const answer = ask('glacier sensing conferences in March 2029');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '2']);
    // Each title says the event's dates, the month asked left out.
    expect(answer.results[0]!.title).toContain('(found without month=2029-03; Mar 10-11, 2027)');
  });
});
