/**
 * The plan steps of the place filters (docs/api.md, Places): `city` (a list), `region` (a list)
 * and `near` with `radius_km`, turned into posting lists to intersect: the union of the slots'
 * lists of the cities, of the regions' lists, and of the lists of the city slots within the
 * radius. Totals stay exact: a slot is in or out as a whole, by its city's distance.
 */
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { PlanStep } from './plan.js';
import { cachedUnion } from './cached-union.js';
import { givenCountries } from './country-list.js';
import { type Hint, type NearInput, RADIUS_DEFAULT_KM, RADIUS_MAX_KM, type SearchFilters } from '../types.js';
import type { IndexView } from '../index-view.js';
import { type NearSlots, slotsWithin } from './within-radius.js';
import { type CityItem, cityItems, type Names, placeLabel, slotLabel } from './place-names.js';
import { nearestWithEvents, nearPlace, regionItems, regionLabel } from './place-filters.js';
import { slotsTopicSet } from './slot-topics.js';
import { nameKey } from '../../reference/fold.js';

/** Meta indexes of the countries of `country` and `countries` (unknown ones are the country filter's to refuse). */
function countriesWithin(index: IndexView, filters: SearchFilters): Set<number> | null {
  const given = givenCountries(index.countries, filters);
  if (given.length === 0) return null;
  const found = new Set<number>();
  for (const { country } of given) {
    const at = country && index.countryByName.get(country.name);
    if (at !== undefined) found.add(at);
  }
  return found;
}

/**
 * The events of the slots within the radius: with a topic, read from the (slot, topic) runs in
 * place of the topic's list (taken out of `sets`); otherwise the union of the slots' lists.
 */
function nearSet(index: IndexView, filters: SearchFilters, sets: RoaringBitmap32[], near: NearSlots): RoaringBitmap32 {
  const topic = filters.topic === undefined ? undefined : index.topicByKey.get(nameKey(filters.topic));
  const topicList = topic === undefined ? undefined : index.store.lists.topic[topic];
  const at = topicList ? sets.indexOf(topicList) : -1;
  if (topic === undefined || at < 0) {
    // Keyed by the slots, as a city list's union: points whose radius holds the same cities share it.
    const slots = [...near.slots].sort((a, b) => a - b);
    return cachedUnion(
      index,
      `c:${slots.join(',')}`,
      slots.map((slot) => index.store.lists.city.at(slot)!),
    );
  }
  sets.splice(at, 1);
  return slotsTopicSet(index.slotTopics, near.slots, topic);
}

/**
 * `city`: the union of the lists of the slots the cities name (place-names.ts reads the list). A
 * named place without events matches nothing and says so, with the nearest cities with events; a
 * bare name that means several places says which it took.
 */
export const planCity: PlanStep = (index, filters, plan) => {
  if (filters.city === undefined) return;
  const items = cityItems(index, filters.city, 'city');
  const slots = [...new Set(items.flatMap((item) => item.slots))].sort((a, b) => a - b);
  const withoutEvents = items.filter((item) => item.slots.length === 0).flatMap((item) => item.places);
  plan.places.cities = [
    ...slots.map((slot) => slotLabel(index, slot)),
    ...withoutEvents.map((place) => placeLabel(index, place)),
  ];
  for (const item of items) {
    const hint = item.slots.length === 0 ? withoutEventsHint(index, item) : ambiguousCityHint(index, item);
    if (hint) plan.places.hints.push(hint);
  }
  if (slots.length === 0) {
    plan.impossible = true;
    return;
  }
  plan.sets.push(
    cachedUnion(
      index,
      `c:${slots.join(',')}`,
      slots.map((slot) => index.store.lists.city.at(slot)!),
    ),
  );
};

/** The largest radius a hint suggests, and the step it is rounded up to, km. */
export const HINT_RADIUS_STEP_KM = 10;

