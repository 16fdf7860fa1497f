/**
 * Pre-serialized list items (docs/snapshot-format.md, Pre-serialized list items): every event's
 * search list item as JSON text, as the API's response schema serializes it, in one optional string
 * column. A page's `conferences` array is then its events' byte ranges joined by commas. The store
 * knows nothing of the schema; the builder hands it the serializer.
 */
import { eventAt, type EventRecord, type RecordSource } from './record.js';
import { type StringColumn, StringColumnBuilder } from './string-column.js';

/** How the builder turns an event into the JSON text the snapshot keeps. */
export interface AnswerSerializers {
  /** Names the serializer: a server uses stored text only from a serializer with its own fingerprint. */
  fingerprint: string;
  /** The event as an item of a search answer's `conferences` array. */
  item(record: EventRecord): string;
}

/** The JSON text of every event's list item, in position order. */
export function serializeItems(source: RecordSource, size: number, serializers: AnswerSerializers): StringColumn {
  const builder = new StringColumnBuilder(size);
  for (let position = 0; position < size; position++) builder.push(serializers.item(eventAt(source, position)));
  return builder.finish();
}
