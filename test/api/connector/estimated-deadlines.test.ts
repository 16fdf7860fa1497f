/**
 * A question's deadline window ahead (docs/api.md, Connector tools): the connector search answers
 * the events with a deadline announced in it, then those whose paper deadline is estimated in it
 * from their series' past editions, the soonest estimate first, each title saying its date (of an
 * open call, that the call is not announced); a window that has passed reads no estimate; an
 * event found both ways is answered once; so is each subject of a list. Over a source of four
 * series whose 2027 editions have no deadline yet, one whose 2026 edition had none, and two
 * conferences and a workshop with one announced in February 2027.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { estimatedSeries } from './asking.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-estimated-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-28')!;
const rows: RowInput[] = [];
const deadlines: DeadlineInput[] = [];
// Each series' past editions had their paper deadline `lead` days before a 10 June start; its
// 2027 edition has none, so the build estimates one that many days before 10 June 2027.
const SERIES = [
  { series: 'ovs', name: 'Ocean Venue Symposium', lead: 112 }, // 2027-02-18
  { series: 'tvc', name: 'Tundra Venue Conference', lead: 125 }, // 2027-02-05
  { series: 'mvm', name: 'Meadow Venue Meeting', lead: 120 }, // 2027-02-10
  { series: 'pvc', name: 'Prairie Venue Congress', lead: 40 }, // 2027-05-01, outside February
];
for (const { series, name, lead } of SERIES)
  estimatedSeries(
    { rows, deadlines },
    // Prairie's 2028 edition is listed too: a second estimate of its series, 2028-05-01.
    { lead, row: () => ({ name, series }), ...(series === 'pvc' ? { years: [2024, 2025, 2026, 2027, 2028] } : {}) },
  );
// A series whose 2026 edition had none: its estimate, 2026-02-10, has passed.
estimatedSeries(
  { rows, deadlines },
  {
    lead: 120,
    row: () => ({ name: 'Lagoon Venue Summit', series: 'lvs' }),
    years: [2023, 2024, 2025, 2026],
    dated: 2026,
  },
);
const announced = [
  sourceRow({ name: 'Harbour Venue Forum', start_date: '2027-05-03', end_date: '2027-05-05' }),
  sourceRow({ name: 'Canyon Venue Colloquium', start_date: '2027-05-20', end_date: '2027-05-21' }),
];
// A workshop of a word one estimated series has too: no conference, so asked of by its word only.
const workshop = sourceRow({
  name: 'Tundra Coast Workshop',
  type: 'workshop',
  start_date: '2027-04-01',
  end_date: '2027-04-02',
});
rows.push(...announced, workshop);
deadlines.push({ event_id: announced[0]!.id, kind: 'paper', due: '2027-02-25', timezone: 'AoE' });
deadlines.push({ event_id: announced[1]!.id, kind: 'paper', due: '2027-02-12', timezone: 'AoE' });
deadlines.push({ event_id: workshop.id, kind: 'paper', due: '2027-02-20', timezone: 'AoE' });
const source = join(dir, 'source.sqlite');
const snapshot = join(dir, 'estimated.snapshot');
writeSourceFile(source, rows, undefined, deadlines);
buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-28T00:00:00Z') });
const index = openSnapshot(snapshot, today);

type Answer = { results: { id: string; title: string }[]; reading?: string; message?: string };
const ask = (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, { index, today }) as Answer;
const idOf = (name: string) => String(rows.find((row) => row.name === name && row.start_date === '2027-06-10')!.id);

describe('a deadline window ahead', () => {
  it('answers the announced deadlines, the soonest first, then the estimated ones, each dated', () => {
    const answer = ask('Which conferences have deadlines in February 2027?');
    expect(answer.reading).toContain('deadline_from=2027-02-01, deadline_to=2027-02-28');
    expect(answer.results.map((result) => [result.id, result.title.replace(/ — .*?(?= \(|$)/, '')])).toEqual([
      // The announced ones with their deadline, which the question asks of.
      [String(announced[1]!.id), 'Canyon Venue Colloquium 2027 (paper deadline 2027-02-12)'],
      [String(announced[0]!.id), 'Harbour Venue Forum 2027 (paper deadline 2027-02-25)'],
      [idOf('Tundra Venue Conference'), 'Tundra Venue Conference 2027 (paper deadline estimated: 2027-02-05)'],
      [idOf('Meadow Venue Meeting'), 'Meadow Venue Meeting 2027 (paper deadline estimated: 2027-02-10)'],
      [idOf('Ocean Venue Symposium'), 'Ocean Venue Symposium 2027 (paper deadline estimated: 2027-02-18)'],
    ]);
    expect(answer.reading).toMatch(
      /; 3 more events have a paper deadline estimated in the window, from past editions\.$/,
    );
  });

  it('says how many of the estimated ones it gives when not all', () => {
    const answer = ask('give me 3 conferences with deadlines in February 2027');
    expect(answer.results).toHaveLength(3);
    expect(answer.reading).toMatch(
      /; 3 more events have a paper deadline estimated in the window, from past editions; the first 1 here\.$/,
    );
  });

  it('answers the estimated ones alone when a subject has none announced', () => {
    const answer = ask('meadow deadlines in February 2027');
    expect(answer.results.map((result) => result.id)).toEqual([idOf('Meadow Venue Meeting')]);
    expect(answer.reading).toMatch(/; 1 event has a paper deadline estimated in the window, from past editions\.$/);
  });

  it('answers each subject of a list as it answers one asked alone: its short page, then its estimated ones', () => {
    const answer = ask('tundra or canyon deadlines in February 2027');
    expect(answer.results.map((result) => result.title.replace(/ — .*?(?= \(|$)/, ''))).toEqual([
      'Tundra Coast Workshop 2027 (paper deadline 2027-02-20)',
      'Canyon Venue Colloquium 2027 (paper deadline 2027-02-12)',
      'Tundra Venue Conference 2027 (paper deadline estimated: 2027-02-05)',
    ]);
    expect(answer.reading).toContain(
      'any of "tundra" (1 event; 1 more event has a paper deadline estimated in the window, from past editions), "canyon" (1 event)',
    );
  });

  it('answers and counts a series once, by its next estimate', () => {
    const answer = ask('prairie conferences I can still submit to');
    expect(answer.results.map((result) => result.id)).toEqual([idOf('Prairie Venue Congress')]);
    expect(answer.reading).toMatch(
      /; 1 event has a paper deadline estimated ahead, its call not announced yet, from past editions\.$/,
    );
  });

  it('reads no estimate in a window that has passed', () => {
    const passed = ask('conferences that had deadlines in February 2026');
    expect(passed.results.some((result) => result.title.includes('estimated'))).toBe(false);
  });

  it('of an open call, which no estimate opens, answers the estimated ones as calls not announced', () => {
    const open = ask('conferences with open calls and deadlines in February 2027');
    expect(open.reading).toContain('cfp=open');
    expect(open.results.map((result) => result.title.replace(/ — .*?(?= \(|$)/, ''))).toEqual([
      'Canyon Venue Colloquium 2027 (paper deadline 2027-02-12)',
      'Harbour Venue Forum 2027 (paper deadline 2027-02-25)',
      'Tundra Venue Conference 2027 (call not announced; paper deadline estimated: 2027-02-05)',
      'Meadow Venue Meeting 2027 (call not announced; paper deadline estimated: 2027-02-10)',
      'Ocean Venue Symposium 2027 (call not announced; paper deadline estimated: 2027-02-18)',
    ]);
    expect(open.reading).toMatch(
      /; 3 more events have a paper deadline estimated ahead, their calls not announced yet, from past editions\.$/,
    );
    // Ahead of today, not only in a window: the one of May too.
    expect(ask('Is the call of the Prairie Venue Congress open?').results[0]?.title).toMatch(
      /\(call not announced; paper deadline estimated: 2027-05-01\)$/,
    );
  });
});

describe('an event found by two of the searches an answer takes', () => {
  it('is answered once, as first found', () => {
    const answer = ask('Which of OVS, TVC and LVS has the earliest deadline in 2027?');
    const ids = answer.results.map((result) => result.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
