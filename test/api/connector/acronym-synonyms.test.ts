/**
 * An acronym that the synonym table also names (docs/api.md, Connector tools): "KDD" is the
 * table's "knowledge discovery and data mining", whose words many names hold. The question's word
 * is read as the acronym when the data has the word itself (not its synonyms) seldom beside it, so
 * "KDD" in a list of acronyms is KDD, however many events KDD's field names.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { generateSource } from '../../../src/demo/generate.js';
import { acronymEvents, openSnapshot, type SnapshotIndex, termEvents, wordEvents } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
/** Workshops of KDD's field: more than ten times as many events as KDD's own. */
const FIELD = 12;
let index: SnapshotIndex;

beforeAll(async () => {
  const source = `${dir}/kdd.sqlite`;
  await generateSource({ events: 300, seed: 12, out: source, anchor: TEST_ANCHOR });
  const db = new Database(source);
  const insert = db.prepare(
    `INSERT INTO events (id, name, acronym, type, topic, start_date, end_date, city, country, format)
     VALUES (?, ?, ?, ?, 'Computer Science', '2027-08-10', '2027-08-13', 'Lyon', 'France', 'in-person')`,
  );
  insert.run(960_000, 'Conference on Knowledge Discovery and Data Mining', 'KDD 2027', 'conference');
  for (let at = 1; at <= FIELD; at++) {
    insert.run(960_000 + at, `Workshop ${at} on Knowledge Discovery and Data Mining`, null, 'workshop');
  }
  db.close();
  buildSnapshot({ input: source, output: `${dir}/kdd.snapshot` });
  index = openSnapshot(`${dir}/kdd.snapshot`);
});
afterAll(cleanup);

describe('an acronym the synonym table names', () => {
  it('is the acronym when the word itself is seldom in the data, however many events its synonyms find', () => {
    expect(acronymEvents(index, 'KDD')).toBe(1);
    expect(termEvents(index, 'KDD')).toBeGreaterThan(10);
    expect(wordEvents(index, 'KDD')).toBe(1);
    const reading = readQuestion(index, 'Which deadlines do KDD and ICML have?', TODAY);
    expect(reading.acronyms.map(({ bare }) => bare)).toContain('KDD');
    expect(reading.parameters.q).toBeUndefined();
  });
});
