/**
 * The rows of the parameters that shape a search's events rather than choose them (docs/api.md,
 * Fields, Deadlines and time zones): `fields` (which fields each item has), `include=deadlines`
 * (every deadline of each item) and `tz` (each instant also written in a time zone). `tz` is
 * getConference's and the feeds' too.
 */
import { z } from 'zod';
import { canonicalZone, zoneOfPlace } from '../../util/local-time.js';
import { setting } from '../transport-names.js';
import { COMPACT_ITEM_FIELDS, ITEM_FIELD_NAMES } from './event-fields.js';
import { enumListParam } from './list-params.js';
import { noTitle, parameterRow as row } from './parameter-row.js';
import { nameParam } from './rules.js';

/** What `include` adds to each item of a search. */
const SEARCH_INCLUDES = ['deadlines'] as const;

const ZONE_RULE =
  'must be an IANA time zone name, such as Europe/Berlin, America/New_York, Asia/Tokyo or UTC (or AoE, UTC-12)';

/** An IANA zone name, any case (or AoE), as Intl spells it; a place's name alone is refused with its zone named. */
export const zoneParam = () =>
  nameParam().transform((text, ctx) => {
    const zone = canonicalZone(text);
    if (zone === undefined) {
      const meant = zoneOfPlace(text);
      ctx.addIssue({ code: 'custom', message: meant ? `${ZONE_RULE}; use ${setting('tz', meant)}` : ZONE_RULE });
    }
    return zone ?? z.NEVER;
  });

export const TZ_DESCRIPTION =
  'IANA time zone ("Europe/Berlin", "America/New_York", "UTC"; AoE = UTC-12): every deadline instant also ' +
  'written in that zone, as at_local ("2027-02-02T12:59:59+01:00").';

export const INCLUDE_ROW = row({
  schema: enumListParam(SEARCH_INCLUDES, (value) => value.toLowerCase()).optional(),
  description:
    'deadlines: each item also lists every deadline of the event (abstract, paper, notification, camera-ready, ' +
    'each round), as getConference does.',
  example: 'deadlines',
  filter: null,
  toFilters: () => ({}),
  title: noTitle,
  applied: null,
  mistakes: ['with', 'expand', 'deadlines'],
  feed: false,
  assistant: true,
});

export const FIELDS_ROW = row({
  schema: enumListParam(ITEM_FIELD_NAMES, (value) => value.toLowerCase()).optional(),
  description:
    'Comma-separated fields of each item, id always: smaller answers, and more events in the size cap. ' +
    `Default every field; over MCP ${COMPACT_ITEM_FIELDS.join(', ')}. getConference has all.`,
  example: 'name,dates,location',
  filter: null,
  toFilters: () => ({}),
  title: noTitle,
  applied: null,
  mistakes: ['field', 'select', 'columns', 'properties', 'attributes', 'only'],
  feed: false,
  assistant: true,
});

export const TZ_ROW = row({
  schema: zoneParam().optional(),
  description: TZ_DESCRIPTION,
  example: 'Europe/Berlin',
  filter: null,
  toFilters: () => ({}),
  title: noTitle,
  applied: null,
  mistakes: ['timezone', 'time_zone', 'zone', 'tzid'],
  feed: true,
  assistant: true,
});
