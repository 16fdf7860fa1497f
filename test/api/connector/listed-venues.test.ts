/**
 * A question of several subjects or places, naming no edition, asks for venues (docs/api.md,
 * Connector tools): each alternative is answered by one edition of each series, as a question of
 * one subject is. Over two series of four editions each, in Berlin and in Tokyo, and a venue held
 * once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-listed-venues-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;
const YEARS = [2027, 2026, 2025, 2024];
const edition = (id: number, year: number, name: string, series: string, city: string, country: string) =>
  sourceRow({
    id,
    name,
    acronym: `${series.toUpperCase()} ${year}`,
    series,
    sub_topic: name.split(' ')[0],
    city,
    country,
    start_date: `${year}-06-10`,
    end_date: `${year}-06-12`,
  });

beforeAll(() => {
  index = indexOfRows(dir, [
    ...YEARS.map((year) => edition(year, year, 'Networking Symposium', 'nets', 'Berlin', 'Germany')),
    ...YEARS.map((year) => edition(year + 10, year, 'Storage Symposium', 'stor', 'Tokyo', 'Japan')),
    sourceRow({ id: 1, name: 'Networking Days', sub_topic: 'Networking', city: 'Tokyo', country: 'Japan' }),
    // Words of other events, none of NETS's.
    sourceRow({ id: 100, name: 'Gardens Forum', sub_topic: 'Gardens', city: 'Lima', country: 'Peru' }),
    sourceRow({ id: 101, name: 'Orchards Forum', sub_topic: 'Orchards', city: 'Lima', country: 'Peru' }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => Number(result.id));

describe('the alternatives of a question naming no edition', () => {
  it('are each answered by one edition of each series: subjects', () => {
    expect(ids('networking or storage conferences').sort()).toEqual([1, 2027, 2037]);
    // "as well as" joins them as "and" does: "well" is no word of either.
    const joined = ask('conferences on networking as well as storage');
    expect(joined.results.map((result) => Number(result.id)).sort()).toEqual([1, 2027, 2037]);
    expect(joined.reading).toMatch(/any of "networking" \(\d+ events\), "storage" \(\d+ events\)/);
    expect(joined.reading).not.toContain('not read');
    // Each subject with its own event word: "one networking conference and one storage conference".
    const each = ask('We want to attend one networking conference and one storage conference');
    expect(each.results.map((result) => Number(result.id)).sort()).toEqual([1, 2027, 2037]);
    expect(each.reading).toMatch(/any of "networking" \(\d+ events\), "storage" \(\d+ events\)/);
  });

  it('are each answered by one edition of each series: places', () => {
    expect(ids('symposia in Berlin or Japan').sort()).toEqual([1, 2027, 2037]);
  });

  it('keep every edition of a venue named', () => {
    expect(ids('NETS conferences in Berlin or Japan').sort()).toEqual(YEARS.slice().sort());
  });

  it('of subjects beside a venue named, none of its events', () => {
    // "NeurIPS 2026 datasets and benchmarks track" said no event matches.
    const answer = ask('NETS 2026 gardens and orchards track');
    expect(answer.results.map((result) => result.title)).toEqual([
      'NETS 2026 — Berlin, Germany (found without "gardens", "orchards"; ended 2026-06-12)',
    ]);
  });
});
