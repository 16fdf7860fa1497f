/**
 * The page of a near search in distance order (docs/api.md, Order): the city slots within the
 * radius, nearest first; the matches of the slots at one distance in the usual order (upcoming,
 * or date with date filters), then the matches of no city within the radius (the online events of
 * include_online) in the usual order. Only the slots the page reaches are intersected with the matches.
 */
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { Day } from '../../util/dates.js';
import type { IndexView } from '../index-view.js';
import type { NearSlots } from './within-radius.js';
import { pageAscending } from './order.js';
import { BitmapSet } from './ranked.js';
import { pageUpcoming, type UpcomingSplit } from './upcoming.js';

type Index = Pick<IndexView, 'store'> & { upcomingSplit(today: Day): UpcomingSplit };

export function pageByDistance(
  index: Index,
  matches: RoaringBitmap32,
  near: NearSlots,
  byDate: boolean,
  today: Day,
  offset: number,
  limit: number,
): number[] {
  const { lists } = index.store;
  const out: number[] = [];
  let skip = offset;
  for (let i = 0; i < near.slots.length && out.length < limit; ) {
    // The slots at the same distance as slot i are one group, read in the usual order.
    let end = i + 1;
    while (end < near.slots.length && near.distances[end] === near.distances[i]) end++;
    const group = near.slots.slice(i, end).map((slot) => lists.city.at(slot)!);
    i = end;
    const part = RoaringBitmap32.and(matches, group.length === 1 ? group[0]! : RoaringBitmap32.orMany(group));
    if (skip >= part.size) {
      skip -= part.size;
      continue;
    }
    const wanted = limit - out.length;
    const page = byDate
      ? pageAscending(new BitmapSet(part), skip, wanted)
      : pageUpcoming(index.store, index.upcomingSplit(today), part, skip, wanted);
    skip = 0;
    for (const position of page) out.push(position);
  }
  if (out.length >= limit) return out;
  // The events of no city within the radius (the online ones include_online adds) come last, in the
  // usual order: without them a page past the cities would be empty while the total counts them.
  const cities = near.slots.map((slot) => lists.city.at(slot)!);
  const rest = cities.length === 0 ? matches : RoaringBitmap32.andNot(matches, RoaringBitmap32.orMany(cities));
  if (skip >= rest.size) return out;
  const wanted = limit - out.length;
  const page = byDate
    ? pageAscending(new BitmapSet(rest), skip, wanted)
    : pageUpcoming(index.store, index.upcomingSplit(today), rest, skip, wanted);
  for (const position of page) out.push(position);
  return out;
}

/** The distance of each position's city from the point, km, by the slots within the radius. */
export function distancesOf(index: Pick<IndexView, 'store'>, near: NearSlots, positions: readonly number[]): number[] {
  const bySlot = new Map(near.slots.map((slot, i) => [slot, near.distances[i]!]));
  return positions.map((position) => bySlot.get(index.store.geo.citySlot[position]!) ?? Number.NaN);
}
