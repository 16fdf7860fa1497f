/**
 * "My time" (docs/api.md, Connector tools): "I'm in Berlin, when is the ICML 2027 deadline in my
 * time?" gave the deadline in its own zone and UTC alone, "in my time" taken for nothing. It is the
 * zone of the city the asker says they are in, as "in Berlin time" reads; without such a city it
 * is said not read, with how to name a zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-my-zone-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({
      id: 1,
      name: 'Lantern Conference',
      acronym: 'LANTERN 2027',
      series: 'lantern',
      start_date: '2027-07-06',
      end_date: '2027-07-09',
    }),
  ]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY);

describe('"my time"', () => {
  it('is the zone of the city the asker is in', () => {
    expect(read("I'm in Berlin, when is the LANTERN 2027 deadline in my time?").zone).toBe('Berlin time');
    expect(read('I work in Berlin; the LANTERN 2027 deadline in our local time zone').zone).toBe('Berlin time');
    expect(read('LANTERN 2027 deadline in Berlin time, my time').zone).toBe('Berlin time');
  });

  it('is said not read when the question says no city of a known zone', () => {
    const nowhere = read('When is the LANTERN 2027 deadline in my local time?');
    expect(nowhere.zone).toBeUndefined();
    expect(nowhere.notes).toContain(
      '"my local time" not read: the question does not say where you are; name a zone ("in CET")',
    );
    expect(nowhere.parameters).toEqual({ acronym: 'LANTERN', year: '2027' });
  });
});

describe('"AoE"', () => {
  it('yields to another zone named, as how the deadline is written', () => {
    expect(read('What is the AoE deadline for LANTERN 2027 in Pacific time?').zone).toBe('Pacific time');
    expect(read("I'm in Berlin: the LANTERN 2027 AoE deadline in my time").zone).toBe('Berlin time');
    expect(read('LANTERN 2027 deadline in AoE').zone).toBe('AoE');
  });
});
