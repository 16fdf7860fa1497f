/**
 * A window of a kind of deadline that opens no call (docs/api.md, Connector tools): "Which
 * chemistry conferences notify authors in March 2027?" is answered by the events whose
 * notification is dated then, each title giving it. Over a meeting notifying in two rounds, a
 * forum whose camera-ready version is due in March, a physics meeting notifying in March and a
 * chemistry summit that notified in October 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-kind-windows-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;
const held = (day: string) => ({ start_date: day, end_date: day });

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      sourceRow({
        id: 1,
        name: 'Glacier Chemistry Meeting',
        acronym: 'GCM 2027',
        series: 'gcm',
        ...held('2027-06-10'),
      }),
      sourceRow({ id: 2, name: 'Glacier Chemistry Forum', ...held('2027-07-10') }),
      sourceRow({ id: 3, name: 'Harbour Physics Days', ...held('2027-05-10') }),
      sourceRow({ id: 4, name: 'Glacier Chemistry Summit', ...held('2027-02-20') }),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2027-01-10', timezone: 'AoE' },
      { event_id: 1, kind: 'notification', round: 1, due: '2027-02-10', timezone: 'AoE' },
      { event_id: 1, kind: 'notification', round: 2, due: '2027-03-15', timezone: 'AoE' },
      { event_id: 2, kind: 'notification', due: '2027-04-02', timezone: 'AoE' },
      { event_id: 2, kind: 'camera_ready', due: '2027-03-20', timezone: 'AoE' },
      { event_id: 3, kind: 'notification', due: '2027-03-01', timezone: 'AoE' },
      { event_id: 3, kind: 'rebuttal', due: '2027-02-12', timezone: 'AoE' },
      { event_id: 4, kind: 'notification', due: '2026-10-05', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a window of notifications, camera-ready deadlines or rebuttals', () => {
  it('answers the events with one dated in it, the title giving the one in the window', () => {
    const answer = ask('Which chemistry conferences notify authors in March 2027?');
    expect(answer.reading).toBe(
      'Read as type=conference, q="chemistry"; "March 2027" bounds the notifications: 2027-03-01 to 2027-03-31.',
    );
    expect(answer.results.map((result) => result.title)).toEqual([
      'GCM 2027 — Berlin, Germany (notification 2027-03-15)',
    ]);
  });

  it('answers them by that date, the soonest first, not by when they are held', () => {
    const answer = ask('Which conferences notify authors between February and April 2027?');
    expect(answer.results.map((result) => result.title.replace(/ — .*? \(/, ' ('))).toEqual([
      'GCM 2027 (notification 2027-02-10)',
      'Harbour Physics Days 2027 (notification 2027-03-01)',
      'Glacier Chemistry Forum 2027 (notification 2027-04-02)',
    ]);
  });

  it('reads each kind: the camera-ready versions due in the window', () => {
    const answer = ask('conferences whose camera-ready is due in March 2027');
    expect(answer.results.map((result) => result.id)).toEqual(['2']);
    expect(answer.results[0]!.title).toContain('camera-ready 2027-03-20');
  });

  it('is no filter beside an acronym or a window of submission deadlines: each title gives the date', () => {
    const unread = 'not answered: "March 2027" of notifications (no filter takes them; each title gives the date)';
    const named = ask('Does GCM 2027 notify authors in March 2027?');
    expect(named.reading).toContain(unread);
    const both = ask('Which chemistry conferences with deadlines in January 2027 notify authors in March 2027?');
    expect(both.reading).toContain('deadline_from=2027-01-01');
    expect(both.reading).toContain(unread);
    expect(both.results.map((result) => result.title)).toEqual([
      'GCM 2027 — Berlin, Germany (notification 2027-02-10)',
    ]);
  });

  it('bounded before a day ahead, answers those still to come, unless asked of the past', () => {
    const ahead = ask('Which chemistry conferences notify authors before April 2027?');
    expect(ahead.reading).toContain('notifications from today, 2026-11-29: the ones still to come');
    expect(ahead.results.map((result) => result.id)).toEqual(['1']);
    const past = ask('Which chemistry conferences had notifications before April 2027?');
    expect(past.results.map((result) => result.id)).toEqual(['4', '1']);
  });

  it('of rebuttals ("rebuttal periods"), answers them without saying rebuttals are not answered', () => {
    const answer = ask('Which conferences have rebuttal periods in February 2027?');
    expect(answer.reading).toBe(
      'Read as type=conference; "February 2027" bounds the rebuttals: 2027-02-01 to 2027-02-28.',
    );
    expect(answer.results.map((result) => result.title)).toEqual([
      'Harbour Physics Days 2027 — Berlin, Germany (rebuttal 2027-02-12)',
    ]);
  });

  it('says so when no event of the question has one then', () => {
    const answer = ask('Which chemistry conferences notify authors in May 2027?');
    expect(answer.results).toEqual([]);
    expect(answer.message).toBe(
      'No event matches the question. Read as type=conference, q="chemistry"; "May 2027" bounds the notifications: 2027-05-01 to 2027-05-31.',
    );
  });
});
