/**
 * A venue whose next edition no tracker lists yet (docs/api.md, Connector tools): a question's
 * deadline window ahead answers it by its latest edition, the title saying that its next is not
 * listed yet and about when its paper deadline falls, as many years after the latest's as the
 * series' last two editions lie apart; not when its next edition is listed, when its editions lie
 * further apart, when the call foreseen has passed already, nor for a question of a place where
 * its last two editions were not both held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-projected-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;
const rows: RowInput[] = [];
const deadlines: DeadlineInput[] = [];

/** The dates of an edition on 10 October of `year`. */
const dates = (year: number) => ({ start_date: `${year}-10-10`, end_date: `${year}-10-12` });

/** Editions of a series on 10 October of each year, each with its paper deadline on `due` of its year. */
function series(key: string, name: string, years: readonly number[], due: string | null, places: RowInput[] = []) {
  for (const [at, year] of years.entries()) {
    const row = sourceRow({
      name,
      acronym: `${key.toUpperCase()} ${year}`,
      series: key,
      ...dates(year),
      ...places[at],
    });
    rows.push(row);
    if (due !== null) deadlines.push({ event_id: row.id, kind: 'paper', due: `${year}-${due}`, timezone: 'AoE' });
  }
}

series('asx', 'Automated Testing Conference', [2025, 2026], '03-26'); // next call about 2027-03-26
series('tsx', 'Testing Tools Conference', [2024, 2026], '04-10'); // two years apart: 2028-04-10
series('osx', 'Old Testing Conference', [2023, 2024], '05-01'); // 2025-05-01 has passed: ceased
series('lsx', 'Listed Testing Conference', [2025, 2026], '02-01');
series('lsx', 'Listed Testing Conference', [2027], null); // listed: its own estimate answers
// Held in Paris, then in Berlin (where the others are): its next edition's place is not known.
series('msx', 'Moving Testing Conference', [2025, 2026], '03-20', [{ city: 'Paris', country: 'France' }]);
// No call announced: when its next edition is held alone is foreseen.
series('qsx', 'Quiet Sailing Conference', [2025, 2026], null);
// Of one edition, long ended: "testing analysis" finds it alone.
series('tas', 'Testing Analysis Symposium', [2023], '07-05');

/** One edition held from `start` for three days, its paper deadlines on `dues` (written in the order given, rounds by date). */
function edition(key: string, name: string, year: number, start: string, dues: readonly string[]) {
  const end = `${start.slice(0, 8)}${String(Number(start.slice(8)) + 2).padStart(2, '0')}`;
  const row = sourceRow({
    name,
    acronym: `${key.toUpperCase()} ${year}`,
    series: key,
    start_date: start,
    end_date: end,
  });
  rows.push(row);
  for (const due of dues) {
    const round = dues.length > 1 ? [...dues].sort().indexOf(due) + 1 : null;
    deadlines.push({ event_id: row.id, kind: 'paper', due, round, timezone: 'AoE' });
  }
}

// Held in January, its 2027 edition still to come, its call closed in July.
edition('ecx', 'Early Compilers Conference', 2026, '2026-01-20', ['2025-07-01']);
edition('ecx', 'Early Compilers Conference', 2027, '2027-01-20', ['2026-07-01']);
// Two calls a year, August and January: the January one of its 2027 edition is still open.
edition('ucx', 'Usable Cycles Conference', 2026, '2026-08-10', ['2026-01-26', '2025-08-25']);
edition('ucx', 'Usable Cycles Conference', 2027, '2027-08-10', ['2027-01-26', '2026-08-25']);

// Its 2027 edition listed by its year alone, its call out: the latest, though undated ones sort last.
series('ysx', 'Yearly Sensing Conference', [2026], '06-05');
const yearAlone = sourceRow({
  name: 'Yearly Sensing Conference',
  acronym: 'YSX 2027',
  series: 'ysx',
  date_precision: 'unknown',
  start_date: null,
  end_date: null,
});
rows.push(yearAlone);
deadlines.push({ event_id: yearAlone.id, kind: 'paper', due: '2026-06-05', timezone: 'AoE' });

