/**
 * Pre-serialized answers (docs/snapshot-format.md, Pre-serialized answers): every event's search
 * list item as JSON text, as the API's response schema serializes it, in one string column. A page's
 * `conferences` array is then its events' byte ranges joined by commas: no event is decoded or
 * serialized per request. The store knows nothing of the schema; the builder hands it the serializer.
 */
import { eventAt, type EventRecord, type RecordSource } from './record.js';
import { type StringColumn, StringColumnBuilder } from './string-column.js';

/** How the builder turns an event into the JSON text the snapshot keeps. */
export interface AnswerSerializers {
  /** The event as an item of a search answer's `conferences` array. */
  item(record: EventRecord): string;
}

/** The JSON text of every event's list item, in position order. */
export function serializeItems(source: RecordSource, size: number, serializers: AnswerSerializers): StringColumn {
  const builder = new StringColumnBuilder();
  for (let position = 0; position < size; position++) builder.push(serializers.item(eventAt(source, position)));
  return builder.finish();
}

/** The items at `positions`, in order, joined by commas: the inside of a `conferences` array. */
export function itemsJson(items: StringColumn, positions: readonly number[]): string {
  const { bytes, offsets } = items;
  let json = '';
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (i > 0) json += ',';
    json += bytes.toString('utf8', offsets[position]!, offsets[position + 1]!);
  }
  return json;
}
