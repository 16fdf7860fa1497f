/**
 * Calls for papers said closed (docs/api.md, Connector tools): "closed calls for papers", "whose
 * deadlines passed" read no open call but the deadlines passed, to yesterday; "not closed yet" is
 * an open call; of an edition named, the title says it. Over a chemistry meeting whose deadline
 * passed and a chemistry forum whose call is open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-closed-calls-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      sourceRow({ id: 1, name: 'Glacier Chemistry Meeting', acronym: 'GCM 2027', ...on('2027-05-10') }),
      sourceRow({ id: 2, name: 'Glacier Chemistry Forum', acronym: 'GCF 2027', ...on('2027-06-10') }),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2026-09-01', timezone: 'AoE' },
      { event_id: 2, kind: 'paper', due: '2027-01-10', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a call for papers said closed', () => {
  it('reads the deadlines passed, no open call', () => {
    for (const question of [
      'chemistry conferences with closed calls for papers',
      'chemistry conferences whose call for papers is closed',
      'chemistry conferences whose deadlines passed',
    ]) {
      const answer = ask(question);
      expect(idsOf(answer), question).toEqual([1]);
      expect(answer.reading, question).toContain('deadline_to=2026-11-28');
      expect(answer.reading, question).toContain('bounds the deadlines to those passed: … to 2026-11-28');
      expect(answer.reading, question).not.toContain('cfp=open');
    }
  });

  it('is an open call when said not closed, and nothing of an edition named', () => {
    expect(idsOf(ask('chemistry conferences whose call for papers is not closed yet'))).toEqual([2]);
    expect(ask('chemistry conferences whose deadline has not passed').reading).toContain('cfp=open');
    const named = ask('Has the GCM 2027 deadline passed?');
    expect(named.reading).toBe('Read as acronym=GCM, year=2027.');
    expect(named.results[0]!.title).toContain('paper deadline passed 2026-09-01');
  });
});
