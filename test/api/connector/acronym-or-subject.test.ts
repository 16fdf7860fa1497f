/**
 * An acronym and a subject joined by "or" (docs/api.md, Connector tools): "HCI or CSCW venues" is
 * answered by each alone, in turn, not by the acronym's editions whose words hold the subject; an
 * acronym and a subject not so joined ("CSCW workshops on HCI") are both required. Over a few
 * events: two editions of CSCW, filed under Social Computing, and two HCI conferences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-acronym-or-subject-');
const TODAY = parseIsoDate('2026-11-28')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    ...[2027, 2028].map((year) =>
      sourceRow({
        id: year,
        name: 'Conference on Computer-Supported Cooperative Work',
        acronym: `CSCW ${year}`,
        series: 'cscw',
        sub_topic: 'Social Computing',
        ...on(`${year}-10-10`),
      }),
    ),
    sourceRow({
      id: 1,
      name: 'Human-Computer Interaction Days',
      sub_topic: 'Human-Computer Interaction',
      ...on('2027-03-10'),
    }),
    sourceRow({ id: 2, name: 'Interfaces Forum', sub_topic: 'Human-Computer Interaction', ...on('2027-05-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => result.id);

describe('an acronym and a subject joined by "or"', () => {
  it('are each searched alone, their events in turn', () => {
    for (const question of ['HCI or CSCW venues', 'CSCW or HCI conferences', 'HCI venues or CSCW']) {
      expect(ids(question).sort(), question).toEqual(['1', '2', '2027', '2028']);
      expect(ask(question).reading, question).toMatch(/any of "hci" \(2 events\), "CSCW" \(2 events\)/);
    }
    expect(ids('CSCW 2027 or other HCI venues').sort()).toEqual(['1', '2', '2027']);
  });

  it('are both required when not so joined', () => {
    expect(ask('CSCW conferences on HCI').reading).toContain('acronym=CSCW');
    expect(ask('CSCW conferences on HCI').reading).not.toContain('any of');
  });
});
