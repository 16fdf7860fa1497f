/**
 * The JSON text of an event, written from the store's columns by the field tables of
 * ../schemas/event-fields.ts: a search's items (every field, or those `fields` names) and the detail.
 */
import type { EventValues } from '../../search/index.js';
import { JsonBytes } from '../../util/json-bytes.js';
import { type AnnexFields, writeAnnex } from '../schemas/annex-fields.js';
import { DETAIL_FIELDS, ITEM_FIELD_NAMES, ITEM_FIELDS } from '../schemas/event-fields.js';
import { type ObjectWriter, type ShowOptions, writerOf } from '../schemas/field-table.js';

/**
 * The optional fields written after an item's table fields: its ranks and tracks (those of
 * `annex`), every deadline (include=deadlines), then the distance and the similarity.
 */
const itemExtras =
  (annex: AnnexFields): Parameters<typeof writerOf>[1] =>
  (values, position, out, distanceKm, show, similarity) => {
    writeAnnex(values, position, out, show, annex);
    if (show.deadlines) {
      out.text(',"deadlines":');
      values.editionValues.deadlines(position, out, show.zone);
    }
    if (distanceKm !== undefined) out.text(`,"distance_km":${Number.isFinite(distanceKm) ? distanceKm : 'null'}`);
    // Keys in the schema's order (similarity.ts builds it so), as its serializer writes them.
    if (similarity !== undefined) out.text(`,"similarity":${JSON.stringify(similarity)}`);
  };

/** Writes the search list item of the event at `position` (with its distance_km in a near search). */
export const writeItem = writerOf(ITEM_FIELDS, itemExtras({ ranks: true, tracks: true }));

/** The writers of items with some fields, by their fields in answer order (a few distinct sets in practice). */
const itemWriters = new Map<string, ObjectWriter>();
const ITEM_WRITERS_KEPT = 256;

/** The writer of items with `fields` (and id) only, in answer order; every field without `fields`. */
export function itemWriter(fields?: readonly string[]): ObjectWriter {
  if (fields === undefined) return writeItem;
  const chosen = new Set<string>(fields).add('id');
  const key = ITEM_FIELD_NAMES.filter((name) => chosen.has(name)).join(',');
  let writer = itemWriters.get(key);
  if (writer === undefined) {
    const table = Object.fromEntries(Object.entries(ITEM_FIELDS).filter(([name]) => chosen.has(name)));
    writer = writerOf(table, itemExtras({ ranks: chosen.has('ranks'), tracks: chosen.has('tracks') }));
    if (itemWriters.size >= ITEM_WRITERS_KEPT) itemWriters.clear();
    itemWriters.set(key, writer);
  }
  return writer;
}
/** Writes the detail of the event at `position` (getConference's conference). */
export const writeDetail = writerOf(DETAIL_FIELDS, (values, position, out, _, show) => {
  writeAnnex(values, position, out, show);
  // Written only when a source vouches for a date: an absent field says "unknown", as null did.
  if (values.seriesValues.hasLastVerified(position)) {
    out.text(',"last_verified":');
    values.seriesValues.lastVerified(position, out);
  }
});

/** The JSON text of the search list item of the event at `position`. */
export function itemJson(values: EventValues, position: number, now?: number, show?: ShowOptions): string {
  const out = new JsonBytes(1024);
  writeItem(values, position, out, now, undefined, show);
  return out.toString();
}

/** The JSON text of the detail of the event at `position`. */
export function detailJson(values: EventValues, position: number, now?: number, show?: ShowOptions): string {
  const out = new JsonBytes(4096);
  writeDetail(values, position, out, now, undefined, show);
  return out.toString();
}
