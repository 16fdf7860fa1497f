/**
 * The fields of an event that most events lack (docs/api.md, Ranks, Tracks, Estimated deadlines):
 * its ranks of every system and its tracks, written after the table's fields only when it has any,
 * and what an estimated deadline is drawn from. Part of the event tables of event-fields.ts.
 */
import { z } from 'zod';
import { ESTIMATE_CONFIDENCES, type EventReader, type EventValues } from '../../search/index.js';
import { RANK_SYSTEMS } from '../../source/ranks.js';
import type { JsonBytes } from '../../util/json-bytes.js';
import { deadlineFields } from './date-schemas.js';
import type { ShowOptions } from './field-table.js';

/** What an estimated deadline is drawn from (docs/api.md, Estimated deadlines). */
export const estimateSchema = z
  .object({
    from: z.array(z.number().int().min(1)),
    compared: z.number().int().min(1),
    confidence: z.enum(ESTIMATE_CONFIDENCES),
  })
  .optional()
  .describe(
    'Only on an estimated deadline: the ids of the past editions that agree on its offset (the one it is drawn ' +
      'from first), how many were compared, and how sure it is (low: one edition; medium: two; high: three or more).',
  );

/** Every rank of an event, of every system (docs/api.md, Ranks); omitted when it has none. */
export const ranksSchema = z
  .array(
    z.object({
      system: z.enum(RANK_SYSTEMS),
      edition: z.string().nullable(),
      value: z.string(),
      source_url: z.string().nullable(),
    }),
  )
  .optional()
  .describe(
    "Every rank of the event: system, its edition (a year, or null), value and the ranking's URL; omitted when none.",
  );

/** The tracks of an edition with their own deadlines (docs/api.md, Tracks); omitted when it has none. */
export const tracksSchema = z
  .array(
    z.object({
      name: z.string(),
      deadlines: z.array(
        z.object({
          ...deadlineFields,
        }),
      ),
    }),
  )
  .optional()
  .describe("The edition's tracks (Industry Track, Short Papers...), each with its own deadlines; omitted when none.");

/** Which of the annex's fields a writer writes (a search's `fields` may leave either out). */
export interface AnnexFields {
  ranks: boolean;
  tracks: boolean;
}

const BOTH: AnnexFields = { ranks: true, tracks: true };

/** The ranks and tracks of an event, written only when it has any (after the table's fields); readAnnex reads them. */
export function writeAnnex(
  values: EventValues,
  position: number,
  out: JsonBytes,
  show: ShowOptions,
  fields: AnnexFields = BOTH,
): void {
  const { annex } = values.editionValues;
  if (fields.ranks && annex.hasRanks(position)) {
    out.text(',"ranks":');
    annex.ranks(position, out);
  }
  if (fields.tracks && annex.hasTracks(position)) {
    out.text(',"tracks":');
    annex.tracks(position, out, show.zone);
  }
}

/** The ranks and tracks of an event, read only when it has any, as writeAnnex writes them. */
export function readAnnex(
  values: EventReader,
  position: number,
  object: Record<string, unknown>,
  show: ShowOptions,
  fields: AnnexFields = BOTH,
): void {
  const annex = values.editionValues;
  if (fields.ranks && annex.hasRanks(position)) object.ranks = annex.ranks(position);
  if (fields.tracks && annex.hasTracks(position)) object.tracks = annex.tracks(position, show.zone);
}
