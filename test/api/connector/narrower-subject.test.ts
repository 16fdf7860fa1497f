/**
 * A subject of two words no event has together is answered by one of them (docs/api.md, Connector
 * tools): the word that alone matches more events is left out, unless it names a field and the
 * other does not. Over a few events: three robotics conferences, filed under Robotics, and one of
 * code manipulation, which "manipulation" alone finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-subject-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;
const on = (day: string) => ({ start_date: day, end_date: day });

beforeAll(() => {
  index = indexOfRows(dir, [
    ...[1, 2, 3].map((id) =>
      sourceRow({ id, name: `Robotics Symposium ${id}`, sub_topic: 'Robotics', ...on(`2027-0${id}-10`) }),
    ),
    sourceRow({ id: 4, name: 'Working Conference on Source Code Analysis and Manipulation', ...on('2027-05-10') }),
    sourceRow({ id: 5, name: 'Conference on Software Maintenance', ...on('2027-06-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a subject of two words no event has together', () => {
  it('keeps the word of a field when the other names none, though it matches more events', () => {
    const answer = ask('robotics manipulation conferences');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '2', '3']);
    for (const result of answer.results) expect(result.title).toMatch(/\(found without "manipulation"\)$/);
  });

  it('leaves out the word that matches more events when both name a field or neither does', () => {
    // "software" is of Software Engineering (two events), "robotics" of Robotics (three): robotics goes.
    expect(
      ask('robotics software conferences')
        .results.map((result) => result.id)
        .sort(),
    ).toEqual(['4', '5']);
    // Neither "maintenance" nor "manipulation" names a field, and each is of one event: the first goes.
    expect(ask('maintenance manipulation conferences').results.map((result) => result.id)).toEqual(['4']);
  });
});
