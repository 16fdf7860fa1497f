/**
 * A tracker record whose name is a million characters of one word, and names holding
 * bidirectional overrides and zero-width characters, through the import and the build
 * (docs/importers.md, Values): the name is cut to its bound with a note, and both finish.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { TEXT_BOUNDS } from '../../src/source/text-bounds.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES } from './context.js';

const { dir, cleanup } = tempDir('confdir-long-fields-');
afterAll(cleanup);

/** A million characters: the record's file stays under the importers' bound of a file (1 MiB). */
const WORD = 'w'.repeat(1_000_000);

/** An ai-deadlines record of a conference in Berlin with these fields. */
function record(id: string, fields: Record<string, string>): string {
  const lines = Object.entries(fields).map(([key, value]) => `  ${key}: "${value}"`);
  return [
    `- title: ${id.toUpperCase()}`,
    '  year: 2027',
    `  id: ${id}`,
    ...lines,
    '  city: Berlin',
    '  country: Germany',
    "  start: '2027-06-01'",
    "  end: '2027-06-03'",
    '  deadlines:',
    '    - type: paper',
    "      date: '2027-02-01 23:59:59'",
    '      timezone: AoE',
    '  tags: [machine-learning]',
  ].join('\n');
}

describe('a tracker record of a million characters in one word', () => {
  it('is imported cut to each bound with a note, and built', () => {
    const tracker = join(dir, 'tracker');
    cpSync(FIXTURES.ai, tracker, { recursive: true });
    const records = [
      record('huge27', { full_name: WORD }),
      record('hidden27', { full_name: '\u202eHidden\u200b Systems\u2066 Days\u2069\ufeff' }),
    ];
    writeFileSync(join(tracker, 'src', 'data', 'conferences', 'huge.yml'), `${records.join('\n')}\n`);
    const source = join(dir, 'source.sqlite');
    const { report } = runImport({ from: [{ format: 'ai-deadlines', path: tracker }], out: source });
    const HUGE = 'src/data/conferences/huge.yml#huge27';
    const cuts = report.notes.filter((note) => note.code === 'text_cut');
    expect(cuts.map((note) => [note.recordId, note.detail, note.value?.length])).toEqual([
      [HUGE, `name cut to ${TEXT_BOUNDS.name} characters (of ${WORD.length})`, TEXT_BOUNDS.name! + 1],
    ]);
    const db = new Database(source, { readonly: true });
    const rows = db.prepare("SELECT name FROM events WHERE name LIKE 'w%' OR name LIKE 'Hidden%'").all();
    db.close();
    expect(rows).toEqual([{ name: 'w'.repeat(TEXT_BOUNDS.name!) }, { name: 'Hidden Systems Days' }]);

    const built = buildSnapshot({ input: source, output: join(dir, 'public.snapshot') });
    expect(built.report).toMatchObject({ errors: 0, invalidRows: 0 });
    expect(built.header.events).toBe(report.events);
  });
});
