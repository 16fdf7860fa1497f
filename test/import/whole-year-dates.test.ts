/**
 * A tracker's placeholder dates (src/import/ai-deadlines/record-event.ts, docs/importers.md, Values):
 * `start: 2027-01-01`, `end: 2027-12-31` with `date: TBD` mean "some time in 2027", dates not
 * known, so the record joins its dated edition from another tracker instead of standing beside it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { mergeSources } from '../../src/import/merge.js';
import { tempDir } from '../fixtures/source.js';
import { importContext } from './context.js';

const { dir, cleanup } = tempDir('confdir-whole-year-');
afterAll(cleanup);

function tracker(name: string, start: string, end: string, deadline: string): string {
  const root = join(dir, name);
  mkdirSync(join(root, '_data'), { recursive: true });
  const record =
    `- title: NDSS\n  year: 2027\n  id: ndss27${name}\n  full_name: Network and Distributed System Security Symposium\n` +
    `  link: https://www.ndss-symposium.org/ndss2027/\n  deadline: '${deadline} 23:59:59'\n  timezone: Etc/GMT+12\n` +
    `  place: TBD\n  date: TBD\n  start: '${start}'\n  end: '${end}'\n`;
  writeFileSync(join(root, '_data', 'conferences.yml'), record);
  return root;
}

describe('a whole calendar year given as days', () => {
  it('is dates not known, noted, and merges with the edition another tracker dates', () => {
    const placeholder = readAiDeadlines(tracker('year', '2027-01-01', '2027-12-31', '2026-05-06'), importContext());
    expect(placeholder.events[0]).toMatchObject({ acronym: 'NDSS 2027', start: null, end: null, precision: 'unknown' });
    expect(placeholder.notes.map((note) => note.code)).toContain('dates_unknown');
    const dated = readAiDeadlines(tracker('dated', '2027-03-22', '2027-03-26', '2026-04-23'), importContext());
    const merged = mergeSources([dated, placeholder]).events;
    expect(merged.map((event) => [event.acronym, event.start, event.end])).toEqual([
      ['NDSS 2027', '2027-03-22', '2027-03-26'],
    ]);
  });

  it('is days when the span is less than the whole year', () => {
    const result = readAiDeadlines(tracker('long', '2027-01-02', '2027-12-31', '2026-05-06'), importContext());
    expect(result.events[0]).toMatchObject({ start: '2027-01-02', end: '2027-12-31', precision: 'day' });
  });
});
