import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSections } from '../../src/ops/inspect.js';
import type { ValidRow } from '../../src/source/validate.js';
import { loadStore, type Store } from '../../src/store/index.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, readValidRows } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-inspect-');
let store: Store;
let rows: ValidRow[];

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 1500);
  store = loadStore(snapshot);
  rows = readValidRows(source);
});
afterAll(cleanup);

describe('snapshot inspect', () => {
  it('counts each format, the events in no country and those with a deadline, as the rows say', () => {
    const lines = new Map(describeSections(store));
    const count = (predicate: (row: ValidRow) => boolean) => rows.filter(predicate).length;
    expect(lines.get('events')).toBe(rows.length);
    expect(lines.get('formats')).toBe(
      store.meta.formats.map((format) => `${format} ${count((row) => row.format === format)}`).join(', '),
    );
    expect(lines.get('countries')).toMatch(
      new RegExp(`\\(${count((row) => row.country === null)} events in no country\\)$`),
    );
    const deadlines = rows.flatMap((row) => (row.deadline === null ? [] : [row.deadline])).sort((a, b) => a - b);
    expect(lines.get('deadlines')).toMatch(
      new RegExp(
        `^${deadlines.length} events, ${formatIsoDate(deadlines[0]!)} \\.\\. ${formatIsoDate(deadlines.at(-1)!)}, in \\d+ buckets$`,
      ),
    );
    expect(lines.get('cities')).toMatch(/^\d+ \(found by \d+ names/);
  });
});
