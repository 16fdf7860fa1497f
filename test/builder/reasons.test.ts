/**
 * One build per reason code of the report (docs/source-format.md, Report): each checks the code,
 * severity, column, value as given and suggestion of the problem it causes.
 */
import { describe, expect, it } from 'vitest';
import { REASONS, type ReasonCode, type RowProblem } from '../../src/source/problems.js';
import { SOURCE_DDL } from '../../src/source/schema.js';
import { type DeadlineInput, type RowInput, sourceRow, type TableInput } from '../fixtures/source.js';
import { builderHarness, problemsOf } from './harness.js';

const { buildReport } = builderHarness();

/** `id` is the last row's unless given (null for a row of a table of series). */
type Expected = Pick<RowProblem, 'column' | 'value'> & { suggestion?: string | RegExp; id?: number | null };

interface Case {
  label: string;
  code: ReasonCode;
  /** The rows after one plain valid row; the last one is the row with the problem. */
  rows: () => RowInput[];
  /** Rows of the deadlines table, given the last row's id (start 2027-03-03). */
  deadlines?: (id: number) => DeadlineInput[];
  /** Rows of the optional tables of source format 5, given the last row's id. */
  tables?: (id: number) => TableInput;
  expected: Expected;
  ddl?: string;
}

/** A paper deadline of an event, round 1 unless given. */
const paper = (event_id: number, due: string, more: Partial<DeadlineInput> = {}): DeadlineInput => ({
  event_id,
  kind: 'paper',
  due,
  ...more,
});

const online = { country: null, city: null, format: 'online' };

