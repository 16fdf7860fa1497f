/**
 * Deadlines of one event bounded (docs/source-format.md, Deadlines and Tracks): every answer about
 * an event lists its deadlines and its tracks', so an event of a hostile source with 1,275 deadline
 * rows and sixteen tracks of 1,275 each answered 2.9 MB from the connector's fetch, and a search of
 * that event alone showed none of it (it passed the 100,000-character cap alone) with a next page
 * that started at it again. At most 32 rows of an event and 8 of a track are read, the rest left
 * out with a warning (`list_over_limit`), the event kept; then its every answer is bounded.
 */
import { describe, expect, it } from 'vitest';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import { searchQuery, type SearchResponse } from '../../src/api/schemas/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { DEADLINES_PER_EVENT, DEADLINES_PER_TRACK } from '../../src/source/deadlines.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { type DeadlineInput, sourceRow } from '../fixtures/source.js';
import { builderHarness, problemsOf } from './harness.js';

const { path, sourceWith } = builderHarness();
const KINDS = ['abstract', 'paper', 'notification', 'rebuttal', 'camera_ready'] as const;
const hour = (first: number, at: number) => new Date(first + at * 3_600_000).toISOString().slice(0, 19);

const row = sourceRow({
  name: 'Hostile Conference '.repeat(6_000),
  description: 'x'.repeat(1_000_000),
  start_date: '2027-05-01',
  end_date: '2027-05-02',
});
const id = row.id as number;
const deadlines: DeadlineInput[] = [];
for (let round = 1; round <= 255; round++)
  for (const [k, kind] of KINDS.entries())
    deadlines.push({ event_id: id, kind, round, due: hour(Date.UTC(2026, 0, 1), round * 5 + k), timezone: 'UTC' });
const event_tracks: Record<string, unknown>[] = [];
for (let track = 0; track < 16; track++)
  for (let round = 1; round <= 255; round++)
    for (const kind of KINDS)
      event_tracks.push({
        event_id: id,
        track: `Track ${track} `.padEnd(300, 'y'),
        kind,
        round,
        due: hour(Date.UTC(2026, 1, 1), round),
        timezone: 'America/Argentina/Buenos_Aires',
      });
const output = path('bounds.snapshot');
const { report } = buildSnapshot({
  input: sourceWith([row], undefined, deadlines, { event_tracks }),
  output,
  now: new Date('2026-11-29T00:00:00Z'),
});
const today = parseIsoDate('2026-11-29')!;
const index = openSnapshot(output, today);

describe('the deadlines of one event', () => {
  it('are read up to a bound, the rest left out with a warning, the event kept', () => {
    expect(report.validRows).toBe(1);
    const over = problemsOf(report, 'list_over_limit');
    expect(over.map((problem) => [problem.column, problem.suggestion])).toEqual([
      ['deadlines.due', `at most ${DEADLINES_PER_EVENT}; the rest is left out`],
      ...Array.from({ length: 16 }, () => ['deadlines.due', `at most ${DEADLINES_PER_TRACK}; the rest is left out`]),
    ]);
    const values = index.itemValues().editionValues;
    expect(values.deadlines(0)).toHaveLength(DEADLINES_PER_EVENT);
    expect(values.tracks(0).map((track) => track.deadlines.length)).toEqual(Array(16).fill(DEADLINES_PER_TRACK));
  });

  it('leave a search of that event alone room to show it', () => {
    const parser = new InputParser({ query: searchQuery });
    const input = parser.fromQuery({ limit: '1', include: 'deadlines' }, {});
    const answer = JSON.parse(searchConferences(input, { index, today }).text) as SearchResponse;
    expect(answer.showing).toBe(1);
    expect(answer.conferences.map((item) => item.id)).toEqual([id]);
  });
});
