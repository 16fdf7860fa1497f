/**
 * A subject whose one event is a workshop has no field of its own (docs/api.md, Connector tools): a
 * workshop is filed under its host's field ("edge AI": SAFE-EDGE, of a security conference), so
 * its subject is not answered by that field's venues alike it; one conference alone still gives its
 * field. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-workshop-field-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    // The one event of "edge weaving": a workshop of a security conference, ended.
    sourceRow({
      id: 1,
      name: 'Workshop on Edge Weaving',
      type: 'workshop',
      sub_topic: 'Security',
      ...on('2026-06-10'),
    }),
    // The one event of "loom theory": a conference, ended.
    sourceRow({ id: 2, name: 'Symposium on Loom Theory', sub_topic: 'Textiles', ...on('2026-05-10') }),
    ...[10, 11, 12].map((id) =>
      sourceRow({ id, name: `Security Days ${id}`, sub_topic: 'Security', ...on('2027-03-10') }),
    ),
    ...[20, 21].map((id) => sourceRow({ id, name: `Fabric Days ${id}`, sub_topic: 'Textiles', ...on('2027-04-10') })),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('the field of a subject of one event', () => {
  it("is none of a workshop's: no venues of its host's field alike it", () => {
    // It answered Security Days 10, 11 and 12, each "found without ..., with similar_to=1".
    const answer = ask('edge weaving conferences in 2027');
    expect(answer.results.map(({ title }) => title).join('\n')).not.toContain('with similar_to=');
    expect(answer.results.map(({ id }) => id)).not.toContain('10');
  });

  it("is a conference's own", () => {
    const answer = ask('loom theory conferences in 2027');
    expect(answer.results.map(({ id }) => id)).toEqual(expect.arrayContaining(['20', '21']));
    // Itself first, ended within the year (docs/api.md), then the venues alike it.
    expect(answer.results[0]!.id).toBe('2');
    expect(answer.results[1]!.title).toContain('with similar_to=2');
  });
});
