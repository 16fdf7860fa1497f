/**
 * searchConferences' query, compiled by zod's own compiler (src/api/schemas/parameters.ts), reads
 * every request exactly as the schema alone does: over the whole random mix and over hostile values
 * of every parameter, the same value (key order included) or the same refusal, over HTTP
 * (fromQuery) and over MCP (fromArguments). The compiler would fall back to the schema for what it
 * cannot model; in strict mode it must model all of it, so that the fast path exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RANDOM_MIX_COUNT, randomMix } from '../../bench/common/random-mix.js';
import { InputParser } from '../../src/api/input.js';
import { SEARCH_PARAMETERS, searchQuery, zodSearchQuery } from '../../src/api/schemas/parameters.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';
import { HOSTILE_CASES, HOSTILE_VALUES } from './search-parameter-cases.js';

type Texts = Record<string, string>;

/** What a parameter is refused without (docs/api.md: radius_km only with near). */
const NEEDS: Partial<Record<string, Texts>> = { radius_km: { near: 'Barcelona' } };

const combined = new InputParser({ query: searchQuery });
const zodOnly = new InputParser({ query: zodSearchQuery });
const { dir, cleanup } = tempDir();
let mixTexts: Texts[] = [];

beforeAll(async () => {
  const { snapshot } = await buildDemoSnapshot(dir, 20_000);
  const mix = randomMix(openSnapshot(snapshot), { today: parseIsoDate(TEST_ANCHOR)! });
  mixTexts = mix.map((query) => Object.fromEntries(new URLSearchParams(query.path.split('?')[1])));
}, 300_000);
afterAll(cleanup);

/** What a parse gave: its value, or the class and message of what it threw. */
function outcome(parse: () => unknown): unknown {
  try {
    return { value: parse() };
  } catch (error) {
    const { name, message } = error as Error;
    return { threw: name, message, code: (error as { code?: unknown }).code };
  }
}

/** The value zod gives, or undefined when it refuses (or throws). */
function zodValue(texts: Texts): unknown {
  try {
    const result = zodSearchQuery.safeParse(texts);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** A tool call's arguments for the texts: digits as JSON numbers, comma lists as arrays. */
function toolArguments(texts: Texts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).map(([name, text]) => {
      if (/^\d{1,9}$/.test(text) && String(Number(text)) === text) return [name, Number(text)];
      return [name, text.includes(',') ? text.split(',') : text];
    }),
  );
}

/** Checks one request: the compiled parser answers (or refuses) as the schema alone does, by query and by arguments. */
function agrees(texts: Texts): void {
  const label = JSON.stringify(texts);
  // q's syntax error is thrown (the 400 q_syntax), by both alike.
  const compiled = outcome(() => searchQuery.safeParse(texts)) as { value?: z.ZodSafeParseResult<object> };
  const schema = outcome(() => zodSearchQuery.safeParse(texts)) as { value?: z.ZodSafeParseResult<object> };
  expect(compiled, label).toStrictEqual(schema);
  if (compiled.value?.success && schema.value?.success) {
    expect(Object.keys(compiled.value.data), label).toEqual(Object.keys(schema.value.data));
  }
  expect(
    outcome(() => combined.fromQuery(texts, {})),
    label,
  ).toStrictEqual(outcome(() => zodOnly.fromQuery(texts, {})));
  const args = toolArguments(texts);
  expect(
    outcome(() => combined.fromArguments(args)),
    label,
  ).toStrictEqual(outcome(() => zodOnly.fromArguments(args)));
}

describe('the compiled search query', () => {
  it('is compiled whole: zod models every rule of the schema', () => {
    expect(() => z.compile(zodSearchQuery, { strict: true })).not.toThrow();
  });

  it('reads every search of the random mix exactly as the schema does', () => {
    expect(mixTexts).toHaveLength(RANDOM_MIX_COUNT);
    for (const texts of mixTexts) {
      expect(zodSearchQuery.safeParse(texts).success, JSON.stringify(texts)).toBe(true);
      agrees(texts);
    }
  }, 300_000);

  it('reads or refuses a hostile value of any parameter as the schema does, alone or amid others', () => {
    const refused = new Set<string>();
    for (const name of SEARCH_PARAMETERS) {
      for (const text of HOSTILE_VALUES[name]) {
        const texts = { ...NEEDS[name], [name]: text };
        agrees(texts);
        if (zodValue(texts) === undefined) refused.add(name);
        agrees({ q: 'learning', ...texts, tz: 'UTC' });
      }
    }
    // Every parameter has values the schema refuses, so the refusals were compared too.
    expect([...refused].sort()).toEqual([...SEARCH_PARAMETERS].sort());
  }, 300_000);

  it("refuses what breaks a rule across parameters with the schema's error", () => {
    for (const texts of HOSTILE_CASES) agrees(texts);
  });
});
