/**
 * The near-misses of a merge (docs/importers.md, Merging, 4): pairs of events that look alike but
 * are not merged. Events are indexed by folded name and start day, so each event costs a few map
 * look-ups however many share its name (one franchise on one day in 2,000 towns); the pairs listed
 * stop at NEAR_MISSES_LISTED, and those past it are counted, not listed.
 */
import { nameKey } from '../reference/fold.js';
import { parseIsoDate } from '../util/dates.js';
import type { ImportedEvent } from './record.js';

/** A record named in the report. */
export interface EventRef {
  source: string;
  recordId: string;
  name: string;
  start: string | null;
  city: string | null;
}

export interface NearMiss {
  reason: string;
  a: EventRef;
  b: EventRef;
}

/** The near-misses listed in the report; the others are only counted. */
export const NEAR_MISSES_LISTED = 1000;
/** Events of the same name and city that start this close are listed as near-misses. */
const NEAR_DAYS = 7;

export const ref = (event: ImportedEvent): EventRef => ({
  source: event.source.name,
  recordId: event.source.recordId,
  name: event.name,
  start: event.start,
  city: event.city,
});

/** The near-misses listed, and the count of those left out. */
export class NearMissLog {
  readonly listed: NearMiss[] = [];
  leftOut = 0;

  get full(): boolean {
    return this.listed.length >= NEAR_MISSES_LISTED;
  }

  add(reason: string, a: ImportedEvent, b: ImportedEvent): void {
    if (this.full) this.leftOut++;
    else this.listed.push({ reason, a: ref(a), b: ref(b) });
  }

  /** Pairs of `event` with each of `others` (in order), listed while there is room, else counted. */
  addAll(reason: string, others: readonly ImportedEvent[], event: ImportedEvent): void {
    let i = 0;
    for (; i < others.length && !this.full; i++) this.add(reason, others[i]!, event);
    this.leftOut += others.length - i;
  }
}

/** Lists of events by key, each key's list in the order added. */
class Groups<K, T> extends Map<K, T[]> {
  push(key: K, item: T): void {
    const list = this.get(key);
    if (list) list.push(item);
    else this.set(key, [item]);
  }
}

/**
 * Finds the near-misses of each event added among those added before: the same folded name and
 * start in another place; the same name, start and place with another end; the same name and city
 * starting within NEAR_DAYS.
 */
export class NearMissIndex {
  /** name|start -> city -> events. */
  private readonly byDay = new Map<string, Groups<string, ImportedEvent>>();
  /** name|city -> start (day number) -> events. */
  private readonly byCity = new Map<string, Groups<number, ImportedEvent>>();
  /** name|start -> the events in byDay. */
  private readonly dayCounts = new Map<string, number>();

  constructor(private readonly log: NearMissLog) {}

  add(event: ImportedEvent): void {
    if (event.start === null) return;
    const name = nameKey(event.name);
    const city = nameKey(event.city ?? '');
    const day = `${name}|${event.start}`;
    const cities = this.byDay.get(day) ?? new Groups<string, ImportedEvent>();
    const here = cities.get(city) ?? [];
    const ends = here.filter((known) => known.end !== event.end);
    this.log.addAll('same name, start and place, another end', ends, event);
    if (this.log.full) {
      // Counted without a walk over the other places, so one name on one day in n towns costs O(n).
      this.log.leftOut += (this.dayCounts.get(day) ?? 0) - here.length;
    } else {
      for (const [other, list] of cities)
        if (other !== city) this.log.addAll('same name and start, another place', list, event);
    }
    this.dayCounts.set(day, (this.dayCounts.get(day) ?? 0) + 1);
    cities.push(city, event);
    this.byDay.set(day, cities);
    const place = `${name}|${city}`;
    const starts = this.byCity.get(place) ?? new Groups<number, ImportedEvent>();
    const at = parseIsoDate(event.start);
    if (at === null) return;
    for (let apart = 1; apart <= NEAR_DAYS; apart++) {
      for (const when of [at - apart, at + apart]) {
        const list = starts.get(when);
        if (list) this.log.addAll(`same name and city, starts ${apart} days apart`, list, event);
      }
    }
    starts.push(at, event);
    this.byCity.set(place, starts);
  }
}
