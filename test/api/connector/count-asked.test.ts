/**
 * A question of how many events (docs/api.md, Connector tools): the reading says the count, also
 * when the results show them all. "How many AI conferences are there in Germany in 2027?" showed
 * one event and said no count: a model that reads the reading alone could not tell one from more.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-count-asked-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-29')!;
const rows = [
  sourceRow({ name: 'Tundra Robotics Conference', start_date: '2027-05-03', end_date: '2027-05-05' }),
  sourceRow({ name: 'Glacier Robotics Summit', start_date: '2027-06-03', end_date: '2027-06-05' }),
  sourceRow({ name: 'Fjord Databases Conference', start_date: '2027-06-03', end_date: '2027-06-05' }),
];
const source = join(dir, 'source.sqlite');
const snapshot = join(dir, 'count-asked.snapshot');
writeSourceFile(source, rows);
buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-29T00:00:00Z') });
const index = openSnapshot(snapshot, today);
type Answer = { results: { id: string; title: string }[]; reading?: string };
const ask = (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, { index, today }) as Answer;

describe('a question of how many events', () => {
  it('is answered with the count in the reading, however few', () => {
    const two = ask('How many robotics conferences are there in 2027?');
    expect(two.results).toHaveLength(2);
    expect(two.reading).toMatch(/; 2 events match\.$/);
    expect(ask('how many databases conferences in 2027').reading).toMatch(/; 1 event matches\.$/);
  });

  it('is asked by "count" and "the number of" too, every word read', () => {
    for (const question of ['count the robotics conferences in 2027', 'the number of robotics conferences in 2027']) {
      const { reading } = ask(question);
      expect(reading, question).toMatch(/; 2 events match\.$/);
      expect(reading, question).not.toContain('not read');
    }
  });

  it('of another kind says no count of events shown whole', () => {
    expect(ask('robotics conferences in 2027').reading).not.toMatch(/match/);
  });
});
