/**
 * The rows of the place parameters in the search parameter table (docs/api.md, Places): `city` (a
 * comma list the engine splits), `near` (a place name or a point "lat,lon"), `radius_km` and
 * `region` (a comma list: list-params.ts).
 */
import { z } from 'zod';
import { RADIUS_DEFAULT_KM, RADIUS_MAX_KM } from '../../search/index.js';
import { setting } from '../transport-names.js';
import { regionsParam, uniqueNames } from './list-params.js';
import { noTitle, parameterRow as row, titleWords as words } from './parameter-row.js';
import { enumParam, nameParam } from './rules.js';

/** "lat,lon" in degrees, signed decimals. */
const POINT_RE = /^([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)$/;
const POINT_RULE =
  'must be a place name or a point lat,lon in degrees, latitude from -90 to 90 and longitude from -180 to 180';

const nearParam = () =>
  nameParam().transform((text, ctx) => {
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
const RADIUS_RE = /^\s*\d+(?:\.\d+)?\s*$/;
const radiusParam = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && RADIUS_RE.test(value) ? Number(value) : value),
    z.number({ error: RADIUS_RULE }).gt(0, RADIUS_RULE).max(RADIUS_MAX_KM, RADIUS_RULE),
  );

/** The rules of radius_km and sort=distance without near (checked over the whole query). */
const GIVE_NEAR = `give ${setting('near', '<city>')} or ${setting('near', '<lat,lon>')}`;
export const RADIUS_WITHOUT_NEAR = `must come with near: ${GIVE_NEAR}, or leave radius_km out`;
export const DISTANCE_WITHOUT_NEAR = `must not be distance without near: ${GIVE_NEAR}, or sort by upcoming, date, -date, deadline or relevance`;

export const CITY_ROW = row({
  schema: nameParam().optional(),
  description:
    'City, any case and accents, or a comma list (any). "City, Region" or "City, Country" picks one ("Paris, Texas"). ' +
    'A whole state or province: region=Texas.',
  example: 'Barcelona,Badalona',
  filter: 'city',
  toFilters: (city) => ({ city }),
  title: (_, text) => words('city', text),
  applied: 'cities',
  mistakes: ['town', 'cities', 'location', 'place'],
  feed: true,
  assistant: true,
});

export const NEAR_ROW = row({
  schema: nearParam().optional(),
  description: `A city (read like city) or a point "lat,lon": events within radius_km=N (default ${RADIUS_DEFAULT_KM}, at most ${RADIUS_MAX_KM}). Ambiguous: the most populous.`,
  example: 'Barcelona',
  filter: 'near',
  toFilters: (near) => ({ near }),
  title: (_, text, given) => words('near', `within ${given.radius_km ?? RADIUS_DEFAULT_KM} km of ${text}`),
  applied: 'near',
  mistakes: ['around', 'nearby', 'lat', 'lon', 'lng', 'latitude', 'longitude', 'coordinates', 'location', 'place'],
  feed: true,
  assistant: true,
});

export const RADIUS_KM_ROW = row({
  schema: radiusParam().optional(),
  description: `Km around near: above 0, at most ${RADIUS_MAX_KM} (default ${RADIUS_DEFAULT_KM}). Only with near.`,
  example: 50,
  filter: 'near',
  toFilters: (radiusKm) => ({ radiusKm }),
  title: noTitle,
  applied: 'near',
  mistakes: ['radius', 'distance', 'within', 'km'],
  feed: true,
  assistant: true,
});

export const REGION_ROW = row({
  schema: regionsParam().optional(),
  description:
    'State or province by name or code ("California", "CA", "Bayern"), or a comma list. Within country if given.',
  example: 'California',
  filter: 'region',
  toFilters: (regions) => ({ regions: uniqueNames(regions) }),
  title: (_, text) => words('region', text),
  applied: 'regions',
  mistakes: ['state', 'province', 'regions'],
  feed: true,
  assistant: true,
});

/** The place parameters, which include_online keeps online events beside. */
const PLACE_PARAMETERS = ['city', 'near', 'region', 'country', 'countries', 'continent'] as const;

export const INCLUDE_ONLINE_ROW = row({
  schema: enumParam(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  description:
    'true: online events too, beside those the place filters (city, near, region, country, countries, continent) ' +
    'select ("in Europe, or online"). The other filters still apply. Default false: place filters exclude online events.',
  example: 'true',
  filter: null,
  toFilters: (includeOnline) => (includeOnline ? { includeOnline } : {}),
  title: (includeOnline, _, given) =>
    includeOnline && PLACE_PARAMETERS.some((name) => given[name] !== undefined) ? words('online', 'or online') : null,
  applied: null,
  mistakes: ['online', 'with_online', 'online_allowed', 'include_virtual'],
  feed: true,
  assistant: true,
});
