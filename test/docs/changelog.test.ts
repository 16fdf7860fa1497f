/**
 * CHANGELOG.md keeps the Keep a Changelog 1.1.0 shape: `## [Unreleased]`, then releases as
 * `## [x.y.z] - YYYY-MM-DD`, newest first; within each, only the six kinds as `###` headings, each
 * at most once and in the standard order; and, from the releases after 1.1.0 on (the two before were
 * written before this rule and are kept as released), entries of one or two lines, each line at
 * most 100 characters with link addresses not counted.
 */
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../src/api/index.js';
import { readDoc } from './markdown.js';

const KINDS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];
const WIDTH = 100;
const ENTRY_LINES = 2;
/** The last release whose entries predate the one-or-two-line rule. */
const LAST_FREE_FORM = '1.1.0';

function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** What breaks the format, one line each, naming the line; empty when the text keeps it. */
function changelogProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  let release: string | undefined;
  let previousVersion: string | undefined;
  let kinds: string[] = [];
  let checked = false;
  let entry: { line: number; length: number } | undefined;
  const endEntry = () => {
    if (entry && entry.length > ENTRY_LINES) problems.push(`line ${entry.line}: an entry of ${entry.length} lines`);
    entry = undefined;
  };
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (line.startsWith('#')) endEntry();
    if (line.startsWith('## ')) {
      const title = line.slice(3);
      const version = /^\[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/.exec(title);
      if (title === '[Unreleased]') {
        if (release !== undefined) problems.push(`${at}: [Unreleased] must be the first section`);
        release = 'Unreleased';
      } else if (version) {
        if (release === undefined) problems.push(`${at}: [Unreleased] must come first`);
        if (Number.isNaN(Date.parse(`${version[2]}T00:00:00Z`))) problems.push(`${at}: no such date`);
        if (previousVersion && compareVersions(version[1]!, previousVersion) >= 0) {
          problems.push(`${at}: ${version[1]} is not older than ${previousVersion}`);
        }
        release = previousVersion = version[1]!;
      } else {
        problems.push(`${at}: "${title}" is neither [Unreleased] nor [x.y.z] - YYYY-MM-DD`);
      }
      kinds = [];
      checked = previousVersion === undefined || compareVersions(previousVersion, LAST_FREE_FORM) > 0;
      return;
    }
    if (line.startsWith('### ')) {
      const kind = line.slice(4);
      if (release === undefined) problems.push(`${at}: "${kind}" outside a release`);
      else if (!KINDS.includes(kind)) problems.push(`${at}: "${kind}" is not one of ${KINDS.join(', ')}`);
      else if (kinds.includes(kind)) problems.push(`${at}: a second "${kind}" in ${release}`);
      else if (kinds.some((seen) => KINDS.indexOf(seen) > KINDS.indexOf(kind))) {
        problems.push(`${at}: "${kind}" after ${kinds.at(-1)}; the order is ${KINDS.join(', ')}`);
      }
      kinds.push(kind);
      return;
    }
    if (/^#/.test(line) && release !== undefined) problems.push(`${at}: a heading other than ## and ###`);
    if (!checked || release === undefined || line === '') {
      if (line === '') endEntry();
      return;
    }
    if (kinds.length === 0) problems.push(`${at}: text outside a kind heading`);
    if (line.replace(/\]\([^)]*\)/g, '](').length > WIDTH) problems.push(`${at}: over ${WIDTH} characters`);
    if (line.startsWith('- ')) {
      endEntry();
      entry = { line: index + 1, length: 1 };
    } else if (line.startsWith('  ') && entry) {
      entry.length++;
    } else {
      problems.push(`${at}: neither an entry ("- ") nor its continuation ("  ")`);
    }
  });
  endEntry();
  return problems;
}

describe('CHANGELOG.md', () => {
  it('keeps the Keep a Changelog shape', () => {
    expect(changelogProblems(readDoc('CHANGELOG.md'))).toEqual([]);
  });

  it("names the interface's version (API_VERSION) as its newest release", () => {
    const newest = readDoc('CHANGELOG.md').match(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/m)?.[1];
    expect(newest).toBe(API_VERSION);
  });

  it('is the release package.json, its lockfile and packaging/server.json name (what the image and npm start report)', () => {
    const newest = readDoc('CHANGELOG.md').match(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/m)?.[1];
    const lock = JSON.parse(readDoc('package-lock.json')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect((JSON.parse(readDoc('package.json')) as { version: string }).version).toBe(newest);
    expect(lock.version).toBe(newest);
    expect(lock.packages['']!.version).toBe(newest);
    expect((JSON.parse(readDoc('packaging/server.json')) as { version: string }).version).toBe(newest);
  });

  it('names what breaks the shape', () => {
    const bad = [
      '# Changelog',
      '## [Unreleased]',
      '### Changed',
      '- one line',
      '### Added',
      '- three',
      '  lines',
      '  long',
      '### Changed',
      '### Improvements',
      '## [2.0.0]',
      '## [1.0.0] - 2026-11-22',
      '## [1.2.0] - 2026-11-23',
    ].join('\n');
    expect(changelogProblems(bad)).toEqual([
      'line 5: "Added" after Changed; the order is Added, Changed, Deprecated, Removed, Fixed, Security',
      'line 6: an entry of 3 lines',
      'line 9: a second "Changed" in Unreleased',
      'line 10: "Improvements" is not one of Added, Changed, Deprecated, Removed, Fixed, Security',
      'line 11: "[2.0.0]" is neither [Unreleased] nor [x.y.z] - YYYY-MM-DD',
      'line 13: 1.2.0 is not older than 1.0.0',
    ]);
  });
});
