/**
 * The places that hold a place a question names, for its answer when nothing is found there
 * (docs/api.md, Connector tools): a city's surroundings (NEARBY_KM around it; of `near`, then the
 * widest radius), then a city's (or the city `near` names, with its radius) or a region's
 * country (of several, their countries), then that country's continent.
 */
import { RADIUS_MAX_KM, type SnapshotIndex, widerPlace } from '../../search/index.js';
import { EVENT_DATES } from './date-words.js';
import type { Parameters } from './searches.js';

/**
 * The radius around a city that holds its surroundings, a few hours by road or rail: "conferences
 * in Boston", none there, are those within it (Providence, New York) before those of the United
 * States (Honolulu, Los Angeles).
 */
export const NEARBY_KM = 300;

/** Parameters that name a place: a place left out is widened only where none of them is left. */
const PLACE_PARAMETERS = ['city', 'region', 'country', 'countries', 'continent', 'near'];

/**
 * The places that hold the one place `given` names, nearest first: a city's surroundings, a city's
 * (or its cities') or a region's country, then that country's continent; a country's continent.
 * None when `given` is no single place or `parameters` still name a place.
 */
export function widerPlaces(parameters: Parameters, given: Parameters, index: SnapshotIndex): Parameters[] {
  // A radius and the order by distance go with their city: "within 40 km of San Jose" is held by
  // San Jose's country.
  const [entry, ...more] = Object.entries(given).filter(([name]) => name !== 'radius_km' && name !== 'sort');
  if (entry === undefined || more.length > 0 || PLACE_PARAMETERS.some((name) => parameters[name] !== undefined))
    return [];
  const [name, value] = entry;
  // Surroundings are of one city: `near` reads one place ("near Boston", 50 km unless a radius is
  // given), and the question's cities are joined by commas.
  // Of `near`, whose asker asks what is close whatever the border, the widest radius after: "AI
  // conferences near Boston", none within 300 km, answers AAAI in Montréal before Los Angeles.
  const radius = Number(given.radius_km ?? 0);
  const rings =
    name === 'city' ? (value.includes(',') ? [] : [NEARBY_KM]) : name === 'near' ? [NEARBY_KM, RADIUS_MAX_KM] : [];
  const wider: Parameters[] = rings
    .filter((ring) => ring > radius)
    .map((ring) => ({ near: value, radius_km: String(ring) }));
  for (let place = widerPlace(index, name === 'near' ? 'city' : name, value); place !== undefined; ) {
    wider.push({ [place.parameter]: place.value });
    place = widerPlace(index, place.parameter, place.value);
  }
  return wider;
}

/**
 * The year that holds the months `given` names, all of one year ("AI conferences in 2028, ideally
 * in March", none then: those of 2028, not of any year); none when `parameters` still bound the
 * events' dates.
 */
export function widerTimes(parameters: Parameters, given: Parameters): Parameters[] {
  const { month, ...rest } = given;
  // A month left out is widened only where no other date of the events is left.
  if (month === undefined || Object.keys(rest).length > 0 || EVENT_DATES.some((name) => parameters[name] !== undefined))
    return [];
  const years = new Set(month.split(',').map((one) => one.slice(0, 4)));
  return years.size === 1 ? [{ year: [...years][0]! }] : [];
}
