/**
 * What a window bounds after "deadlines for ... conferences" (docs/api.md, Connector tools): in a
 * window that starts within SOON_DAYS of today, the deadlines, whose conferences held then had their
 * calls months ago; in a later one, as an event word right before a window makes it, the events'.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { SOON_DAYS } from '../../../src/api/connector/windows.js';
import { dateParts, formatIsoDate, MONTH_NAMES } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today).parameters;

describe('a window after "deadlines for ... conferences"', () => {
  it('bounds the deadlines when it starts soon', () => {
    // It bounded the events' dates: conferences held in the next 3 months, their calls all closed.
    for (const question of [
      'deadlines for robotics conferences in the next 3 months',
      'submission deadlines of top robotics workshops within the next two weeks',
      'deadlines for robotics conferences this month',
      // OF_EVENTS words between "for" and the event word.
      'deadlines for top tier applied robotics conferences in the next 3 months',
      // OF_EVENTS words of the events' subject between the event word and the window.
      'deadlines of the main conferences in robotics for the next 3 months',
      'What are the deadlines of the conferences on soft robot design for the rest of the month?',
    ]) {
      const parameters = read(question);
      expect(parameters.deadline_from, question).toBe(formatIsoDate(demo.today));
      expect([parameters.from, parameters.month], question).toEqual([undefined, undefined]);
    }
    // A month that starts within SOON_DAYS is a window of the deadlines too, no month of the events.
    const next = read('deadlines for robotics conferences next month');
    expect(next.deadline_from).toBeDefined();
    expect(next.month).toBeUndefined();
  });

  it("bounds the events' dates when it starts later, or a word of their being held is nearer", () => {
    expect(read('deadlines for robotics conferences in 2030')).toMatchObject({ year: '2030' });
    // A whole year names the editions of that year, however soon it starts.
    const soonYear = String(dateParts(demo.today + SOON_DAYS).year);
    expect(read(`deadlines for robotics conferences in ${soonYear}`)).toMatchObject({ year: soonYear });
    // A month that starts well after SOON_DAYS: the conferences held then.
    const { year, month } = dateParts(demo.today + SOON_DAYS + 60);
    const later = read(`deadlines for robotics conferences in ${MONTH_NAMES[month - 1]} ${year}`);
    expect(later.month).toBe(`${year}-${String(month).padStart(2, '0')}`);
    // One word more than OF_EVENTS between "for" and the event word: the events' dates.
    const far = read('deadlines for the top tier applied robotics conferences in the next 3 months');
    expect([far.from, far.deadline_from]).toEqual([formatIsoDate(demo.today), undefined]);
    const held = read('deadlines for robotics conferences held in the next 3 months');
    expect(held.from).toBe(formatIsoDate(demo.today));
    expect(held.deadline_from).toBeUndefined();
  });
});

describe('a window after "the most submissions"', () => {
  it("bounds the events' dates: submissions counted are papers, no deadline", () => {
    const year = String(dateParts(demo.today).year);
    for (const question of [
      `conferences with the most submissions in ${year}`,
      `the number of submissions to robotics conferences in ${year}`,
    ]) {
      const parameters = read(question);
      expect(parameters.year, question).toBe(year);
      expect([parameters.deadline_from, parameters.deadline_to], question).toEqual([undefined, undefined]);
    }
    // Submissions not counted still mark the deadlines.
    expect(read(`conferences with submissions in ${Number(year) + 1}`).deadline_from).toBeDefined();
  });
});

describe('a year before "with" and the fields asked, deadlines among them', () => {
  it("bounds the events' dates, the event word far before it", () => {
    const year = String(dateParts(demo.today).year + 1);
    for (const question of [
      `Help me find conferences on autonomous systems and robotics in ${year}, with their locations and deadlines.`,
      `conferences on robotics and machine learning in ${year} with dates, locations and deadlines`,
    ]) {
      const parameters = read(question);
      expect(parameters.year, question).toBe(year);
      expect(parameters.deadline_from, question).toBeUndefined();
    }
    // Deadlines asked in a window of their own still are: "with deadlines in 2027".
    expect(read(`robotics conferences with deadlines in ${year}`).deadline_from).toBe(`${year}-01-01`);
  });
});

describe('a window in a sentence of going to the events', () => {
  it("bounds the events' dates, though the sentence asks for their deadlines too", () => {
    // It bounded the deadlines: robotics conferences whose calls close in the summer.
    for (const question of [
      "We'd like to go to conferences on robotics and control in Europe, ideally in the summer, and we need to know the submission deadlines.",
      'I plan to attend a robotics conference in the summer and need the paper deadlines.',
    ]) {
      const parameters = read(question);
      expect([parameters.from, parameters.to], question).toEqual(['2027-06-01', '2027-08-31']);
      expect(parameters.deadline_from, question).toBeUndefined();
    }
  });

  it('bounds the deadlines when a word of them is between the going and the window', () => {
    const parameters = read('I plan to attend a robotics conference and need the paper deadlines in the summer.');
    expect([parameters.deadline_from, parameters.deadline_to]).toEqual(['2027-06-01', '2027-08-31']);
    expect(parameters.from).toBeUndefined();
  });

  it('bounds the deadlines said right before a deadline word, no word that opens a window before it', () => {
    // "their 2027 deadlines" was the editions of 2027, whose calls had closed in 2026 (NDSS, S&P).
    for (const question of [
      'List top-tier robotics conferences and their 2030 deadlines.',
      'robotics conferences with 2030 submission deadlines',
      'robotics conferences with spring 2030 deadlines',
    ]) {
      const parameters = read(question);
      expect(parameters.deadline_from?.slice(0, 4), question).toBe('2030');
      expect([parameters.year, parameters.from], question).toEqual([undefined, undefined]);
    }
    expect(read('robotics conferences in 2030, deadlines too')).toMatchObject({ year: '2030' });
  });
});
