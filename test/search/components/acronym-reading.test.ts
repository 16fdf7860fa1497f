/** `acronym` with an edition's year, as a list, and an acronym no event has (docs/api.md, Matching). */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SearchFilters, type SnapshotIndex, search } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-acronym-reading-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const EDITIONS: [string, string][] = [
  ['ICML 2025', '2025-07-10'],
  ['ICML 2026', '2026-07-10'],
  ['ICML 2027', '2027-07-10'],
  ['ICMLA 2026', '2026-12-10'],
  ['ICLR 2026', '2026-04-20'],
  ['WG 2026', '2026-05-01'],
  ['WG-11', '2026-05-02'],
  ['ACM EC 2026', '2026-07-06'],
];

beforeAll(() => {
  const rows = EDITIONS.map(([acronym, start], i) =>
    sourceRow({ id: i + 1, name: `Conference ${i + 1}`, acronym, start_date: start, end_date: start }),
  );
  writeSourceFile(join(dir, 'source.sqlite'), rows);
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const find = (filters: Partial<SearchFilters>) => search(index, { limit: 10, offset: 0, ...filters }, TODAY);

describe('acronym', () => {
  it("finds an organisation's venue by the acronym after its name, as with it", () => {
    // "EC" named no event: the data writes the venue "ACM EC" alone.
    expect(find({ acronym: 'EC' }).total).toBe(1);
    expect(find({ acronym: 'ec 2026' }).total).toBe(1);
    expect(find({ acronym: 'ACM EC' }).total).toBe(1);
  });

  it.each(['ICML 2026', 'icml-2026', "ICML'26", 'ICML (2026)'])(
    'reads %s as acronym=ICML and year=2026, and says so',
    (given) => {
      const result = find({ acronym: given });
      expect(result.total).toBe(1);
      expect(result.total).toBe(find({ acronym: 'ICML', year: 2026 }).total);
      expect(result.dateRange).toEqual({ from: '2026-01-01', to: '2026-12-31' });
      expect(result.hints).toEqual([
        // The bare acronym as written: acronym matches in any case.
        { reason: 'acronym_with_year', given, parameter: 'acronym', value: given.slice(0, 4), detail: '2026' },
      ]);
    },
  );

  it.each(['ICML-26', 'icml26', 'ICML 26'])('reads %s, a year of two digits at the end, as year=2026', (given) => {
    const result = find({ acronym: given });
    expect(result.total).toBe(1);
    expect(result.dateRange).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(result.hints).toEqual([
      { reason: 'acronym_with_year', given, parameter: 'acronym', value: given.slice(0, 4), detail: '2026' },
    ]);
  });

  it('reads an acronym of the data that ends in two digits whole', () => {
    const result = find({ acronym: 'WG-11' });
    expect(result.total).toBe(1);
    expect(result.hints).toBeUndefined();
    expect(find({ acronym: 'WG-26' }).total).toBe(1);
  });

  it('narrows with a year of its own, as month and year do: another year finds nothing', () => {
    expect(find({ acronym: 'ICML 2026', year: 2026 }).total).toBe(1);
    const other = find({ acronym: 'ICML 2026', year: 2027 });
    expect(other.total).toBe(0);
    expect(other.dateRange).toEqual({ from: '2027-01-01', to: '2026-12-31' });
  });

  it('without a year is read as written, with no hint', () => {
    expect(find({ acronym: 'ICML' })).toMatchObject({ total: 3 });
    expect(find({ acronym: 'ICML' }).hints).toBeUndefined();
  });

  it('that no event has gets the closest acronyms of the data, most events first', () => {
    const result = find({ acronym: 'ICMLL' });
    expect(result.total).toBe(0);
    expect(result.hints).toEqual([
      { reason: 'unknown_acronym', given: 'ICMLL', parameter: 'acronym', value: 'ICML', others: ['ICMLA'] },
    ]);
    expect(find({ acronym: 'XYZQ' }).hints).toBeUndefined();
  });

  it('takes a list: the events of any acronym, each with its own year when written with one', () => {
    expect(find({ acronyms: ['ICML', 'ICLR'] }).total).toBe(4);
    expect(find({ acronyms: ['icml', 'ICLR', 'XYZQ'] }).total).toBe(4);
    const dated = find({ acronyms: ['ICML 2025', 'ICMLA 2026'] });
    expect(dated.total).toBe(2);
    expect(dated.dateRange).toEqual({ from: null, to: null });
    expect(dated.hints?.map((hint) => [hint.given, hint.detail])).toEqual([
      ['ICML 2025', '2025'],
      ['ICMLA 2026', '2026'],
    ]);
    expect(find({ acronyms: ['XYZQ', 'QQQQ'] }).total).toBe(0);
    expect(find({ acronyms: ['ICMLL', 'ICLRR'] }).hints?.map((hint) => hint.value)).toEqual(['ICML', 'ICLR']);
  });

  it('is never relaxed away: a search that finds nothing offers the other filters only', () => {
    const result = find({ acronyms: ['ICML', 'ICLR'], year: 2030 });
    expect(result.total).toBe(0);
    expect(result.relaxations).toEqual([{ filter: 'dates', total: 4 }]);
  });
});
