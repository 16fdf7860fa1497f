/**
 * A subject of an expression of three words and another word, no event having both (docs/api.md,
 * Connector tools): the expression is kept ("graph neural networks" of "graph neural networks for
 * drug discovery", "human robot interaction" of "physical human robot interaction"), and where its
 * own events have all ended, a question of what is to come is answered by the events of its field
 * alike them, as the expression alone would be. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-alike-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      // The expression's one event, ended, its call long passed.
      sourceRow({ id: 1, name: 'Graph Neural Networks Forum', sub_topic: 'Machine Learning', ...on('2025-12-10') }),
      // "discovery" of more events, none of them of graphs.
      ...[2, 3, 4].map((id) =>
        sourceRow({ id, name: `Knowledge Discovery Meeting ${id}`, sub_topic: 'Data Mining', ...on('2027-08-10') }),
      ),
      // Of the expression's field, its call in the window.
      sourceRow({ id: 5, name: 'Learning Systems Conference', sub_topic: 'Machine Learning', ...on('2027-07-10') }),
      // "human robot interaction" of more events than "physical", whose one workshop is of another field.
      ...[6, 8, 9].map((id) =>
        sourceRow({ id, name: `Human Robot Interaction Conference ${id}`, sub_topic: 'Robotics', ...on('2027-03-10') }),
      ),
      sourceRow({
        id: 7,
        name: 'Physical Systems Workshop',
        type: 'workshop',
        sub_topic: 'Embedded',
        ...on('2027-04-10'),
      }),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2025-08-29', timezone: 'AoE' },
      { event_id: 5, kind: 'paper', due: '2027-01-15', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a subject of a three-word expression and another word', () => {
  it("keeps the expression, and answers its field's events to come alike its own", () => {
    const answer = ask(
      'I have a paper on graph neural networks for drug discovery. Where could I submit it in the next four months?',
    );
    // It found nothing: the words kept were "graph" and "discovery", then LOG's like alone, ended.
    expect(idsOf(answer)).toEqual([5]);
    expect(answer.results[0]!.title).toContain(
      'found without "graph neural networks discovery", with similar_to=1 (Graph Neural Networks Forum 2025), subtopic=Machine Learning',
    );
  });

  it('keeps the expression though it matches more events than the other word', () => {
    const answer = ask('physical human robot interaction workshops');
    expect(idsOf(answer)).toEqual([6, 8, 9]);
    expect(answer.results[0]!.title).toContain('found without "physical" and without type=workshop');
  });
});
