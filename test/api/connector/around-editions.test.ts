/**
 * The windows the editions a question names bound (docs/api.md, Connector tools): "after X" is the
 * events from the day after X ends, "before X" those to the day before it starts (from today when X
 * is ahead), "between X and Y" both, "right after X" a week, "during X" the events under way on its
 * days, "around X" (or "around that time" of the one named) within a week of them, "the same
 * month as X" in the months of its days; X itself is not
 * searched. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-around-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, subject, start, end, date precision] */
const EVENTS: [number, string, string, string | null, string | null, string | null][] = [
  [1, 'HOSTCONF 2027', 'Security', '2027-06-10', '2027-06-14', null],
  [2, 'SECA 2027', 'Security', '2027-06-17', '2027-06-18', null],
  [3, 'SECB 2027', 'Security', '2027-09-01', '2027-09-03', null],
  [4, 'SECC 2027', 'Security', '2027-03-01', '2027-03-03', null],
  [5, 'SECD 2026', 'Security', '2026-10-01', '2026-10-03', null],
  [6, 'ROBO 2027', 'Robotics', '2027-09-05', '2027-09-06', null],
  [7, 'LATER 2027', 'Security', '2027-12-01', '2027-12-31', 'month'],
  [8, 'NODATE 2028', 'Security', null, null, 'unknown'],
  [9, 'HOSTCONF 2025', 'Security', '2025-06-10', '2025-06-12', null],
  [10, 'SECE 2025', 'Security', '2025-03-01', '2025-03-02', null],
  [11, 'DUE 2027', 'Security', '2027-10-01', '2027-10-02', null],
  // Under way on a day of HOSTCONF 2027: from before its start, and past its end.
  [12, 'SECF 2027', 'Security', '2027-06-08', '2027-06-10', null],
  [13, 'SECG 2027', 'Security', '2027-06-14', '2027-06-16', null],
  // A venue held every June, its 2027 edition not listed yet.
  [14, 'YEARLY 2025', 'Robotics', '2025-06-09', '2025-06-13', null],
  [15, 'YEARLY 2026', 'Robotics', '2026-06-08', '2026-06-12', null],
  // A venue held every October, its 2027 edition not listed yet.
  [16, 'FALLBOT 2025', 'Robotics', '2025-10-06', '2025-10-08', null],
  [17, 'FALLBOT 2026', 'Robotics', '2026-10-05', '2026-10-07', null],
  // Ten more under way on its days: a page of them is full.
  ...Array.from({ length: 10 }, (_, i): (typeof EVENTS)[number] => [
    20 + i,
    `ROB${String.fromCharCode(65 + i)} 2027`,
    'Robotics',
    '2027-06-11',
    '2027-06-12',
    null,
  ]),
];
/** Paper deadlines by id. */
const DEADLINES: Record<number, string> = { 11: '2027-03-01', 3: '2027-07-01' };

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, subject, start_date, end_date, date_precision]) =>
    sourceRow({
      id,
      name: `Conference on ${subject} ${id}`,
      acronym,
      start_date,
      end_date,
      date_precision,
      submission_deadline: DEADLINES[id] ?? null,
    }),
  );
  index = indexOfRows(dir, rows);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = idsOf;

