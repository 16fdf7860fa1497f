/**
 * The values of an event that come from its series and its sources (docs/api.md, Event item and
 * Event detail): the acceptance rate of its edition, the aliases and acceptance rates of its
 * series, its sources and the day it was last checked against them. Read once, as JS values: the
 * JSON writer writes these (JSON.stringify of a few small values per detail) and the object
 * answers take them as they are, so the two cannot differ.
 */
import { NO_DAY, NONE_U32 } from '../store/layout.js';
import { aliasesOf, rateRow, type SeriesRates } from '../store/series-data.js';
import type { Store } from '../store/store.js';
import { dateParts, formatIsoDate } from '../util/dates.js';

type SeriesStore = Pick<Store, 'columns' | 'undated' | 'seriesData' | 'sources' | 'meta'>;

/** The edition's year: of its start date, else (an undated event) the year its acronym gives; null when none. */
export function editionYear(store: Pick<Store, 'columns' | 'undated'>, position: number): number | null {
  const { first, year } = store.undated;
  if (position < first) return dateParts(store.columns.start[position]!).year;
  return year[position - first] || null;
}

/** The index of the event's series (one number per series key), or null for an event without one. */
export function seriesIndexOf(store: Pick<Store, 'columns'>, position: number): number | null {
  const series = store.columns.series[position]!;
  return series === NONE_U32 ? null : series;
}

/** A rate as shown: 0 to 1, to four decimals (0.234 for 3,032 of 12,957). */
const rounded = (rate: number): number => Math.round(rate * 10_000) / 10_000;

/** The acceptance rate of the edition at `position` (its series' rate of its year), or null. */
export function acceptanceRateOf(store: SeriesStore, position: number): number | null {
  const series = seriesIndexOf(store, position);
  const year = editionYear(store, position);
  if (series === null || year === null) return null;
  const row = rateRow(store.seriesData.rates, series, year);
  return row < 0 ? null : rounded(store.seriesData.rates.rate[row]!);
}

/** One acceptance rate of a series: its year, the counts when known, the rate and its source. */
export interface RateValue {
  year: number;
  submitted: number | null;
  accepted: number | null;
  rate: number;
  source: string | null;
}

function rateValue(rates: SeriesRates, row: number): RateValue {
  const count = (value: number) => (value === NONE_U32 ? null : value);
  const source = rates.source.get(row);
  return {
    year: rates.year[row]!,
    submitted: count(rates.submitted[row]!),
    accepted: count(rates.accepted[row]!),
    rate: rounded(rates.rate[row]!),
    source: source === '' ? null : source,
  };
}

/** The series and source values of the events of one store. */
export class SeriesValues {
  constructor(private readonly store: SeriesStore) {}

  acceptanceRate(p: number): number | null {
    return acceptanceRateOf(this.store, p);
  }

  /** Every alias of its series: `{ alias, kind }`, as the source gave them. */
  aliases(p: number): { alias: string; kind: string }[] {
    const series = this.store.columns.series[p]!;
    const aliases = series === NONE_U32 ? [] : aliasesOf(this.store.seriesData, series);
    return aliases.map(({ alias, kind }) => ({ alias, kind }));
  }

  /** Every acceptance rate of its series, newest year first. */
  acceptanceRates(p: number): RateValue[] {
    const series = this.store.columns.series[p]!;
    const { rates } = this.store.seriesData;
    const list: RateValue[] = [];
    if (series !== NONE_U32) {
      for (let row = rates.offsets[series + 1]! - 1; row >= rates.offsets[series]!; row--)
        list.push(rateValue(rates, row));
    }
    return list;
  }

  /** Where its data comes from: `{ name, id, url }`, in the source's order. */
  sources(p: number): { name: string; id: string | null; url: string | null }[] {
    const { offsets, name, record, url } = this.store.sources;
    const text = (value: string) => (value === '' ? null : value);
    const list: { name: string; id: string | null; url: string | null }[] = [];
    for (let row = offsets[p]!; row < offsets[p + 1]!; row++) {
      list.push({ name: this.store.meta.sourceNames[name[row]!]!, id: text(record.get(row)), url: text(url.get(row)) });
    }
    return list;
  }

  /** The day a source vouches for the event's data, YYYY-MM-DD; null when none does. */
  lastVerified(p: number): string | null {
    const day = this.store.columns.lastVerified[p]!;
    return day === NO_DAY ? null : formatIsoDate(day);
  }
}
