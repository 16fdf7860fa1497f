/**
 * "past X editions", "previous X locations", "earlier editions of X" (docs/api.md, Connector
 * tools): the editions of the venue named that have ended, the latest first, the word read; a
 * year named, or a window, keeps its own reading. Over four editions of a venue, one to come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-past-editions-');
const TODAY = parseIsoDate('2026-11-28')!;
const CITIES = { 2024: 'Vienna', 2025: 'Rome', 2026: 'Lisbon', 2027: 'Madrid' } as const;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    Object.entries(CITIES).map(([year, city]) =>
      sourceRow({
        name: 'Symposium on Operating Systems Principles',
        acronym: `SOSP ${year}`,
        series: 'sosp',
        city,
        country: city === 'Vienna' ? 'Austria' : city === 'Rome' ? 'Italy' : city === 'Lisbon' ? 'Portugal' : 'Spain',
        start_date: `${year}-05-10`,
        end_date: `${year}-05-12`,
      }),
    ),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map(({ title }) => title.replace(/ \(ended .*\)$/, ''));
const ENDED = ['SOSP 2026 — Lisbon, Portugal', 'SOSP 2025 — Rome, Italy', 'SOSP 2024 — Vienna, Austria'];

describe('the past editions of a venue named', () => {
  it('are those ended, the latest first, the word read', () => {
    for (const question of ['past SOSP editions', 'previous SOSP locations', 'earlier editions of SOSP']) {
      expect(titles(question), question).toEqual(ENDED);
      const reading = ask(question).reading ?? '';
      expect(reading, question).toContain('to=2026-11-27, sort=-date');
      expect(reading, question).toMatch(
        /"(past|previous|earlier)": the editions ended by 2026-11-27, the latest first/,
      );
      expect(reading, question).not.toContain('not read');
    }
  });

  it('of "the last" venue are those ended, the latest first; "last year" stays a year', () => {
    // "When" asks the dates: each title gives them.
    const when = ask('When was the last SOSP held?').results.map(({ title }) => title.replace(/ \(.*\)$/, ''));
    expect(when).toEqual(ENDED);
    expect(ask('When was the last SOSP held?').reading).toContain('"last": the editions ended by 2026-11-27');
    expect(titles("last year's SOSP")).toEqual(['SOSP 2025 — Rome, Italy']);
  });

  it('are not read so beside a year named', () => {
    expect(titles('past SOSP 2025')).toEqual(['SOSP 2025 — Rome, Italy']);
    expect(titles('SOSP editions')[0]).toBe('SOSP 2027 — Madrid, Spain');
  });
});

describe('the past events of a subject or a place', () => {
  it('are those ended, the latest first, the word read', () => {
    const question = 'past operating systems conferences';
    expect(titles(question)).toEqual(['SOSP 2026 — Lisbon, Portugal']);
    expect(ask(question).reading).toMatch(/"past": the events ended by 2026-11-27, the latest first/);
    expect(titles('previous events in Italy')).toEqual(['SOSP 2025 — Rome, Italy']);
  });

  it('are not read so where the word says something else', () => {
    expect(ask('operating systems conferences past the deadline').reading).not.toContain('ended by');
    expect(titles('past operating systems conferences in 2027')).toEqual(['SOSP 2027 — Madrid, Spain']);
  });
});
