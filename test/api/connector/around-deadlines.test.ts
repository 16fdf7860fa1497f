/**
 * An edition's deadline as the side of a window (docs/api.md, Connector tools): "after the X
 * deadline", "before the X abstract deadline", "after the X notification" bound the deadlines asked
 * by that deadline's day, X itself not searched; without a year, X is the edition whose deadline
 * is the next to come. An edition not listed yet, or before one without a year whose listed calls
 * all passed, is its series' next call, foreseen from its latest's. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-around-deadlines-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, start, deadlines by kind] */
const EVENTS: [number, string, string, Record<string, string>][] = [
  [1, 'HOST 2027', '2027-06-10', { abstract: '2027-01-10', paper: '2027-01-17', notification: '2027-03-20' }],
  // Held after today, its deadline passed: "the HOST deadline" is HOST 2027's.
  [2, 'HOST 2026', '2026-12-05', { paper: '2026-05-01', notification: '2026-09-01' }],
  [3, 'OLD 2027', '2027-02-10', { paper: '2026-08-01' }],
  [4, 'SECA 2027', '2027-05-01', { paper: '2026-12-15' }],
  [5, 'SECB 2027', '2027-06-01', { paper: '2027-01-05' }],
  [6, 'SECC 2027', '2027-07-01', { paper: '2027-02-01' }],
  [7, 'SECD 2027', '2027-09-01', { paper: '2027-04-01' }],
  [8, 'SECE 2026', '2026-12-01', { paper: '2026-09-01' }],
  [9, 'NOTIF 2027', '2027-08-01', { paper: '2027-03-01' }],
  [10, 'BARE 2027', '2027-10-01', {}],
  // A venue that calls every February, its 2027 edition not listed yet.
  [11, 'YEARLY 2025', '2025-06-09', { paper: '2025-02-10' }],
  [12, 'YEARLY 2026', '2026-06-08', { paper: '2026-02-10', notification: '2026-04-01' }],
  // Its 2026 notification dated, its 2027 edition's not yet.
  [13, 'LATE 2026', '2026-06-10', { notification: '2026-02-20' }],
  [14, 'LATE 2027', '2027-06-10', {}],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, start_date]) =>
    sourceRow({
      id,
      name: `Conference on ${id < 11 ? 'Security' : id < 13 ? 'Networks' : 'Optics'} ${id}`,
      acronym,
      start_date,
      end_date: start_date,
    }),
  );
  const deadlines: DeadlineInput[] = EVENTS.flatMap(([id, , , kinds]) =>
    Object.entries(kinds).map(([kind, due]) => ({ event_id: id, kind, due, timezone: 'AoE' })),
  );
  index = indexOfRows(dir, rows, deadlines);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('an edition\'s deadline after "after" or "before"', () => {
  it('bounds the deadlines from the day after its paper deadline, the edition not searched', () => {
    const answer = ask('security conferences with deadlines after the HOST 2027 deadline');
    expect(idsOf(answer)).toEqual([6, 7, 9]);
    expect(answer.reading).toBe(
      'Read as type=conference, q="security", deadline_from=2027-01-18; ' +
        "HOST 2027's paper deadline is 2027-01-17: the deadlines after it.",
    );
  });

  it('is the one named before the side when the edition is written with a possessive alone ("after HOST 2027\'s")', () => {
    const answer = ask("security conferences with a deadline after HOST 2027's");
    expect(idsOf(answer)).toEqual([6, 7, 9]);
    expect(answer.reading).toContain("HOST 2027's paper deadline is 2027-01-17: the deadlines after it");
    // "right after" an edition's deadline is the week after it, as it was before possessives were read.
    expect(ask('security conferences with deadlines right after the HOST 2027 deadline').reading).toContain(
      'deadline_from=2027-01-18, deadline_to=2027-01-24',
    );
    // A word after the possessive names something else: the edition's dates bound the deadlines.
    expect(ask("security conferences with a deadline after HOST 2027's start").reading).not.toContain(
      'paper deadline is',
    );
  });

  it('is the one compared with by "later than" or "earlier than", words for a deadline beside it', () => {
    // "later deadlines than HOST 2027" read HOST 2027 as the venue asked for.
    for (const question of [
      'security conferences with later deadlines than HOST 2027',
      'security conferences with deadlines later than HOST 2027',
      'security conferences with deadlines later than the HOST 2027 deadline',
    ]) {
      const answer = ask(question);
      expect(idsOf(answer), question).toEqual([6, 7, 9]);
      expect(answer.reading, question).toContain("HOST 2027's paper deadline is 2027-01-17: the deadlines after it");
    }
    expect(ask('security conferences with a deadline earlier than HOST 2027').reading).toContain(
      'deadline_from=2026-11-21, deadline_to=2027-01-16',
    );
    // Of no deadline, the edition's dates: the events after it.
    expect(ask('security conferences later than HOST 2027').reading).toContain('from=2027-06-11');
  });

  it('bounds them to the day before its abstract deadline, from today when it is ahead', () => {
    const answer = ask('deadlines before the HOST 2027 abstract deadline');
    expect(idsOf(answer)).toEqual([4, 5]);
    expect(answer.reading).toContain('deadline_from=2026-11-21, deadline_to=2027-01-09');
  });

  it('takes the notification as the day after which one may submit again', () => {
    const answer = ask('where can I submit after the HOST 2027 notification?');
    expect(idsOf(answer)).toEqual([7]);
    expect(answer.reading).toContain("HOST 2027's notification is 2027-03-20: the deadlines after it");
    // A side of the window, no date asked of the events found: each title its deadline, not
    // "no notification date known".
    for (const question of [
      'where can I submit after the HOST 2027 notification?',
      'deadlines after HOST 2027 notification',
    ])
      expect(
        ask(question)
          .results.map(({ title }) => title)
          .join('\n'),
        question,
      ).not.toContain('notification');
  });

  it('takes, without a year, the edition whose deadline is the next to come', () => {
    const answer = ask('conferences with a deadline before the HOST deadline');
    expect(answer.reading).toContain("deadline_to=2027-01-16; HOST 2027's paper deadline is 2027-01-17");
    expect(idsOf(answer)).toEqual(expect.arrayContaining([4, 5]));
    expect(idsOf(answer)).not.toContain(8);
  });

  it('keeps the deadlines still to come after a deadline passed', () => {
    const answer = ask('what can I submit to after the OLD 2027 deadline?');
    expect(answer.reading).toContain(
      "deadline_from=2026-11-21; OLD 2027's paper deadline is 2026-08-01: the deadlines after it, those still to come",
    );
    expect(idsOf(answer)).not.toContain(8);
  });

  it('takes, of a notification not known yet, the paper deadline before it', () => {
    const answer = ask('deadlines after the NOTIF 2027 notification');
    expect(idsOf(answer)).toEqual([7]);
    expect(answer.reading).toContain(
      'NOTIF 2027 has no notification known yet; its paper deadline is 2027-03-01: the deadlines after it',
    );
  });

  it("takes, of a notification not known yet, the edition a year before's, a year on", () => {
    // "rejected from ICLR 2027": after its paper deadline of September, not its notification of January.
    const answer = ask('deadlines after the LATE 2027 notification');
    expect(answer.reading).toContain(
      "deadline_from=2027-02-21; LATE 2027 has no notification known yet; LATE 2026's was 2026-02-20, so about 2027-02-20: the deadlines after it",
    );
    expect(idsOf(answer)).toEqual([7, 9]);
    // None after it: the message says the window read.
    const yearly = ask('deadlines after the YEARLY 2027 notification');
    expect(yearly.reading ?? yearly.message).toContain(
      "YEARLY 2027 not listed yet; YEARLY 2026's notification was 2026-04-01, so about 2027-04-01: the deadlines after it",
    );
  });

  it('keeps the deadlines still to come when the edition has no deadline known, said', () => {
    const answer = ask('deadlines after the BARE 2027 notification');
    expect(answer.reading).toContain(
      'deadline_from=2026-11-21; "after the BARE 2027 notification" not read: BARE 2027 has no notification known yet: the deadlines still to come',
    );
    expect(idsOf(answer)).not.toContain(8);
    expect(idsOf(answer)).toEqual(expect.arrayContaining([4, 5, 6, 7]));
  });

  it('reads a paper rejected by the one venue named as venues like it, after its notification', () => {
    const answer = ask('Where can I resubmit after a HOST rejection?');
    expect(idsOf(answer)).toEqual([7]);
    expect(answer.reading).toContain(
      'HOST 2027\'s notification is 2027-03-20: the deadlines after it; "like HOST": events alike HOST',
    );
    expect(answer.reading).toContain('"resubmit" read as venues like HOST, their deadlines after its notification');
    expect(answer.reading).not.toContain('not read');
    // Its notification passed, those still to come; of a notification not known, after its paper deadline.
    const passed = ask('my paper was rejected from HOST 2026');
    expect(passed.reading).toContain('deadline_from=2026-11-21');
    expect(idsOf(passed)).toEqual(expect.arrayContaining([4, 5, 6, 7]));
    expect(idsOf(passed)).not.toContain(1);
    expect(idsOf(ask('after the NOTIF 2027 rejection, which venues?'))).toEqual([7]);
  });

  it('bounds the deadlines of a resubmission "by" a month, each title saying its deadline', () => {
    // HOST 2026's notification passed: the deadlines from today, to the end of January.
    const answer = ask('My paper was rejected from HOST 2026. Where can I resubmit by January?');
    expect(answer.reading).toContain('"by January" bounds the deadlines: … to 2027-01-31');
    expect(idsOf(answer)).toEqual([4, 5]);
    expect(answer.results.every(({ title }) => title.includes('paper deadline'))).toBe(true);
  });

  it("is left out, said, when the question's own window ends before it starts", () => {
    const answer = ask('security conferences with deadlines in 2025 after the HOST 2027 deadline');
    expect(answer.reading).toContain('left out: the window ends before it starts');
  });

  it('is, of venues alike one whose deadline was missed, the deadline passed last, not the next', () => {
    const missed = ask('I missed the HOST deadline. What are comparable security venues with later deadlines?');
    expect(missed.reading).toContain(
      "HOST 2026's paper deadline is 2026-05-01: the deadlines after it, those still to come",
    );
    expect(missed.reading).toContain('deadline_from=2026-11-21');
    expect(idsOf(missed)).toEqual(expect.arrayContaining([4, 5, 6, 7]));
    // Not said missed: the next one, HOST 2027's.
    expect(ask('security venues like HOST with later deadlines').reading).toContain('deadline_from=2027-01-18');
  });

  it('is, of venues alike one whose deadline was missed, asked without "later": those passed are no use', () => {
    for (const question of [
      'I missed the HOST deadline. What are similar venues?',
      'I missed the HOST 2026 deadline, what comparable conferences can I submit to?',
    ]) {
      const missed = ask(question);
      expect(missed.reading).toContain("HOST 2026's paper deadline is 2026-05-01: the deadlines after it");
      expect(missed.reading).toContain('deadline_from=2026-11-21');
    }
  });

  it('is, of a deadline said missed and another venue asked for, the venues alike it', () => {
    for (const question of [
      'I missed the HOST deadline, where can I submit now?',
      'I missed the HOST deadline. What else?',
    ]) {
      const missed = ask(question);
      expect(missed.reading, question).toContain("HOST 2026's paper deadline is 2026-05-01: the deadlines after it");
      expect(missed.reading, question).toContain('like HOST');
      expect(missed.reading, question).not.toContain('not read');
    }
    // "If I miss" it: the next deadline, HOST 2027's; "when is the next one" asks of HOST itself.
    expect(ask('If I miss the HOST deadline, what are my options?').reading).toContain('deadline_from=2027-01-18');
    expect(ask('I missed the HOST deadline, when is the next one?').reading).not.toContain('like HOST');
  });

  it('is the edition itself after "during": its deadline is then asked of', () => {
    expect(idsOf(ask('conferences during the HOST 2027 deadline'))).toEqual([1]);
  });

  it('is, of an edition not listed yet, the paper deadline its series most likely calls then', () => {
    const note =
      "YEARLY 2027 not listed yet: its paper deadline about 2027-02-10, a year after YEARLY 2026's: the deadlines before it";
    for (const question of [
      'security conferences with deadlines before the YEARLY 2027 deadline',
      // Without a year, every listed call passed: the next one, not YEARLY 2026's.
      'Where can I submit on security before the YEARLY deadline?',
    ]) {
      const answer = ask(question);
      expect(answer.reading, question).toContain('deadline_from=2026-11-21, deadline_to=2027-02-09');
      expect(answer.reading, question).toContain(note);
      expect(idsOf(answer).sort(), question).toEqual([1, 4, 5, 6]);
    }
    // The venue itself is no answer: "networks" finds YEARLY alone, its next call after the window;
    // the venues alike it in the window answer.
    const own = ask('Where can I submit on networks before the YEARLY 2027 deadline?');
    expect(idsOf(own).sort()).toEqual([1, 4, 5, 6]);
    expect(own.results[0]!.title).toContain('with similar_to=12 (YEARLY 2026)');
    // After one without a year, the deadlines still to come; of the deadline said missed, the one passed last.
    expect(ask('security conferences with deadlines after the YEARLY deadline').reading).toContain(
      "YEARLY 2026's paper deadline is 2026-02-10: the deadlines after it, those still to come",
    );
    expect(ask('I missed the YEARLY deadline, where else can I submit on security?').reading).not.toContain(
      'not listed yet',
    );
  });
});
