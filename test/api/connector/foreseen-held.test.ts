/**
 * A venue whose next edition no tracker lists yet (docs/api.md, Connector tools): a question about
 * events held in a window to come answers it by its latest edition, ended or not, the title saying that
 * its next is not listed yet and about when it is held, as many years after the latest as the
 * series' last two editions lie apart; before the events of other series alike it; not when its
 * editions lie further apart, when the next edition would have been held already, nor for a
 * question of a place where its last two were not; a venue named, by its own title alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type RowInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-held-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;
const rows: RowInput[] = [];

/** Editions of a series held from the 10th of `month` of each year, filed under `field`. */
function series(key: string, name: string, years: readonly number[], month: string, field = 'Textiles') {
  for (const year of years) {
    rows.push(
      sourceRow({
        name,
        acronym: `${key.toUpperCase()} ${year}`,
        series: key,
        start_date: `${year}-${month}-10`,
        end_date: `${year}-${month}-12`,
        sub_topic: field,
      }),
    );
  }
}

series('wvx', 'Weaving Conference', [2025, 2026], '09'); // next about September 2027
series('twx', 'Tapestry Weaving Conference', [2024, 2026], '06'); // two years apart: June 2028
series('owx', 'Old Weaving Conference', [2023, 2024], '05'); // 2025 has passed: ceased
// Its latest edition still to come (December 2026): it stands for the next, about December 2027.
series('knx', 'Knitting Summit', [2025, 2026], '12', 'Knitwear');
// Another series of the field, its 2027 edition listed: alike the ones foreseen.
series('lmx', 'Loom Machinery Conference', [2027], '03');
// Its last two editions in two countries: its next one's is not foreseen.
for (const [year, city, country] of [
  [2025, 'Lyon', 'France'],
  [2026, 'Munich', 'Germany'],
] as const)
  rows.push(
    sourceRow({
      name: 'Moving Weaving Conference',
      acronym: `MVX ${year}`,
      series: 'mvx',
      start_date: `${year}-10-10`,
      end_date: `${year}-10-12`,
      city,
      country,
      sub_topic: 'Textiles',
    }),
  );

