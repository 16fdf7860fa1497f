/**
 * A subject of one expression whose events all ended, asked of what is to come, is answered word
 * by word with one word left out (docs/api.md, Connector tools): two words that make a field's
 * name together are kept before another, though they match more events. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-field-pair-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    // The expression's one event, ended, of no field.
    sourceRow({
      id: 1,
      name: 'AI Engineering and Software Engineering Conference',
      sub_topic: null,
      ...on('2026-04-10'),
    }),
    sourceRow({
      id: 2,
      name: 'Software Engineering Symposium',
      sub_topic: 'Software Engineering',
      ...on('2027-05-10'),
    }),
    // "software" of the most events, none of them of its field.
    ...[3, 4, 5, 6].map((id) =>
      sourceRow({ id, name: `Software Days ${id}`, sub_topic: 'Tools', ...on('2025-05-10') }),
    ),
    sourceRow({ id: 7, name: 'Engineering AI Forum', sub_topic: 'Artificial Intelligence', ...on('2027-06-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('a subject of one expression, its events ended, word by word', () => {
  it("keeps two words of a field's name before another", () => {
    const answer = ask('software engineering AI conferences in 2027');
    // The expression's own event, ended this year, follows.
    expect(answer.results.map((result) => result.id)).toEqual(['2', '1']);
    expect(answer.results[0]!.title).toContain('found without "ai"');
  });
});
