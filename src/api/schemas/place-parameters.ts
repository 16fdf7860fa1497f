/**
 * The place parameters of searchConferences (docs/api.md, Places): `near` (a place name or a point
 * "lat,lon"), `radius_km` and `region` (a comma list), parsed from their query-string text.
 */
import { z } from 'zod';
import { RADIUS_DEFAULT_KM, RADIUS_MAX_KM } from '../../search/index.js';
import { setting } from '../transport-names.js';
import { nameParam } from './rules.js';

/** "lat,lon" in degrees, signed decimals. */
const POINT_RE = /^([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)$/;
const POINT_RULE =
  'must be a place name or a point lat,lon in degrees, latitude from -90 to 90 and longitude from -180 to 180';

const nearParam = nameParam().transform((text, ctx) => {
  const point = POINT_RE.exec(text);
  if (!point) return { place: text };
  const latitude = Number(point[1]);
  const longitude = Number(point[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    ctx.addIssue({ code: 'custom', message: POINT_RULE });
    return z.NEVER;
  }
  return { latitude, longitude };
});

const RADIUS_RULE = `must be a number of kilometres above 0 and at most ${RADIUS_MAX_KM}`;
const radiusParam = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z.number({ error: RADIUS_RULE }).gt(0, RADIUS_RULE).max(RADIUS_MAX_KM, RADIUS_RULE),
);

/** Most names in `region`. */
const REGIONS_MAX = 50;
const regionsParam = nameParam().transform((text, ctx) => {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one region' });
  else if (names.length > REGIONS_MAX)
    ctx.addIssue({ code: 'custom', message: `must name at most ${REGIONS_MAX} regions` });
  return names;
});

/** The rules of radius_km and sort=distance without near (checked over the whole query). */
const GIVE_NEAR = `give ${setting('near', '<city>')} or ${setting('near', '<lat,lon>')}`;
export const RADIUS_WITHOUT_NEAR = `must come with near: ${GIVE_NEAR}, or leave radius_km out`;
export const DISTANCE_WITHOUT_NEAR = `must not be distance without near: ${GIVE_NEAR}, or sort by upcoming, date, -date, deadline or relevance`;

/** The fields, in documentation order (after city). */
export const placeFields = {
  near: nearParam
    .optional()
    .describe('A city (read like city) or a point "lat,lon": events within radius_km. Ambiguous: the most populous.')
    .meta({ example: 'Barcelona' }),
  radius_km: radiusParam
    .optional()
    .describe(`Km around near: above 0, at most ${RADIUS_MAX_KM} (default ${RADIUS_DEFAULT_KM}). Only with near.`)
    .meta({ example: 50 }),
  region: regionsParam
    .optional()
    .describe(
      'State or province by name or code ("California", "CA", "Bayern"), or a comma list. Within country if given.',
    )
    .meta({ example: 'California' }),
};