beforeAll(() => {
  index = indexOfRows(dir, rows);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map((result) => result.title);

describe('a venue whose next edition is not listed yet, asked of events to come', () => {
  it('is answered by its latest edition, held again a year on, before the events alike it', () => {
    // Of the two venues foreseen, the latest held first (MVX, October).
    const found = titles('weaving conferences in 2027');
    expect(found[0]).toMatch(/^MVX 2026 .*MVX 2027 not listed yet: held about October 2027/);
    expect(found[1]).toMatch(
      /^WVX 2026 .*found without year=2027; WVX 2027 not listed yet: held about September 2027, a year after this edition/,
    );
    expect(found[2]).toMatch(/^LMX 2027 .*found without "weaving", with similar_to=/);
    expect(found.join('\n')).not.toMatch(/OWX|TWX/);
    expect(titles('upcoming weaving conferences')[1]).toMatch(/^WVX 2026 .*WVX 2027 not listed yet/);
  });

  it('is answered, alike a venue named, before the subject is left out', () => {
    // "alternatives to SIGGRAPH for a rendering paper in 2027" gave graphics events without
    // "rendering", EGSR 2027 (not listed, about July) left out.
    const answer = ask('weaving venues like LMX in the autumn of 2027');
    expect(answer.results.map((result) => result.title)).toEqual([
      expect.stringMatching(
        /^MVX 2026 .*\(MVX 2027 not listed yet: held about October 2027, a year after this edition;/,
      ),
      expect.stringMatching(
        /^WVX 2026 .*\(WVX 2027 not listed yet: held about September 2027, a year after this edition;/,
      ),
    ]);
    expect(answer.reading).toMatch(
      /; none listed; 2 venues whose next editions are not listed yet, foreseen in the window\.$/,
    );
  });

  it('is answered by its latest edition when that is still to come too', () => {
    const [found] = titles('knitting conferences in 2027');
    expect(found).toMatch(/^KNX 2026 .*KNX 2027 not listed yet: held about December 2027, a year after this edition/);
    expect(found).not.toContain('ended');
  });

  it('is foreseen as many years on as its last two editions lie apart', () => {
    expect(titles('weaving conferences in 2028')).toContainEqual(
      expect.stringContaining('TWX 2028 not listed yet: held about June 2028, two years after this edition'),
    );
  });

  it('is not foreseen outside the window; a venue named, by its own title once', () => {
    expect(titles('weaving conferences in March 2027').join('\n')).not.toContain('not listed yet');
    // Its next edition asked of a year, as an ASX 2027 of a call announced is (projected-deadlines.test.ts).
    const named = titles('When is WVX 2027?');
    expect(named).toEqual([expect.stringMatching(/^WVX 2026 .*WVX 2027 not listed yet: held about September 2027/)]);
    expect(named[0]!.split('held about')).toHaveLength(2);
  });

  it('is foreseen for a place where its last two editions were held, not elsewhere', () => {
    // "a Python conference in Asia in 2027" found no PyCon Japan, Taiwan or South Korea, each held
    // there every year, their 2027 editions not listed yet.
    const there = titles('weaving conferences in Germany in 2027');
    expect(there[0]).toMatch(
      /^WVX 2026 — Berlin, Germany .*WVX 2027 not listed yet: held about September 2027, a year after this edition, where its last two were/,
    );
    expect(there.join('\n')).not.toMatch(/MVX 2027 not listed/);
    expect(titles('weaving conferences in France in 2027').join('\n')).not.toContain('not listed yet');
  });
});

/** An edition of a Textiles series, one-day, or listed by its year alone when `start` is null. */
function editionRow(name: string, series: string, year: number, start: string | null) {
  return sourceRow({
    name,
    acronym: `${series.toUpperCase()} ${year}`,
    series,
    start_date: start,
    end_date: start,
    ...(start === null ? { date_precision: 'unknown' } : {}),
    sub_topic: 'Textiles',
  });
}

describe('a listed edition whose dates are not known yet', () => {
  const undated = tempDir('confdir-held-undated-');
  let undatedIndex: SnapshotIndex;
  beforeAll(() => {
    const edition = (year: number, start: string | null) => editionRow('Dyeing Weaving Conference', 'dyx', year, start);
    undatedIndex = indexOfRows(undated.dir, [
      edition(2025, '2025-10-10'),
      edition(2026, '2026-10-10'),
      edition(2027, null),
      // Held in Berlin in the fall of 2027, of another subject.
      sourceRow({ name: 'Loom Summit', acronym: 'LSX 2027', series: 'lsx', ...on('2027-10-20'), sub_topic: 'Looms' }),
    ]);
  });
  afterAll(undated.cleanup);
  const undatedTitles = (question: string) =>
    askOver(() => undatedIndex, TODAY)(question).results.map(({ title }) => title);

  it('is foreseen in a window of months by its last two, about when it is held', () => {
    expect(undatedTitles('weaving conferences in the fall of 2027')[0]).toMatch(
      /^DYX 2027 .*; dates not known yet: held about October 2027, a year after DYX 2026\)$/,
    );
    expect(undatedTitles('weaving conferences in March 2027').join('\n')).not.toContain('held about');
    // So in the month of an edition named, the events under way then (date_match=overlap): "Which
    // NLP conferences happen in the same month as ACL 2027?" said none, SIGDIAL 2027 not dated.
    expect(undatedTitles('weaving conferences in the same month as LSX 2027')[0]).toMatch(
      /^DYX 2027 .*dates not known yet: held about October 2027, a year after DYX 2026\)$/,
    );
  });

  it('is foreseen of a place it is held in, no subject asked, not of no place', () => {
    // "conferences in Singapore or Hong Kong in the second half of 2027" left out ACMMM 2027, Hong Kong.
    const answer = askOver(() => undatedIndex, TODAY)('conferences in Berlin in the fall of 2027');
    expect(answer.results.map(({ title }) => title)).toEqual([
      'LSX 2027 — Berlin, Germany',
      'DYX 2027 — Berlin, Germany (dates not known yet: held about October 2027, a year after DYX 2026)',
    ]);
    expect(answer.reading).toContain(
      '1 more venue whose next edition is listed with no dates yet, foreseen in the window',
    );
    expect(undatedTitles('conferences in Paris in the fall of 2027').join('\n')).not.toContain('held about');
    expect(undatedTitles('conferences in the fall of 2027').join('\n')).not.toContain('held about');
  });

  it('is found by its year in a window of a year, not foreseen', () => {
    const found = undatedTitles('weaving conferences in 2027');
    expect(found.filter((title) => title.startsWith('DYX 2027'))).toHaveLength(1);
    expect(found.join('\n')).not.toContain('held about');
  });
});

describe('a series with an edition of no dates between its dated ones', () => {
  const gapped = tempDir('confdir-held-gapped-');
  let gappedIndex: SnapshotIndex;
  beforeAll(() => {
    // Its 2025 edition listed with no dates: its editions lie a year apart, not two.
    const edition = (year: number, start: string | null) =>
      editionRow('Fairness Weaving Conference', 'fax', year, start);
    gappedIndex = indexOfRows(gapped.dir, [
      edition(2024, '2024-06-10'),
      edition(2025, null),
      edition(2026, '2026-06-10'),
    ]);
  });
  afterAll(gapped.cleanup);

  it('is foreseen a year on', () => {
    const [found] = askOver(() => gappedIndex, TODAY)('weaving conferences in 2027').results.map(({ title }) => title);
    expect(found).toMatch(/^FAX 2026 .*FAX 2027 not listed yet: held about June 2027, a year after this edition/);
  });
});

describe('beside a next edition that meets the whole question', () => {
  const beside = tempDir('confdir-held-beside-');
  let nextIndex: SnapshotIndex;
  beforeAll(() => {
    const edition = (acronym: string, name: string, series: string, start: string, sub_topic: string) =>
      sourceRow({ name, acronym, series, start_date: start, end_date: start, sub_topic });
    nextIndex = indexOfRows(beside.dir, [
      edition('WVX 2025', 'Weaving Conference', 'wvx', '2025-09-10', 'Textiles'),
      edition('WVX 2026', 'Weaving Conference', 'wvx', '2026-09-10', 'Textiles'),
      // Its 2027 edition lacks the word: found as the next edition of its 2026 one.
      edition('FWX 2026', 'Weaving Finance Conference', 'fwx', '2026-10-10', 'Finance'),
      edition('FWX 2027', 'Finance Conference', 'fwx', '2027-02-10', 'Finance'),
    ]);
  });
  afterAll(beside.cleanup);

  it('comes after it', () => {
    const found = askOver(() => nextIndex, TODAY)('weaving conferences in 2027').results.map(({ title }) => title);
    expect(found[0]).toMatch(/^FWX 2027 .*next edition of FWX 2026/);
    expect(found[1]).toMatch(/^WVX 2026 .*WVX 2027 not listed yet: held about September 2027/);
  });
});

/**
 * An index of one-day editions filed under Textiles, WVX 2025 and 2026 (paper deadlines on 21
 * April) and `other`, its paper deadline on `due`.
 */
function weavingIndex(
  dir: string,
  other: readonly [acronym: string, name: string, series: string, start: string],
  due: string,
) {
  const edition = ([acronym, name, series, start]: readonly [string, string, string, string]) =>
    sourceRow({ name, acronym, series, start_date: start, end_date: start, sub_topic: 'Textiles' });
  const editions = [
    edition(['WVX 2025', 'Weaving Conference', 'wvx', '2025-09-10']),
    edition(['WVX 2026', 'Weaving Conference', 'wvx', '2026-09-10']),
    edition(other),
  ];
  const dues = ['2025-04-21', '2026-04-21', due];
  return indexOfRows(
    dir,
    editions,
    editions.map((row, at) => ({ event_id: row.id, kind: 'paper', due: dues[at]!, timezone: 'AoE' })),
  );
}

describe('of a question that asks deadlines', () => {
  const called = tempDir('confdir-held-called-');
  let calledIndex: SnapshotIndex;
  beforeAll(() => {
    // Alike them, its 2027 edition listed, its call passed.
    calledIndex = weavingIndex(
      called.dir,
      ['LMX 2027', 'Loom Machinery Conference', 'lmx', '2027-03-10'],
      '2026-10-01',
    );
  });
  afterAll(called.cleanup);

  it("foresees the next edition's call, and says the deadline of each event alike it", () => {
    const found = askOver(
      () => calledIndex,
      TODAY,
    )('weaving conferences in 2027 and their deadlines').results.map(({ title }) => title);
    expect(found[0]).toMatch(
      /^WVX 2026 .*WVX 2027 not listed yet: held about September 2027, a year after this edition; paper deadline about 2027-04-21; ended 2026-09-10\)$/,
    );
    expect(found[1]).toMatch(
      /^LMX 2027 .*found without "weaving", with similar_to=.*; paper deadline passed 2026-10-01\)$/,
    );
  });
});

