/**
 * A question naming no edition asks for venues (docs/api.md, Connector tools): one edition of each
 * series, and of events with neither series nor acronym (as confs.tech lists them) one of each name
 * without its year. Over a few editions of two such venues.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-venue-names-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

/** [id, name, day] */
const EVENTS: [number, string, string][] = [
  [1, 'Rust Europe 2027', '2027-10-14'],
  [2, 'Rust Europe 2026', '2026-10-15'],
  [3, 'Rust Week 2026', '2026-09-10'],
  [4, 'Rust Week 2025', '2025-09-03'],
  [5, 'Rust Europe 2025', '2025-10-09'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    EVENTS.map(([id, name, day]) =>
      sourceRow({ id, name, start_date: day, end_date: day, acronym: null, series: null }),
    ),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('events with neither series nor acronym', () => {
  it('are one venue by their name without its year: the first edition of each answers', () => {
    const answer = ask('Rust conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '3']);
    expect(answer.reading).toContain('one edition of each series');
  });
});
