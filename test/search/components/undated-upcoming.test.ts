/**
 * An edition whose dates were never given, of a year before today's, has ended (docs/api.md,
 * Order): in `upcoming` it comes after every ended event, not among the events ahead ("CBT 2023",
 * dates "TBD" in a tracker never updated, listed first for `q=blockchain`). Undated editions of
 * this year, a later one or none stay between the events ahead and the ended ones. Every page of
 * the engine's answer, with and without filters, relevance and similar_to included, equals the
 * brute-force reference's; and a series whose editions have all ended stands by its latest dated one.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { editionsOf } from '../../../src/search/deadline-values.js';
import { openSnapshot, type SearchFilters, search } from '../../../src/search/index.js';
import { eventAt } from '../../../src/store/index.js';
import { formatIsoDate, parseIsoDate } from '../../../src/util/dates.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { knownNamesOf, readValidRows } from '../../fixtures/demo-snapshot.js';
import { type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { referenceSearch } from '../reference.js';

const { dir, cleanup } = tempDir('confdir-undated-upcoming-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-26')!;
const undated = { date_precision: 'unknown', start_date: null, end_date: null };

/** Dated events around today (some under way), and undated editions of past, current, later and no years. */
function rows(): RowInput[] {
  const random = seededRandom(2023);
  const words = ['Blockchain', 'Learning', 'Systems'];
  const out: RowInput[] = [];
  for (let i = 0; i < 60; i++) {
    const start = today + Math.floor((random() - 0.6) * 1500);
    const days = Math.floor(random() * 6);
    out.push(
      sourceRow({
        name: `Conference on ${words[i % 3]} ${i}`,
        start_date: formatIsoDate(start),
        end_date: formatIsoDate(start + days),
      }),
    );
  }
  out.push(
    sourceRow({ name: 'Conference on Blockchain Under Way', start_date: '2026-11-24', end_date: '2026-11-27' }),
    sourceRow({
      name: 'Crypto Blockchain Technology',
      acronym: 'CBT 2022',
      start_date: '2022-05-02',
      end_date: '2022-05-03',
    }),
    sourceRow({ name: 'Crypto Blockchain Technology', acronym: 'CBT 2023', ...undated }),
    sourceRow({
      name: 'Crypto Blockchain Technology',
      acronym: 'CBT 2024',
      start_date: '2024-05-06',
      end_date: '2024-05-07',
    }),
    sourceRow({
      name: 'Ledger Systems Workshop',
      acronym: 'LSW 2025',
      start_date: '2025-03-03',
      end_date: '2025-03-04',
    }),
    sourceRow({ name: 'Ledger Systems Workshop', acronym: 'LSW 2027', ...undated }),
    sourceRow({ name: 'Old Blockchain Symposium', acronym: 'OBS 2024', ...undated }),
    sourceRow({ name: 'Old Blockchain Symposium', acronym: 'OBS 2021', ...undated }),
    sourceRow({ name: 'Learning Days', acronym: 'LD 2026', ...undated }),
    sourceRow({ name: 'Workshop on Blockchain Nothing Known', ...undated }),
  );
  return out;
}

function open() {
  const input = join(dir, 'undated.sqlite');
  writeSourceFile(input, rows());
  const output = join(dir, 'undated.snapshot');
  buildSnapshot({ input, output, now: new Date('2026-11-26T00:00:00Z') });
  const valid = readValidRows(input);
  return { index: openSnapshot(output, today), rows: valid, known: knownNamesOf(valid) };
}

const built = open();
const engine = (filters: SearchFilters) => {
  const result = search(built.index, filters, today);
  return { total: result.total, ids: result.positions.map((p) => eventAt(built.index.store, p).id) };
};
const reference = (filters: SearchFilters) => referenceSearch(built.rows, filters, today, built.known);
const acronyms = (filters: Partial<SearchFilters>) =>
  search(built.index, { limit: 100, offset: 0, ...filters }, today).positions.map(
    (p) => eventAt(built.index.store, p).acronym ?? eventAt(built.index.store, p).name,
  );

describe('undated editions in the upcoming order', () => {
  it('lists an undated edition of a past year after every ended event, the others before them', () => {
    const order = acronyms({ q: 'blockchain' });
    const at = (name: string) => order.indexOf(name);
    expect(at('CBT 2023')).toBe(order.length - 3);
    expect(order.slice(-3)).toEqual(['CBT 2023', 'OBS 2024', 'OBS 2021']);
    expect(at('Workshop on Blockchain Nothing Known')).toBeLessThan(at('CBT 2024'));
    expect(at('Conference on Blockchain Under Way')).toBe(0);
    // LD 2026, undated, of this year: after the learning events ahead, before the ended ones.
    const learning = acronyms({ q: 'learning' });
    const ended = new Set(built.rows.filter((row) => row.end < today).map((row) => row.name));
    const firstEnded = learning.findIndex((name) => ended.has(name));
    expect(learning.indexOf('LD 2026')).toBe(firstEnded - 1);
  });

  it('agrees with the reference on every page, with and without filters, relevance and similar_to', () => {
    const random = seededRandom(77);
    const qs = [undefined, 'blockchain', 'learning', 'systems', 'CBT', 'LSW', 'OBS'];
    const ids = built.rows.map((row) => row.id);
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const q = qs[Math.floor(random() * qs.length)];
      const draw = random();
      const filters: SearchFilters = {
        limit: 1 + Math.floor(random() * 8),
        offset: Math.floor(random() * 75),
        ...(q === undefined ? {} : { q }),
        ...(draw < 0.25 ? { sort: 'relevance' as const } : {}),
        ...(draw > 0.85 ? { similarTo: ids[Math.floor(random() * ids.length)]! } : {}),
      };
      expect(engine(filters), JSON.stringify(filters)).toEqual(reference(filters));
      compared++;
    }
    expect(compared).toBe(400);
  });

  it("lists an event's other editions newest first by year, an undated one at its year", () => {
    const store = built.index.store;
    const at = (acronym: string) => search(built.index, { acronym, limit: 1, offset: 0 }, today).positions[0]!;
    const years = (acronym: string) => editionsOf(store, at(acronym)).map((edition) => edition.year);
    expect(years('CBT 2022')).toEqual([2024, 2023]);
    expect(years('CBT 2024')).toEqual([2023, 2022]);
    expect(years('OBS 2021')).toEqual([2024]);
  });

  it('lets a series whose editions have all ended stand by its latest dated edition', () => {
    const like = built.rows.find((row) => row.name === 'Conference on Learning 1')!.id;
    const listed = acronyms({ similarTo: like, limit: 100 });
    expect(listed).toContain('CBT 2024');
    expect(listed).not.toContain('CBT 2023');
    expect(listed).toContain('LSW 2027');
    expect(listed).toContain('OBS 2024');
  });
});
