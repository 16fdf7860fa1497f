/**
 * How a demo event is attended and how a directory writes where it happens: the format, city and
 * country columns of docs/source-format.md, written the ways real directories write them.
 */
import type { EventFormat, EventType } from '../source/schema.js';
import type { City, Place } from './host-places.js';
import { type Random, WeightedPicker } from './random.js';

const IN_PERSON_MOSTLY = new WeightedPicker<EventFormat>([
  ['in-person', 86],
  ['hybrid', 10],
  ['online', 4],
]);

/** How each type of event is attended: webinars mostly online, the others mostly in person. */
export const ATTENDANCE: Readonly<Record<EventType, WeightedPicker<EventFormat>>> = {
  conference: IN_PERSON_MOSTLY,
  workshop: IN_PERSON_MOSTLY,
  seminar: IN_PERSON_MOSTLY,
  webinar: new WeightedPicker<EventFormat>([
    ['online', 85],
    ['hybrid', 10],
    ['in-person', 5],
  ]),
};

/** Share of rows that leave the format empty where the type's default says it: online for webinars, else in person. */
const DEFAULT_FORMAT_LEFT_EMPTY = 0.11;
/** Share of online webinars that still name a country (a national society's series). */
const ONLINE_WEBINAR_WITH_COUNTRY = 0.08;
/** Share of online events without a country that write a word for "nowhere" in the country column. */
const NOWHERE_WRITTEN = 0.06;
const NOWHERE_WORDS = ['Online', 'Virtual', 'Remote', 'Worldwide'] as const;
/** Share of written country names that use another spelling: an ISO code, an alias, capitals. */
const COUNTRY_VARIANT = 0.02;
/** Share of cities written "City, ST" in the United States, "City, PR" in Canada. */
const REGION_SUFFIX: Readonly<Record<string, number>> = { US: 0.02, CA: 0.04 };
/** Share of cities elsewhere written "City, Country". */
const COUNTRY_SUFFIX = 0.001;

/** The format column: the attendance, or empty where that is the type's default. */
export function formatColumn(r: Random, type: EventType, attendance: EventFormat): EventFormat | null {
  const byDefault = type === 'webinar' ? 'online' : 'in-person';
  return attendance === byDefault && r.chance(DEFAULT_FORMAT_LEFT_EMPTY) ? null : attendance;
}

/** Whether an event of this type and attendance takes place in a country (and then in a city). */
export function inCountry(r: Random, type: EventType, attendance: EventFormat): boolean {
  return attendance !== 'online' || (type === 'webinar' && r.chance(ONLINE_WEBINAR_WITH_COUNTRY));
}

/**
 * The city and country columns. An event in no country has an empty country (the table requires
 * the column), or now and then a word such as "Online"; its city is empty.
 */
export function locationColumns(
  r: Random,
  place: Place,
  city: City | null,
  inPlace: boolean,
): { city: string | null; country: string } {
  if (!inPlace) return { city: null, country: r.chance(NOWHERE_WRITTEN) ? r.pick(NOWHERE_WORDS) : '' };
  const country = r.chance(COUNTRY_VARIANT) ? r.pick(place.variants) : place.country.name;
  return { city: city === null ? null : cityColumn(r, place, city), country };
}

/** A city as written: mostly its name, sometimes "Austin, TX", "Toronto, ON" or "Berlin, Germany". */
function cityColumn(r: Random, place: Place, city: City): string {
  if (city.name.includes(',')) return city.name;
  const regionShare = REGION_SUFFIX[place.country.alpha2];
  if (regionShare !== undefined) {
    return city.region !== null && r.chance(regionShare) ? `${city.name}, ${city.region}` : city.name;
  }
  return r.chance(COUNTRY_SUFFIX) ? `${city.name}, ${place.country.name}` : city.name;
}
