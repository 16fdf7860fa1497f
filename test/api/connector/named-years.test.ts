/**
 * Several years of the venues named (docs/api.md, Connector tools): "Where was SOSP in 2024 and
 * where is it in 2027?", "last year ... next year", "2024, 2025 and 2027" are each venue's edition
 * of each year, not the first year alone nor the years between; so are a venue's deadlines of two
 * years. Over four editions of two venues.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_YEARS_MAX, NEXT_WITHIN } from '../../../src/api/connector/read-values.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-named-years-');
const TODAY = parseIsoDate('2026-11-28')!;
const CITIES = { 2024: 'Vienna', 2025: 'Rome', 2026: 'Lisbon', 2027: 'Madrid' } as const;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    ...['SOSP', 'OSDI'].flatMap((venue, v) =>
      Object.entries(CITIES).map(([year, city]) =>
        sourceRow({
          name: `${venue} Symposium`,
          acronym: `${venue} ${year}`,
          series: venue.toLowerCase(),
          city,
          country: { Vienna: 'Austria', Rome: 'Italy', Lisbon: 'Portugal', Madrid: 'Spain' }[city],
          start_date: `${year}-0${5 + v}-10`,
          end_date: `${year}-0${5 + v}-12`,
        }),
      ),
    ),
    // A series held every other year.
    ...[2022, 2024].map((year) =>
      sourceRow({ name: 'EVC Conference', acronym: `EVC ${year}`, series: 'evc', ...on(`${year}-09-10`) }),
    ),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const editions = (question: string) =>
  ask(question)
    .results.map(({ title }) => title.split(' — ')[0]!)
    .sort();

describe('venues named of a year they have no edition of, in an order of time', () => {
  it('are each its latest edition, not its earliest', () => {
    // "List the deadlines for NeurIPS, ICML and ICLR in 2027 in chronological order" answered ICML 2022.
    // EVC's editions have all ended: none to come stands for it.
    for (const question of [
      'The dates of SOSP and EVC in 2027 in chronological order',
      'SOSP 2027 and EVC 2027 deadlines sorted by deadline',
    ]) {
      expect(editions(question), question).toEqual(['EVC 2024', 'SOSP 2027']);
    }
  });
});

describe('several years of the venues named', () => {
  it('are the edition of each year, not the first year alone nor the years between', () => {
    expect(editions('Where was SOSP in 2024 and where is it in 2027?')).toEqual(['SOSP 2024', 'SOSP 2027']);
    expect(editions('Where was SOSP last year and where is it next year?')).toEqual(['SOSP 2025', 'SOSP 2027']);
    expect(editions('where was SOSP held in 2024, 2025 and 2027')).toEqual(['SOSP 2024', 'SOSP 2025', 'SOSP 2027']);
    expect(editions('SOSP in 2024 and 2026')).toEqual(['SOSP 2024', 'SOSP 2026']);
    expect(ask('SOSP in 2024 and 2026').reading).toContain('read as the years of the editions named, 2024, 2026');
  });

  it('beside "the next" of the venue, are its next edition too', () => {
    const question = 'When is the next SOSP and how many papers did it accept last year?';
    expect(editions(question)).toEqual(['SOSP 2025', 'SOSP 2027']);
    expect(ask(question).reading).toContain('"next SOSP": its next edition, of 2027');
    expect(editions('the next SOSP in 2027')).toEqual(['SOSP 2027']);
  });

  it('beside an edition named, "the next one" or "the next deadline" is the edition after it too', () => {
    for (const question of [
      'Is SOSP 2024 over? When is the next one?',
      'SOSP 2024 has ended. When is the next edition?',
      'Has SOSP 2024 happened yet, and where is the next one?',
    ]) {
      expect(editions(question), question).toEqual(['SOSP 2024', 'SOSP 2025']);
      expect(ask(question).reading, question).toContain('"next": the edition after SOSP 2024, of 2025');
    }
    // Its next deadline is the edition after it's.
    const deadline = ask('Is SOSP 2026 over? When is the next deadline?');
    expect(deadline.reading).toContain('acronym=SOSP 2026,SOSP 2027; "next": the edition after SOSP 2026, of 2027');
    expect(deadline.results.map(({ title }) => title.split(' — ')[0])).toContain('SOSP 2027');
    // Of a series held every other year, the next but one year's; none further (NEXT_WITHIN).
    expect(ask('Is EVC 2022 over? When is the next one?').reading).toContain('the edition after EVC 2022, of 2024');
    expect(NEXT_WITHIN).toBe(2);
    expect(ask('Is EVC 2024 over? When is the next one?').reading).not.toContain('the edition after');
    // Of none named with a year, or of two venues, no edition is added.
    expect(editions('When is the next SOSP?')).toEqual(['SOSP 2027']);
    expect(ask('SOSP 2024 and OSDI 2024: when is the next one?').reading).not.toContain('the edition after');
  });

  it("are each venue's edition of each year", () => {
    expect(editions('SOSP and OSDI in 2024 and 2026')).toEqual(['OSDI 2024', 'OSDI 2026', 'SOSP 2024', 'SOSP 2026']);
  });

  it('of an edition named, leave out the past editions of a venue named with no year beside it', () => {
    // "OSDI" beside "SOSP 2026" answered every OSDI edition, 2024 and 2025 among them.
    for (const question of [
      "What's the deadline for SOSP 2026, and how does it compare with OSDI's?",
      'When are SOSP 2026 and OSDI?',
    ])
      expect(editions(question), question).toEqual(['OSDI 2026', 'OSDI 2027', 'SOSP 2026']);
  });

  it("of several venues each named with a year none has, are each venue's latest edition", () => {
    // "Compare the locations and dates of ICML 2027 and NeurIPS 2027", neither listed, answered
    // every edition of both since 2022.
    const answer = ask('Compare the locations and dates of SOSP 2031 and OSDI 2031.');
    expect(answer.results.map(({ title }) => title.split(' — ')[0]).sort()).toEqual(['OSDI 2027', 'SOSP 2027']);
    expect(answer.results[0]!.title).toContain('found without the years 2031');
  });

  it("give a venue's deadlines of both years, not one edition of it", () => {
    expect(editions('SOSP deadlines in 2025 and 2027')).toEqual(['SOSP 2025', 'SOSP 2027']);
  });

  it('are at most a bound of years, the others said', () => {
    const years = Array.from({ length: NAMED_YEARS_MAX + 2 }, (_, i) => `in ${2001 + i}`).join(', ');
    const answer = ask(`Where was SOSP ${years}?`);
    expect(answer.reading).toContain(`year takes at most ${NAMED_YEARS_MAX} years of the editions named`);
    // None of those editions is known: the venue's, the years left out.
    expect(answer.results.length).toBe(4);
    expect(answer.results[0]!.title).toContain(`found without the years 2001, 2002, 2003`);
  });

  it('of no venue named, are each a window searched alone, not the years between', () => {
    const answer = ask('events in 2024 and 2026');
    expect(answer.reading).toContain("bounds the events' dates: 2024-01-01 to 2024-12-31 or 2026-01-01 to 2026-12-31");
    expect(answer.reading).toMatch(/any of from=2024-01-01, to=2024-12-31 \(\d+ events?\), from=2026-01-01/);
    expect(answer.results.some(({ title }) => title.includes('2025'))).toBe(false);
  });
});