/** The reasons of the columns and tables of source format 5. */
const FORMAT_5_CASES: Case[] = [
  {
    label: 'a date precision off the list',
    code: 'date_precision_unknown',
    rows: () => [sourceRow({ date_precision: 'months' })],
    expected: { column: 'date_precision', value: 'months', suggestion: 'month' },
  },
  {
    label: 'month precision on dates inside a month',
    code: 'date_precision_mismatch',
    rows: () => [sourceRow({ date_precision: 'month', start_date: '2027-03-02', end_date: '2027-04-30' })],
    expected: { column: 'date_precision', value: 'month', suggestion: /first day of the first month/ },
  },
  {
    label: 'an event whose dates are unknown',
    code: 'dates_unknown',
    rows: () => [sourceRow({ date_precision: 'unknown', start_date: null, end_date: null })],
    expected: { column: 'date_precision', value: 'unknown' },
  },
  {
    label: 'a topic row of an unknown kind',
    code: 'topic_kind_unknown',
    rows: () => [sourceRow()],
    tables: (id) => ({ event_topics: [{ event_id: id, kind: 'tag', name: 'Databases' }] }),
    expected: { column: 'event_topics.kind', value: 'tag' },
  },
  {
    label: 'a topic longer than 300 characters',
    code: 'text_too_long',
    rows: () => [sourceRow()],
    tables: (id) => ({ event_topics: [{ event_id: id, kind: 'topic', name: 'x'.repeat(301) }] }),
    expected: { column: 'event_topics.name', value: `${'x'.repeat(40)}…`, suggestion: 'at most 300 characters' },
  },
  {
    label: 'a description longer than the builder keeps',
    code: 'text_cut',
    rows: () => [sourceRow({ description: 'x'.repeat(100_001) })],
    expected: { column: 'description', value: `${'x'.repeat(40)}…`, suggestion: 'cut to 100000 characters of 100001' },
  },
  {
    label: 'a seventeenth sub-topic',
    code: 'list_over_limit',
    rows: () => [sourceRow({ sub_topic: null })],
    tables: (id) => ({
      event_topics: Array.from({ length: 17 }, (_, n) => ({ event_id: id, kind: 'sub_topic', name: `Sub ${n}` })),
    }),
    expected: { column: 'event_topics.name', value: 'Sub 16', suggestion: /^at most 16 of kind sub_topic/ },
  },
  {
    label: 'a source row of an event id that no row has',
    code: 'row_event_unknown',
    rows: () => [sourceRow({ id: 400 })],
    tables: () => ({ event_sources: [{ event_id: 401, name: 'ccf-deadlines' }] }),
    expected: { id: 401, column: 'event_sources.event_id', value: '401', suggestion: /no events row has id 401/ },
  },
  {
    label: 'an alias of an unknown kind',
    code: 'alias_invalid',
    rows: () => [sourceRow({ series: 'kdd' })],
    tables: () => ({ series_aliases: [{ series: 'kdd', alias: 'SIGKDD', kind: 'nickname' }] }),
    expected: { id: null, column: 'series_aliases.kind', value: 'nickname', suggestion: /^one of dblp, acronym/ },
  },
  {
    label: 'an alias of a series no event has',
    code: 'series_unknown',
    rows: () => [sourceRow()],
    tables: () => ({ series_aliases: [{ series: 'nips', alias: 'NeurIPS', kind: 'acronym' }] }),
    expected: { id: null, column: 'series_aliases.series', value: 'nips', suggestion: /no built event/ },
  },
  {
    label: 'more accepted than submitted',
    code: 'acceptance_rate_invalid',
    rows: () => [sourceRow({ series: 'aaai' })],
    tables: () => ({ acceptance_rates: [{ series: 'AAAI', year: 2025, submitted: 10, accepted: 12 }] }),
    expected: { id: null, column: 'acceptance_rates.accepted', value: '12', suggestion: 'more than the 10 submitted' },
  },
  {
    label: 'a rate that disagrees with its counts',
    code: 'acceptance_rate_mismatch',
    rows: () => [sourceRow({ series: 'aaai' })],
    tables: () => ({ acceptance_rates: [{ series: 'aaai', year: 2025, submitted: 12957, accepted: 3032, rate: 0.3 }] }),
    expected: {
      id: null,
      column: 'acceptance_rates.rate',
      value: '0.3',
      suggestion: 'the counts give 0.2340, which is kept',
    },
  },
];

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
    label: 'a country misspelt by two edits',
    code: 'country_unknown',
    rows: () => [sourceRow({ country: 'Swtizerlnd', city: 'Zurich' })],
    expected: { column: 'country', value: 'Swtizerlnd', suggestion: 'Switzerland' },
  },
  {
    label: 'a country misspelt by one edit',
    code: 'country_corrected',
    rows: () => [sourceRow({ country: 'United Kindom', city: 'London' })],
    expected: { column: 'country', value: 'United Kindom', suggestion: 'United Kingdom' },
  },
  {
    label: 'a region given as the country',
    code: 'country_is_region',
    rows: () => [sourceRow({ country: 'Puerto Rico', city: 'San Juan' })],
    expected: {
      column: 'country',
      value: 'Puerto Rico',
      suggestion:
        '"Puerto Rico" is a region of United States: write the country as United States and the region as Puerto Rico',
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
    label: 'a place not chosen yet',
    code: 'place_unknown',
    rows: () => [sourceRow({ city: 'TBD', country: 'TBD' })],
    expected: { column: 'country', value: 'TBD' },
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
    label: 'a region that is no region of the country',
    code: 'region_unknown',
    rows: () => [sourceRow({ city: 'Munich', country: 'Germany', region: 'Texas' })],
    expected: { column: 'region', value: 'Texas', suggestion: 'give a region of Germany by name or ISO 3166-2 code' },
  },
  {
    label: 'a city of no place in its country',
    code: 'city_unplaced',
    rows: () => [sourceRow({ city: 'Atlantis', country: 'Germany' })],
    expected: { column: 'city', value: 'Atlantis', suggestion: 'check the spelling of the city in Germany' },
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
  {
    label: 'a misspelt IANA zone',
    code: 'zone_unknown',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10T12:00', { timezone: 'Europe/Berln' })],
    expected: { column: 'deadlines.timezone', value: 'Europe/Berln', suggestion: 'Europe/Berlin' },
  },
  {
    label: 'a zone abbreviation that ICU reads as another zone',
    code: 'zone_abbreviation',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10', { timezone: 'BST' })],
    expected: { column: 'deadlines.timezone', value: 'BST', suggestion: 'Europe/London' },
  },
  {
    label: 'an ambiguous zone abbreviation',
    code: 'zone_unknown',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10', { timezone: 'IST' })],
    expected: { column: 'deadlines.timezone', value: 'IST', suggestion: /India, Ireland or Israel/ },
  },
  {
    label: 'an offset past UTC+14',
    code: 'zone_unknown',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10', { timezone: 'UTC+15' })],
    expected: { column: 'deadlines.timezone', value: 'UTC+15', suggestion: /AoE, UTC, or an offset/ },
  },
  {
    label: 'a due date without leading zeros',
    code: 'due_invalid',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-1-10')],
    expected: { column: 'deadlines.due', value: '2027-1-10', suggestion: '2027-01-10' },
  },
  {
    label: 'a due time of 24:00',
    code: 'due_invalid',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10T24:00')],
    expected: { column: 'deadlines.due', value: '2027-01-10T24:00' },
  },
  {
    label: 'a misspelt kind of deadline',
    code: 'deadline_kind_unknown',
    rows: () => [sourceRow()],
    deadlines: (id) => [{ event_id: id, kind: 'Notificaton', due: '2027-01-10' }],
    expected: { column: 'deadlines.kind', value: 'Notificaton', suggestion: 'notification' },
  },
  {
    label: 'a round of 0',
    code: 'deadline_round_invalid',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10', { round: 0 })],
    expected: { column: 'deadlines.round', value: '0', suggestion: 'a whole number from 1; 1 when there is one round' },
  },
  {
    label: 'two paper deadlines of round 1',
    code: 'deadline_duplicate',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-01-10'), paper(id, '2027-01-12', { round: 1 })],
    expected: { column: 'deadlines.kind', value: 'paper round 1', suggestion: 'keep one row per kind and round' },
  },
  {
    label: 'a deadline of an event id that no row has',
    code: 'deadline_event_unknown',
    rows: () => [sourceRow({ id: 300 })],
    deadlines: () => [paper(301, '2027-01-10')],
    expected: {
      id: 301,
      column: 'deadlines.event_id',
      value: '301',
      suggestion: 'no events row has id 301: fix event_id, or add the event',
    },
  },
  {
    label: 'an abstract due after its paper',
    code: 'abstract_after_paper',
    rows: () => [sourceRow()],
    deadlines: (id) => [
      paper(id, '2027-01-10T12:00', { timezone: 'UTC' }),
      { event_id: id, kind: 'abstract', due: '2027-01-10T13:00', timezone: 'UTC' },
    ],
    expected: {
      column: 'deadlines.due',
      value: '2027-01-10T13:00',
      suggestion: 'the paper of round 1 is due 2027-01-10T12:00 UTC: an abstract is due before its paper; check both',
    },
  },
  {
    label: 'a paper deadline after the start',
    code: 'paper_after_start',
    rows: () => [sourceRow()],
    deadlines: (id) => [paper(id, '2027-03-04')],
    expected: { column: 'deadlines.due', value: '2027-03-04', suggestion: /^the event starts 2027-03-03: check/ },
  },
  {
    label: 'a submission_deadline after the start',
    code: 'paper_after_start',
    rows: () => [sourceRow({ submission_deadline: '2027-04-01' })],
    expected: { column: 'submission_deadline', value: '2027-04-01', suggestion: /^the event starts 2027-03-03/ },
  },
  {
    label: 'a submission_deadline that is none of the paper deadlines of the table',
    code: 'submission_deadline_ignored',
    rows: () => [sourceRow({ submission_deadline: '2027-01-01' })],
    deadlines: (id) => [paper(id, '2027-01-10T12:00', { timezone: 'Asia/Tokyo' })],
    expected: {
      column: 'submission_deadline',
      value: '2027-01-01',
      suggestion:
        'the deadlines table gives the paper deadline (2027-01-10 Asia/Tokyo): write that date, or leave submission_deadline empty',
    },
  },
  {
    label: 'a CORE rank off the scale',
    code: 'rank_unknown',
    rows: () => [sourceRow({ core_rank: 'A+' })],
    expected: {
      column: 'core_rank',
      value: 'A+',
      suggestion: 'one of A*, A, B, C; leave core_rank empty when the event is unranked',
    },
  },
  {
    label: 'a CCF rank off the scale',
    code: 'rank_unknown',
    rows: () => [sourceRow({ ccf_rank: 'A*' })],
    expected: {
      column: 'ccf_rank',
      value: 'A*',
      suggestion: 'one of A, B, C; leave ccf_rank empty when the event is unranked',
    },
  },
  {
    label: 'an acronym of another year than the name says',
    code: 'acronym_name_mismatch',
    rows: () => [sourceRow({ name: 'International Conference on Testing (ICT 2026)', acronym: 'ICT 2027' })],
    expected: { column: 'acronym', value: 'ICT 2027', suggestion: 'the name says ICT 2026' },
  },
  {
    label: 'an acronym of another series than the name says',
    code: 'acronym_name_mismatch',
    rows: () => [sourceRow({ name: 'Conference on Machine Learning (ICML 2027)', acronym: "ICLR'27" })],
    expected: { column: 'acronym', value: "ICLR'27", suggestion: 'the name says ICML 2027' },
  },
  ...FORMAT_5_CASES,
];

describe('the build report names each reason by code', () => {
  for (const { label, code, rows, deadlines, tables, expected, ddl } of CASES) {
    it(`${code}: ${label}`, () => {
      const source = rows();
      const last = source[source.length - 1]!;
      const report = buildReport([sourceRow(), ...source], {
        ...(ddl ? { ddl } : {}),
        ...(deadlines ? { deadlines: deadlines(last.id as number) } : {}),
        ...(tables ? { tables: tables(last.id as number) } : {}),
      });
      const problems = problemsOf(report, code);
      expect(problems).toHaveLength(1);
      const [problem] = problems;
      const { suggestion, id: expectedId, ...exact } = expected;
      const id = expectedId === undefined ? last.id : expectedId;
      expect(problem).toMatchObject({
        ...exact,
        id,
        severity: REASONS[code].severity,
        reason: REASONS[code].text,
      });
      if (typeof suggestion === 'string') expect(problem!.suggestion).toBe(suggestion);
      else if (suggestion) expect(problem!.suggestion).toMatch(suggestion);
      else expect(problem!.suggestion).toBeUndefined();
      expect(report.summary).toContainEqual(expect.objectContaining({ code, count: 1, exampleId: id }));
    });
  }

  it('covers every reason code', () => {
    expect(new Set(CASES.map((c) => c.code))).toEqual(new Set(Object.keys(REASONS)));
  });
});
