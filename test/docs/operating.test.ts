/**
 * docs/operating.md and the README against src/config.ts: every environment variable has its row in
 * the configuration table, with the default the code gives it and the bounds of its rule; the
 * README's table of the variables a deployment sets agrees with the code too.
 */
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_METRICS_PORT, VARIABLE_NAMES } from '../../src/config.js';
import { PROJECT_ROOT, readDoc, section } from './markdown.js';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org', FEED_SECRET: 'x'.repeat(40) };
const defaults = loadConfig({}) as unknown as Record<string, unknown>;

/** The rows of a table whose first cell names variables: the variables and the other cells. */
function variableRows(markdown: string): Array<{ names: string[]; cells: string[] }> {
  return markdown
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { names: [...cells[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), cells: cells.slice(2, -1) };
    });
}

/** The defaults that depend on other settings (unset in the schema, worked out from them), in words. */
const DERIVED: Readonly<Record<string, string>> = {
  PUBLIC_BASE_URL: 'http://localhost:PORT',
  API_CONTACT_URL: 'the landing page',
  METRICS_PORT: `${PRODUCTION_METRICS_PORT} in production`,
  OAUTH_AUDIENCE: '`PUBLIC_BASE_URL`/mcp',
};

/** The default as the docs write it: `unset` for none, a path from the project root, the number or word. */
function writtenDefault(name: string): string {
  if (DERIVED[name] !== undefined) return DERIVED[name];
  const value = defaults[name];
  if (value === undefined) return 'unset';
  if (typeof value === 'string' && value.startsWith(PROJECT_ROOT)) return relative(PROJECT_ROOT, value);
  return String(value);
}

/** The bounds of a variable's rule ("must be an integer 1..86400"), as the code words it. */
function bounds(name: string): [number, number] | undefined {
  try {
    loadConfig({ [name]: 'not a value' });
  } catch (error) {
    const match = /must be an integer (\d+)\.\.(\d+)/.exec((error as Error).message);
    if (match) return [Number(match[1]), Number(match[2])];
  }
  return undefined;
}

describe("docs/operating.md's configuration table", () => {
  const rows = variableRows(section(readDoc('docs/operating.md'), 'Configuration') ?? '');

  it('has a row for every environment variable, and only for those', () => {
    expect(rows.flatMap((row) => row.names).sort()).toEqual([...VARIABLE_NAMES].sort());
  });

  it("gives each variable the code's default", () => {
    for (const { names, cells } of rows) {
      const written = names.map(writtenDefault).join(', ');
      expect(cells[0]!.startsWith(written), `${names.join(', ')}: ${cells[0]} should start with ${written}`).toBe(true);
    }
  });

  it("states a variable's bounds, where it states them, as the code's rule has them", () => {
    let stated = 0;
    for (const { names, cells } of rows) {
      const range = /\b(\d+) to (\d+)\b/.exec(cells[1]!);
      const rule = names.length === 1 ? bounds(names[0]!) : undefined;
      if (range === null || rule === undefined) continue;
      stated++;
      expect([Number(range[1]), Number(range[2])], names[0]).toEqual(rule);
    }
    expect(stated).toBeGreaterThan(5);
  });

  it('says which variables production requires', () => {
    const required = (name: string): boolean => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      try {
        loadConfig(env);
        return false;
      } catch {
        return true;
      }
    };
    for (const { names, cells } of rows) {
      for (const name of names) {
        if (name === 'NODE_ENV') continue;
        expect(/required in production/.test(cells.join(' ')), name).toBe(required(name));
      }
    }
  });
});

describe("the README's configuration table", () => {
  const rows = variableRows(section(readDoc('README.md'), 'Configuration at a glance') ?? '');

  it("names variables the code reads, with the code's defaults", () => {
    expect(rows.length).toBeGreaterThan(5);
    for (const { names, cells } of rows) {
      for (const name of names) expect(VARIABLE_NAMES as readonly string[], name).toContain(name);
      const written = names.map(writtenDefault).join(', ');
      expect(cells[0]!.startsWith(written), `${names.join(', ')}: ${cells[0]} should start with ${written}`).toBe(true);
    }
  });
});
