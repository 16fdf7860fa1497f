/** An edition's dates from its sources' votes (src/import/date-votes.ts, docs/importers.md, Merging). */
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { AGREEING_DAYS, settleDates } from '../../src/import/date-votes.js';
import type { DateValue } from '../../src/import/record.js';
import type { DatePrecision } from '../../src/source/date-text.js';
import { mergeSources } from '../../src/import/merge.js';
import { tempDir } from '../fixtures/source.js';
import { formatResult, importContext, importedEvent as event, trackerCheckout } from './context.js';

const value = (
  recordId: string,
  start: string | null,
  end: string | null,
  precision: DatePrecision = 'day',
): DateValue => ({
  start,
  end,
  precision,
  recordId,
});

/** An event holding the first vote's dates, with every vote. */
function voted(...values: DateValue[]) {
  const [first] = values;
  return event('a', first!.recordId, {
    start: first!.start,
    end: first!.end,
    precision: first!.precision,
    dateValues: values,
  });
}

describe('dates settled by the sources that agree', () => {
  it('keeps days within a month two sources give: a month agrees with the days it holds', () => {
    const held = voted(
      value('a', '2027-05-01', '2027-05-31', 'month'),
      value('b', '2027-05-01', '2027-05-31', 'month'),
      value('c', '2027-05-03', '2027-05-06'),
    );
    const [choice] = settleDates([held]);
    expect(held).toMatchObject({ start: '2027-05-03', end: '2027-05-06', precision: 'day' });
    expect(choice).toMatchObject({ kept: '2027-05-03 2027-05-06', by: 'agreement' });
    expect(choice!.given.map((one) => one.agreeing)).toEqual([2, 3]);
  });

  it('keeps a range of days that holds the days other sources give: they agree with it', () => {
    const held = voted(
      value('a', '2026-06-03', '2026-06-05'),
      value('b', '2026-06-03', '2026-06-05'),
      value('c', '2026-06-01', '2026-06-10'),
    );
    const [choice] = settleDates([held]);
    expect(held).toMatchObject({ start: '2026-06-01', end: '2026-06-10' });
    expect(choice).toMatchObject({ by: 'agreement' });
    expect(choice!.given.map((one) => one.agreeing)).toEqual([2, 3]);
  });

  it(`counts no agreement for a range longer than ${AGREEING_DAYS} days from the days it holds: the first source's kept`, () => {
    const held = voted(value('a', '2026-04-02', '2026-04-04'), value('b', '2026-03-01', '2026-04-30'));
    const [choice] = settleDates([held]);
    expect(choice).toMatchObject({ kept: '2026-04-02 2026-04-04', by: 'first' });
    expect(choice!.given.map((one) => one.agreeing)).toEqual([1, 1]);
  });

  it('keeps days over a month as many sources agree with', () => {
    const held = voted(value('a', '2027-09-01', '2027-09-30', 'month'), value('b', '2027-10-04', '2027-10-06'));
    const [choice] = settleDates([held]);
    expect(choice).toMatchObject({ kept: '2027-10-04 2027-10-06', by: 'precision' });
  });

  it('reports nothing when every source gives the same dates', () => {
    const held = voted(value('a', '2026-06-01', '2026-06-03'), value('b', '2026-06-01', '2026-06-03'));
    expect(settleDates([held])).toEqual([]);
    expect(held.dateValues).toBeUndefined();
  });

  it('compares a bounded number of distinct dates, however many a hostile merge holds', () => {
    const values = Array.from({ length: 20_000 }, (_, i) =>
      value(
        `r${i}`,
        `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        `2026-02-${String((i % 27) + 1).padStart(2, '0')}`,
      ),
    );
    const held = voted(...values);
    const started = performance.now();
    const [choice] = settleDates([held]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(choice!.given.length).toBeLessThanOrEqual(64);
  });
});

describe("a tracker's guessed dates", () => {
  const guess = (recordId: string, start: string, end: string): DateValue => ({
    ...value(recordId, start, end),
    guessed: true,
  });

  it('give way to the dates a record gives, however many guesses', () => {
    const held = voted(guess('tobna', '2027-01-19', '2027-01-24'), value('ccf', '2027-05-09', '2027-05-14'));
    const [choice] = settleDates([held]);
    expect(held).toMatchObject({ start: '2027-05-09', end: '2027-05-14' });
    expect(choice).toMatchObject({ kept: '2027-05-09 2027-05-14', by: 'given' });
  });

  it('stand against dates not known yet, as they did: more exact', () => {
    const held = voted(value('hf', null, null, 'unknown'), guess('tobna', '2027-05-02', '2027-05-07'));
    settleDates([held]);
    expect(held).toMatchObject({ start: '2027-05-02', end: '2027-05-07', precision: 'day' });
  });
});

describe('an edition whose record a tracker guessed', () => {
  /** COLING 2027 as tobna/ai-deadlines guessed it from the last edition: in January, no place. */
  const guessedColing = () =>
    event('ai-deadlines', 'coling2027', {
      acronym: 'COLING 2027',
      series: 'COLING',
      start: '2027-01-19',
      end: '2027-01-24',
      city: null,
      country: null,
      datesGuessed: true,
    });
  const realColing = () =>
    event('ccf-deadlines', 'coling27', {
      acronym: 'COLING 2027',
      series: 'COLING',
      start: '2027-05-09',
      end: '2027-05-14',
      city: 'Macau',
      country: 'China',
    });

  it('is found by its key and year, whatever its dates, and takes the dates given (COLING 2027)', () => {
    for (const results of [
      [formatResult('ccf-deadlines', [realColing()]), formatResult('ai-deadlines', [guessedColing()])],
      [formatResult('ai-deadlines', [guessedColing()]), formatResult('ccf-deadlines', [realColing()])],
    ]) {
      const merged = mergeSources(results);
      expect(merged.events).toHaveLength(1);
      expect(merged.events[0]).toMatchObject({ start: '2027-05-09', end: '2027-05-14' });
    }
  });

  it('stays apart from another year of its series', () => {
    const guessed = guessedColing();
    const other = event('ccf-deadlines', 'coling26', {
      acronym: 'COLING 2026',
      series: 'COLING',
      year: 2026,
      start: '2026-05-09',
      end: '2026-05-14',
    });
    expect(
      mergeSources([formatResult('ccf-deadlines', [other]), formatResult('ai-deadlines', [guessed])]).events,
    ).toHaveLength(2);
  });
});

describe("tobna/ai-deadlines' estimated records", () => {
  const { dir, cleanup } = tempDir('confdir-guessed-');
  afterAll(cleanup);

  it('read "dataSrc: estimate" as dates guessed, any other source as dates given', () => {
    const record = (id: string, source: string) =>
      `- title: COLING\n  year: 2027\n  id: ${id}\n  dataSrc: ${source}\n  start: 2027-01-19\n  end: 2027-01-24\n  place: Online\n`;
    const root = trackerCheckout(
      dir,
      'tobna',
      [record('coling2027', 'estimate'), record('coling2028', 'off-website')].join(''),
    );
    const events = readAiDeadlines(root, importContext()).events;
    expect(events.map((one) => one.datesGuessed === true)).toEqual([true, false]);
  });
});
