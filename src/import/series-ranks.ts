/**
 * A venue's CORE and CCF ranks for the editions its trackers list without them (docs/importers.md,
 * Ranks): both systems rank venues, not editions, and the trackers that give ranks list next year's
 * edition later than the others do. SIGCOMM 2027 had CORE A* from one tracker and no CCF rank, so
 * `ccf_rank=A` left it out though every SIGCOMM before it is CCF A. An edition without a rank of
 * one of the two systems takes its series' latest edition's (the last by start, else by year), with
 * that edition's rows of the system, and the report lists it (`seriesRanks[]`).
 */
import { seriesKey } from '../source/acronym.js';
import type { ImportedEvent } from './record.js';

/** An edition given its series' rank of a system: the event's index and the one it came from. */
export interface SeriesRank {
  index: number;
  system: 'CORE' | 'CCF';
  value: string;
  from: number;
}

const SYSTEMS = [
  { system: 'CORE', field: 'coreRank' },
  { system: 'CCF', field: 'ccfRank' },
] as const;

/** When an edition is, to order a series' editions: its start, else its year. */
const when = (event: ImportedEvent): string => event.start ?? (event.year === null ? '' : `${event.year}`);

/** Gives each edition without a CORE or CCF rank its series' latest one (see the top of this file). */
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
    for (const { system, field } of SYSTEMS) {
      const from = latestFirst.find((index) => events[index]![field] !== null);
      if (from === undefined) continue;
      const source = events[from]!;
      const value = source[field]!;
      const rows = source.ranks.filter((rank) => rank.system === system && rank.value === value);
      for (const index of indexes) {
        const event = events[index]!;
        if (event[field] !== null) continue;
        event[field] = value;
        event.ranks.push(...rows.map((rank) => ({ ...rank })));
        given.push({ index, system, value, from });
      }
    }
  }
  return given;
}
