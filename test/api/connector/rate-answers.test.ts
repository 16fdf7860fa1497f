/**
 * A question of selective venues (docs/api.md, Connector tools): "the most selective security
 * conferences" answers the venues of the search with an acceptance rate, one edition each, lowest
 * rate first; a bound ("below 20%") keeps those within it; "a high acceptance rate" orders the
 * other way; several subjects are not answered so, and none known is said. "The highest h5-index"
 * answers so by the venues' h5-index, highest first; "the largest" by the papers submitted. Over a
 * few events.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { askOver } from './asking.js';

const { dir, cleanup } = tempDir('confdir-rate-answers-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, series, sub-topic, start] */
const EVENTS: [number, string, string, string, string][] = [
  [1, 'ALPHA 2026', 'alpha', 'Security', '2026-05-10'],
  [2, 'ALPHA 2027', 'alpha', 'Security', '2027-05-10'],
  [3, 'BETA 2027', 'beta', 'Security', '2027-03-10'],
  [4, 'GAMMA 2027', 'gamma', 'Security', '2027-02-10'],
  [5, 'DELTA 2027', 'delta', 'Chemistry', '2027-04-10'],
  [6, 'EPSILON 2027', 'epsilon', 'Physics', '2027-04-10'],
  // The larger by papers submitted accepts fewer.
  [7, 'ZETA 2027', 'zeta', 'Networks', '2027-06-10'],
  [8, 'ETA 2027', 'eta', 'Networks', '2027-06-10'],
  // A venue whose ended edition alone is filed under Robotics, its next under Vision.
  [9, 'THETA 2026', 'theta', 'Robotics', '2026-03-10'],
  [10, 'THETA 2027', 'theta', 'Vision', '2027-03-10'],
  [11, 'IOTA 2027', 'iota', 'Robotics', '2027-07-10'],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, series, sub_topic, start_date]) =>
    sourceRow({ id, name: `Symposium ${id}`, acronym, series, sub_topic, start_date, end_date: start_date }),
  );
  writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, undefined, {
    acceptance_rates: [
      { series: 'alpha', year: 2025, submitted: 1000, accepted: 150, rate: null },
      { series: 'beta', year: 2026, submitted: 400, accepted: 120, rate: null },
      { series: 'delta', year: 2026, rate: '10%' },
      { series: 'zeta', year: 2026, submitted: 300, accepted: 160, rate: null },
      { series: 'eta', year: 2026, submitted: 1000, accepted: 100, rate: null },
    ],
    event_ranks: [
      { event_id: 1, system: 'h5-index', value: '40' },
      { event_id: 2, system: 'h5-index', value: '40' },
      { event_id: 3, system: 'h5-index', value: '90' },
      { event_id: 9, system: 'h5-index', value: '60' },
      { event_id: 10, system: 'h5-index', value: '60' },
      { event_id: 11, system: 'h5-index', value: '30' },
    ],
  });
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => result.id);
const titles = (question: string) =>
  ask(question).results.map((result) => result.title.replace(' — Berlin, Germany', ''));
/** Asks `question` and expects its titles, and a reading that says `note` and no word unread. */
function expectOrdered(question: string, expected: string[], note: string) {
  expect(titles(question)).toEqual(expected);
  const { reading } = ask(question);
  expect(reading).toContain(note);
  expect(reading).not.toMatch(/not (?:answered|read)/u);
}

