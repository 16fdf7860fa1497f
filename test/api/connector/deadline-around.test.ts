/**
 * An edition's deadline as the middle of a window (docs/api.md, Connector tools): "deadlines around
 * the same time as X", "around the X deadline", "near X's deadline" are the deadlines within a week
 * of X's paper deadline, "the same month as X's deadline" those of its month, X itself left out;
 * without a year, X's next call, foreseen when no listed one is ahead. "During X" keeps X's days.
 * Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-deadline-around-');
let index: SnapshotIndex;

/** Each edition's start and paper deadline, its id its place here, from 1. */
const HELD_AND_DUE = {
  'ANCH 2027': ['2027-06-10', '2027-01-17'],
  'NEARA 2027': ['2027-05-10', '2027-01-12'],
  'NEARB 2027': ['2027-07-10', '2027-01-23'],
  'FAR 2027': ['2027-08-10', '2027-02-20'],
  'MONTH 2027': ['2027-09-10', '2027-01-30'],
  // A venue that calls every February, its 2027 edition not listed yet, and one beside its next call.
  'YEARLY 2025': ['2025-06-09', '2025-02-10'],
  'YEARLY 2026': ['2026-06-08', '2026-02-10'],
  'NEARY 2027': ['2027-10-10', '2027-02-14'],
  // Held on ANCH 2027's day.
  'JUNE 2027': ['2027-06-10', '2026-12-20'],
} as const;

beforeAll(() => {
  const editions = Object.entries(HELD_AND_DUE).map(([acronym, [held, due]], at) => ({
    id: at + 1,
    acronym,
    held,
    due,
  }));
  const rows = editions.map(({ id, acronym, held }) =>
    sourceRow({ id, name: `Conference on Security ${id}`, acronym, start_date: held, end_date: held }),
  );
  const deadlines: DeadlineInput[] = editions.map(({ id, due }) => ({
    event_id: id,
    kind: 'paper',
    due,
    timezone: 'AoE',
  }));
  index = indexOfRows(dir, rows, deadlines);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-11-21')!);
const WEEK = 'deadline_from=2027-01-10, deadline_to=2027-01-24';

describe("an edition's deadline as the middle of a window", () => {
  it('bounds the deadlines to a week either side of it, the edition left out', () => {
    for (const question of [
      'security conferences with deadlines around the ANCH 2027 deadline',
      'Which conferences have deadlines around the same time as ANCH 2027?',
      'Which security venues have submission deadlines near the ANCH 2027 deadline?',
      "security conferences with a deadline close to ANCH 2027's",
      // "the same day as" it: it answered ANCH 2027 alone.
      'Which conferences have deadlines on the same day as the ANCH 2027 deadline?',
    ]) {
      const answer = ask(question);
      expect(answer.reading, question).toContain(WEEK);
      expect(answer.reading, question).toContain(
        "ANCH 2027's paper deadline is 2027-01-17: the deadlines within 7 days of it",
      );
      expect(idsOf(answer).sort(), question).toEqual([2, 3]);
    }
  });

  it('is the one edition the question names, of "similar deadlines"', () => {
    // "Find me the deadline for CHI 2027 and conferences with similar deadlines" answered CHI 2027 alone.
    const answer = ask('Find me the deadline for ANCH 2027 and security conferences with similar deadlines.');
    expect(answer.reading).toContain(WEEK);
    expect(answer.reading).toContain("ANCH 2027's paper deadline is 2027-01-17: the deadlines within 7 days of it");
    expect(idsOf(answer).sort()).toEqual([2, 3]);
  });

  it('bounds them to its month after "the same month as"', () => {
    const answer = ask("security conferences with deadlines in the same month as ANCH 2027's deadline");
    expect(answer.reading).toContain('deadline_from=2027-01-01, deadline_to=2027-01-31');
    expect(idsOf(answer).sort()).toEqual([2, 3, 5]);
  });

  it("is, without a year and every listed call passed, the series' next call foreseen", () => {
    const answer = ask('Which conferences have deadlines around the same time as YEARLY?');
    expect(answer.reading).toContain('deadline_from=2027-02-03, deadline_to=2027-02-17');
    expect(answer.reading).toContain(
      "YEARLY 2027 not listed yet: its paper deadline about 2027-02-10, a year after YEARLY 2026's: the deadlines within 7 days of it",
    );
    expect(idsOf(answer)).toEqual([8]);
  });

  it('keeps the edition\'s days after "during", and of events asked', () => {
    expect(idsOf(ask('conferences during the ANCH 2027 deadline'))).toEqual([1]);
    const events = ask('security conferences around the same time as ANCH 2027');
    expect(events.reading).not.toContain('paper deadline is');
    expect(idsOf(events)).toEqual([9]);
    // "near" an edition with no deadline asked is no window.
    expect(ask('security conferences near ANCH 2027').reading).not.toContain('deadline_from');
  });
});
