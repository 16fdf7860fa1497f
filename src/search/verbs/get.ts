/** The get verb: one event by its public id, and the events of a search's page. */
import { eventAt, type EventRecord, type ItemRecord, itemAt } from '../../store/event-records.js';
import { positionOfId } from '../../store/store.js';
import { EventNotFoundError } from '../verb-refusals.js';
import type { SnapshotIndex } from '../snapshot-index.js';

export type { EventRecord, ItemRecord };

/** The position of the event with public id `id` (EventNotFoundError when there is none). */
export function eventPosition(index: SnapshotIndex, id: number): number {
  const position = positionOfId(index.store, id);
  if (position < 0) throw new EventNotFoundError(id);
  return position;
}

/** The event with public id `id` (EventNotFoundError when there is none). */
export function getEvent(index: SnapshotIndex, id: number): EventRecord {
  return eventAt(index.store, eventPosition(index, id));
}

/** What the items of a search's page show of its events (no description or e-mail), in order. */
export function itemsAt(index: SnapshotIndex, positions: readonly number[]): ItemRecord[] {
  return positions.map((position) => itemAt(index.store, position));
}
