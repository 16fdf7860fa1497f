/**
 * What the build report says about the additions of source format 5 (docs/source-format.md,
 * Report): the optional tables the file has, how much of each the built events keep, and the
 * deadlines estimated from earlier editions, all of which the snapshot carries (format 6).
 */
import type { SeriesTables } from '../source/series-tables.js';
import type { ValidRow } from '../source/validate.js';
import { formatIsoDate } from '../util/dates.js';
import { confidenceOfCount, type EstimateConfidence } from '../store/track-table.js';
import type { EstimatedDeadline } from './estimates.js';

export interface ExtrasSummary {
  /** The optional tables of source format 5 the file has. */
  tables: string[];
  /** Built events with more than one topic or sub-topic. */
  eventsWithTopicLists: number;
  /** Topics and sub-topics of built events beyond the first of each. */
  moreTopics: number;
  /** Built events with at least one source, and the sources they list. */
  eventsWithSources: number;
  sources: number;
  /** Built events with a last_verified date. */
  verifiedEvents: number;
  /** Built events whose dates are to the month. */
  monthPrecisionEvents: number;
  /** Series of built events with aliases, and the aliases. */
  seriesWithAliases: number;
  aliases: number;
  /** Series of built events with acceptance rates, and the rates (one per year). */
  seriesWithRates: number;
  acceptanceRates: number;
  /** Each deadline estimated from an earlier edition of the series. */
  estimatedDeadlines: {
    id: number;
    from: number;
    kind: string;
    due: string;
    zone: string;
    /** The past editions that agree on the offset (from first), and how sure the estimate is. */
    agreeing: number[];
    confidence: EstimateConfidence;
  }[];
}

/** The series keys of the rows. */
export function seriesOf(rows: readonly ValidRow[]): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) if (row.series !== null) keys.add(row.series);
  return keys;
}

const total = (lists: Iterable<readonly unknown[]>): number => {
  let sum = 0;
  for (const list of lists) sum += list.length;
  return sum;
};

export function extrasSummary(
  tables: readonly string[],
  rows: readonly ValidRow[],
  series: SeriesTables,
  estimates: readonly EstimatedDeadline[],
): ExtrasSummary {
  const summary: ExtrasSummary = {
    tables: [...tables],
    eventsWithTopicLists: 0,
    moreTopics: 0,
    eventsWithSources: 0,
    sources: 0,
    verifiedEvents: 0,
    monthPrecisionEvents: 0,
    seriesWithAliases: series.aliases.size,
    aliases: total(series.aliases.values()),
    seriesWithRates: series.rates.size,
    acceptanceRates: total(series.rates.values()),
    estimatedDeadlines: estimates.map(({ id, from, deadline, agreeing }) => ({
      id,
      from,
      kind: deadline.kind,
      due: formatIsoDate(deadline.day),
      zone: deadline.zone,
      agreeing,
      confidence: confidenceOfCount(agreeing.length),
    })),
  };
  for (const { extras, subTopic } of rows) {
    if (extras === null) continue;
    const more = extras.topics.length - 1 + extras.subTopics.length - (subTopic === null ? 0 : 1);
    if (more > 0) summary.eventsWithTopicLists++;
    summary.moreTopics += more;
    if (extras.sources.length > 0) summary.eventsWithSources++;
    summary.sources += extras.sources.length;
    if (extras.lastVerified !== null) summary.verifiedEvents++;
    if (extras.precision === 'month') summary.monthPrecisionEvents++;
  }
  return summary;
}
