/**
 * An order asked in words (docs/api.md, Connector tools): "sorted by deadline" is the next
 * deadline, soonest first, of the events from today; "ordered by date" the start date, the events
 * to come first (with dates asked, ascending in them); "most recent first" the latest first. Over
 * four chemistry meetings: two to come (the later one's call closing first), one ended, one of 2025;
 * and a physics meeting of each year from 2014 to 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-order-words-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      sourceRow({ id: 1, name: 'Glacier Chemistry Meeting', acronym: 'GCM 2027', ...on('2027-05-10') }),
      sourceRow({ id: 2, name: 'Glacier Chemistry Forum', acronym: 'GCF 2027', ...on('2027-09-10') }),
      sourceRow({ id: 3, name: 'Glacier Chemistry Days', acronym: 'GCD 2026', ...on('2026-06-10') }),
      sourceRow({ id: 4, name: 'Glacier Chemistry Summit', acronym: 'GCS 2025', ...on('2025-03-10') }),
      // A physics meeting held each year since 2014, more ended ones than a page.
      ...Array.from({ length: 14 }, (_, i) =>
        sourceRow({
          id: 10 + i,
          name: 'Tundra Physics Meeting',
          acronym: `TPM ${2014 + i}`,
          ...on(`${2014 + i}-04-10`),
        }),
      ),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2027-02-10', timezone: 'AoE' },
      { event_id: 2, kind: 'paper', due: '2027-01-10', timezone: 'AoE' },
      { event_id: 3, kind: 'paper', due: '2026-02-10', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const order = (question: string) => ask(question).results.map(({ id }) => Number(id));

describe('an order asked in words', () => {
  it('by deadline is the soonest call first, of the events from today', () => {
    for (const question of ['chemistry meetings sorted by deadline', 'chemistry events by submission deadline'])
      expect(order(question), question).toEqual([2, 1]);
    expect(ask('chemistry meetings sorted by deadline').reading).toContain('sort=deadline');
  });

  it('by date is the start date, the events to come first, or ascending in the dates asked', () => {
    expect(order('chemistry meetings ordered by date')).toEqual([1, 2, 3, 4]);
    expect(order('chemistry meetings in chronological order')).toEqual([1, 2, 3, 4]);
    expect(order('chemistry meetings from 2025 to 2027 sorted by date')).toEqual([4, 3, 1, 2]);
  });

  it('most recent first is the latest first', () => {
    expect(order('chemistry meetings, most recent first')).toEqual([2, 1, 3, 4]);
  });

  it('by date, of dates left out as none match, is the events to come first', () => {
    const answer = ask('physics meetings in 2031 sorted by date');
    expect(answer.results[0]!.id).toBe('23');
    expect(answer.results[0]!.title).toContain('found without year=2031');
  });
});
