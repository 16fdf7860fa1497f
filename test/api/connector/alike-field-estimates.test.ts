/**
 * "like X" with a deadline window ahead (docs/api.md, Connector tools): of the events alike X whose
 * paper deadline is only estimated or foreseen there, those of X's own field come first, though
 * others share more of X's sub-topics and a page of them is full; so too when the question's
 * words, found nowhere alike, are left out. Over X, filed under networks, multimedia and machine learning,
 * eleven series of the other two, each with its 2027 deadline estimated in February, and one of
 * networks alone whose 2027 edition is not listed yet, its call foreseen in February.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, estimatedSeries, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-alike-field-estimates-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-28')!;
const rows: RowInput[] = [];
const deadlines: DeadlineInput[] = [];
const topics: Record<string, unknown>[] = [];
const tagged = (row: RowInput, names: string[]) => {
  for (const name of names) topics.push({ event_id: row.id, kind: 'sub_topic', name });
  return row;
};

const reference = tagged(
  sourceRow({
    name: 'Networked Systems Forum',
    acronym: 'NETX 2027',
    series: 'netx',
    sub_topic: 'Computer Networks',
    start_date: '2027-09-10',
    end_date: '2027-09-12',
  }),
  ['Multimedia', 'Machine Learning'],
);
rows.push(reference);
// Eleven series that share two of X's sub-topics, not its first, more alike than the one below.
for (let at = 0; at < 11; at++) {
  const acronym = `MEDIA${String.fromCharCode(65 + at)}`;
  estimatedSeries(
    { rows, deadlines },
    {
      lead: 120 + at,
      row: (year) => ({
        name: `Media Symposium ${acronym}`,
        acronym: `${acronym} ${year}`,
        series: acronym.toLowerCase(),
        sub_topic: 'Multimedia',
      }),
    },
  );
}
for (const row of rows) if (row.sub_topic === 'Multimedia') tagged(row, ['Machine Learning']);
// One series of X's own field alone, its 2027 edition not listed yet: its call foreseen about
// 2027-02-20, a year after 2026's.
estimatedSeries(
  { rows, deadlines },
  {
    lead: 110,
    years: [2024, 2025, 2026],
    row: (year) => ({ name: 'Packet Forum', acronym: `PKT ${year}`, series: 'pkt', sub_topic: 'Computer Networks' }),
  },
);
const own = String(rows.find((row) => row.acronym === 'PKT 2026')!.id);

const index = indexOfRows(dir, rows, deadlines, { event_topics: topics }, today);
const ask = askOver(() => index, today);

describe('"like X" with a deadline window ahead, its page full of estimates', () => {
  it("answers X's own field's estimates first, though others share more of X's sub-topics", () => {
    const answer = ask('conferences like NETX with deadlines in February 2027');
    expect(answer.results).toHaveLength(10);
    expect(answer.results[0]).toMatchObject({
      id: own,
      title: expect.stringContaining('PKT 2027 not listed yet: paper deadline about 2027-02-20'),
    });
  });

  it('does so when the words of the question, alike nothing, are left out', () => {
    const answer = ask('systems forum conferences like NETX with deadlines in February 2027');
    expect(answer.reading).toContain('q="systems forum"');
    expect(answer.results[0]).toMatchObject({
      id: own,
      title: expect.stringContaining(
        '(found without "systems forum"; PKT 2027 not listed yet: paper deadline about 2027-02-20',
      ),
    });
  });
});
