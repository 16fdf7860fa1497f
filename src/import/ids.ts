/**
 * Stable ids for imported events (docs/importers.md, Ids): each event's id is a hash of the key of
 * its edition (series and year, else folded name, start date and city), so that importing the same
 * data again, or newer data of the same editions, gives the same ids. Two keys of one hash take the
 * next free values, in key order.
 */
import { nameKey } from '../reference/fold.js';
import { seriesKey } from '../source/acronym.js';
import { MAX_EVENT_ID } from '../source/schema.js';
import { fnv1a } from '../util/fnv1a.js';
import type { ImportedEvent } from './record.js';

/** The key an event's id is made from. */
function editionKey(event: ImportedEvent): string {
  const series = event.series === null ? null : seriesKey(event.series);
  if (series !== null && event.year !== null) return `series ${series} ${event.year}`;
  return `event ${nameKey(event.name)} ${event.start ?? 'undated'} ${nameKey(event.city ?? '')}`;
}

/** An id from 1 to 2^31-1 for each event, in the events' order. */
export function assignIds(events: readonly ImportedEvent[]): number[] {
  const keyed = events.map((event, index) => ({ key: `${editionKey(event)} ${event.source.recordId}`, index }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const ids = new Array<number>(events.length);
  const taken = new Set<number>();
  for (const { index } of keyed) {
    let id = (fnv1a(editionKey(events[index]!)) % MAX_EVENT_ID) + 1;
    // The same edition key twice (two records of one edition in one source), or a hash shared by
    // two keys: the next free value, in key order, which the same data always repeats.
    while (taken.has(id)) id = (id % MAX_EVENT_ID) + 1;
    taken.add(id);
    ids[index] = id;
  }
  return ids;
}
