/**
 * The place filters of a search (docs/api.md, Near a place): `city` (a list), `region` (a list)
 * and `near` with `radius_km`, turned into posting lists to intersect: the union of the slots'
 * lists of the cities, of the regions' lists, and of the lists of the city slots within the
 * radius. Totals stay exact: a slot is in or out as a whole, by its city's distance.
 */
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { cachedUnion } from './cached-union.js';
import { type Hint, type NearApplied, type NearInput, RADIUS_DEFAULT_KM, type SearchFilters } from '../types.js';
import type { IndexView } from '../index-view.js';
import { type NearSlots, slotsWithin } from './geo.js';
import { cityItems, nearPlace, regionItems, regionLabel, slotLabel } from './places.js';
import { slotsTopicSet } from './slot-topics.js';
import { nameKey } from '../../reference/fold.js';

/** What the place filters add to a plan, and what the answer reports about them. */
export interface PlacePlan {
  near: (NearApplied & { slots: NearSlots }) | null;
  cities: string[] | null;
  regions: string[] | null;
  /** How an ambiguous near or region was read (the API words them). */
  hints: Hint[];
}

/** Meta indexes of the countries of `country` and `countries` (unknown ones are the country filter's to refuse). */
function givenCountries(index: IndexView, filters: SearchFilters): Set<number> | null {
  const texts = [...(filters.country === undefined ? [] : [filters.country]), ...(filters.countries ?? [])];
  if (texts.length === 0) return null;
  const found = new Set<number>();
  for (const text of texts) {
    const country = index.countries.resolve(text);
    const at = country && index.countryByName.get(country.name);
    if (at !== undefined) found.add(at);
  }
  return found;
}

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
      slots.map((slot) => index.store.lists.city[slot]!),
    );
  }
  sets.splice(at, 1);
  return slotsTopicSet(index.slotTopics, near.slots, topic);
}

/** Adds the place filters' lists to `sets` (or sets `impossible`) and returns what the answer reports. */
export function planPlaces(
  index: IndexView,
  filters: SearchFilters,
  plan: { sets: RoaringBitmap32[]; impossible: boolean },
): PlacePlan {
  const { lists } = index.store;
  const places: PlacePlan = { near: null, cities: null, regions: null, hints: [] };
  if (filters.city !== undefined) {
    const slots = [...new Set(cityItems(index, filters.city, 'city').flatMap((item) => item.slots))].sort(
      (a, b) => a - b,
    );
    places.cities = slots.map((slot) => slotLabel(index, slot));
    plan.sets.push(
      cachedUnion(
        index,
        `c:${slots.join(',')}`,
        slots.map((slot) => lists.city[slot]!),
      ),
    );
  }
  if (filters.regions !== undefined) {
    const { regions, others } = regionItems(index, filters.regions, givenCountries(index, filters));
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
        regions.map((at) => lists.region[at]!),
      ),
    );
  }
  if (filters.near !== undefined) {
    const point = nearPoint(index, filters.near, places.hints);
    const radiusKm = filters.radiusKm ?? RADIUS_DEFAULT_KM;
    const near = slotsWithin(index.store.geo, index.slotsByLatitude, point.latitude, point.longitude, radiusKm);
    places.near = {
      name: point.name,
      country: point.country,
      latitude: point.latitude,
      longitude: point.longitude,
      radiusKm,
      slots: near,
    };
    if (near.slots.length === 0) plan.impossible = true;
    else plan.sets.push(nearSet(index, filters, plan.sets, near));
  }
  return places;
}