describe('beside events of the window', () => {
  const beside = tempDir('confdir-held-after-');
  let afterIndex: SnapshotIndex;
  beforeAll(() => {
    // Of the subject, listed in 2027.
    afterIndex = weavingIndex(beside.dir, ['TWD 2027', 'Tapestry Weaving Days', 'twd', '2027-03-10'], '2026-12-20');
  });
  afterAll(beside.cleanup);
  const askAfter = (question: string) => askOver(() => afterIndex, TODAY)(question);

  it('foresees the venues not listed yet after them, counted in the reading', () => {
    const answer = askAfter('weaving conferences in 2027 and their deadlines');
    expect(answer.results.map(({ title }) => title)).toEqual([
      expect.stringMatching(/^TWD 2027 .*\(paper deadline 2026-12-20\)$/),
      expect.stringMatching(
        /^WVX 2026 .*WVX 2027 not listed yet: held about September 2027.*paper deadline about 2027-04-21/,
      ),
    ]);
    expect(answer.reading).toContain('1 more venue whose next edition is not listed yet, foreseen in the window');
  });

  it('foresees them when the question asks no deadline too, their call not said', () => {
    // "formal verification conferences in 2027" answered VMCAI 2027 alone, not CAV, RV or FMCAD 2026.
    const answer = askAfter('weaving conferences in 2027');
    expect(answer.results.map(({ title }) => title)).toEqual([
      expect.stringMatching(/^TWD 2027/),
      expect.stringMatching(
        /^WVX 2026 .*WVX 2027 not listed yet: held about September 2027, a year after this edition; ended/,
      ),
    ]);
    expect(answer.reading).toContain('1 more venue whose next edition is not listed yet, foreseen in the window');
  });

  it('foresees them after a subject of a list too, counted in what it found', () => {
    // "information systems, like ICIS or ECIS, in 2027" gave BIS and HICSS 2027, not CAiSE 2026.
    const answer = askAfter('weaving or tapestry conferences in 2027');
    expect(answer.reading).toMatch(
      /any of "weaving" \(1 event; 1 more venue whose next edition is not listed yet, foreseen in the window\)/,
    );
    expect(answer.results.map(({ title }) => title)).toContainEqual(
      expect.stringMatching(
        /^WVX 2026 .*WVX 2027 not listed yet: held about September 2027, a year after this edition; ended/,
      ),
    );
  });
});

