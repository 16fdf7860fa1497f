/**
 * One build per reason code of the report (docs/source-format.md, Report): each checks the code,
 * severity, column, value as given and suggestion of the problem it causes.
 */
import { describe, expect, it } from 'vitest';
import { REASONS, type ReasonCode, type RowProblem } from '../../src/source/problems.js';
import { SOURCE_DDL } from '../../src/source/schema.js';
import { type RowInput, sourceRow } from '../fixtures/source.js';
import { builderHarness, problemsOf } from './harness.js';

const { buildReport } = builderHarness();

type Expected = Pick<RowProblem, 'column' | 'value'> & { suggestion?: string | RegExp };

interface Case {
  label: string;
  code: ReasonCode;
  /** The rows after one plain valid row; the last one is the row with the problem. */
  rows: () => RowInput[];
  expected: Expected;
  ddl?: string;
}

const online = { country: null, city: null, format: 'online' };

const CASES: Case[] = [
  {
    label: 'an id out of range',
    code: 'id_invalid',
    rows: () => [sourceRow({ id: 2 ** 31 })],
    expected: { column: 'id', value: '2147483648' },
  },
  {
    label: 'the same id twice, in a table without a primary key',
    code: 'id_duplicate',
    rows: () => [sourceRow({ id: 7 }), sourceRow({ id: 7 })],
    expected: { column: 'id', value: '7' },
    ddl: SOURCE_DDL.replace('INTEGER PRIMARY KEY', 'INTEGER'),
  },
  {
    label: 'a blob where text belongs',
    code: 'text_expected',
    rows: () => [sourceRow({ name: Buffer.from('xy') })],
    expected: { column: 'name', value: '<blob of 2 bytes>' },
  },
  {
    label: 'an empty name',
    code: 'required_empty',
    rows: () => [sourceRow({ name: '  ' })],
    expected: { column: 'name', value: null },
  },
  {
    label: 'a misspelt type',
    code: 'type_unknown',
    rows: () => [sourceRow({ type: 'Conferance' })],
    expected: { column: 'type', value: 'Conferance', suggestion: 'conference' },
  },
  {
    label: 'a format named by a common word',
    code: 'format_unknown',
    rows: () => [sourceRow({ format: 'Virtual' })],
    expected: { column: 'format', value: 'Virtual', suggestion: 'online' },
  },
  {
    label: 'a date without leading zeros',
    code: 'date_invalid',
    rows: () => [sourceRow({ start_date: '2027-3-1' })],
    expected: { column: 'start_date', value: '2027-3-1', suggestion: '2027-03-01' },
  },
  {
    label: 'an end date before the start date',
    code: 'end_before_start',
    rows: () => [sourceRow({ start_date: '2027-03-05', end_date: '2027-03-04' })],
    expected: { column: 'end_date', value: '2027-03-04' },
  },
  {
    label: 'a misspelt country',
    code: 'country_unknown',
    rows: () => [sourceRow({ country: 'Greec' })],
    expected: { column: 'country', value: 'Greec', suggestion: 'Greece' },
  },
  {
    label: 'a region given as the country',
    code: 'country_unknown',
    rows: () => [sourceRow({ country: 'Puerto Rico', city: 'San Juan' })],
    expected: {
      column: 'country',
      value: 'Puerto Rico',
      suggestion: '"Puerto Rico" is a region of United States; write the country as United States',
    },
  },
  {
    label: 'a conference with no country and no format',
    code: 'country_required',
    rows: () => [sourceRow({ country: null, city: null })],
    expected: { column: 'country', value: null, suggestion: /set format to online/ },
  },
  {
    label: 'an in-person event whose country says "Online"',
    code: 'country_required',
    rows: () => [sourceRow({ country: 'Online', format: 'in-person' })],
    expected: { column: 'country', value: 'Online', suggestion: /give the country where the event takes place/ },
  },
  {
    label: 'a URL with a space',
    code: 'website_invalid',
    rows: () => [sourceRow({ website: 'https://example.org/dev days' })],
    expected: {
      column: 'website',
      value: 'https://example.org/dev days',
      suggestion: 'https://example.org/dev%20days',
    },
  },
  {
    label: 'a URL without a scheme',
    code: 'website_invalid',
    rows: () => [sourceRow({ website: 'www.example.org/x' })],
    expected: { column: 'website', value: 'www.example.org/x', suggestion: 'https://www.example.org/x' },
  },
  {
    label: 'a city for an online event',
    code: 'online_city_dropped',
    rows: () => [sourceRow({ ...online, city: 'Berlin' })],
    expected: { column: 'city', value: 'Berlin' },
  },
  {
    label: 'a city written "City, ST"',
    code: 'city_region_rewritten',
    rows: () => [sourceRow({ city: 'Austin, TX', country: 'United States' })],
    expected: { column: 'city', value: 'Austin, TX', suggestion: 'Austin' },
  },
  {
    label: 'a city whose region lies in another country',
    code: 'city_region_unknown',
    rows: () => [sourceRow({ city: 'Paris, Texas', country: 'France' })],
    expected: {
      column: 'city',
      value: 'Paris, Texas',
      suggestion: 'check the country: "Paris, Texas" reads as a place in United States',
    },
  },
  {
    label: '"CA" as the country of a city of California',
    code: 'country_code_is_region',
    rows: () => [sourceRow({ city: 'San Francisco', country: 'CA' })],
    expected: {
      column: 'country',
      value: 'CA',
      suggestion: '"San Francisco" is in the US state California, not in Canada: write the country as United States',
    },
  },
  {
    label: '"IN" as the country of a city of India',
    code: 'country_code_is_region',
    rows: () => [sourceRow({ city: 'Mumbai', country: 'IN' })],
    expected: {
      column: 'country',
      value: 'IN',
      suggestion:
        '"IN" is also the US state Indiana; if the event is in the United States, write the country as United States',
    },
  },
  {
    label: 'the same event twice',
    code: 'duplicate',
    rows: () => [sourceRow({ id: 100, name: 'DevConf' }), sourceRow({ id: 101, name: 'devconf' })],
    expected: {
      column: 'name',
      value: 'devconf',
      suggestion: 'the same event as id 100; build with --dedupe to keep only id 100',
    },
  },
];

describe('the build report names each reason by code', () => {
  for (const { label, code, rows, expected, ddl } of CASES) {
    it(`${code}: ${label}`, () => {
      const source = rows();
      const last = source[source.length - 1]!;
      const report = buildReport([sourceRow(), ...source], { ...(ddl ? { ddl } : {}) });
      const problems = problemsOf(report, code);
      expect(problems).toHaveLength(1);
      const [problem] = problems;
      const { suggestion, ...exact } = expected;
      expect(problem).toMatchObject({
        ...exact,
        id: last.id,
        severity: REASONS[code].severity,
        reason: REASONS[code].text,
      });
      if (typeof suggestion === 'string') expect(problem!.suggestion).toBe(suggestion);
      else if (suggestion) expect(problem!.suggestion).toMatch(suggestion);
      else expect(problem!.suggestion).toBeUndefined();
      expect(report.summary).toContainEqual(expect.objectContaining({ code, count: 1, exampleId: last.id }));
    });
  }

  it('covers every reason code', () => {
    expect(new Set(CASES.map((c) => c.code))).toEqual(new Set(Object.keys(REASONS)));
  });
});
