/**
 * Kinds of sentence the docs repeat, each read wherever it stands and held to the code: a
 * variable's default in prose, how many operations or continents there are, the `npm run`
 * scripts and the files of this repository that a doc names. A doc that says it anew is held too.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/api/openapi.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { PLANS } from '../../src/auth/plans.js';
import { loadConfig, PRODUCTION_METRICS_PORT } from '../../src/config.js';
import { CONTINENTS } from '../../src/reference/continents.js';
import { PROJECT_ROOT, readDoc } from './markdown.js';

const DOCS = ['README.md', 'bench/README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).map((name) => `docs/${name}`)]
  .filter((path) => path.endsWith('.md'))
  .map((path) => [path, readDoc(path).replace(/\s+/g, ' ')] as const);
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Every match of `pattern` in every doc, with the doc's path. */
const found = (pattern: RegExp): Array<[string, RegExpExecArray]> =>
  DOCS.flatMap(([path, text]) => [...text.matchAll(pattern)].map((match): [string, RegExpExecArray] => [path, match]));

describe("a variable's default, where prose gives it", () => {
  const defaults = loadConfig({}) as unknown as Record<string, unknown>;
  // Off outside production; the value it takes there.
  const production: Record<string, unknown> = { METRICS_PORT: PRODUCTION_METRICS_PORT };
  const sayings = found(/`([A-Z][A-Z0-9_]+)`[^.;`]{0,40}?\(default (\d[\d,.]*)( ms| s\b| KiB\/s| MiB| MB)?/g);

  it('is found often enough to be worth holding', () => {
    expect(sayings.length).toBeGreaterThan(12);
  });

  it.each(sayings.map(([path, match]) => [path, match[0], match] as const))('%s: %s', (_path, _text, match) => {
    const [, name, figure, unit] = match;
    const value = name! in production && defaults[name!] === undefined ? production[name!] : defaults[name!];
    const stated = Number(figure!.replace(/,/g, ''));
    // A variable in milliseconds may be written in seconds, one in KiB in MiB.
    const scale = unit === ' s' && name!.endsWith('_MS') ? 1000 : unit === ' MiB' && name!.endsWith('_KB') ? 1024 : 1;
    expect(stated * scale, name).toBe(value);
  });
});

describe('counts the docs spell out', () => {
  /** The operations every doc calls "the five": the assistant's JSON reads. */
  const reads = OPERATIONS.filter((row) => row.assistant && row.answer === 'json' && row.method === 'GET');

  /** "five operations", "six continents": the matches whose word is a number. */
  const counted = (pattern: RegExp) =>
    found(pattern).flatMap(([path, match]) =>
      NUMBER_WORDS.includes(match[1]!.toLowerCase()) ? [[path, match[0], match[1]!.toLowerCase()] as const] : [],
    );

  it.each(counted(/\b(\w+) operations\b/gi))('%s: "%s"', (_path, _text, count) => {
    expect(count).toBe(NUMBER_WORDS[reads.length]);
  });

  it.each(counted(/\b(\w+) continents\b/gi))('%s: "%s"', (_path, _text, count) => {
    expect(count).toBe(NUMBER_WORDS[CONTINENTS.length]);
  });
});

describe('versions the docs repeat', () => {
  const { openapi } = buildOpenApiDocument(loadConfig({}), 'assistant') as { openapi: string };

  it.each(found(/\bOpenAPI (\d+\.\d+(?:\.\d+)?)/g).map(([path, match]) => [path, match[1]!] as const))(
    '%s: OpenAPI %s',
    (_path, version) => {
      expect(openapi.startsWith(version)).toBe(true);
    },
  );
});

describe('commands and files the docs name', () => {
  const scripts = Object.keys((JSON.parse(readDoc('package.json')) as { scripts: Record<string, string> }).scripts);

  it('names only plans that exist', () => {
    const named = found(/(?:--plan |_PLAN=)([a-z]+)/g).map(([path, match]) => `${path}: ${match[1]}`);
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((entry) => !(PLANS as readonly string[]).includes(entry.split(': ')[1]!))).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = found(/npm run (?:-s )?([a-z][\w:-]*[\w])/g).map(([path, match]) => `${path}: ${match[1]}`);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((entry) => !scripts.includes(entry.split(': ')[1]!))).toEqual([]);
  });

  it("names only files of this repository's code, tools, tests, benchmarks and deployment that exist", () => {
    // docs/importers.md names files of the trackers it reads; data/ holds files made at run time;
    // tools/list and tools/call are MCP methods. A module may be named without its `.ts`.
    const named = found(/`((?:src|tools|test|bench|deploy|\.ci)\/[\w./-]*\w)`/g)
      .filter(([path, match]) => path !== 'docs/importers.md' && !/^tools\/(?:list|call)$/.test(match[1]!))
      .map(([path, match]) => `${path}: ${match[1]}`);
    const exists = (file: string) =>
      existsSync(join(PROJECT_ROOT, file)) || existsSync(join(PROJECT_ROOT, `${file}.ts`));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((entry) => !exists(entry.split(': ')[1]!))).toEqual([]);
  });
});
