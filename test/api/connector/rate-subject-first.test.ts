/**
 * A question of the biggest or most selective venues of a subject (docs/api.md, Connector tools)
 * answers the venues of the subject itself first (named for it, or filed first under it), then
 * those of another field that list it: "the biggest computer vision conferences" gave AAAI, filed
 * under AI, before CVPR. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-rate-subject-first-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, series, name, sub-topic]: OMEGA lists chemistry in its name, filed under physics. */
const EVENTS: [number, string, string, string, string][] = [
  [1, 'ALPHA 2027', 'alpha', 'Symposium on Catalysis', 'Chemistry'],
  [2, 'BETA 2027', 'beta', 'Symposium on Polymers', 'Chemistry'],
  [3, 'OMEGA 2027', 'omega', 'Physics and Chemistry Forum', 'Physics'],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, series, name, sub_topic]) =>
    sourceRow({ id, name, acronym, series, sub_topic, start_date: '2027-05-10', end_date: '2027-05-12' }),
  );
  index = indexOfRows(dir, rows, undefined, {
    acceptance_rates: [
      { series: 'alpha', year: 2026, submitted: 500, accepted: 150, rate: null },
      { series: 'beta', year: 2026, submitted: 300, accepted: 60, rate: null },
      { series: 'omega', year: 2026, submitted: 2000, accepted: 100, rate: null },
    ],
  });
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const acronyms = (question: string) => ask(question).results.map((result) => result.title.split(' — ')[0]);

describe('the biggest or most selective venues of a subject', () => {
  it("are those of the subject itself first, each part in the measure's order", () => {
    expect(acronyms('the biggest chemistry conferences')).toEqual(['ALPHA 2027', 'BETA 2027', 'OMEGA 2027']);
    expect(acronyms('the most selective chemistry conferences')).toEqual(['BETA 2027', 'ALPHA 2027', 'OMEGA 2027']);
    expect(ask('the biggest chemistry conferences').reading).toContain(
      'by papers submitted, highest first, those of "chemistry" itself first: 3 venues have one known',
    );
  });

  it('say nothing of the subject when every venue is of it', () => {
    expect(acronyms('the biggest physics conferences')).toEqual(['OMEGA 2027']);
    expect(ask('the biggest physics conferences').reading).toContain(
      'by papers submitted, highest first: 1 venue has one known',
    );
  });
});
