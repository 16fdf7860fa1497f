/**
 * A tracker's YAML read record by record, and bounded (src/import/yaml.ts, docs/importers.md, Files):
 * a key written twice or a line YAML cannot read refuses its record, not the file; a YAML file over
 * MAX_YAML_BYTES is refused before it is parsed; and an import whose source gave no event fails,
 * its report written and no source file, unless the source is empty by design (no record at all).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { ImportFailed, importReportText, runImport } from '../../src/import/index.js';
import { MAX_YAML_BYTES } from '../../src/import/yaml.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-yaml-');
afterAll(cleanup);

const edition = (title: string, extra = '') =>
  `- title: ${title}\n  year: 2027\n  date: May 3-5, 2027\n  place: Lyon, France\n  deadline: '2026-11-20 23:59'\n${extra}`;

const tracker = (name: string, text: string): string => trackerCheckout(dir, name, text);

describe('faults in a YAML file', () => {
  it('refuses the edition with a key written twice, and reads the others', () => {
    const root = tracker('twice', [edition('AAA'), edition('BBB', '  year: 2028\n'), edition('CCC')].join('\n'));
    const result = readAiDeadlines(root, importContext());
    expect(result.records).toBe(3);
    expect(result.events.map((event) => event.acronym)).toEqual(['AAA 2027', 'CCC 2027']);
    expect(result.notes).toContainEqual(
      expect.objectContaining({
        recordId: '_data/conferences.yml#2',
        code: 'record_refused',
        detail: 'a key written twice (line 12)',
      }),
    );
  });

  it('refuses the edition holding a line YAML cannot read, and reads the others', () => {
    const root = tracker(
      'broken',
      [edition('AAA'), edition('BBB', '  sub: ML  \n  - title: X\n'), edition('CCC')].join('\n'),
    );
    const result = readAiDeadlines(root, importContext());
    expect(result.events.map((event) => event.acronym)).toEqual(['AAA 2027', 'CCC 2027']);
    expect(result.notes.find((note) => note.code === 'record_refused')?.detail).toMatch(
      /^YAML that cannot be read \(line 13/,
    );
  });

  it('reads merge keys (its own keys first, then the first map merged), and refuses only the edition that merges no map', () => {
    const text = [
      "- &base\n  title: AAA\n  year: 2027\n  date: May 3-5, 2027\n  place: Lyon, France\n  deadline: '2026-11-20 23:59'",
      '- <<: *base\n  title: BBB\n  place: Nice, France',
      '- <<: [{ title: CCC }, *base]\n  year: 2028\n  date: May 3-5, 2028',
      '- <<: *base\n  <<: [1, 2]\n  title: DDD',
    ].join('\n');
    const result = readAiDeadlines(tracker('merge', `${text}\n`), importContext());
    expect(result.records).toBe(4);
    expect(result.events.map((event) => [event.acronym, event.city, event.start])).toEqual([
      ['AAA 2027', 'Lyon', '2027-05-03'],
      ['BBB 2027', 'Nice', '2027-05-03'],
      ['CCC 2028', 'Lyon', '2028-05-03'],
    ]);
    expect(result.notes).toContainEqual(
      expect.objectContaining({ recordId: '_data/conferences.yml#4', code: 'record_refused' }),
    );
  });

  it('refuses a YAML file over its size before parsing it, naming the bound', () => {
    const one = edition('AAA');
    const root = tracker('large', one.repeat(Math.ceil((8 * 1024 * 1024) / one.length)));
    const result = readAiDeadlines(root, importContext());
    expect(result.events).toEqual([]);
    expect(result.notes).toEqual([
      expect.objectContaining({ code: 'file_refused', detail: `a file over ${MAX_YAML_BYTES} bytes` }),
    ]);
  });
});

describe('a source that gives no event', () => {
  it('fails the import, naming the source, with the report written and no source file', () => {
    const empty = tracker('empty', edition('AAA').replace('May 3-5, 2027', 'February 30, 2027'));
    const out = join(dir, 'out.sqlite');
    const run = () =>
      runImport({
        from: [
          { format: 'ccf-deadlines', path: FIXTURES.ccf },
          { format: 'ai-deadlines', path: empty },
        ],
        out,
      });
    expect(run).toThrow(ImportFailed);
    expect(run).toThrow(/no event from ai-deadlines .*empty \(1 records read, 1 refused\)/);
    expect(existsSync(out)).toBe(false);
    const report = JSON.parse(readFileSync(`${out}.import.json`, 'utf8')) as { sources: { events: number }[] };
    expect(report.sources.map((source) => source.events)).toEqual([9, 0]);
  });
});

describe('a tracker empty by design', () => {
  it('is reported empty and the other sources are written (a file of comments only, as a public tracker has)', () => {
    const empty = tracker('by-design', '## Empty by design\n# deadlines are kept in the browser\n');
    const out = join(dir, 'by-design.sqlite');
    const { report, reportPath } = runImport({
      from: [
        { format: 'ccf-deadlines', path: FIXTURES.ccf },
        { format: 'ai-deadlines', path: empty },
      ],
      out,
    });
    expect(existsSync(out)).toBe(true);
    expect(report.sources.map(({ records, events, empty }) => ({ records, events, empty }))).toEqual([
      { records: 9, events: 9, empty: false },
      { records: 0, events: 0, empty: true },
    ]);
    expect(importReportText(report, reportPath)).toContain(
      `ai-deadlines: empty, no records (${empty}): nothing imported from it`,
    );
  });

  it('fails the import when it is the only source: nothing to write', () => {
    const empty = tracker('alone', '[]\n');
    expect(() =>
      runImport({ from: [{ format: 'ai-deadlines', path: empty }], out: join(dir, 'alone.sqlite') }),
    ).toThrow(/no event from ai-deadlines .*alone \(0 records read, 0 refused\)/);
  });
});
