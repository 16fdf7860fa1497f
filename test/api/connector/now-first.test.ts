/**
 * A window of the events' dates holding today and days before it, asking no subject, venue nor
 * order (docs/api.md, Connector tools): the events to come first, then those ended, latest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-now-first-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Early Kiln Forum', ...on('2026-12-01') }),
    sourceRow({ id: 2, name: 'Middle Kiln Forum', ...on('2026-12-03') }),
    sourceRow({ id: 3, name: 'Late Kiln Forum', ...on('2026-12-20') }),
    sourceRow({ id: 4, name: 'Later Kiln Forum', ...on('2026-12-28') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-05')!);
const ids = (question: string) => ask(question).results.map((result) => Number(result.id));

describe('a window holding today, nothing else asked', () => {
  it('answers the events to come first, then those ended', () => {
    // "conferences in December 2026", on the 5th, began with four ended ones.
    const answer = ask('conferences in December 2026');
    expect(answer.results.map((result) => Number(result.id))).toEqual([3, 4, 2, 1]);
    expect(answer.reading).toContain('sort=upcoming');
  });

  it('keeps the order of a subject, of an order asked and of a window ahead', () => {
    expect(ask('kiln conferences in December 2026').reading).not.toContain('sort=');
    expect(ids('conferences in December 2026 sorted by date')).toEqual([1, 2, 3, 4]);
    expect(ask('conferences in January 2027').reading ?? '').not.toContain('sort=upcoming');
  });
});
