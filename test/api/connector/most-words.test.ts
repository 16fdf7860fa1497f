/**
 * A question of where or when most events are (docs/api.md, Connector tools): `reading` gives the
 * counts of its search's events by that place or year, most first, and the words that ask for
 * them are no subject. Over the demo data on its anchor day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';
import { formatIsoDate } from '../../../src/util/dates.js';

const demo = useDemoIndex(2000);
const { ask, total } = askingOf(demo);

/** The counts of the workshops of 2027 in each of the demo's countries, most first. */
const countryCounts = () => {
  const countries = [...new Set(demo.rows.map((row) => row.country?.name).filter((name) => name !== undefined))];
  return countries
    .map((country) => ({ country, count: total({ type: 'workshop', year: '2027', country }) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
};

describe('a question of where most events are', () => {
  it('gives the counts by country of the whole search, most first', () => {
    const counts = countryCounts();
    expect(counts.length).toBeGreaterThan(5);
    const answer = ask('Which country hosts the most workshops in 2027?');
    const all = total({ type: 'workshop', year: '2027' });
    const note = answer.reading!.match(/events by country: ([^;]*) \(of ([\d,]+)\)/);
    expect(note, answer.reading).not.toBeNull();
    expect(Number(note![2]!.replaceAll(',', ''))).toBe(all);
    // Five countries and their counts, most first, then a mark for the others.
    const said = note![1]!.split(', ').slice(0, 5);
    expect(said.map((part) => Number(part.split(' ').at(-1)))).toEqual(counts.slice(0, 5).map(({ count }) => count));
    for (const part of said) {
      const count = Number(part.split(' ').at(-1));
      expect(
        counts.some((one) => part === `${one.country} ${count}` && one.count === count),
        part,
      ).toBe(true);
    }
    expect(note![1]).toMatch(/, …$/);
  });

  it('reads "by continent", "per year" and "which state" as counts, no subject', () => {
    expect(ask('workshops in 2027 by continent').reading).toMatch(/; events by continent: \w/);
    expect(ask('workshops per year').reading).toMatch(/; events by year: 20\d\d \d/);
    // How many rounds a call has in a year (round-words.ts), no counts by year.
    expect(ask('workshops with two or more deadlines per year').reading).not.toContain('by year');
    const state = ask('Which US state hosts the most workshops?').reading!;
    expect(state).toContain('events by state or province:');
    expect(state).not.toContain('q="state');
    expect(state).not.toContain('not read');
  });

  it("gives the counts by month of the events' starts, of the whole search, most first", () => {
    const months = new Map<string, number>();
    for (const row of demo.rows) {
      const start = formatIsoDate(row.start);
      if (row.type !== 'workshop' || !start.startsWith('2027')) continue;
      months.set(start.slice(0, 7), (months.get(start.slice(0, 7)) ?? 0) + 1);
    }
    const [month, count] = [...months].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]!;
    for (const question of ['Which month has the most workshops in 2027?', 'the busiest month for workshops in 2027']) {
      const reading = ask(question).reading!;
      expect(reading, question).toContain(`events by month: ${month} ${count}, `);
      expect(reading, question).not.toContain('not read');
    }
  });

  it('gives the counts by month of the paper deadlines when the question asks of deadlines', () => {
    expect(ask('busiest month for workshop deadlines').reading).toMatch(/; paper deadlines by month: 20\d\d-\d\d \d/);
  });

  it('gives none when no count is asked for', () => {
    expect(ask('In which country is the next workshop on chemistry?').reading ?? '').not.toContain('events by');
    expect(ask('workshops in 2027').reading ?? '').not.toContain('events by');
  });
});

describe('the months of a deadline window', () => {
  const { dir, cleanup } = tempDir('confdir-month-counts-');
  let index: SnapshotIndex;
  beforeAll(() => {
    // A workshop of two rounds, October 2026 and February 2027, and one of February 2027.
    const rows = [1, 2].map((id) =>
      sourceRow({ id, name: `Chemistry Workshop ${id}`, type: 'workshop', ...on('2027-06-10') }),
    );
    index = indexOfRows(dir, rows, [
      { event_id: 1, kind: 'paper', due: '2026-10-01', round: 1, timezone: 'AoE' },
      { event_id: 1, kind: 'paper', due: '2027-02-01', round: 2, timezone: 'AoE' },
      { event_id: 2, kind: 'paper', due: '2027-02-10', timezone: 'AoE' },
    ]);
  });
  afterAll(cleanup);

  it('count only the paper deadlines in it', () => {
    const reading = askOver(
      () => index,
      parseIsoDate('2026-09-01')!,
    )('busiest month for workshop deadlines in 2027').reading;
    expect(reading).toContain('; paper deadlines by month: 2027-02 2 (of 2)');
  });

  it('count those of the year a "month of" names, of its editions read as of that year', () => {
    // "Which month of 2027 has the most conference deadlines?" counted 2026's months first.
    const reading = askOver(
      () => index,
      parseIsoDate('2026-09-01')!,
    )('Which month of 2027 has the most workshop deadlines?').reading;
    expect(reading).toContain('; paper deadlines by month: 2027-02 2 (of 2)');
  });
});
