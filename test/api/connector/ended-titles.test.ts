/**
 * A connector result's title says when its event ended before today (docs/api.md, Connector
 * tools): a year alone does not tell a model that reads only the titles whether an edition is
 * still to come. Over a few events of one subject, asked the day after one of them ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-ended-titles-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

/** [id, name, start, end, city] */
const EVENTS: [number, string, string, string, string][] = [
  [1, 'PyCon Sweden 2026', '2026-11-19', '2026-11-20', 'Stockholm'],
  [2, 'PyCon Wroclaw 2026', '2026-11-21', '2026-11-22', 'Wroclaw'],
  [3, 'PyCon Germany 2027', '2027-04-20', '2027-04-22', 'Heidelberg'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    EVENTS.map(([id, name, start_date, end_date, city]) => sourceRow({ id, name, start_date, end_date, city })),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map((result) => result.title);

describe('the title of an event', () => {
  it('says the day it ended when that is before today, and nothing while it lasts or is to come', () => {
    const [germany, wroclaw, sweden] = titles('PyCon conferences');
    expect(germany).not.toContain('ended');
    expect(wroclaw).not.toContain('ended');
    expect(sweden).toMatch(/^PyCon Sweden 2026 — Stockholm, .* \(ended 2026-11-20\)$/);
  });

  it('says it after the note of a wider search', () => {
    const [, , sweden] = titles('PyCon conferences in 2025');
    expect(sweden).toMatch(/^PyCon Sweden 2026 — .*\(found without year=2025; Nov 19-20, 2026; ended 2026-11-20\)$/);
  });
});
