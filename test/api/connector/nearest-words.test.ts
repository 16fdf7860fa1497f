/**
 * "The closest AI conference to Zurich" (docs/api.md, Connector tools): the events around the
 * city, nearest first, within the widest radius, from today on; with none there, the city's
 * country, then its continent. "closest" without a city is a measure the data has none of. Over
 * a few events around Zurich and one in Lisbon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { RADIUS_MAX_KM, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { widerPlaces } from '../../../src/api/connector/wider-places.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-nearest-words-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

/** [id, city, country, day] of AI conferences. */
const EVENTS: [number, string, string, string][] = [
  [1, 'Milan', 'Italy', '2027-03-10'],
  [2, 'Basel', 'Switzerland', '2027-05-10'],
  [3, 'Zurich', 'Switzerland', '2025-05-10'],
  [4, 'Lisbon', 'Portugal', '2027-02-10'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    EVENTS.map(([id, city, country, day]) =>
      sourceRow({ id, name: `AI Conference ${id}`, city, country, start_date: day, end_date: day }),
    ),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const read = (question: string) => readQuestion(index, question, TODAY);

describe('"closest" with "to" and a city after it', () => {
  it('asks for the events around the city, nearest first, from today', () => {
    expect(read('Where is the closest AI conference to Zurich?').parameters).toEqual({
      type: 'conference',
      near: 'Zurich',
      sort: 'distance',
      radius_km: String(RADIUS_MAX_KM),
      from: '2026-11-22',
      q: 'ai',
    });
    // Basel before Milan; Zurich's has ended, Lisbon is beyond the radius.
    expect(ask('Where is the closest AI conference to Zurich?').results.map((result) => result.id)).toEqual(['2', '1']);
  });

  it('is widened, left out, to the city’s country, then its continent', () => {
    const given = { near: 'Zurich', radius_km: String(RADIUS_MAX_KM), sort: 'distance' };
    expect(widerPlaces({ type: 'conference', q: 'ai' }, given, index)).toEqual([
      { country: 'Switzerland' },
      { continent: 'Europe' },
    ]);
  });

  it('is a measure the data has none of without a city', () => {
    const reading = read('AI conferences closest to my research');
    expect(reading.parameters).toEqual({ type: 'conference', q: 'ai' });
    expect(reading.notes.join(' ')).toContain('"closest"');
  });
});
