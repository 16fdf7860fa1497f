/**
 * The detail's fields of an event's series and sources (docs/api.md, Event detail): the other
 * editions, the series' aliases and acceptance rates, where the data comes from. Part of the event
 * table of event-fields.ts. Each is read once (src/search: deadline-values.ts, series-json.ts), and
 * the JSON text is what that reader gives: a few small values per detail, never on a page of items.
 */
import { z } from 'zod';
import { ALIAS_KINDS } from '../../source/tables.js';
import { isoDateOrNull } from './date-schemas.js';
import { leaf } from './field-table.js';

/** The other events of the same series. */
export const editionsField = leaf(
  z
    .array(
      z.object({
        id: z.number().int().min(1),
        name: z.string(),
        year: z.number().int().nullable(),
        dates: z.object({ start: isoDateOrNull, end: isoDateOrNull }),
        acceptance_rate: z.number().min(0).max(1).nullable(),
      }),
    )
    .describe('The other events of the same series, newest first (at most 50), each with its acceptance rate.'),
  (v, p, _, out) => v.editionValues.editions(p, out),
  (r, p) => r.editionValues.editions(p),
);

/** What the detail shows of the event's series and sources, after its editions. */
export const SERIES_FIELDS = {
  aliases: leaf(
    z
      .array(z.object({ alias: z.string(), kind: z.enum(ALIAS_KINDS) }))
      .describe(
        'Other names of the series (dblp key, acronym spelling, name, former name); acronym, series and q find them.',
      ),
    (v, p, _, out) => out.text(JSON.stringify(v.seriesValues.aliases(p))),
    (r, p) => r.seriesValues.aliases(p),
  ),
  acceptance_rates: leaf(
    z
      .array(
        z.object({
          year: z.number().int(),
          submitted: z.number().int().min(0).nullable(),
          accepted: z.number().int().min(0).nullable(),
          rate: z.number().min(0).max(1),
          source: z.string().nullable(),
        }),
      )
      .describe("The acceptance rates of the series' editions, newest year first."),
    (v, p, _, out) => out.text(JSON.stringify(v.seriesValues.acceptanceRates(p))),
    (r, p) => r.seriesValues.acceptanceRates(p),
  ),
  sources: leaf(
    z
      .array(z.object({ name: z.string(), id: z.string().nullable(), url: z.string().nullable() }))
      .describe("Where the event's data comes from: the source, the record's id there and its URL."),
    (v, p, _, out) => out.text(JSON.stringify(v.seriesValues.sources(p))),
    (r, p) => r.seriesValues.sources(p),
  ),
};
