/**
 * Venues that share one series, told apart by their names and fields (src/import/series-splits.ts,
 * docs/importers.md, Series keys): FSE is ACM's Foundations of Software Engineering and IACR's Fast
 * Software Encryption; one venue written under names that tell nothing, or with other sub-topics
 * beside its own, stays one series.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { splitSeries } from '../../src/import/series-splits.js';
import { openSnapshot, search } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { seriesEdition, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-series-splits-');
afterAll(cleanup);

const ACM = 'ACM International Conference on the Foundations of Software Engineering';
const edition = (series: string, year: number, name: string, subTopics: string[]) =>
  seriesEdition(series, year, name, { subTopics });

describe('a series of two venues', () => {
  it('gives the venue of fewer editions its own series, named by its field', () => {
    const events = [
      edition('FSE', 2024, ACM, ['Software Engineering']),
      edition('FSE', 2025, ACM, ['Software Engineering', 'Blockchain']),
      // A tracker lists ACM FSE under security too: another sub-topic joins no venues.
      edition('FSE', 2027, ACM, ['Software Engineering', 'Cybersecurity']),
      edition('FSE', 2025, 'Fast Software Encryption', ['Cryptography', 'Cybersecurity']),
      // Its name differs, its field is the venue's.
      edition('FSE', 2027, 'IACR Transactions on Symmetric Cryptology', ['Cryptography']),
    ];
    const changes = splitSeries(events);
    expect(events.map((event) => event.series)).toEqual([
      'FSE',
      'FSE',
      'FSE',
      'FSE (Cryptography)',
      'FSE (Cryptography)',
    ]);
    expect(changes).toEqual([
      { index: 3, series: 'FSE (Cryptography)', was: 'FSE' },
      { index: 4, series: 'FSE (Cryptography)', was: 'FSE' },
    ]);
  });

  it('keeps one venue one series: names alike, one field, or names that tell nothing', () => {
    const FACCT = 'ACM Conference on Fairness, Accountability, and Transparency';
    const events = [
      edition('FAccT', 2026, FACCT, ['Computer Vision']),
      edition('FAccT', 2027, FACCT, ['Computer Vision']),
      // Named by the acronym alone, of another first sub-topic: it tells nothing of its venue.
      edition('FAccT', 2023, 'FAccT', ['Human-Computer Interaction']),
      edition('FAccT', 2024, 'FAccT 2024', ['Human-Computer Interaction']),
      // Another name of one field, and a name alike under another field.
      edition('FAccT', 2025, 'Fairness, Accountability and Transparency', ['Ethics']),
      edition('FAccT', 2022, 'The ACM FAccT Conference', ['Computer Vision']),
    ];
    expect(splitSeries(events)).toEqual([]);
    expect(new Set(events.map((event) => event.series))).toEqual(new Set(['FAccT']));
  });

  it('leaves a venue without a sub-topic in the series, and reads a bounded number of editions', () => {
    const events = [
      edition('SEC', 2025, 'IFIP International Information Security Conference', ['Cybersecurity']),
      edition('SEC', 2026, 'IFIP International Information Security Conference', ['Cybersecurity']),
      edition('SEC', 2026, 'ACM/IEEE Symposium on Edge Computing', []),
    ];
    expect(splitSeries(events)).toEqual([]);
    // A hostile series of thousands of editions of distinct names: at most 200 are compared.
    const many = Array.from({ length: 5000 }, (_, i) => edition('X', 2000 + (i % 30), `Alpha${i} Beta${i}`, [`F${i}`]));
    const changes = splitSeries(many);
    expect(changes.length).toBe(199);
    expect(many.slice(200).every((event) => event.series === 'X')).toBe(true);
  });
});

describe('two venues of one acronym in an import', () => {
  const record = (year: number, id: string, name: string, sub: string, month: string) =>
    `- title: FSE\n  year: ${year}\n  id: ${id}\n  full_name: ${name}\n  sub: ${sub}\n  place: Lisbon, Portugal\n` +
    `  start: ${year}-${month}-12\n  end: ${year}-${month}-16\n  deadline: '${year}-01-14 23:59'\n`;
  const se = trackerCheckout(
    dir,
    'se',
    record(2025, 'fse25', ACM, 'SE', '07') + record(2026, 'fse26', ACM, 'SE', '07'),
  );
  const crypto = trackerCheckout(dir, 'crypto', record(2024, 'fse24', 'Fast Software Encryption', 'CRYPTO', '03'));

  it('gives each its series, found apart, and reports the editions moved', () => {
    const out = join(dir, 'splits.sqlite');
    const { report } = runImport({ from: [se, crypto].map((path) => ({ format: 'ai-deadlines', path })), out });
    expect(report.seriesKeys).toEqual([expect.objectContaining({ series: 'FSE (Cryptography)', was: 'FSE' })]);
    const snapshot = join(dir, 'splits.snapshot');
    buildSnapshot({ input: out, output: snapshot, now: new Date('2026-08-21T00:00:00Z') });
    const index = openSnapshot(snapshot);
    const today = parseIsoDate('2026-08-21')!;
    const total = (filters: { series?: string; acronym?: string }) =>
      search(index, { ...filters, limit: 0, offset: 0 }, today).total;
    expect(total({ series: 'fse' })).toBe(2);
    expect(total({ series: 'FSE (Cryptography)' })).toBe(1);
    // Both are FSE by their acronym.
    expect(total({ acronym: 'FSE' })).toBe(3);
  });
});
