/** The date, instant and deadline schemas of the event tables (event-fields.ts, annex-fields.ts), defined once. */
import { z } from 'zod';
import { DEADLINE_KINDS } from '../../source/schema.js';

export const isoDate = z.string().meta({ format: 'date' });
/** A date or null, as one JSON Schema type list (simpler for serializers than anyOf). */
export const isoDateOrNull = z.string().nullable().meta({ format: 'date' });
export const instant = z.string().meta({ format: 'date-time' }).describe('UTC instant, e.g. 2027-02-01T11:59:59Z.');
/** Only with tz: the same instant written in that zone. */
export const atLocal = z
  .string()
  .meta({ format: 'date-time' })
  .optional()
  .describe('Only with tz: the instant in that zone, e.g. 2027-02-02T12:59:59+01:00.');

/** What every deadline shows: its kind and round, its instant, local date and zone (a track's, an event's). */
export const deadlineFields = {
  kind: z.enum(DEADLINE_KINDS),
  round: z.number().int().min(1),
  at: instant,
  at_local: atLocal,
  date: isoDate,
  timezone: z.string(),
};
