/**
 * A deadline window that no event meets, left out by the wider answer (docs/api.md, Connector
 * tools): the events with a deadline still ahead come first, then those whose calls closed, each
 * part in the usual order. Over two venues of one subject: the sooner's call closed months ago,
 * the later's is estimated ahead, past the window asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, estimatedSeries, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-widened-deadlines-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const closed = sourceRow({
  name: 'Kelp Symposium',
  acronym: 'KELPS 2027',
  start_date: '2027-01-10',
  end_date: '2027-01-12',
});
const rows: RowInput[] = [closed];
const deadlines: DeadlineInput[] = [{ event_id: closed.id, kind: 'paper', due: '2026-09-01', timezone: 'AoE' }];
// A series whose 2027 edition has no deadline yet: estimated from its past editions' for 2027-03-02.
estimatedSeries(
  { rows, deadlines },
  { lead: 100, row: (year) => ({ name: 'Kelp Forum', acronym: `KELPF ${year}`, series: 'kelpf' }) },
);
const ahead = rows.at(-1)!;

beforeAll(() => {
  index = indexOfRows(dir, rows, deadlines);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a deadline window no event meets', () => {
  it('answers the events with a deadline ahead first, then those whose calls closed', () => {
    const answer = ask('kelp conferences with a deadline in the next 2 weeks');
    expect(answer.results.map((result) => Number(result.id))).toEqual([ahead.id, closed.id]);
    expect(answer.results[0]!.title).toContain('found without deadline_from=2026-11-21, deadline_to=2026-12-05');
  });

  it('keeps the usual order where no deadline window was asked', () => {
    const answer = ask('kelp conferences');
    expect(answer.results.map((result) => Number(result.id))).toEqual([closed.id, ahead.id]);
  });
});
