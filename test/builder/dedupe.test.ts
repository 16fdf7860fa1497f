/** Duplicates (docs/source-format.md, Duplicates): listed as warnings, left out only with --dedupe. */
import { describe, expect, it } from 'vitest';
import { tieRows } from '../../src/builder/dedupe.js';
import { buildSnapshot } from '../../src/builder/index.js';
import type { ValidRow } from '../../src/source/validate.js';
import { sourceRow } from '../fixtures/source.js';
import { builderHarness, problemsOf } from './harness.js';

const { buildReport, path, sourceWith } = builderHarness();

const online = { country: null, city: null, format: 'online' };

/** The groups of duplicate ids a build finds among these rows. */
function groupsOf(rows: ReturnType<typeof sourceRow>[]): number[][] {
  return buildReport(rows).duplicates.map((group) => group.ids);
}

describe('duplicate rows', () => {
  const rows = () => [
    sourceRow({ id: 10, name: 'JSConf EU', topic: 'JavaScript' }),
    sourceRow({ id: 11, name: 'jsconf  eu', topic: 'Web' }),
    sourceRow({ id: 12, name: 'JSConf EU', topic: 'Frontend' }),
    sourceRow({ id: 13, name: 'Another Event' }),
  ];

  it('keeps every row without --dedupe, and lists each group with a warning per row after the first', () => {
    const input = sourceWith(rows());
    const result = buildSnapshot({ input, output: path('kept.snapshot') });
    expect(result.header.events).toBe(4);
    expect(result.report.duplicates).toEqual([{ ids: [10, 11, 12], kept: [10, 11, 12], dropped: [] }]);
    expect(problemsOf(result.report, 'duplicate').map((p) => [p.id, p.severity, p.column])).toEqual([
      [11, 'warning', 'name'],
      [12, 'warning', 'name'],
    ]);
  });

  it('with --dedupe keeps the lowest id of each group and lists what it dropped', () => {
    const input = sourceWith(rows());
    const result = buildSnapshot({ input, output: path('deduped.snapshot'), dedupe: true });
    expect(result.header).toMatchObject({ events: 2, sourceRows: 4, skippedRows: 2 });
    expect(result.report).toMatchObject({ deduped: true, droppedDuplicates: 2, validRows: 2, invalidRows: 0 });
    expect(result.report.duplicates).toEqual([{ ids: [10, 11, 12], kept: [10], dropped: [11, 12] }]);
    expect(problemsOf(result.report, 'duplicate').map((p) => p.suggestion)).toEqual([
      'dropped: the same event as id 10, which is kept',
      'dropped: the same event as id 10, which is kept',
    ]);
  });

  it('matches websites with scheme and host in any case and without trailing slashes, and the same start', () => {
    const [a, b, c, d] = [
      sourceRow({ website: 'HTTPS://Example.ORG/Conf/' }),
      sourceRow({ website: 'https://example.org/Conf' }),
      sourceRow({ website: 'https://example.org/conf' }),
      sourceRow({ website: 'https://example.org/Conf', start_date: '2027-03-04', end_date: '2027-03-05' }),
    ];
    expect(groupsOf([a!, b!, c!, d!])).toEqual([[a!.id, b!.id]]);
    const report = buildReport([sourceRow({ website: 'https://x.org/a' }), sourceRow({ website: 'https://x.org/a/' })]);
    expect(problemsOf(report, 'duplicate')[0]).toMatchObject({ column: 'website', value: 'https://x.org/a/' });
  });

  it('counts two online events with no country as held in the same country', () => {
    const [a, b] = [sourceRow({ ...online, name: '.NET Conf' }), sourceRow({ ...online, name: '.NET Conf' })];
    expect(groupsOf([a!, b!])).toEqual([[a!.id, b!.id]]);
  });

  it('tells apart other starts, other countries and names that differ only in symbols', () => {
    expect(
      groupsOf([
        sourceRow({ name: 'DevDays' }),
        sourceRow({ name: 'DevDays', start_date: '2027-03-04', end_date: '2027-03-05' }),
        sourceRow({ name: 'DevDays', country: 'France', city: 'Paris' }),
        sourceRow({ name: 'C++ Now' }),
        sourceRow({ name: 'C Now' }),
      ]),
    ).toEqual([]);
  });

  it('joins rows tied through a third one into one group', () => {
    const a = sourceRow({ name: 'RustConf' });
    const b = sourceRow({ website: 'https://rustconf.com/' });
    const c = sourceRow({ name: 'rustconf', website: 'https://rustconf.com' });
    expect(groupsOf([a, b, c])).toEqual([[a.id, b.id, c.id]]);
  });

  it('folds case, diacritics and runs of spaces alike for plain ASCII names and others', () => {
    const [a, b, c] = [
      sourceRow({ name: 'Café  Conf' }),
      sourceRow({ name: 'CAFE CONF' }),
      sourceRow({ name: 'cafe conf' }),
    ];
    expect(groupsOf([a, b, c])).toEqual([[a.id, b.id, c.id]]);
  });

  it('keeps apart keys that share a hash, telling them by their text', () => {
    const rows = ['a', 'b', 'a', 'c', 'b', 'a'].map((name) => ({ name }) as ValidRow);
    const ties: [number, number][] = [];
    tieRows(rows, { column: 'name', hash: () => 7, text: (row) => row.name }, (index, first) =>
      ties.push([index, first]),
    );
    expect(ties).toEqual([
      [2, 0],
      [4, 1],
      [5, 0],
    ]);
  });
});