/** A city item that names known places only: the most populous has no events; the nearest cities with some. */
function withoutEventsHint(index: IndexView, item: CityItem): Hint {
  const { places } = index.store;
  const place = item.places[0]!;
  const nearby = nearestWithEvents(index, places.latitude[place]!, places.longitude[place]!);
  const first = nearby[0];
  return {
    reason: 'place_without_events',
    given: placeLabel(index, place),
    parameter: first ? 'city' : 'near',
    value: first ? first.label : item.text,
    detail: item.text,
    others: nearby.map((city) => `${city.label} (${city.km} km)`),
    ...(first
      ? { radiusKm: Math.min(RADIUS_MAX_KM, Math.ceil(first.km / HINT_RADIUS_STEP_KM) * HINT_RADIUS_STEP_KM) }
      : {}),
  };
}

/**
 * The slots of distinct places, the first of each kept: two spellings of one city the builder
 * placed at one point of one region ("Bruges" and "Brugge") are one place, not a choice to make.
 */
function distinctPlaces(geo: Names['store']['geo'], slots: readonly number[]): number[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const latitude = geo.latitude[slot]!;
    if (Number.isNaN(latitude)) return true;
    const key = `${geo.slotCountry[slot]} ${geo.slotRegion[slot]} ${latitude} ${geo.longitude[slot]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A city named alone (no region or country) that means several places with events, or whose
 * places with events all have fewer people than a place of that name without any: which it took.
 */
function ambiguousCityHint(index: Names, item: CityItem): Hint | undefined {
  if (item.qualified) return undefined;
  const { geo, lists, places } = index.store;
  const slots = distinctPlaces(
    geo,
    [...item.slots].sort(
      (a, b) => geo.population[b]! - geo.population[a]! || lists.city.sizes[b]! - lists.city.sizes[a]! || a - b,
    ),
  );
  const most = geo.population[slots[0]!]!;
  const larger = item.places.filter((place) => places.population[place]! > most).slice(0, 3);
  if (slots.length < 2 && larger.length === 0) return undefined;
  return {
    reason: 'ambiguous_place',
    given: item.text,
    parameter: 'city',
    value: slotLabel(index, slots[0]!),
    others: slots.slice(1, 6).map((slot) => slotLabel(index, slot)),
    without: larger.map((place) => placeLabel(index, place)),
  };
}

/** `region`: the union of the regions' lists, resolved within the countries given. */
export const planRegion: PlanStep = (index, filters, plan) => {
  if (filters.regions === undefined) return;
  const { places } = plan;
  const { regions, others } = regionItems(index, filters.regions, countriesWithin(index, filters));
  places.regions = regions.map((at) => regionLabel(index, at));
  if (others.length > 0) {
    places.hints.push({
      reason: 'ambiguous_region',
      given: filters.regions.join(','),
      parameter: 'region',
      value: places.regions.join('; '),
      others: others.slice(0, 5),
    });
  }
  plan.sets.push(
    cachedUnion(
      index,
      `r:${[...regions].sort((a, b) => a - b).join(',')}`,
      regions.map((at) => index.store.lists.region.at(at)!),
    ),
  );
};

/** `near` with `radius_km`: the events of the city slots within the radius of the point. */
export const planNear: PlanStep = (index, filters, plan) => {
  if (filters.near === undefined) return;
  const point = nearPoint(index, filters.near, plan.places.hints);
  const radiusKm = filters.radiusKm ?? RADIUS_DEFAULT_KM;
  const near = slotsWithin(index.store.geo, index.slotsByLatitude, point.latitude, point.longitude, radiusKm);
  plan.places.near = {
    name: point.name,
    country: point.country,
    latitude: point.latitude,
    longitude: point.longitude,
    radiusKm,
    slots: near,
  };
  if (near.slots.length === 0) plan.impossible = true;
  else plan.sets.push(nearSet(index, filters, plan.sets, near));
};

/** The point of `near`, as the answer reports it (a place's name and country, or nulls for a point). */
function nearPoint(index: IndexView, near: NearInput, hints: Hint[]) {
  if (!('place' in near)) return { name: null, country: null, latitude: near.latitude, longitude: near.longitude };
  const point = nearPlace(index, near.place);
  if (point.others.length > 0) {
    hints.push({
      reason: 'ambiguous_place',
      given: near.place,
      parameter: 'near',
      value: `${point.name}, ${point.country}`,
      others: point.others.slice(0, 5),
    });
  }
  return point;
}
