/**
 * Finding the edition a record of another --from belongs to (docs/importers.md, Merging, 2): the
 * same key (series, acronym or alias, and year) starting within SAME_EDITION_DAYS, undated or dated
 * by a tracker's guess, in
 * the same city, or with dates that contain the other's, one given to the month (or year) only; an
 * edition whose year is in doubt only with a record whose deadlines agree (fits). Each key's events are indexed by --from, start day and city, keeping the first of
 * each --from, so a record costs a few dozen look-ups however many share its key (one series' 2,000
 * rows in one file); a key without a match gives near-misses, listed up to the log's cap.
 */
import { nameKey } from '../reference/fold.js';
import { parseIsoDate } from '../util/dates.js';
import type { NearMissLog } from './near-misses.js';
import type { ImportedEvent } from './record.js';

/** Editions of a series that start further apart than this are not one edition. */
const SAME_EDITION_DAYS = 31;
/** The events of a key looked at for dates that contain another's (a key has a few, one per source). */
const CONTAINMENT_LOOKS = 64;

/** Paper deadlines this close (days) say two records are of one edition when their years are in doubt. */
const AGREEING_DEADLINE_DAYS = 7;
/** Paper deadlines of a record compared (a record has a few rounds). */
const DEADLINES_COMPARED = 16;

const paperDays = (event: ImportedEvent): number[] =>
  event.deadlines
    .filter((one) => one.kind === 'paper')
    .slice(0, DEADLINES_COMPARED)
    .map((one) => parseIsoDate(one.due.slice(0, 10)))
    .filter((day) => day !== null);

/**
 * Whether two events found by a key of `year` may be one edition: always, unless one of them has
 * its year undecided (edition-years.ts). Then, when both give paper deadlines, only when one of
 * each falls within AGREEING_DEADLINE_DAYS of the other's (the same call: ds-deadlines' "FOCS 2025"
 * dated and due as FOCS 2024 is FOCS 2024; ccf-deadlines' "CIKM 2020" dated October 2021, due in
 * May 2020, is not CIKM 2021, due in May 2021, nor is tobna's "FAccT 2025" due in January 2026
 * the FAccT 2025 due in January 2025); when one gives none, only by the key of the year it names.
 */
function fits(a: ImportedEvent, b: ImportedEvent, year: number): boolean {
  if (!a.yearUndecided && !b.yearUndecided) return true;
  const [mine, theirs] = [paperDays(a), paperDays(b)];
  if (mine.length === 0 || theirs.length === 0)
    return [a, b].every((event) => !event.yearUndecided || event.year === year);
  return mine.some((day) => theirs.some((other) => Math.abs(day - other) <= AGREEING_DEADLINE_DAYS));
}

/** The first event of each --from, by its order. */
type FirstOf = Map<number, { event: ImportedEvent; order: number }>;

interface KeyEvents {
  /** Every event of the key, by --from. */
  byOrigin: Map<number, ImportedEvent[]>;
  firstOf: FirstOf;
  undated: FirstOf;
  byDay: Map<number, FirstOf>;
  byCity: Map<string, FirstOf>;
}

const keep = (map: FirstOf, origin: number, event: ImportedEvent, order: number) => {
  if (!map.has(origin)) map.set(origin, { event, order });
};

function mapOf<K>(map: Map<K, FirstOf>, key: K): FirstOf {
  let found = map.get(key);
  if (!found) map.set(key, (found = new Map()));
  return found;
}

export class EditionIndex {
  private readonly byKey = new Map<string, KeyEvents>();
  private added = 0;

  constructor(private readonly log: NearMissLog) {}

  add(event: ImportedEvent, keys: readonly string[], origin: number): void {
    const order = this.added++;
    const start = event.start === null ? null : parseIsoDate(event.start);
    for (const key of keys) {
      let entry = this.byKey.get(key);
      if (!entry) {
        entry = { byOrigin: new Map(), firstOf: new Map(), undated: new Map(), byDay: new Map(), byCity: new Map() };
        this.byKey.set(key, entry);
      }
      const list = entry.byOrigin.get(origin);
      if (list) list.push(event);
      else entry.byOrigin.set(origin, [event]);
      keep(entry.firstOf, origin, event, order);
      // Guessed dates are found as dates not known yet are: by key and year alone.
      if (start === null || event.datesGuessed) keep(entry.undated, origin, event, order);
      if (start !== null) keep(mapOf(entry.byDay, start), origin, event, order);
      if (event.city !== null) keep(mapOf(entry.byCity, nameKey(event.city)), origin, event, order);
    }
  }

  /**
   * The first event (in the order added) of another --from that is the same edition, by the first
   * key that has one; a key whose events of other --froms are none of them is a near-miss with each.
   */
  find(
    event: ImportedEvent,
    keys: readonly string[],
    origin: number,
  ): { event: ImportedEvent; key: string } | undefined {
    const start = event.start === null ? null : parseIsoDate(event.start);
    const logged = new Set<ImportedEvent>();
    for (const key of keys) {
      const entry = this.byKey.get(key);
      if (!entry) continue;
      const year = Number(key.slice(key.lastIndexOf('|') + 1));
      let best: { event: ImportedEvent; order: number } | undefined;
      const consider = (map: FirstOf | undefined) => {
        for (const [from, first] of map ?? [])
          if (from !== origin && (!best || first.order < best.order) && fits(event, first.event, year)) best = first;
      };
      if (start === null || event.datesGuessed) consider(entry.firstOf);
      else {
        consider(entry.undated);
        for (let day = start - SAME_EDITION_DAYS; day <= start + SAME_EDITION_DAYS; day++)
          consider(entry.byDay.get(day));
      }
      if (event.city !== null) consider(entry.byCity.get(nameKey(event.city)));
      if (best) return { event: best.event, key };
      const containing = this.containing(entry, event, origin, year);
      if (containing) return { event: containing, key };
      for (const [from, list] of entry.byOrigin) {
        if (from === origin) continue;
        let i = 0;
        for (; i < list.length && !this.log.full; i++) {
          const candidate = list[i]!;
          if (logged.has(candidate)) continue;
          logged.add(candidate);
          const apart = Math.abs(parseIsoDate(candidate.start!)! - start!);
          this.log.add(
            `same series or acronym and year (${key.replace('|', ' ')}), starts ${apart} days apart`,
            candidate,
            event,
          );
        }
        this.log.leftOut += list.length - i;
      }
    }
    return undefined;
  }

  /**
   * The first event of another --from whose dates contain the other's, one of them given to the
   * month or year only ("May 2027" contains May 3-6, 2027): the same edition. Only the first
   * CONTAINMENT_LOOKS of a key's events are looked at, so a key of many rows costs no scan.
   */
  private containing(entry: KeyEvents, event: ImportedEvent, origin: number, year: number): ImportedEvent | undefined {
    if (event.start === null || event.end === null) return undefined;
    for (const [from, list] of entry.byOrigin) {
      if (from === origin) continue;
      for (const candidate of list.slice(0, CONTAINMENT_LOOKS)) {
        if (candidate.start === null || candidate.end === null) continue;
        if ((event.precision === 'day' && candidate.precision === 'day') || !fits(event, candidate, year)) continue;
        const inside = (a: ImportedEvent, b: ImportedEvent) => a.start! >= b.start! && a.end! <= b.end!;
        if (inside(event, candidate) || inside(candidate, event)) return candidate;
      }
    }
    return undefined;
  }
}