beforeAll(() => {
  index = indexOfRows(dir, rows, deadlines);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map((result) => result.title);

describe('a venue whose next edition is not listed yet', () => {
  it('is answered in a window ahead by its latest edition, its next call foreseen a year on', () => {
    const found = titles('testing conferences with deadlines in the next 6 months');
    expect(found).toContainEqual(
      expect.stringContaining("ASX 2027 not listed yet: paper deadline about 2027-03-26, a year after this edition's"),
    );
    expect(found.some((title) => title.startsWith('ASX 2026'))).toBe(true);
    expect(ask('testing conferences with deadlines in the next 6 months').reading).toContain(
      'from past editions, 2 of them venues whose next edition is not listed yet',
    );
    expect(found.join('\n')).not.toMatch(/LSX 2028|OSX|TSX/);
  });

  it('is foreseen beside "upcoming", the events from today, which its next edition is', () => {
    const answer = ask('upcoming testing conferences with deadlines in the next 6 months');
    expect(answer.reading).toContain('"upcoming": the events from today');
    expect(answer.results.map((result) => result.title)).toContainEqual(
      expect.stringMatching(/^ASX 2026 .*ASX 2027 not listed yet: paper deadline about 2027-03-26/),
    );
  });

  it('is foreseen as many years on as its last two editions lie apart', () => {
    expect(titles('testing conferences with deadlines in April 2028')).toContainEqual(
      expect.stringContaining('TSX 2028 not listed yet: paper deadline about 2028-04-10, two years after'),
    );
    // Named of the year between, none is held then ("CVPR ICCV ECCV 2027 dates" said nothing of ECCV's).
    expect(titles('When is TSX 2027?')[0]).toMatch(
      /^TSX 2026 .*\(found without year=2027; none listed for 2027, its last two editions two years apart; TSX 2028 not listed yet: held about October 2028, two years after this edition; paper deadline about 2028-04-10;/,
    );
  });

  it("named with the year of its next edition is foreseen in its latest edition's title", () => {
    const [latest] = titles('When is the ASX 2027 deadline?');
    expect(latest).toMatch(/^ASX 2026 .*ASX 2027 not listed yet: paper deadline about 2027-03-26/);
    // Alone: the editions before it say nothing of the one asked ("ICML 2027": not ICML 2022 to 2025 too).
    for (const question of ['When is the ASX 2027 deadline?', 'Where will ASX 2027 be held?'])
      expect(titles(question), question).toEqual([expect.stringMatching(/^ASX 2026 .*ASX 2027 not listed yet/)]);
    // Asked when or where it is, the note says when it is most likely held, then its call ("When is
    // SIGIR 2027?" said its deadline alone).
    for (const question of ['When is ASX 2027?', 'Where will ASX 2027 be held?', 'ASX 2027 deadline and location'])
      expect(titles(question)[0], question).toContain(
        'ASX 2027 not listed yet: held about October 2027, a year after this edition; paper deadline about 2027-03-26;',
      );
    // So is the next edition asked of a venue whose latest has ended ("the next SOSP": SOSP 2026 alone).
    expect(titles('What is the next edition of ASX and where will it be?')).toEqual([
      expect.stringMatching(/^ASX 2026 .*ASX 2027 not listed yet/),
    ]);
    // Venues named with no year are each answered by the wider search, one foreseeing its next or not.
    const named = titles('ECX and ASX in Japan').map((title) => title.slice(0, 8));
    expect(named).toEqual(expect.arrayContaining(['ECX 2027', 'ASX 2026']));
    expect(titles('When is the ASX 2029 deadline?').join('\n')).not.toContain('not listed yet');
    // Its latest's call not announced ("CVPR 2028", CVPR 2027's estimated): when it is held alone.
    expect(titles('Where will QSX 2027 be held?')).toEqual([
      expect.stringMatching(
        /^QSX 2026 .*\(found without year=2027; QSX 2027 not listed yet: held about October 2027, a year after this edition;/,
      ),
    ]);
    // Beside another edition named, which is listed.
    expect(titles('Compare the deadlines of LSX and ASX 2027')).toContainEqual(
      expect.stringMatching(/^ASX 2026 .*ASX 2027 not listed yet/),
    );
  });

  it('named without a year, is foreseen when its latest edition has ended or deadlines are asked', () => {
    expect(titles('ASX deadline')[0]).toMatch(/^ASX 2026 .*ASX 2027 not listed yet: paper deadline about 2027-03-26/);
    expect(titles('When is ASX?')[0]).toMatch(
      /^ASX 2026 .*ASX 2027 not listed yet: held about October 2027, a year after this edition; paper deadline about 2027-03-26/,
    );
    // Asked when it is held beside its deadlines, both; its deadline's day alone, the call alone.
    expect(titles('When is the next ASX and what are its deadlines?')[0]).toContain(
      'ASX 2027 not listed yet: held about October 2027, a year after this edition; paper deadline about 2027-03-26;',
    );
    expect(titles('When are the ASX and ECX deadlines?')).toContainEqual(
      expect.stringMatching(/^ASX 2026 .*ASX 2027 not listed yet: paper deadline about 2027-03-26/),
    );
    // ECX 2027 is still to come: its call, passed, is asked of alone.
    expect(titles('ECX deadline')[0]).toMatch(/^ECX 2027 .*ECX 2028 not listed yet: paper deadline about 2027-07-01/);
    expect(titles('When is the next ECX?').join('\n')).not.toContain('not listed yet');
  });

  it('answering a subject, is foreseen in its ended latest edition when deadlines are asked', () => {
    const [first] = titles('automated testing conferences and their deadlines');
    expect(first).toMatch(/^ASX 2026 .*ASX 2027 not listed yet: paper deadline about 2027-03-26/);
    expect(first).toContain('paper deadline passed 2026-03-26');
    expect(titles('automated testing conferences').join('\n')).not.toContain('not listed yet');
  });

  it('of several calls a year, foresees the first, and not while a call of its latest is open', () => {
    expect(titles('UCX deadline').join('\n')).not.toContain('not listed yet');
    expect(titles('cycles conferences with deadlines in August 2027')).toContainEqual(
      expect.stringMatching(/^UCX 2027 .*UCX 2028 not listed yet: paper deadline about 2027-08-25/),
    );
  });

  it('is foreseen from an edition listed by its year alone, its call announced', () => {
    expect(titles('sensing conferences with deadlines in June 2027')).toContainEqual(
      expect.stringMatching(/^YSX 2027 .*YSX 2028 not listed yet: paper deadline about 2027-06-05, a year after/),
    );
    expect(titles('sensing conferences with deadlines in June 2027').join('\n')).not.toContain(
      'YSX 2027 not listed yet',
    );
  });

  it("answers what is to come where the subject's own events have all ended", () => {
    const answer = ask('I want to submit a paper on testing analysis. Which venues have deadlines in March?');
    const [first] = answer.results.map((result) => result.title);
    expect(first).toContain('ASX 2027 not listed yet: paper deadline about 2027-03-26');
  });

  it('is foreseen for a question of a place where its last two editions were held, not elsewhere', () => {
    // Before, a place asked foresaw no venue: INDOCRYPT, in India every year, was answered found without India.
    const found = titles('testing conferences in Germany with deadlines in the next 6 months');
    expect(found).toContainEqual(
      expect.stringContaining(
        "ASX 2027 not listed yet: paper deadline about 2027-03-26, a year after this edition's, held where its last two were",
      ),
    );
    expect(found.join('\n')).not.toContain('MSX 2027 not listed yet');
    // None was held in France: the place is left out, and each is foreseen found without it.
    const france = titles('testing conferences in France with deadlines in the next 6 months');
    expect(france.join('\n')).not.toContain('held where its last two were');
    for (const title of france) expect(title).toContain('(found without country=France;');
  });
});

describe('a series key no search takes', () => {
  // A source's key longer than the `series` parameter reads (the builder keeps 300 characters).
  const hostile = tempDir('confdir-projected-hostile-');
  let keyed: SnapshotIndex;
  beforeAll(() => {
    const key = `${'h'.repeat(290)} <&>"`;
    const editions = [2025, 2026].map((year) =>
      sourceRow({ name: 'Hostile Testing Conference', acronym: `HTC ${year}`, series: key, ...dates(year) }),
    );
    const due = editions.map((row, at) => ({
      event_id: row.id,
      kind: 'paper' as const,
      due: `${2025 + at}-03-26`,
      timezone: 'AoE',
    }));
    keyed = indexOfRows(hostile.dir, editions, due);
  });
  afterAll(hostile.cleanup);

  it('is foreseen nothing, and the question answered', () => {
    const askKeyed = askOver(() => keyed, TODAY);
    for (const question of [
      'testing conferences with deadlines in the next 6 months',
      'When is the HTC 2027 deadline?',
    ]) {
      const answer = askKeyed(question);
      expect(answer.results.map((result) => result.title)).toContainEqual(expect.stringMatching(/^HTC 2026 /));
      expect(answer.results.map((result) => result.title).join('\n')).not.toContain('not listed yet');
    }
  });
});
