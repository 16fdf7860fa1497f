/**
 * An event as the answers give it, from the store's columns by the field tables of
 * ../schemas/event-fields.ts: a search's items (every field, or those `fields` names) and the
 * detail, each as JSON text (writers, for the JSON answers) and as an object (readers, for the
 * answers that are objects: handlers/answer-values.ts). A writer and its reader come from the same
 * table and the same chosen fields, so the object is the text's, key for key.
 */
import type { EventReader, EventValues } from '../../search/index.js';
import { JsonBytes } from '../../util/json-bytes.js';
import { type AnnexFields, readAnnex, writeAnnex } from '../schemas/annex-fields.js';
import { DETAIL_FIELDS, ITEM_FIELD_NAMES, ITEM_FIELDS } from '../schemas/event-fields.js';
import {
  type Fields,
  type ObjectReader,
  type ObjectWriter,
  readerOf,
  type ShowOptions,
  writerOf,
} from '../schemas/field-table.js';

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

/** The same optional fields, read into the item's object in the same order. */
const itemExtraValues =
  (annex: AnnexFields): Parameters<typeof readerOf>[1] =>
  (values, position, object, distanceKm, show, similarity) => {
    readAnnex(values, position, object, show, annex);
    if (show.deadlines) object.deadlines = values.editionValues.deadlines(position, show.zone);
    if (distanceKm !== undefined) object.distance_km = Number.isFinite(distanceKm) ? distanceKm : null;
    if (similarity !== undefined) object.similarity = similarity;
  };

/** An item's writer and reader, of the same fields. */
interface ItemForms {
  write: ObjectWriter;
  read: ObjectReader;
}

const formsOf = (table: Fields, annex: AnnexFields): ItemForms => ({
  write: writerOf(table, itemExtras(annex)),
  read: readerOf(table, itemExtraValues(annex)),
});

const EVERY_FIELD = formsOf(ITEM_FIELDS, { ranks: true, tracks: true });

/** Writes the search list item of the event at `position` (with its distance_km in a near search). */
export const writeItem = EVERY_FIELD.write;

/** The forms of items with some fields, by their fields in answer order (a few distinct sets in practice). */
const itemForms = new Map<string, ItemForms>();
const ITEM_FORMS_KEPT = 256;

/** The writer and reader of items with `fields` (and id) only, in answer order; every field without `fields`. */
function formsFor(fields?: readonly string[]): ItemForms {
  if (fields === undefined) return EVERY_FIELD;
  const chosen = new Set<string>(fields).add('id');
  const key = ITEM_FIELD_NAMES.filter((name) => chosen.has(name)).join(',');
  let forms = itemForms.get(key);
  if (forms === undefined) {
    const table = Object.fromEntries(Object.entries(ITEM_FIELDS).filter(([name]) => chosen.has(name)));
    forms = formsOf(table, { ranks: chosen.has('ranks'), tracks: chosen.has('tracks') });
    if (itemForms.size >= ITEM_FORMS_KEPT) itemForms.clear();
    itemForms.set(key, forms);
  }
  return forms;
}

/** The writer of items with `fields` (and id) only, in answer order; every field without `fields`. */
export const itemWriter = (fields?: readonly string[]): ObjectWriter => formsFor(fields).write;

/** The reader of the same items as objects. */
export const itemReader = (fields?: readonly string[]): ObjectReader => formsFor(fields).read;

/** Writes the detail of the event at `position` (getConference's conference). */
export const writeDetail = writerOf(DETAIL_FIELDS, (values, position, out, _, show) => {
  writeAnnex(values, position, out, show);
  // Written only when a source vouches for a date: an absent field says "unknown", as null did.
  const verified = values.seriesValues.lastVerified(position);
  if (verified !== null) out.text(`,"last_verified":${JSON.stringify(verified)}`);
});

/** Reads the detail of the event at `position` as an object, as writeDetail writes it. */
export const readDetail = readerOf(DETAIL_FIELDS, (values, position, object, _, show) => {
  readAnnex(values, position, object, show);
  const verified = values.seriesValues.lastVerified(position);
  if (verified !== null) object.last_verified = verified;
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

/** The search list item of the event at `position`, as an object (itemJson's text, not read back). */
export function itemObject(
  values: EventReader,
  position: number,
  now?: number,
  show?: ShowOptions,
): Record<string, unknown> {
  return EVERY_FIELD.read(values, position, now, undefined, show);
}
