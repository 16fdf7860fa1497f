/**
 * Days written without their year in the ai-deadlines family (docs/importers.md, Values): an
 * abstract takes the year that puts it before its round's paper, inside the edition's cycle. The
 * records are those of a public tracker (mpc-deadlines) for PODS, SIGMOD and SIGKDD 2027, as written.
 */
import { describe, expect, it } from 'vitest';
import { deadlinesOf } from '../../src/import/ai-deadlines/record-deadlines.js';
import { RecordNotes } from '../../src/import/read-values.js';
import type { ImportNote } from '../../src/import/record.js';
import { ABSTRACT_LEAD_DAYS, abstractYear } from '../../src/import/rounds.js';
import { readDoc } from '../docs/markdown.js';

function read(conf: Record<string, unknown>, start: string, year: number) {
  const notes: ImportNote[] = [];
  const { deadlines } = deadlinesOf(conf, start, year, new RecordNotes(notes, 'ai-deadlines', 'one'));
  return {
    rounds: deadlines.map((d) => `${d.kind} ${d.round} ${d.due.slice(0, 10)}`).sort(),
    notes: notes.map((note) => note.detail),
  };
}

describe('an abstract written without its year', () => {
  it('takes the year before its paper, not the latest before the start (PODS 2027)', () => {
    const pods = {
      abdeadline: 'May 23, December 03',
      deadline: ['2026-05-30 23:59', '2026-12-10 23:59'],
    };
    expect(read(pods, '2027-06-13', 2027).rounds).toEqual([
      'abstract 1 2026-05-23',
      'abstract 2 2026-12-03',
      'paper 1 2026-05-30',
      'paper 2 2026-12-10',
    ]);
  });

  it('pairs four rounds, one abstract more than a month before its paper (SIGMOD 2027)', () => {
    const sigmod = {
      abdeadline: 'January 10, April 10, July 10, October 10',
      deadline: ['2026-01-17 23:59', '2026-04-17 23:59', '2026-08-17 23:59', '2026-10-17 23:59'],
    };
    expect(read(sigmod, '2027-06-13', 2027).rounds).toEqual([
      'abstract 1 2026-01-10',
      'abstract 2 2026-04-10',
      'abstract 3 2026-07-10',
      'abstract 4 2026-10-10',
      'paper 1 2026-01-17',
      'paper 2 2026-04-17',
      'paper 3 2026-08-17',
      'paper 4 2026-10-17',
    ]);
  });

  it('keeps a day that no year puts before its paper nearest to it, after it, for the report to warn (SIGKDD 2027)', () => {
    const kdd = { abdeadline: 'July 19, February 03', deadline: ['2026-07-26 23:59', '2027-01-28 23:59'] };
    expect(read(kdd, '2027-08-09', 2027).rounds).toEqual([
      'abstract 1 2026-07-19',
      'abstract 2 2027-02-03',
      'paper 1 2026-07-26',
      'paper 2 2027-01-28',
    ]);
  });

  it('takes the latest year not after the start without a paper, and for a paper', () => {
    expect(read({ abdeadline: 'May 23', cfp: 'Jan 07, Jul 22' }, '2027-06-01', 2027).rounds).toEqual([
      'abstract 1 2027-05-23',
      'paper 1 2026-07-22',
      'paper 2 2027-01-07',
    ]);
    expect(read({ abdeadline: 'May 23' }, '2027-06-01', 2027).rounds).toEqual(['abstract 1 2027-05-23']);
  });

  it('refuses February 29 of a year that has none, noted', () => {
    expect(read({ abdeadline: 'Feb 29' }, '2027-06-01', 2027)).toEqual({
      rounds: [],
      notes: ['a date that does not exist (2027-02-29)'],
    });
  });
});

describe('abstractYear', () => {
  it('is never after the start, and null without a paper', () => {
    expect(abstractYear(12, 20, ['2026-12-28'], '2026-12-15')).toBe(2025);
    expect(abstractYear(5, 23, [], '2027-06-13')).toBeNull();
  });

  it('takes February 29 in a leap year before its paper', () => {
    expect(abstractYear(2, 29, ['2028-03-07T23:59:00'], '2028-07-01')).toBe(2028);
  });
});

describe('docs/importers.md', () => {
  it('names the lead an abstract may have on its paper', () => {
    expect(readDoc('docs/importers.md').replace(/\s+/g, ' ')).toContain(`at most ${ABSTRACT_LEAD_DAYS} days before`);
  });
});
