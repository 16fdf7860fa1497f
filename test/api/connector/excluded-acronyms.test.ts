/**
 * An acronym the question excludes (docs/api.md, Connector tools): not searched, and its editions
 * the question finds are no answer to it ("NLP conferences except ACL"); "not" excludes it only
 * right before it ("I am not sure when ACL 2027 is" asks of ACL). Over three language
 * conferences of 2027, ACL's editions of 2023 to 2026, a symposium named SURE and eleven more
 * language events of 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-excluded-acronyms-');
const TODAY = parseIsoDate('2026-11-28')!;
let index: SnapshotIndex;
/** Eleven more language events, one acronym each. */
const LANGUAGE_DAYS = 'LDA LDB LDC LDD LDE LDF LDG LDH LDI LDJ LDK'.split(' ');

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Meeting on Language Studies', acronym: 'ACL', series: 'acl', ...on('2027-07-10') }),
    ...[2026, 2025, 2024, 2023].map((year, at) =>
      sourceRow({
        id: [2, 6, 7, 8][at],
        name: 'Meeting on Language Studies',
        acronym: 'ACL',
        series: 'acl',
        ...on(`${year}-07-10`),
      }),
    ),
    sourceRow({ id: 3, name: 'Empirical Language Methods', acronym: 'EMNLP', ...on('2027-11-10') }),
    sourceRow({ id: 4, name: 'Language Resources Conference', acronym: 'LREC', ...on('2027-05-10') }),
    // "sure" is an acronym of the data too, never read as one in "I am not sure".
    sourceRow({ id: 5, name: 'Symposium on Usable Research', acronym: 'SURE', ...on('2025-10-10') }),
    ...LANGUAGE_DAYS.map((acronym, at) =>
      sourceRow({ id: 10 + at, name: `${acronym} Language Days`, acronym, ...on('2027-09-10') }),
    ),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => result.id);

