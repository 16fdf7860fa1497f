/**
 * A soft word of a question ("papers", "time": vocabulary.ts) beside a word of its subject
 * (docs/api.md, Connector tools): kept as a search word when some event's name has the two in the
 * question's order, or, the soft word first, when some event has both anywhere; after the subject
 * it needs the phrase, so "federated learning papers" searches "federated learning" even where an
 * event has "learning" and "papers" apart.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { generateSource } from '../../../src/demo/generate.js';
import { openSnapshot, pairEvents, type SnapshotIndex, termEvents } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
/**
 * Names that hold "learning" and "papers" apart, "series" after "time" in no name, "free software",
 * "key", "popular culture", "high performance", "search" where no name has "local", "main" apart
 * from "federated", "operations" with no "research", "digital" where no name has "humanities", and
 * "program" where none has "repair", "smart" beside no "cities", and "academic" and "scientific"
 * each in one name, before another word; "friendly" in one; "planning" and "scheduling" in one;
 * "theory" where no name has "game", "design" where none has "mechanism".
 */
const NAMES = [
  'Federated Learning Workshop: Selected Papers',
  'Symposium on Information Retrieval',
  'Time Budgets in Event Series Analysis',
  'Free Software Days',
  'Key Exchange Workshop',
  'Popular Culture Workshop',
  'Symposium on High Performance Computing',
  'Search Engines Day',
  'Main Track on Federated Search',
  'IT Operations Summit',
  'Digital Signal Workshop',
  'Program Analysis Day',
  'Smart Grid Days',
  'Academic Writing Workshop',
  'Scientific Computing Days',
  'Friendly Robotics Day',
  'Automated Planning and Scheduling Conference',
  'Theory of Computing Days',
  'Design Automation Day',
];
let index: SnapshotIndex;

beforeAll(async () => {
  const source = `${dir}/soft.sqlite`;
  await generateSource({ events: 300, seed: 11, out: source, anchor: TEST_ANCHOR });
  const db = new Database(source);
  const insert = db.prepare(
    `INSERT INTO events (id, name, type, topic, start_date, end_date, city, country, format)
     VALUES (?, ?, 'workshop', 'Computer Science', '2027-03-10', '2027-03-11', 'Lyon', 'France', 'in-person')`,
  );
  NAMES.forEach((name, at) => {
    insert.run(950_000 + at, name);
  });
  // No event has "humanities" nor "smart cities", as in a directory of computing venues: the
  // demo's are of letters and of towns.
  for (const [from, to] of [
    ['Humanities', 'Letters'],
    ['Smart Cities', 'Towns'],
    ['Smart City', 'Town'],
  ])
    for (const [table, columns] of [
      ['events', ['name', 'topic', 'sub_topic', 'organizer', 'description']],
      ['event_topics', ['name']],
    ] as const)
      db.prepare(
        `UPDATE ${table} SET ${columns.map((column) => `${column} = replace(${column}, '${from}', '${to}')`).join(', ')}`,
      ).run();
  db.close();
  buildSnapshot({ input: source, output: `${dir}/soft.snapshot` });
  index = openSnapshot(`${dir}/soft.snapshot`);
});
afterAll(cleanup);

const qOf = (question: string) => readQuestion(index, question, TODAY).parameters.q;
const ask = (question: string) =>
  connectorSearch({ query: { query: question }, params: {}, given: {} }, { index, today: TODAY });

