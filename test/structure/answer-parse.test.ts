/**
 * No answer is read back (docs/design.md, The answer path): every answer kind writes itself from
 * the operation's result and the store's columns, so `JSON.parse` in src reads only files and
 * sections that are not answers, each listed here with what it reads. A parse anywhere else, or one
 * more in a listed file, fails; so does a listed read that is gone (the list is kept exact).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

/** The files of src that parse JSON, how many times, and what they read: none of it an answer. */
const NOT_ANSWERS: Readonly<Record<string, { count: number; reads: string }>> = {
  'auth/issuer-fetch.ts': { count: 1, reads: "an OAuth issuer's key set (JWKS)" },
  'auth/issuer-metadata.ts': { count: 1, reads: "an OAuth issuer's metadata document" },
  'auth/keys-file-format.ts': { count: 1, reads: 'the API keys file' },
  'builder/build.ts': { count: 1, reads: "package.json's version" },
  'config-limits.ts': { count: 1, reads: 'the ADDRESS_POOLS setting' },
  'import/files.ts': { count: 1, reads: "a source's JSON data file" },
  'ops/analytics-report.ts': { count: 1, reads: "a replica's /analytics report, checked by its schema" },
  'ops/published/pointer.ts': { count: 1, reads: 'the pointer file to the published snapshot' },
  'ops/refresh/served.ts': { count: 1, reads: 'the record of the snapshot a refresh published' },
  'ops/refresh/sources.ts': { count: 1, reads: "an import's report file" },
  'ops/refresh/work-lock.ts': { count: 1, reads: "the refresh's lock file" },
  'reference/countries.ts': { count: 1, reads: 'the countries reference file' },
  'snapshot/reader.ts': { count: 1, reads: "a snapshot file's header" },
  'store/annex-sections.ts': { count: 1, reads: "a snapshot's time zone section" },
  'store/change-table.ts': { count: 1, reads: "a snapshot's change log builds section" },
  'store/load-places.ts': { count: 1, reads: "a snapshot's region records" },
  'store/load.ts': { count: 1, reads: "a snapshot's meta section" },
  'store/rank-table.ts': { count: 1, reads: "a snapshot's rank table section" },
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The JSON.parse calls of a file's code (its comments left out). */
function parseCalls(text: string): number {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return code.match(/\bJSON\s*\.\s*parse\s*\(/g)?.length ?? 0;
}

describe('reading answers back', () => {
  it('counts the calls in code and none in comments', () => {
    expect(parseCalls('/** JSON.parse(x) */\n// JSON.parse(y)\nconst a = JSON.parse(z) + JSON .parse (w);')).toBe(2);
  });

  it('parses JSON in src only where it reads a file or a section that is not an answer', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles(SRC)) {
      const count = parseCalls(readFileSync(file, 'utf8'));
      if (count > 0) found[relative(SRC, file).split('\\').join('/')] = count;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(NOT_ANSWERS).map(([file, { count }]) => [file, count])));
  });
});