describe('beside events of the window, more venues foreseen than the page holds', () => {
  const more = tempDir('confdir-held-more-');
  let moreIndex: SnapshotIndex;
  beforeAll(() => {
    const edition = (acronym: string, name: string, series: string, start: string) =>
      sourceRow({ name, acronym, series, start_date: start, end_date: start, sub_topic: 'Textiles' });
    // Two venues foreseen in 2027, and one of the subject listed then.
    const editions = [
      ...[2025, 2026].map((year) => edition(`WVX ${year}`, 'Weaving Conference', 'wvx', `${year}-09-10`)),
      ...[2025, 2026].map((year) => edition(`WVY ${year}`, 'Weaving Symposium', 'wvy', `${year}-10-10`)),
      edition('TWD 2027', 'Tapestry Weaving Days', 'twd', '2027-03-10'),
    ];
    moreIndex = indexOfRows(
      more.dir,
      editions,
      editions.map((row) => ({
        event_id: row.id,
        kind: 'paper',
        due: `${String(row.start_date).slice(0, 4)}-04-21`,
        timezone: 'AoE',
      })),
    );
  });
  afterAll(more.cleanup);

  it('says how many of them the answer gives', () => {
    const answer = askOver(() => moreIndex, TODAY)('list 2 weaving conferences in 2027 and their deadlines');
    expect(answer.results).toHaveLength(2);
    expect(answer.results[0]!.title).toMatch(/^TWD 2027/);
    expect(answer.results[1]!.title).toMatch(/not listed yet: held about/);
    expect(answer.reading).toContain(
      '2 more venues whose next editions are not listed yet, foreseen in the window; the first 1 here',
    );
  });
});
