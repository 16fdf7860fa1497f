/** The date and instant schemas of the event tables (event-fields.ts, annex-fields.ts), defined once. */
import { z } from 'zod';

export const isoDate = z.string().meta({ format: 'date' });
export const instant = z.string().meta({ format: 'date-time' }).describe('UTC instant, e.g. 2027-02-01T11:59:59Z.');
/** Only with tz: the same instant written in that zone. */
export const atLocal = z
  .string()
  .meta({ format: 'date-time' })
  .optional()
  .describe('Only with tz: the instant in that zone, e.g. 2027-02-02T12:59:59+01:00.');