describe('an edition named after "after" or "before"', () => {
  it('bounds the events to those from the day after it ends, the rest of the question kept', () => {
    const answer = ask('security conferences after HOSTCONF 2027');
    expect(ids(answer)).toEqual([2, 3, 7, 11]);
    expect(answer.reading).toBe(
      'Read as type=conference, q="security", from=2027-06-15; HOSTCONF 2027 is held 2027-06-10 to 2027-06-14: the events after it.',
    );
  });

  it('bounds them to the day before it starts, from today when it is ahead, else from the first of its year', () => {
    expect(ids(ask('security conferences before HOSTCONF 2027'))).toEqual([4]);
    expect(ids(ask('security conferences prior to HOSTCONF 2025'))).toEqual([10]);
  });

  it('takes both sides from "between X and Y", and a month-dated edition by its month', () => {
    const answer = ask('conferences between HOSTCONF 2027 and LATER 2027');
    expect(ids(answer)).toEqual([2, 3, 6, 11]);
    expect(answer.reading).toContain('LATER 2027 is held in 2027-12, its days not known yet: the events before it');
    expect(answer.reading).toContain('from=2027-06-15, to=2027-11-30');
  });

  it('keeps a week beside it after "right after" or "the week before"', () => {
    expect(ids(ask('conferences right after HOSTCONF 2027'))).toEqual([2]);
    const before = ask('events the week before HOSTCONF 2027');
    expect(before.results).toEqual([]);
    expect(before.message).toContain('from=2027-06-03, to=2027-06-09');
  });

  it('of "right after", with nothing in that week, answers the events after it, said', () => {
    // "Which NLP conferences happen right after ACL 2027?", none that week, answered every NLP event.
    const answer = ask('robotics conferences right after HOSTCONF 2027');
    expect(ids(answer)).toEqual([6, 17]);
    expect(answer.results[0]!.title).toContain('(found without to=2027-06-21; Sep 5-6, 2027)');
    // Then the venues foreseen after it, said so too.
    expect(answer.results[1]!.title).toContain('(found without to=2027-06-21; FALLBOT 2027 not listed yet: held about');
  });

  it("is ANDed with the question's own dates", () => {
    expect(ids(ask('security conferences after HOSTCONF 2027 in September'))).toEqual([3]);
  });

  it('says why it bounds nothing when no event has it or its dates are not known', () => {
    expect(ask('security conferences after NOSUCHCONF 2027').reading).toContain(
      '"after NOSUCHCONF 2027" not read: no event has NOSUCHCONF 2027',
    );
    expect(ask('security conferences before NODATE 2028').reading).toContain(
      '"before NODATE 2028" not read: the dates of NODATE 2028 are not known yet',
    );
  });

  it('not listed yet, is the month its venue most likely holds it in, said so', () => {
    // "Which conferences happen in the same week as ICML 2027?" answered the first 10 of every event.
    const answer = ask('security conferences during YEARLY 2027');
    expect(answer.reading).toContain(
      'YEARLY 2027 not listed yet: held about June 2027, a year after YEARLY 2026, its days not known: the events during it',
    );
    expect(ids(answer)).toEqual(expect.arrayContaining([1, 2, 12, 13]));
    expect(ids(answer)).not.toContain(3);
  });

  it('is the edition itself when "the following" orders it', () => {
    expect(ids(ask('When is the following HOSTCONF?'))).toContain(1);
  });

  it('is bounded by its deadline when a deadline word follows it (around-deadlines.test.ts), said when none is known', () => {
    expect(ask('conferences before the HOSTCONF 2027 deadline').reading).toContain(
      '"before the HOSTCONF 2027 paper deadline" not read: HOSTCONF 2027 has no paper deadline known yet',
    );
  });

  it('is the edition itself in a comparison, "before or after" it: both named answer', () => {
    const answer = ask('Is SECA before or after HOSTCONF in 2027?');
    expect(ids(answer)).toEqual([1, 2]);
    expect(answer.reading).not.toContain('the events after it');
  });

  it('is the edition itself after "the difference between" or "choosing between": both named answer', () => {
    for (const question of [
      "What's the difference between SECA and HOSTCONF deadlines in 2027?",
      "I'm choosing between SECA 2027 and HOSTCONF 2027",
      // The comparing word a few words before: "the difference in deadlines between".
      'What is the difference in deadlines between SECA 2027 and HOSTCONF 2027?',
      'Compare the submission deadlines between SECA 2027 and HOSTCONF 2027.',
    ]) {
      const answer = ask(question);
      expect(ids(answer), question).toEqual([1, 2]);
      expect(answer.reading, question).not.toMatch(/the events after it|not read/u);
    }
  });
});