describe('a question of selective venues', () => {
  it('answers the venues with an acceptance rate, one edition each, lowest first', () => {
    const answer = ask('the most selective security conferences');
    expect(titles('the most selective security conferences')).toEqual([
      'ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)',
      'BETA 2027 (acceptance rate 30% in 2026: 120 of 400 accepted)',
    ]);
    expect(answer.reading).toContain('by acceptance rate, lowest first: 2 venues have one known');
    expect(answer.reading).not.toContain('not answered');
    // A word that only says how much reads nothing, and is no word unread.
    for (const question of ['highly selective security conferences', 'extremely competitive security conferences'])
      expectOrdered(question, titles('the most selective security conferences'), 'by acceptance rate, lowest first');
  });

  it('reads "the hardest to get into" as selective, "the easiest" as the least', () => {
    // "hardest" was a word not read, the conferences in the search's order.
    const hardest = titles('the most selective security conferences');
    expectOrdered('which security conferences are the hardest to get into?', hardest, 'lowest first');
    expectOrdered('security conferences that are easiest to get into', [...hardest].reverse(), 'highest first');
    expectOrdered('the hardest security conferences to get into', hardest, 'lowest first');
    // Of venues named, their titles give their rates.
    expect(titles('Which of ALPHA and BETA is harder to get into?').sort()).toEqual([...hardest].sort());
  });

  it('keeps those within a bound, and orders a high rate highest first', () => {
    expect(titles('security conferences with an acceptance rate below 20%')).toEqual([
      'ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)',
    ]);
    expect(titles('security conferences with an acceptance rate above 20%')).toEqual([
      'BETA 2027 (acceptance rate 30% in 2026: 120 of 400 accepted)',
    ]);
    // "less competitive" first, before "higher": it was read as "competitive", lowest first.
    for (const question of [
      'security conferences with a high acceptance rate',
      'less competitive security conferences with higher acceptance rates',
      'the least selective security conferences',
      // "not too competitive" was read as "competitive", lowest first.
      'security conferences that are not too competitive',
      'security conferences that are not selective',
    ]) {
      expect(titles(question), question).toEqual([
        'BETA 2027 (acceptance rate 30% in 2026: 120 of 400 accepted)',
        'ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)',
      ]);
    }
  });

  it('reads a share of papers accepted as a bound of acceptance rates', () => {
    // "accept fewer than 20% of papers" answered every event, "fewer" said not read.
    for (const question of [
      'security conferences that accept fewer than 20% of papers',
      'security conferences accepting less than 20 percent of submissions',
      'which security conferences accept only 20% of the papers?',
    ]) {
      expectOrdered(
        question,
        ['ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)'],
        'by acceptance rate at most 20%, lowest first',
      );
    }
    expectOrdered(
      'security conferences that accept more than 20% of papers',
      ['BETA 2027 (acceptance rate 30% in 2026: 120 of 400 accepted)'],
      'by acceptance rate at least 20%, lowest first',
    );
  });

  it('orders them so when asked by acceptance rate or h5-index, the order words read', () => {
    for (const question of [
      'security conferences by acceptance rate',
      'security conferences sorted by acceptance rate',
    ]) {
      expectOrdered(
        question,
        [
          'ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)',
          'BETA 2027 (acceptance rate 30% in 2026: 120 of 400 accepted)',
        ],
        'by acceptance rate, lowest first: 2 venues have one known',
      );
    }
    expectOrdered(
      'security conferences ranked by h5-index',
      ['BETA 2027 (h5-index 90)', 'ALPHA 2027 (h5-index 40)'],
      'by h5-index, highest first: 2 venues have one known',
    );
  });

  it('says none is known, and answers the search as asked', () => {
    const answer = ask('selective physics conferences');
    expect(titles('selective physics conferences')).toEqual(['EPSILON 2027 (acceptance rate not known)']);
    expect(answer.reading).toContain('by acceptance rate, lowest first: no venue of the search has one known');
  });

  it('asked of a venue that has none, its title says it is not known, so no value is guessed', () => {
    expect(titles('What is the acceptance rate of GAMMA?')).toEqual(['GAMMA 2027 (acceptance rate not known)']);
    expect(titles('the h5-index of GAMMA and BETA')).toEqual([
      'GAMMA 2027 (h5-index not known)',
      'BETA 2027 (h5-index 90)',
    ]);
  });

  it('of the highest h5-index, answers the venues with one, highest first, within a bound', () => {
    expectOrdered(
      'security conferences with the highest h5-index',
      ['BETA 2027 (h5-index 90)', 'ALPHA 2027 (h5-index 40)'],
      'by h5-index, highest first: 2 venues have one known',
    );
    expect(titles('security conferences with an h5-index above 50')).toEqual(['BETA 2027 (h5-index 90)']);
    expect(titles('security conferences with an h5 index below 50')).toEqual(['ALPHA 2027 (h5-index 40)']);
    // "values" of a measure name no subject.
    expectOrdered(
      'the highest h5-index values of security conferences',
      ['BETA 2027 (h5-index 90)', 'ALPHA 2027 (h5-index 40)'],
      'by h5-index, highest first: 2 venues have one known',
    );
  });

  it("answers a venue found by an ended edition alone by its next, in the measure's order", () => {
    expectOrdered(
      'robotics conferences with the highest h5-index',
      ['THETA 2027 (next edition of THETA 2026, found by "robotics"; h5-index 60)', 'IOTA 2027 (h5-index 30)'],
      'by h5-index, highest first: 2 venues have one known',
    );
    expect(ids('robotics conferences in 2026 with the highest h5-index')).toEqual(['9']);
    // One venue is counted as one.
    expect(ask('robotics conferences in 2026 with the highest h5-index').reading).toContain(
      'by h5-index, highest first: 1 venue has one known',
    );
  });

  it('of the biggest venues, answers them by the papers submitted, highest first, the smallest lowest', () => {
    expectOrdered(
      'the largest security conferences',
      [
        'ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)',
        'BETA 2027 (acceptance rate 30% in 2026: 120 of 400 accepted)',
      ],
      'by papers submitted, highest first: 2 venues have one known',
    );
    expect(ids('smallest security conferences')).toEqual(['3', '2']);
    expect(ids('security conferences with the most submissions')).toEqual(['2', '3']);
    expect(ids('the next big security conference')).toEqual(['2', '3']);
    // "big data" is a field, no size.
    expect(ask('big data security conferences').reading).not.toContain('by papers submitted');
  });

  it("of a search that finds nothing, orders the wider search's venues, saying what was left out", () => {
    // "What are the big machine learning conferences in 2028?" gave the 2027 editions unordered.
    const answer = ask('the largest security conferences in 2029');
    expect(ids('the largest security conferences in 2029')).toEqual(['2', '3']);
    expect(answer.results[0]!.title).toContain('(found without year=2029; acceptance rate 15% in 2025');
    expect(answer.reading).toContain('by papers submitted, highest first: 2 venues have one known');
  });

  it('keeps those within a bound of papers submitted or accepted', () => {
    // "Which conferences had more than 10,000 submissions?" answered every conference, the count unread.
    expectOrdered(
      'security conferences with more than 500 submissions',
      ['ALPHA 2027 (acceptance rate 15% in 2025: 150 of 1,000 accepted)'],
      'by papers submitted at least 500, highest first: 1 venue has one known',
    );
    expect(ids('security conferences that had over 1,000 submissions')).toEqual(['2']);
    expect(ask('security conferences that had over 1,000 submissions').reading).toContain('at least 1,000');
    expect(ids('security conferences with fewer than 500 papers submitted')).toEqual(['3']);
    expect(ask('networks conferences that accept more than 120 papers').reading).toContain(
      'by papers accepted at least 120, highest first',
    );
  });

  it('reads attendance as the size the papers submitted tell, and says the data has none', () => {
    // "attendees" was a word not read, the conferences in the search's order.
    expect(ids('security conferences with the most attendees')).toEqual(['2', '3']);
    const { reading, results } = ask('How many people attend ALPHA?');
    expect(reading).toContain('not answered: "people attend" (the data has no attendance');
    expect(results[0]?.title).toContain('150 of 1,000 accepted');
    // Attending one is no measure.
    expect(ask('I want to attend a security conference').reading).not.toContain('attend');
  });

  it('of the most papers accepted, answers the venues by those, not by the papers submitted', () => {
    expect(ids('the largest networks conferences')).toEqual(['8', '7']);
    for (const question of [
      'networks conferences with the most papers accepted',
      'networks conferences with the most accepted papers',
      'which networks conference accepted the most papers?',
      'the biggest networks conferences by number of accepted papers',
    ]) {
      expect(ids(question), question).toEqual(['7', '8']);
      expect(ask(question).reading).toContain('by papers accepted, highest first: 2 venues have one known');
    }
    // "submissions" after "most" asks the size, no deadline: the titles give none.
    expect(titles('networks conferences with the most submissions')[0]).toBe(
      'ETA 2027 (acceptance rate 10% in 2026: 100 of 1,000 accepted)',
    );
  });

  it('of the number of submissions to a venue named, is its title, no measure not answered', () => {
    const { reading, results } = ask('the number of submissions to ALPHA');
    expect(reading).not.toContain('not answered');
    expect(reading).not.toContain('not read');
    expect(results[0]?.title).toContain('150 of 1,000 accepted');
  });

  it('of several subjects, is not answered by rates, and says so', () => {
    expect(ask('selective security or chemistry conferences').reading).toContain('not answered: "selective"');
  });
});
