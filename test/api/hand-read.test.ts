/**
 * The search parameters read by hand (src/api/schemas/hand-read.ts) give exactly what the zod
 * schema gives: over the whole random mix (every search read by hand, never handed to the schema)
 * and over hostile values of every parameter, where the hand readers either agree with the schema
 * or leave the request to it; and every request the schema refuses is refused with the same error,
 * over HTTP (fromQuery) and over MCP (fromArguments).
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RANDOM_MIX_COUNT, randomMix } from '../../bench/common/random-mix.js';
import { InputParser } from '../../src/api/input.js';
import {
  readSearchQueryByHand,
  SEARCH_PARAMETERS,
  searchQuery,
  zodSearchQuery,
} from '../../src/api/schemas/parameters.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';
import { HOSTILE_CASES, HOSTILE_VALUES } from './hand-read-cases.js';

type Texts = Record<string, string>;

/** What a parameter is refused without (docs/api.md: radius_km only with near). */
const NEEDS: Partial<Record<string, Texts>> = { radius_km: { near: 'Barcelona' } };

const byHand = readSearchQueryByHand();
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

/**
 * Checks one request: a value read by hand is the schema's, key order included; the combined parser
 * answers (or refuses) as the schema alone does, by query and by arguments. True when read by hand.
 */
function agrees(texts: Texts): boolean {
  const fast = byHand(texts);
  if (fast !== z.INVALID) {
    const schema = zodValue(texts);
    expect(isDeepStrictEqual(fast, schema), JSON.stringify(texts)).toBe(true);
    expect(Object.keys(fast), JSON.stringify(texts)).toEqual(Object.keys(schema as object));
  }
  const label = JSON.stringify(texts);
  expect(
    outcome(() => combined.fromQuery(texts, {})),
    label,
  ).toStrictEqual(outcome(() => zodOnly.fromQuery(texts, {})));
  const args = toolArguments(texts);
  expect(
    outcome(() => combined.fromArguments(args)),
    label,
  ).toStrictEqual(outcome(() => zodOnly.fromArguments(args)));
  return fast !== z.INVALID;
}

describe('the search parameters read by hand', () => {
  it('read every search of the random mix by hand, exactly as the schema does', () => {
    expect(mixTexts).toHaveLength(RANDOM_MIX_COUNT);
    const handled = mixTexts.filter(agrees).length;
    expect(handled).toBe(mixTexts.length);
  }, 300_000);

  it('read a hostile value of any parameter as the schema does, or leave it to the schema', () => {
    const handled = new Set<string>();
    const refused = new Set<string>();
    for (const name of SEARCH_PARAMETERS) {
      for (const text of HOSTILE_VALUES[name]) {
        const texts = { ...NEEDS[name], [name]: text };
        if (agrees(texts)) handled.add(name);
        if (zodValue(texts) === undefined) refused.add(name);
        // Beside valid parameters on either side, in the schema's order: read by hand if the schema takes it.
        const amid = { q: 'learning', ...texts, tz: 'UTC' };
        expect(agrees(amid) || zodValue(amid) === undefined, JSON.stringify(amid)).toBe(true);
      }
    }
    // Every parameter has values read by hand and values the schema refuses.
    expect([...handled].sort()).toEqual([...SEARCH_PARAMETERS].sort());
    expect([...refused].sort()).toEqual([...SEARCH_PARAMETERS].sort());
  }, 300_000);

  it('leave to the schema what breaks a rule across parameters, so that its refusal is the same', () => {
    for (const texts of HOSTILE_CASES) {
      agrees(texts);
      if (zodValue(texts) === undefined) expect(byHand(texts), JSON.stringify(texts)).toBe(z.INVALID);
    }
  });

  it('never read by hand what the schema refuses', () => {
    for (const name of SEARCH_PARAMETERS) {
      for (const text of HOSTILE_VALUES[name]) {
        const texts = { ...NEEDS[name], [name]: text };
        if (zodValue(texts) === undefined) expect(byHand(texts), JSON.stringify(texts)).toBe(z.INVALID);
      }
    }
  }, 300_000);
});