describe('a soft word beside the subject', () => {
  it('after the subject, is kept only as a phrase of some name', () => {
    expect(termEvents(index, 'learning papers')).toBeGreaterThan(0);
    expect(pairEvents(index, 'learning', 'papers')).toBe(0);
    expect(qOf('federated learning papers')).toBe('federated learning');
    expect(pairEvents(index, 'selected', 'papers')).toBeGreaterThan(0);
    expect(qOf('federated selected papers')).toBe('federated selected papers');
  });

  it('before the subject, is kept as a phrase or when some event has both', () => {
    expect(qOf('information retrieval workshops')).toBe('information retrieval');
    expect(pairEvents(index, 'time', 'series')).toBe(0);
    expect(qOf('time series workshops')).toBe('time series');
  });

  it('before a word it names a field with, is kept though no event has the two: no answer of the other word', () => {
    expect(pairEvents(index, 'local', 'search')).toBe(0);
    expect(termEvents(index, 'search')).toBeGreaterThan(0);
    expect(qOf('local search workshops')).toBe('local search');
    const answer = ask('local search workshops');
    // "Search Engines Day" is no event on local search, neither found without "local".
    expect(answer.results).toEqual([]);
    expect(answer.message).toContain('local search');
    // "research" after "operations", a word no subject holds elsewhere, makes the field too.
    expect(qOf('operations research workshops')).toBe('operations research');
    const operations = ask('operations research workshops');
    expect(operations.results).toEqual([]);
    // "digital humanities", though no event has "humanities", is no question of "digital" alone.
    expect(termEvents(index, 'humanities')).toBe(0);
    expect(termEvents(index, 'digital')).toBeGreaterThan(0);
    expect(qOf('Any workshops on digital humanities?')).toBe('digital humanities');
    const humanities = ask('Any workshops on digital humanities?');
    expect(humanities.results).toEqual([]);
    expect(humanities.message).toContain('"humanities"');
    // Nor is "program repair" a question of any program.
    expect(termEvents(index, 'repair')).toBe(0);
    expect(termEvents(index, 'program')).toBeGreaterThan(0);
    expect(qOf('program repair workshops')).toBe('program repair');
    // "cities" after "smart" is the field's, no word of a place left out: no answer of smart grids.
    expect(pairEvents(index, 'smart', 'cities')).toBe(0);
    expect(qOf('Are there workshops on smart cities?')).toBe('smart cities');
    // "type systems" is of programming languages, no question of any systems.
    expect(qOf('conferences on type systems')).toBe('type systems');
    expect(qOf('a paper on type inference')).toBe('type inference');
    expect(qOf('type theory workshops')).toBe('type theory');
    // Nor "game theory" one of the theory of computing, nor "mechanism design" one of design.
    expect(pairEvents(index, 'game', 'theory')).toBe(0);
    expect(termEvents(index, 'theory')).toBeGreaterThan(0);
    expect(qOf('game theory workshops')).toBe('game theory');
    expect(ask('game theory workshops').results).toEqual([]);
    expect(termEvents(index, 'design')).toBeGreaterThan(0);
    expect(qOf('mechanism design workshops')).toBe('mechanism design');
  });

  it('"friendly" is said of the events asked, no subject, though a name has it', () => {
    expect(termEvents(index, 'friendly')).toBe(1);
    expect(qOf("I'm looking for small, friendly robotics workshops in Europe")).toBe('robotics');
    expect(qOf('beginner friendly workshops on robotics')).toBe('robotics');
  });

  it('"planning" joined to a word of the subject by "and" or "or" is a subject too', () => {
    expect(qOf('conferences on planning and scheduling')).toBe('planning scheduling');
    expect(qOf('scheduling or planning workshops')).toBe('scheduling planning');
    // Of the asker, no subject.
    expect(qOf('planning to attend scheduling workshops')).toBe('scheduling');
    expect(qOf('scheduling workshops for planning and budgeting')).toBe('scheduling');
  });

  it('"popular" before a word the data has it with is a subject, elsewhere the top ranks', () => {
    const read = (question: string) => readQuestion(index, question, TODAY).parameters;
    expect(read('popular culture workshops')).toMatchObject({ q: 'popular culture' });
    expect(read('popular culture workshops').rank).toBeUndefined();
    expect(read('popular federated learning workshops')).toMatchObject({
      q: 'federated learning',
      rank: 'CORE:A*,CCF:A',
    });
  });

  it('"key dates" asks for the dates, no subject; "key exchange" or "key management" is one', () => {
    expect(termEvents(index, 'key')).toBeGreaterThan(0);
    expect(qOf('What are the key dates of the workshops in Lyon?')).toBeUndefined();
    expect(qOf('key exchange workshops')).toBe('key exchange');
    expect(qOf('key management workshops')).toBe('key management');
    // "the key conferences": the important ones.
    expect(qOf('What are the key workshops in Lyon?')).toBeUndefined();
    expect(qOf('the key conferences on key exchange')).toBe('key exchange');
  });

  it('"main" before a subject is the top ranks, though an event has the two apart', () => {
    expect(termEvents(index, 'main federated')).toBeGreaterThan(0);
    expect(readQuestion(index, 'the main federated learning workshops', TODAY).parameters).toMatchObject({
      q: 'federated learning',
      rank: 'CORE:A*,CCF:A',
    });
  });

  it('"free" is the asker\'s time, or the subject beside "software"', () => {
    expect(qOf('I am free next weekend, any workshops?')).toBeUndefined();
    expect(qOf('free software workshops')).toBe('free software');
  });

  it('"academic" or "scientific" before a word for events is any event, beside a subject one of it', () => {
    expect(termEvents(index, 'academic')).toBeGreaterThan(0);
    expect(qOf('academic workshops in Lyon')).toBeUndefined();
    expect(qOf('any scientific workshops in Lyon?')).toBeUndefined();
    expect(qOf('academic writing workshops')).toBe('academic writing');
    expect(qOf('scientific computing workshops')).toBe('scientific computing');
  });

  it('"computing" before a word for events is computer science, after a word it names with that subject', () => {
    expect(qOf('any computing workshops in Lyon?')).toBe('computer science');
    expect(qOf('Computing workshops')).toBe('computer science');
    // Before a word for a field too: "in any computing area" searched "computing" alone.
    expect(qOf('workshops in Lyon in any computing area')).toBe('computer science');
    expect(qOf('high performance computing workshops')).toBe('high performance computing');
    expect(qOf('workshops in computing')).toBe('computing');
  });

  it('"high" or "low" is a subject only beside a word it names with ("high performance computing")', () => {
    expect(qOf('high performance computing workshops')).toBe('high performance computing');
    expect(qOf('workshops in Lyon with a low registration fee')).toBeUndefined();
    expect(qOf('high energy workshops')).toBe('energy');
  });
});
