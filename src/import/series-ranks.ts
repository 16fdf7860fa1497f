/**
 * A venue's CORE and CCF ranks and h5-index for the editions its trackers list without them
 * (docs/importers.md, Ranks): the three measure venues, not editions, and the trackers that give
 * them list next year's edition later than the others do. SIGCOMM 2027 had CORE A* from one
 * tracker and no CCF rank, so `ccf_rank=A` left it out though every SIGCOMM before it is CCF A;
 * AAMAS 2027 had no h5-index, AAMAS 2023 one. An edition without a rank of a system takes its
 * series' latest edition's (the last by start, else by year), with that edition's rows of the
 * system, and the report lists it (`seriesRanks[]`).
 */
import { seriesKey } from '../source/acronym.js';
import type { ImportedEvent } from './record.js';

/** An edition given its series' rank of a system: the event's index and the one it came from. */
export interface SeriesRank {
  index: number;
  system: 'CORE' | 'CCF' | 'h5-index';
  value: string;
  from: number;
}

/** Each system's value of an edition: CORE and CCF in a field of their own, the h5-index in its rank rows alone. */
const SYSTEMS = [
  { system: 'CORE', field: 'coreRank' },
  { system: 'CCF', field: 'ccfRank' },
  { system: 'h5-index', field: null },
] as const;

const rankOf = (event: ImportedEvent, { system, field }: (typeof SYSTEMS)[number]): string | null =>
  field === null ? (event.ranks.find((rank) => rank.system === system)?.value ?? null) : event[field];

/** When an edition is, to order a series' editions: its start, else its year. */
const when = (event: ImportedEvent): string => event.start ?? (event.year === null ? '' : `${event.year}`);

/** Gives each edition without a CORE or CCF rank or h5-index its series' latest one (see the top of this file). */
export function inheritSeriesRanks(events: ImportedEvent[]): SeriesRank[] {
  const bySeries = new Map<string, number[]>();
  events.forEach((event, index) => {
    const key = event.series === null ? null : seriesKey(event.series);
    if (key === null) return;
    const indexes = bySeries.get(key);
    if (indexes === undefined) bySeries.set(key, [index]);
    else indexes.push(index);
  });
  const given: SeriesRank[] = [];
  for (const indexes of bySeries.values()) {
    if (indexes.length < 2) continue;
    const latestFirst = [...indexes].sort((a, b) => when(events[b]!).localeCompare(when(events[a]!)));
    for (const one of SYSTEMS) {
      const { system, field } = one;
      const from = latestFirst.find((index) => rankOf(events[index]!, one) !== null);
      if (from === undefined) continue;
      const source = events[from]!;
      const value = rankOf(source, one)!;
      const rows = source.ranks.filter((rank) => rank.system === system && rank.value === value);
      for (const index of indexes) {
        const event = events[index]!;
        if (rankOf(event, one) !== null) continue;
        if (field !== null) event[field] = value;
        event.ranks.push(...rows.map((rank) => ({ ...rank })));
        given.push({ index, system, value, from });
      }
    }
  }
  return given;
}