describe('an edition named after words about deadlines', () => {
  it('keeps the events under way on a day of it after "during" or "(around) the same time as", itself left out', () => {
    for (const question of [
      'security conferences during HOSTCONF 2027',
      'security conferences at the same time as HOSTCONF 2027',
      'security conferences overlapping with HOSTCONF 2027',
      'security conferences around the same time as HOSTCONF 2027',
      'security conferences coinciding with HOSTCONF 2027',
      // The words after the edition, last in the question: "overlap" was said not read.
      'Which security conferences did HOSTCONF 2027 overlap with?',
      'Which security conferences does HOSTCONF 2027 clash with?',
    ]) {
      const answer = ask(question);
      expect(ids(answer), question).toEqual([12, 13]);
      expect(answer.reading, question).toContain(
        'HOSTCONF 2027 is held 2027-06-10 to 2027-06-14: the events during it; HOSTCONF 2027 itself left out',
      );
      expect(answer.reading, question).not.toContain('not read');
    }
  });

  it('keeps, of none under way on its days, those within a week of it, said', () => {
    // "AI conferences at the same time as CVPR 2027", none then, gave AI events of any date.
    const answer = ask('conferences at the same time as ROBO 2027');
    expect(ids(answer)).toEqual([3]);
    expect(answer.reading).toContain(
      'ROBO 2027 is held 2027-09-05 to 2027-09-06: the events during it; ROBO 2027 itself left out of the results; none under way during ROBO 2027: the events within 7 days of it',
    );
    expect(answer.results[0]!.title).not.toContain('found without');
  });

  it('keeps those under way in its weeks, Monday to Sunday, after "the same week as"', () => {
    // "Which systems conferences are held in the same week as OSDI 2027?" asked of its days alone.
    const answer = ask('security conferences the same week as HOSTCONF 2027');
    expect(ids(answer)).toEqual([2, 12, 13]);
    expect(answer.reading).toContain('from=2027-06-07, to=2027-06-20');
    expect(answer.reading).toContain(
      'HOSTCONF 2027 is held 2027-06-10 to 2027-06-14: the events in its week; HOSTCONF 2027 itself left out',
    );
  });

  it('keeps those under way within a week of it after "around", itself left out', () => {
    for (const question of [
      'security conferences around HOSTCONF 2027',
      'security conferences around the time of HOSTCONF 2027',
      // The one edition named elsewhere, "that time" its time: not searched itself.
      'I will attend HOSTCONF 2027. Which other security conferences are held around that time?',
      'I go to HOSTCONF 2027 in June. Any security conferences at the same time?',
    ]) {
      const answer = ask(question);
      expect(ids(answer), question).toEqual([2, 12, 13]);
      expect(answer.reading, question).toContain(
        'HOSTCONF 2027 is held 2027-06-10 to 2027-06-14: the events within 7 days of it; HOSTCONF 2027 itself left out',
      );
    }
    // A question of no events at that time ("submit ... at the same time") names no window.
    expect(ask('Can I submit to HOSTCONF 2027 at the same time?').reading).not.toContain('within 7 days');
  });

  it('keeps those under way in its month after "the same month as", itself left out', () => {
    const answer = ask('Which security conferences are held in the same month as HOSTCONF 2027?');
    expect(ids(answer).sort((a, b) => a - b)).toEqual([2, 12, 13]);
    expect(answer.reading).toContain('from=2027-06-01, to=2027-06-30');
    expect(answer.reading).toContain('HOSTCONF 2027 is held 2027-06-10 to 2027-06-14: the events in its month');
    expect(answer.reading).not.toContain('not read');
  });

  it('counts and fills its page without the edition left out', () => {
    const answer = ask('conferences during HOSTCONF 2027');
    expect(answer.results).toHaveLength(10);
    expect(ids(answer)).not.toContain(1);
    expect(answer.reading).toContain('12 events match: the first 10 here');
  });

  it('bounds the deadlines, the ones still to come when it is ahead', () => {
    const answer = ask('What are the deadlines before HOSTCONF 2027?');
    expect(ids(answer)).toEqual([11]);
    expect(answer.reading).toContain(
      'deadline_from=2026-11-21, deadline_to=2027-06-09; HOSTCONF 2027 is held 2027-06-10 to 2027-06-14: the deadlines before it',
    );
    const after = ask('where can I submit after HOSTCONF 2027');
    expect(ids(after)).toEqual([3]);
    expect(after.reading).toContain('deadline_from=2027-06-15');
  });
});
