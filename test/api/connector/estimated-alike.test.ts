/**
 * "like X" with a deadline window ahead (docs/api.md, Connector tools): the events of X's own field
 * alike X with a deadline announced in the window, then those whose paper deadline is only
 * estimated there, the most alike first, then the other fields' so; "like X or Y" goes on so with
 * each; of a series, its soonest estimate alone. Over four series of machine learning (one ranked
 * as X is) whose 2027 editions have no deadline yet, three of databases (one named for machine
 * learning), an event of machine learning with one announced, and one of databases tagged with
 * machine learning too. A subject's question ("machine learning conferences") has its own field's
 * venues first so.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { askOver, estimatedSeries } from './asking.js';

const { dir, cleanup } = tempDir('confdir-estimated-alike-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-28')!;
const rows: RowInput[] = [];
const deadlines: DeadlineInput[] = [];
// Each series' past editions had their paper deadline `lead` days before a 10 June start; its
// 2027 edition has none, so the build estimates one that many days before 10 June 2027.
const SERIES = [
  { acronym: 'ALPHA', sub_topic: 'Machine Learning', core_rank: 'A*', lead: 200 }, // 2026-11-22, passed
  { acronym: 'BETA', sub_topic: 'Machine Learning', core_rank: null, lead: 125 }, // 2027-02-05
  { acronym: 'GAMMA', sub_topic: 'Machine Learning', core_rank: 'A*', lead: 112 }, // 2027-02-18
  { acronym: 'DELTA', sub_topic: 'Databases', core_rank: null, lead: 120 }, // 2027-02-10
  { acronym: 'EPSILON', sub_topic: 'Databases', core_rank: null, lead: 118 }, // 2027-02-12
  // Of databases, its name saying machine learning: of a subject's estimates, after its own field's.
  { acronym: 'IOTA', sub_topic: 'Databases', core_rank: null, lead: 150, words: 'Machine Learning ' }, // 2027-01-11
];
for (const { acronym, sub_topic, core_rank, lead, words = '' } of SERIES) {
  const name = `${acronym[0]}${acronym.slice(1).toLowerCase()} ${words}Symposium`;
  const row = (year: number) => ({
    name,
    acronym: `${acronym} ${year}`,
    series: acronym.toLowerCase(),
    sub_topic,
    core_rank,
  });
  estimatedSeries({ rows, deadlines }, { lead, row });
}
// GAMMA's 2028 edition has none either: its estimate, 2028-02-18, is its series' next but one.
rows.push(
  sourceRow({
    name: 'Gamma Symposium',
    acronym: 'GAMMA 2028',
    series: 'gamma',
    sub_topic: 'Machine Learning',
    core_rank: 'A*',
    start_date: '2028-06-10',
    end_date: '2028-06-12',
  }),
);
const announced = sourceRow({
  name: 'Zeta Forum',
  acronym: 'ZETA 2027',
  sub_topic: 'Machine Learning',
  start_date: '2027-05-03',
  end_date: '2027-05-05',
});
rows.push(announced);
deadlines.push({ event_id: announced.id, kind: 'paper', due: '2027-02-25', timezone: 'AoE' });
// Filed under another field first, tagged with ALPHA's too, its deadline announced in February.
const other = sourceRow({
  name: 'Theta Forum',
  acronym: 'THETA 2027',
  sub_topic: 'Databases',
  core_rank: 'A*',
  start_date: '2027-05-10',
  end_date: '2027-05-12',
});
rows.push(other);
deadlines.push({ event_id: other.id, kind: 'paper', due: '2027-02-20', timezone: 'AoE' });
writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, deadlines, {
  event_topics: [{ event_id: other.id, kind: 'sub_topic', name: 'Machine Learning' }],
});
buildSnapshot({
  input: join(dir, 'source.sqlite'),
  output: join(dir, 'alike.snapshot'),
  now: new Date('2026-11-28T00:00:00Z'),
});
const index = openSnapshot(join(dir, 'alike.snapshot'), today);
const ask = askOver(() => index, today);
const titles = (question: string) => ask(question).results.map((result) => result.title.replace(/ — .*?(?= \(|$)/, ''));

describe('the estimated deadlines of a series', () => {
  it('are its soonest alone: the next call, not the one after it', () => {
    expect(titles('GAMMA conferences with open calls')).toEqual([
      'GAMMA 2027 (call not announced; paper deadline estimated: 2027-02-18)',
    ]);
  });
});

describe('"like X" with a deadline window ahead', () => {
  it("answers X's own field first, announced then estimated, the most alike first, then the others", () => {
    const answer = ask('conferences like ALPHA with deadlines in February 2027');
    expect(answer.reading).toMatch(
      /; 2 more events have a paper deadline estimated in the window, from past editions\.$/,
    );
    expect(titles('conferences like ALPHA with deadlines in February 2027')).toEqual([
      'ZETA 2027 (paper deadline 2027-02-25)',
      // GAMMA shares ALPHA's rank as well as its sub-topic: before BETA, whose estimate is sooner.
      'GAMMA 2027 (paper deadline estimated: 2027-02-18)',
      'BETA 2027 (paper deadline estimated: 2027-02-05)',
      // Filed under another field first, after ALPHA's own, estimates too.
      'THETA 2027 (paper deadline 2027-02-20)',
    ]);
  });

  it('goes on so with each venue of "like X or Y", taken in turn', () => {
    // DELTA's own field first of its own: THETA, then EPSILON.
    expect(titles('conferences like ALPHA or DELTA with deadlines in February 2027')).toEqual([
      'ZETA 2027 (paper deadline 2027-02-25)',
      'THETA 2027 (paper deadline 2027-02-20)',
      'GAMMA 2027 (paper deadline estimated: 2027-02-18)',
      'EPSILON 2027 (paper deadline estimated: 2027-02-12)',
      'BETA 2027 (paper deadline estimated: 2027-02-05)',
    ]);
  });
});

describe('a subject with a deadline window ahead or an open call', () => {
  it("answers its own field's venues first, announced then estimated, then the others", () => {
    // THETA, filed under databases first, came before the estimates of machine learning venues.
    expect(titles('machine learning conferences with deadlines in February 2027')).toEqual([
      'ZETA 2027 (paper deadline 2027-02-25)',
      'BETA 2027 (paper deadline estimated: 2027-02-05)',
      'GAMMA 2027 (paper deadline estimated: 2027-02-18)',
      'THETA 2027 (paper deadline 2027-02-20)',
    ]);
  });

  it('answers each subject of a list so, taken in turn', () => {
    // THETA, filed under databases first, came before the estimates of machine learning venues.
    expect(titles('machine learning or databases conferences with deadlines in February 2027')).toEqual([
      'ZETA 2027 (paper deadline 2027-02-25)',
      'THETA 2027 (paper deadline 2027-02-20)',
      'BETA 2027 (paper deadline estimated: 2027-02-05)',
      'DELTA 2027 (paper deadline estimated: 2027-02-10)',
      'GAMMA 2027 (paper deadline estimated: 2027-02-18)',
      'EPSILON 2027 (paper deadline estimated: 2027-02-12)',
    ]);
    // Of open calls, each part its own field's first: IOTA, of databases, came before BETA of the
    // machine learning estimates, and DELTA before it.
    expect(
      titles('machine learning or databases conferences with open calls').map((title) => title.split(' (')[0]),
    ).toEqual(['ZETA 2027', 'THETA 2027', 'IOTA 2027', 'BETA 2027', 'DELTA 2027', 'GAMMA 2027', 'EPSILON 2027']);
  });

  it("answers of the open calls, then of the estimates, its own field's first", () => {
    // IOTA, of databases, came first of the estimates, the soonest.
    expect(titles('machine learning conferences with open calls')).toEqual([
      'ZETA 2027 (paper deadline 2027-02-25)',
      'THETA 2027 (paper deadline 2027-02-20)',
      'BETA 2027 (call not announced; paper deadline estimated: 2027-02-05)',
      'GAMMA 2027 (call not announced; paper deadline estimated: 2027-02-18)',
      'IOTA 2027 (call not announced; paper deadline estimated: 2027-01-11)',
    ]);
  });
});
