/**
 * A question about a deadline window ahead that finds nothing (docs/api.md, Connector tools):
 * before its window is left out, a part whose leaving out finds deadlines estimated in the window
 * is, a time excepted. "top robotics conferences in 2027 with deadlines after February" left out
 * the window and answered ICRA 2027, its deadline passed in September; without "top" (the ranks),
 * IROS 2027's deadline is estimated for 2027-03-01. Over a source of a ranked series whose 2027
 * edition's deadline is estimated in January and had one announced for 2026, and a series of no
 * rank whose 2027 edition's is estimated in March.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { estimatedSeries } from './asking.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-estimated-relaxed-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-29')!;
const rows: RowInput[] = [];
const deadlines: DeadlineInput[] = [];
// Each series' editions start on 10 June; their paper deadline `lead` days before, none from 2027
// on. The ranked series has a 2028 edition too, its deadline estimated for 2028-01-11.
const SERIES = [
  { series: 'grs', name: 'Glacier Robotics Symposium', lead: 150, core_rank: 'A*' }, // 2027-01-11
  { series: 'grw', name: 'Glacier Robotics Workshop Conference', lead: 100, core_rank: null }, // 2027-03-02
];
for (const { series, name, lead, core_rank } of SERIES) {
  const years = core_rank ? [2024, 2025, 2026, 2027, 2028] : [2024, 2025, 2026, 2027];
  estimatedSeries({ rows, deadlines }, { lead, years, row: () => ({ name, series, core_rank }) });
}
// A sensing series whose 2027 deadline is estimated for 2027-03-12, and a meeting of the subject
// whose call closes on 2027-03-15, announced.
estimatedSeries({ rows, deadlines }, { lead: 90, row: () => ({ name: 'Fjord Sensing Symposium', series: 'fss' }) });
const meeting = sourceRow({ name: 'Fjord Sensing Meeting', start_date: '2027-06-20', end_date: '2027-06-21' });
rows.push(meeting);
deadlines.push({ event_id: meeting.id, kind: 'paper', due: '2027-03-15', timezone: 'AoE' });
// Two tundra learning series, every edition the subject finds ended: one whose 2026 edition
// stands for 2027's, not listed, its call foreseen for 2027-03-05; one whose 2027 edition, listed
// under another name, its call passed, foresees 2028's about 2027-09-23.
estimatedSeries(
  { rows, deadlines },
  { lead: 97, years: [2025, 2026], row: () => ({ name: 'Tundra Learning Symposium', series: 'tls' }) },
);
estimatedSeries(
  { rows, deadlines },
  {
    lead: 260,
    years: [2025, 2026, 2027],
    dated: 2028,
    row: (year) => ({ name: year < 2027 ? 'Tundra Learning Conference' : 'TLC Annual Meeting', series: 'tlc' }),
  },
);
// Events of 2027 of another subject: the year alone matches more events than the ranks do.
for (let at = 0; at < 6; at++)
  rows.push(sourceRow({ name: `Harbour Forum ${at}`, start_date: '2027-05-03', end_date: '2027-05-04' }));
const source = join(dir, 'source.sqlite');
const snapshot = join(dir, 'estimated-relaxed.snapshot');
writeSourceFile(source, rows, undefined, deadlines);
buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-29T00:00:00Z') });
const index = openSnapshot(snapshot, today);

type Answer = { results: { id: string; title: string }[]; reading?: string; message?: string };
const ask = (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, { index, today }) as Answer;
const titles = (answer: Answer) => answer.results.map((result) => result.title.replace(/ — .*?(?= \(|$)/, ''));

describe('a deadline window ahead that finds nothing', () => {
  it('leaves out a part that finds deadlines estimated in it before the window itself', () => {
    const answer = ask('top glacier robotics conferences in 2027 with deadlines after February');
    expect(answer.reading).toContain('rank=CORE:A*,CCF:A');
    expect(answer.reading).toContain('deadline_from=2027-03-01');
    expect(titles(answer)).toEqual([
      'Glacier Robotics Workshop Conference 2027 (found without rank=CORE:A*,CCF:A; paper deadline estimated: 2027-03-02)',
    ]);
  });

  it('keeps the time asked: the year stays when only another year finds an estimate', () => {
    // Without the year, the ranked series' 2028 edition is estimated in January 2028, and the
    // year alone matches more events than the ranks; it is a time the question asks, kept.
    const answer = ask('top glacier robotics conferences in 2027 with deadlines after February');
    expect(titles(answer).every((title) => title.includes(' 2027 '))).toBe(true);
  });
});

describe('a deadline window ahead widened to the later deadlines', () => {
  it('keeps a venue whose ended edition stands for its next, its call foreseen', () => {
    // "a deadline in mid-February 2027 ... on reinforcement learning" answered ICLR, not RLC 2026,
    // whose RLC 2027 call is foreseen for 2027-03-05.
    const answer = ask('a venue with a deadline in mid-February 2027 for a paper on tundra learning');
    expect(titles(answer)).toEqual([
      "Tundra Learning Symposium 2026 (found without deadline_to=2027-02-20; its next edition 2027 not listed yet: paper deadline about 2027-03-05, a year after this edition's; ended 2026-06-12)",
      "TLC Annual Meeting 2027 (found without deadline_to=2027-02-20; its next edition 2028 not listed yet: paper deadline about 2027-09-23, a year after this edition's)",
    ]);
  });
});

describe('a wider search in a deadline window ahead', () => {
  it('goes on, after the events it finds, with those whose deadline is only estimated in the window', () => {
    const answer = ask('fjord sensing conferences in Peru with deadlines in March 2027');
    expect(answer.reading).toContain('country=Peru');
    expect(titles(answer)).toEqual([
      'Fjord Sensing Meeting 2027 (found without country=Peru; paper deadline 2027-03-15)',
      'Fjord Sensing Symposium 2027 (found without country=Peru; paper deadline estimated: 2027-03-12)',
    ]);
  });
});
