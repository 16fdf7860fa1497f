/**
 * Phrases that ask for the events still ahead (docs/api.md, Connector tools): "yet to happen",
 * "not held yet", "haven't happened yet", "still to come", as "upcoming" and "coming up" do: the
 * events from today. They were passed over ("haven't", "happened" said not read), answering every
 * edition, ended ones too.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { formatIsoDate } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);

describe('a phrase of events still ahead', () => {
  it('asks for the events from today', () => {
    for (const question of [
      'robotics conferences yet to happen',
      'robotics conferences that are yet to take place',
      'robotics conferences not yet held',
      "robotics conferences that haven't happened yet",
      'robotics conferences that have not taken place yet',
      'robotics conferences still to come',
    ]) {
      const { parameters, notes } = read(question);
      expect(parameters, question).toMatchObject({ from: formatIsoDate(demo.today), q: 'robotics' });
      expect(notes.join(' '), question).not.toMatch(/not read/);
    }
  });

  it('asks for the events from today beside a deadline said passed', () => {
    const yesterday = formatIsoDate(demo.today - 1);
    for (const question of [
      'robotics conferences whose deadline passed but not yet held',
      'robotics conferences with deadlines passed that are still to come',
    ]) {
      const { parameters } = read(question);
      expect(parameters, question).toMatchObject({ from: formatIsoDate(demo.today), deadline_to: yesterday });
    }
  });

  it('is the open calls, no window of the events, said of deadlines', () => {
    for (const question of [
      'robotics deadlines still to come',
      'robotics deadlines are coming up',
      'which deadlines are still to come for robotics',
      'what robotics deadlines are yet to come',
      'robotics conferences whose deadlines are still ahead',
      'which robotics conferences have not had their deadline yet',
    ]) {
      const { parameters } = read(question);
      expect(parameters.from, question).toBeUndefined();
      // Each was read as no call at all but "coming up": every edition of the subject.
      expect(parameters.cfp, question).toBe('open');
    }
  });

  it('reads "upcoming" said of deadlines as the open calls, said of events as the events from today', () => {
    // "upcoming NLP deadlines" was the events from today: their calls closed months ago too.
    for (const question of ['upcoming robotics deadlines', 'upcoming robotics conference deadlines']) {
      const { parameters } = read(question);
      expect(parameters, question).toMatchObject({ cfp: 'open', q: 'robotics' });
      expect(parameters.from, question).toBeUndefined();
    }
    const events = read('upcoming conferences with deadlines in March').parameters;
    expect(events.from).toBe(formatIsoDate(demo.today));
    expect(events.cfp).toBeUndefined();
  });
});
