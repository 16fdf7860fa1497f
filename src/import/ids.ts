/**
 * Stable ids for imported events (docs/importers.md, Ids): an edition a previous import listed
 * keeps the id it had there, found by its records, while any record still lists it as of the same
 * year; any other event's id is a hash of the key of its edition (series and year, else folded
 * name, start date and city), so that importing the same data again, or newer data of the same
 * editions, gives the same ids. Two keys of one hash take the next free values, in key order.
 */
import { nameKey } from '../reference/fold.js';
import { seriesKey } from '../source/acronym.js';
import { MAX_EVENT_ID } from '../source/schema.js';
import { fnv1a } from '../util/fnv1a.js';
import { editionYear, type PreviousIds, recordKey } from './previous-ids.js';
import type { ImportedEvent } from './record.js';

/** The key an event's id is made from. */
function editionKey(event: ImportedEvent): string {
  const series = event.series === null ? null : seriesKey(event.series);
  if (series !== null && event.year !== null) return `series ${series} ${event.year}`;
  return `event ${nameKey(event.name)} ${event.start ?? 'undated'} ${nameKey(event.city ?? '')}`;
}

interface Claim {
  /** The position of the event in key order. */
  rank: number;
  index: number;
  id: number;
  /** How many of its records the previous import listed under that id. */
  records: number;
}

/**
 * The id each event takes from the previous import: the one most of its records had (the smaller
 * on a tie), when that edition was of the event's year. An id two events claim (an edition split
 * in two) goes to the one with more of its records, then the first in key order.
 */
function carriedIds(events: readonly ImportedEvent[], order: readonly number[], previous: PreviousIds) {
  const claims: Claim[] = [];
  order.forEach((index, rank) => {
    const event = events[index]!;
    const year = editionYear(event.acronym, event.start);
    const counts = new Map<number, number>();
    for (const source of event.sources) {
      const had = previous.get(recordKey(source));
      if (had && had.year === year) counts.set(had.id, (counts.get(had.id) ?? 0) + 1);
    }
    let best: [number, number] | undefined;
    for (const [id, records] of counts) {
      if (!best || records > best[1] || (records === best[1] && id < best[0])) best = [id, records];
    }
    if (best) claims.push({ rank, index, id: best[0], records: best[1] });
  });
  claims.sort((a, b) => a.id - b.id || b.records - a.records || a.rank - b.rank);
  const carried = new Map<number, number>();
  for (let at = 0; at < claims.length; at++) {
    const claim = claims[at]!;
    if (at === 0 || claims[at - 1]!.id !== claim.id) carried.set(claim.index, claim.id);
  }
  return carried;
}

/** An id from 1 to 2^31-1 for each event, in the events' order; `previous`: the ids an earlier import gave. */
export function assignIds(events: readonly ImportedEvent[], previous?: PreviousIds): number[] {
  const keyed = events.map((event, index) => ({ key: `${editionKey(event)} ${event.source.recordId}`, index }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const order = keyed.map(({ index }) => index);
  const carried = previous === undefined ? new Map<number, number>() : carriedIds(events, order, previous);
  const ids = new Array<number>(events.length);
  const taken = new Set<number>(carried.values());
  for (const [index, id] of carried) ids[index] = id;
  for (const index of order) {
    if (carried.has(index)) continue;
    let id = (fnv1a(editionKey(events[index]!)) % MAX_EVENT_ID) + 1;
    // The same edition key twice (two records of one edition in one source), or a hash shared by
    // two keys: the next free value, in key order, which the same data always repeats.
    while (taken.has(id)) id = (id % MAX_EVENT_ID) + 1;
    taken.add(id);
    ids[index] = id;
  }
  return ids;
}
