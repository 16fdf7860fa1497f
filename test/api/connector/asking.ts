/** The connector search of a demo index, as the answer tests ask it and compare it with plain searches. */
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { editionsOf, oneOfEachSeries, searchOf } from '../../../src/api/connector/searches.js';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import type { Day } from '../../../src/util/dates.js';
import type { DemoIndexHook } from '../../fixtures/demo-snapshot.js';
import {
  type DeadlineInput,
  type RowInput,
  sourceRow,
  type TableInput,
  writeSourceFile,
} from '../../fixtures/source.js';

export type Answer = { results: { id: string; title: string }[]; reading?: string; message?: string };

export function askingOf(demo: DemoIndexHook) {
  const context = () => ({ index: demo.index, today: demo.today });
  return {
    /** The connector's answer to a question. */
    ask: (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, context()) as Answer,
    /** The total of a search of these parameters, as the connector runs it. */
    total: (parameters: Record<string, string>) => searchOf(parameters, context(), 0).total,
    /** The ids of its first page. */
    ids: (parameters: Record<string, string>) =>
      editionsOf(searchOf(parameters, context()), context()).map((event) => String(event.id)),
    /** The ids of its first page, the first edition of each series (as a wider answer has them). */
    venueIds: (parameters: Record<string, string>) => {
      const page = searchOf(parameters, context());
      const positions = oneOfEachSeries(page, context());
      return editionsOf({ ...page, positions }, context()).map((event) => String(event.id));
    },
  };
}

/**
 * The index of a snapshot of `rows` (and their `deadlines`) alone, built in `dir`: the few events a
 * test asks about; `built` the day it is built and opened on, which the estimates of deadlines to
 * come are of.
 */
export function indexOfRows(
  dir: string,
  rows: readonly RowInput[],
  deadlines?: readonly DeadlineInput[],
  tables?: TableInput,
  built?: Day,
): SnapshotIndex {
  writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, deadlines, tables);
  const now = built === undefined ? {} : { now: new Date(built * 86_400_000) };
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot'), ...now });
  return openSnapshot(join(dir, 'events.snapshot'), built);
}

/**
 * A conference of each name and acronym, filed under its own sub-topic, else `field`, ids from 1,
 * the n-th held from the 10th of month n of 2027.
 */
export const venueRows = (
  venues: readonly (readonly [string, string, string?])[],
  field = 'Software Engineering',
): RowInput[] =>
  venues.map(([name, acronym, sub_topic = field], at) =>
    sourceRow({
      id: at + 1,
      name,
      acronym,
      sub_topic,
      start_date: `2027-0${at + 1}-10`,
      end_date: `2027-0${at + 1}-12`,
    }),
  );

/**
 * A venue's editions of 2025 and 2026, held 10-12 of `month`, filed under `sub_topic`: its next, of
 * 2027, not listed (each website its own, not the fixture's counter shared by files in one worker).
 */
export const yearlyRows = (name: string, acronym: string, sub_topic: string, month: string) =>
  [2025, 2026].map((year) =>
    sourceRow({
      name,
      acronym: `${acronym} ${year}`,
      series: acronym.toLowerCase(),
      sub_topic,
      start_date: `${year}-${month}-10`,
      end_date: `${year}-${month}-12`,
      website: `https://example.org/${acronym.toLowerCase()}/${year}`,
    }),
  );

/** The dates of an event held on one day, for sourceRow. */
export const on = (day: string) => ({ start_date: day, end_date: day });

/** The connector's answer to a question over `index()` on `today`. */
export const askOver =
  (index: () => SnapshotIndex, today: Day) =>
  (query: string): Answer =>
    connectorSearch({ query: { query }, params: {}, given: {} }, { index: index(), today }) as Answer;

/** The ids of an answer's results, in order of id. */
export const idsOf = (answer: Answer): number[] =>
  answer.results.map((result) => Number(result.id)).sort((a, b) => a - b);

/**
 * Adds to `rows` a series' editions held 10-12 June of each of `years` (`row` giving each one's
 * other columns), and to `deadlines` a paper deadline `lead` days before the start of each held
 * before `dated`: the build estimates the later ones' from them (docs/api.md, Estimated deadlines).
 */
export function estimatedSeries(
  { rows, deadlines }: { rows: RowInput[]; deadlines: DeadlineInput[] },
  { lead, row, years = [2024, 2025, 2026, 2027], dated = 2027 }: EstimatedSeries,
): void {
  for (const year of years) {
    const edition = sourceRow({ ...row(year), start_date: `${year}-06-10`, end_date: `${year}-06-12` });
    rows.push(edition);
    if (year >= dated) continue;
    const due = new Date(Date.UTC(year, 5, 10) - lead * 86_400_000).toISOString().slice(0, 10);
    deadlines.push({ event_id: edition.id, kind: 'paper', due, timezone: 'AoE' });
  }
}

interface EstimatedSeries {
  lead: number;
  row: (year: number) => RowInput;
  years?: readonly number[];
  dated?: number;
}
