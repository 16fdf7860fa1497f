/**
 * cfp=open with a deadline window (docs/api.md, Deadlines): every open edition with a deadline of
 * any round ahead in the window, on the public record of VLDB 2027 (test/fixtures/formats/one-truth,
 * an excerpt of ccf-deadlines): its round-9 paper deadline (1 December 2026) is in the window though
 * that round's abstract (25 November) has passed; its January round keeps the call open.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { openSnapshot, search } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-open-window-');
afterAll(cleanup);

const source = join(dir, 'source.sqlite');
const snapshot = join(dir, 'public.snapshot');
runImport({
  from: [{ format: 'ccf-deadlines', path: join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'one-truth', 'ccf') }],
  out: source,
  verified: '2026-11-26',
});
buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-26T00:00:00Z') });
const today = parseIsoDate('2026-11-26')!;
const index = openSnapshot(snapshot, today);

const acronyms = (deadlineTo: string) =>
  search(
    index,
    { limit: 50, offset: 0, coreRanks: ['A*'], cfp: 'open', deadlineTo: parseIsoDate(deadlineTo)! },
    today,
  ).positions.map((position) => eventAt(index.store, position).acronym);

describe('cfp=open with deadline_to', () => {
  it('keeps VLDB 2027, whose round-9 paper deadline is in the window though its abstract has passed', () => {
    expect(acronyms('2026-12-17')).toContain('VLDB 2027');
  });

  it('leaves it out when no deadline of it still ahead is in the window', () => {
    expect(acronyms('2026-11-30')).not.toContain('VLDB 2027');
  });
});
