/**
 * The tables of series of source format 5 (docs/source-format.md, Aliases, Acceptance rates):
 * other names of a series, and the acceptance rates of its editions. A row that breaks a rule is
 * left out with a warning (it belongs to no one event, so it invalidates none); so is a row of a
 * series that no built event has.
 */
import { nameKey } from '../reference/fold.js';
import { seriesKey } from './acronym.js';
import { problem, type ReasonCode, type RowProblem } from './problems.js';
import { ALIAS_KINDS, type AliasKind, LIST_LIMITS, type TableRow } from './tables.js';
import { withoutInvisible } from './text-bounds.js';

export interface SeriesAlias {
  alias: string;
  kind: AliasKind;
}

export interface AcceptanceRate {
  year: number;
  submitted: number | null;
  accepted: number | null;
  /** accepted / submitted, 0 to 1. */
  rate: number;
  /** Where the figures come from: a URL or a name. */
  source: string | null;
}

export interface SeriesTables {
  /** By series key: the aliases, each once (folded). */
  aliases: Map<string, SeriesAlias[]>;
  /** By series key: one rate per year, in year order. */
  rates: Map<string, AcceptanceRate[]>;
  problems: RowProblem[];
}

const MAX_TEXT = 300;
/** A rate given beside its counts may differ from theirs by rounding, not more. */
export const RATE_TOLERANCE = 0.005;

const text = (value: unknown): string | null => {
  const read = typeof value === 'string' ? withoutInvisible(value).trim() : '';
  return read === '' ? null : read.slice(0, MAX_TEXT + 1);
};

/** A whole number 0 or more (as a number or its text); null when absent; undefined when not one. */
function count(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** A rate from 0 to 1, or a text "48.5%"; null when absent; undefined when not one. */
function rateOf(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const percent = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value) : null;
  const number = percent ? Number(percent[1]) / 100 : typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && number >= 0 && number <= 1 ? number : undefined;
}

/** Reads both tables; `series` are the series keys of the built events. */
export function readSeriesTables(
  aliasRows: Iterable<TableRow>,
  rateRows: Iterable<TableRow>,
  series: ReadonlySet<string>,
): SeriesTables {
  const tables: SeriesTables = { aliases: new Map(), rates: new Map(), problems: [] };
  const warn = (seriesText: string | null, code: ReasonCode, column: string, value: string | null, advice?: string) => {
    tables.problems.push(problem({ id: null, name: seriesText }, code, column, value, advice));
  };
  const known = (table: string, row: TableRow): string | null => {
    const given = text(row.series);
    const key = given === null ? null : seriesKey(given);
    if (key === null)
      warn(
        given,
        table === 'series_aliases' ? 'alias_invalid' : 'acceptance_rate_invalid',
        `${table}.series`,
        given,
        'give the series key',
      );
    else if (!series.has(key))
      warn(given, 'series_unknown', `${table}.series`, given, 'no built event is of this series');
    return key !== null && series.has(key) ? key : null;
  };
  for (const row of aliasRows) {
    const key = known('series_aliases', row);
    if (key !== null)
      addAlias(tables, key, row, (code, column, value, advice) => warn(key, code, column, value, advice));
  }
  for (const row of rateRows) {
    const key = known('acceptance_rates', row);
    if (key !== null)
      addRate(tables, key, row, (code, column, value, advice) => warn(key, code, column, value, advice));
  }
  for (const list of tables.rates.values()) list.sort((a, b) => a.year - b.year);
  return tables;
}

type Warn = (code: ReasonCode, column: string, value: string | null, advice?: string) => void;

function addAlias(tables: SeriesTables, key: string, row: TableRow, warn: Warn): void {
  const alias = text(row.alias);
  const kindText = text(row.kind);
  const kind = ALIAS_KINDS.find((known) => known === kindText?.toLowerCase());
  const list = tables.aliases.get(key) ?? [];
  if (alias === null || alias.length > MAX_TEXT) {
    warn('alias_invalid', 'series_aliases.alias', alias, `a text of 1 to ${MAX_TEXT} characters`);
  } else if (kind === undefined) {
    warn('alias_invalid', 'series_aliases.kind', kindText, `one of ${ALIAS_KINDS.join(', ')}`);
  } else if (nameKey(alias) === nameKey(key) || list.some((known) => nameKey(known.alias) === nameKey(alias))) {
    // The series' own key, or an alias already listed: nothing to add.
  } else if (list.length === LIST_LIMITS.aliases) {
    warn(
      'list_over_limit',
      'series_aliases.alias',
      alias,
      `at most ${LIST_LIMITS.aliases} per series; the rest is left out`,
    );
  } else {
    list.push({ alias, kind });
    tables.aliases.set(key, list);
  }
}

type Problem = [code: ReasonCode, column: string, value: string | null, advice: string];

const shown = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The rule a row of acceptance_rates breaks, if any. */
function rateProblem(row: TableRow, counts: { submitted?: number | null; accepted?: number | null }): Problem | null {
  const year = count(row.year);
  const { submitted, accepted } = counts;
  if (year === null || year === undefined || year < 1900 || year > 2100) {
    return ['acceptance_rate_invalid', 'acceptance_rates.year', shown(row.year), 'a year from 1900 to 2100'];
  }
  if (submitted === undefined || accepted === undefined) {
    const column = submitted === undefined ? 'submitted' : 'accepted';
    return ['acceptance_rate_invalid', `acceptance_rates.${column}`, shown(row[column]), 'a whole number 0 or more'];
  }
  const rate = rateOf(row.rate);
  if (rate === undefined) {
    const advice = 'a fraction from 0 to 1, or a percentage "48.5%"';
    return ['acceptance_rate_invalid', 'acceptance_rates.rate', shown(row.rate), advice];
  }
  if (submitted !== null && accepted !== null && accepted > submitted) {
    return [
      'acceptance_rate_invalid',
      'acceptance_rates.accepted',
      String(accepted),
      `more than the ${submitted} submitted`,
    ];
  }
  if (rate === null && (submitted === null || accepted === null || submitted === 0)) {
    return [
      'acceptance_rate_invalid',
      'acceptance_rates.rate',
      null,
      'give the rate, or the submitted and accepted counts',
    ];
  }
  return null;
}

function addRate(tables: SeriesTables, key: string, row: TableRow, warn: Warn): void {
  const submitted = count(row.submitted);
  const accepted = count(row.accepted);
  const broken = rateProblem(row, { submitted, accepted });
  if (broken) {
    warn(...broken);
    return;
  }
  const year = count(row.year)!;
  const given = rateOf(row.rate) ?? null;
  const counted = submitted && accepted !== null && accepted !== undefined ? accepted / submitted : null;
  if (counted !== null && given !== null && Math.abs(counted - given) > RATE_TOLERANCE) {
    warn(
      'acceptance_rate_mismatch',
      'acceptance_rates.rate',
      String(given),
      `the counts give ${counted.toFixed(4)}, which is kept`,
    );
  }
  const list = tables.rates.get(key) ?? [];
  if (list.some((known) => known.year === year)) {
    warn(
      'acceptance_rate_invalid',
      'acceptance_rates.year',
      String(year),
      'a second row for this series and year: keep one',
    );
    return;
  }
  list.push({
    year,
    submitted: submitted ?? null,
    accepted: accepted ?? null,
    rate: (counted ?? given)!,
    source: text(row.source),
  });
  tables.rates.set(key, list);
}
