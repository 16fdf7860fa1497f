/**
 * The values of an event that come from its series and its sources, as JSON text (docs/api.md,
 * Event item and Event detail): the acceptance rate of its edition, the aliases and acceptance
 * rates of its series, its sources and the day it was last checked against them.
 */
import { NO_DAY, NONE_U32 } from '../store/layout.js';
import { aliasesOf, rateRow, type SeriesRates } from '../store/series-data.js';
import type { Store } from '../store/store.js';
import { dateParts, formatIsoDate } from '../util/dates.js';
import type { JsonBytes } from '../util/json-bytes.js';

type SeriesStore = Pick<Store, 'columns' | 'undated' | 'seriesData' | 'sources' | 'meta'>;

const quote = (text: string): string => JSON.stringify(text);

/** The edition's year: of its start date, else (an undated event) the year its acronym gives; null when none. */
export function editionYear(store: Pick<Store, 'columns' | 'undated'>, position: number): number | null {
  const { first, year } = store.undated;
  if (position < first) return dateParts(store.columns.start[position]!).year;
  return year[position - first] || null;
}

/** A rate as shown: 0 to 1, to four decimals (0.234 for 3,032 of 12,957). */
const rounded = (rate: number): number => Math.round(rate * 10_000) / 10_000;

/** The acceptance rate of the edition at `position` (its series' rate of its year), or null. */
export function acceptanceRateOf(store: SeriesStore, position: number): number | null {
  const series = store.columns.series[position]!;
  const year = editionYear(store, position);
  if (series === NONE_U32 || year === null) return null;
  const row = rateRow(store.seriesData.rates, series, year);
  return row < 0 ? null : rounded(store.seriesData.rates.rate[row]!);
}

function rateJson(rates: SeriesRates, row: number): string {
  const count = (value: number) => (value === NONE_U32 ? 'null' : String(value));
  const source = rates.source.get(row);
  return (
    `{"year":${rates.year[row]},"submitted":${count(rates.submitted[row]!)},"accepted":${count(rates.accepted[row]!)},` +
    `"rate":${rounded(rates.rate[row]!)},"source":${source === '' ? 'null' : quote(source)}}`
  );
}

/** The series and source values of the events of one store. */
export class SeriesValues {
  constructor(private readonly store: SeriesStore) {}

  acceptanceRate(p: number, out: JsonBytes): void {
    out.text(String(acceptanceRateOf(this.store, p) ?? 'null'));
  }

  /** Every alias of its series: `{ alias, kind }`, as the source gave them. */
  aliases(p: number, out: JsonBytes): void {
    const series = this.store.columns.series[p]!;
    const aliases = series === NONE_U32 ? [] : aliasesOf(this.store.seriesData, series);
    out.text(`[${aliases.map(({ alias, kind }) => `{"alias":${quote(alias)},"kind":"${kind}"}`).join(',')}]`);
  }

  /** Every acceptance rate of its series, newest year first. */
  acceptanceRates(p: number, out: JsonBytes): void {
    const series = this.store.columns.series[p]!;
    const { rates } = this.store.seriesData;
    const list: string[] = [];
    if (series !== NONE_U32) {
      for (let row = rates.offsets[series + 1]! - 1; row >= rates.offsets[series]!; row--)
        list.push(rateJson(rates, row));
    }
    out.text(`[${list.join(',')}]`);
  }

  /** Where its data comes from: `{ name, id, url }`, in the source's order. */
  sources(p: number, out: JsonBytes): void {
    const { offsets, name, record, url } = this.store.sources;
    const text = (value: string) => (value === '' ? 'null' : quote(value));
    const list: string[] = [];
    for (let row = offsets[p]!; row < offsets[p + 1]!; row++) {
      const source = this.store.meta.sourceNames[name[row]!]!;
      list.push(`{"name":${quote(source)},"id":${text(record.get(row))},"url":${text(url.get(row))}}`);
    }
    out.text(`[${list.join(',')}]`);
  }

  /** Whether a source vouches for a day the event's data was last checked. */
  hasLastVerified(p: number): boolean {
    return this.store.columns.lastVerified[p]! !== NO_DAY;
  }

  /** The day it was last checked against its sources; false (nothing written) when unknown. */
  lastVerified(p: number, out: JsonBytes): boolean {
    const day = this.store.columns.lastVerified[p]!;
    if (day !== NO_DAY) out.text(quote(formatIsoDate(day)));
    return day !== NO_DAY;
  }
}
