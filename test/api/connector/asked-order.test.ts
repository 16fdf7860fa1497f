/**
 * An order the question asks over the events it finds and those whose deadlines are estimated
 * (docs/api.md, Connector tools): "sorted by deadline" is one run by the first deadline ahead, not
 * the subject's field first, nor the announced before the estimated. Over a few editions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-asked-order-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** Editions filed under `field`, each with a paper deadline when `due` gives one. */
const edition = (acronym: string, name: string, series: string, start: string, field: string) =>
  sourceRow({ name, acronym, series, ...on(start), sub_topic: field });

beforeAll(() => {
  const rows = [
    // Of the subject's field, its 2027 call estimated from 2026's (2027-04-21) and one announced (2027-02-10).
    edition('WVX 2026', 'Weaving Conference', 'wvx', '2026-09-10', 'Textiles'),
    edition('WVX 2027', 'Weaving Conference', 'wvx', '2027-09-10', 'Textiles'),
    edition('LWD 2027', 'Loom Weaving Days', 'lwd', '2027-06-10', 'Textiles'),
    // Of another field, its call estimated first of all (2027-01-05).
    edition('DWF 2026', 'Dye Weaving Forum', 'dwf', '2026-05-01', 'Chemistry'),
    edition('DWF 2027', 'Dye Weaving Forum', 'dwf', '2027-05-01', 'Chemistry'),
    // Ended, its 2027 edition not listed yet: its call foreseen a year after 2026's (2027-03-01).
    edition('SPN 2025', 'Spinning and Weaving Symposium', 'spn', '2025-08-01', 'Textiles'),
    edition('SPN 2026', 'Spinning and Weaving Symposium', 'spn', '2026-08-01', 'Textiles'),
  ];
  const dues: Record<string, string> = {
    'WVX 2026': '2026-04-21',
    'LWD 2027': '2027-02-10',
    'DWF 2026': '2026-01-05',
    'SPN 2025': '2025-03-01',
    'SPN 2026': '2026-03-01',
  };
  index = indexOfRows(
    dir,
    rows,
    rows.flatMap((row) => {
      const due = dues[String(row.acronym)];
      return due === undefined ? [] : [{ event_id: row.id, kind: 'paper', due, timezone: 'AoE' }];
    }),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const acronyms = (question: string) => ask(question).results.map(({ title }) => title.split(' — ')[0]!.split(' (')[0]);

describe('an order asked over the events found and those estimated', () => {
  it('is one run by the first deadline ahead', () => {
    // The field's venues came first, announced then estimated: LWD, WVX, then DWF.
    // A venue whose next edition is not listed yet stays: "sorted by deadline" searched the events
    // from today, which its ended edition, standing for the next, is not.
    expect(acronyms('weaving conference deadlines in 2027, sorted by deadline')).toEqual([
      'DWF 2027',
      'LWD 2027',
      'SPN 2026',
      'WVX 2027',
    ]);
  });

  it("keeps the subject's field first when no order is asked", () => {
    expect(acronyms('weaving conference deadlines in 2027')).toEqual(['LWD 2027', 'SPN 2026', 'WVX 2027', 'DWF 2027']);
  });
});