describe('an acronym the question excludes', () => {
  it('is not searched, and none of its editions answers', () => {
    const answer = ask('language conferences in 2027 except ACL');
    // Left out, and the page kept full.
    expect(answer.results.map((result) => result.id)).not.toContain('1');
    expect(answer.results).toHaveLength(10);
    expect(answer.reading).toContain('"ACL" left out of the results: the question excludes it');
    const other = ids('Other than ACL and EMNLP, which language conferences are there in 2027?');
    expect(other).toContain('4');
    for (const id of ['1', '3']) expect(other).not.toContain(id);
    expect(ids('language conferences in 2027, apart from ACL')).not.toContain('1');
    // "Instead of X": it answered X alone.
    const instead = ids('Instead of ACL, which language conference should I submit to in 2027?');
    expect(instead).not.toContain('1');
    expect(instead).toContain('4');
    // The comma ends what "apart from" excludes: "conferences" after it was read excluded too.
    const apart = ask('Apart from ACL, what language conferences are there in 2027?');
    expect(apart.reading).toContain('type=conference');
    expect(apart.reading).not.toContain('"conferences" not read');
  });

  it('names no edition whose year a window would be', () => {
    // "deadlines in 2027" beside the acronyms excluded was the year of the editions (passed calls too).
    const { reading } = ask('language conferences except ACL and EMNLP with deadlines in 2027');
    expect(reading).toContain('deadline_from=2027-01-01, deadline_to=2027-12-31');
    expect(reading).not.toContain('year=2027');
  });

  it('is left out of an answer found without part of the question, every edition of it', () => {
    // No language event of 2028: the answer is found without the year, and none of it is ACL's.
    const answer = ask('language conferences in 2028 except ACL');
    expect(answer.results[0]?.title).toContain('found without year=2028');
    expect(answer.results.length).toBeGreaterThan(0);
    for (const id of ['1', '2', '6', '7', '8']) expect(answer.results.map((result) => result.id)).not.toContain(id);
  });

  it('found alone, gives the events alike it, found without the words only it holds', () => {
    // "human-robot interaction … apart from HRI" said no other event matches; Ro-Man, ICRA were alike HRI.
    const answer = ask('Which conferences on language studies are in 2027, apart from ACL?');
    const found = answer.results.map((result) => result.id);
    expect(found).toContain('4');
    for (const id of ['1', '2', '6', '7', '8']) expect(found).not.toContain(id);
    expect(answer.reading).toContain("the question's events are all of ACL, which it excludes: events alike it answer");
    expect(answer.results[0]!.title).toContain('found without "language studies", alike ACL (id 1)');
  });

  it('is left out of the count of events matched, every edition of it', () => {
    // Eighteen language events, five of them ACL's: thirteen match.
    expect(ask('language conferences except ACL').reading).toContain('13 events match');
  });

  it('is one of ten at most; past them, said not read', () => {
    const answer = ask(`language conferences except ${LANGUAGE_DAYS.join(', ')}`);
    expect(answer.reading).toContain('"LDK" not read: at most 10 acronyms are left out');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['1', '20', '3', '4']);
  });

  it('is excluded by "not" only right before it', () => {
    expect(ask('I am not sure when ACL 2027 is')).toMatchObject({
      results: [{ id: '1' }],
      reading: 'Read as acronym=ACL, year=2027.',
    });
    expect(ids('I am sure ACL 2027 is in July')).toEqual(['1']);
    expect(ids('language conferences in 2027, not ACL')).not.toContain('1');
  });

  it('is excluded with each acronym joined to it after "not": "not ACL or EMNLP"', () => {
    // "robotics conferences, not ICRA or IROS" searched IROS alone: "not" reached ICRA only.
    for (const question of ['language conferences in 2027, not ACL or EMNLP', 'language conferences, not ACL, EMNLP']) {
      const answer = ask(question);
      const found = answer.results.map((result) => result.id);
      expect(answer.reading, question).toContain('"EMNLP" left out of the results: the question excludes it');
      for (const id of ['1', '3']) expect(found, question).not.toContain(id);
    }
    // Joined after an acronym asked for, it is asked for too.
    expect(ids('ACL or EMNLP in 2027?')).toEqual(expect.arrayContaining(['1', '3']));
  });

  it('is compared with, not excluded, after a comparative and "than"', () => {
    const answer = ask('Is ACL 2027 bigger than EMNLP 2027?');
    expect(answer.reading).toMatch(/acronym=ACL[^;]*,EMNLP/u);
    expect(answer.reading).not.toContain('excludes');
  });
});

describe('an acronym excluded from a deadline window', () => {
  const called = tempDir('confdir-excluded-called-');
  let calledIndex: SnapshotIndex;
  beforeAll(() => {
    // Each series' paper deadline on 10 February of its past editions: its 2027 one estimated then.
    const editions = [2025, 2026, 2027].flatMap((year) =>
      ['ACL', 'EMNLP'].map((acronym) => ({
        year,
        row: sourceRow({
          name: `${acronym} Language Meeting`,
          acronym,
          series: acronym.toLowerCase(),
          ...on(`${year}-07-10`),
        }),
      })),
    );
    const papers = editions
      .filter(({ year }) => year < 2027)
      .map(({ year, row }) => ({ event_id: row.id, kind: 'paper', due: `${year}-02-10`, timezone: 'AoE' }));
    calledIndex = indexOfRows(
      called.dir,
      editions.map(({ row }) => row),
      papers,
    );
  });
  afterAll(called.cleanup);

  it('leaves out its edition whose deadline is estimated there, and its count', () => {
    const answer = askOver(
      () => calledIndex,
      TODAY,
    )('language conferences with deadlines in February 2027, excluding ACL');
    expect(answer.reading).toContain('"ACL" left out of the results: the question excludes it');
    expect(answer.results.map((result) => result.title)).toEqual([
      expect.stringMatching(/^EMNLP 2027 .*paper deadline estimated: 2027-02-10/),
    ]);
    expect(answer.reading).toContain('1 event has a paper deadline estimated in the window');
  });
});
