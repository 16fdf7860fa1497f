/**
 * What a new snapshot changes of the served one, event by event (docs/operating.md, "Refreshing the
 * data"): the events of both, matched by id (an imported event's id is a hash of its edition:
 * src/import/ids.ts), whose dates, place or deadlines differ. Counts alone let a tracker commit
 * that moves every date keep every event; the guard refuses a new snapshot that changes more than
 * its share of the events it keeps.
 */
import { deadlinesOf } from '../../store/deadline-table.js';
import { itemAt } from '../../store/event-records.js';
import { positionOfId, type Store } from '../../store/index.js';
import { UNDATED } from '../../source/validate.js';
import { type Day, formatIsoDate } from '../../util/dates.js';

export interface IdentityChanges {
  /** Events of the new snapshot whose id the served one has. */
  kept: number;
  /** Of those, the events whose dates, place or deadlines differ (each counted once). */
  changed: number;
  /** Of those, by what differs (an event may count in several). */
  dates: number;
  place: number;
  deadlines: number;
  /** The first changed events, one line each: "123 Data Days: dates 2027-06-01..2027-06-03 -> 2019-06-01..2019-06-03". */
  examples: string[];
}

/** Changed events named in `examples`. */
const CHANGE_EXAMPLES = 10;

const day = (value: Day): string => (value === UNDATED ? 'undated' : formatIsoDate(value));

/** The deadlines of an event a source gives (not the estimated ones, which follow the dates), one string. */
function deadlineText(store: Store, position: number): string {
  return deadlinesOf(store, position)
    .filter((deadline) => !deadline.estimated)
    .map((deadline) => `${deadline.kind} ${deadline.round} ${new Date(deadline.at * 1000).toISOString()}`)
    .join(', ');
}

/** What each kept event's fields were and are, for the ones that differ. */
function differences(served: Store, next: Store, was: number, now: number): string[] {
  const [a, b] = [itemAt(served, was), itemAt(next, now)];
  const found: string[] = [];
  if (a.start !== b.start || a.end !== b.end) {
    found.push(`dates ${day(a.start)}..${day(a.end)} -> ${day(b.start)}..${day(b.end)}`);
  }
  const [placeA, placeB] = [[a.city, a.country].join(', '), [b.city, b.country].join(', ')];
  if (placeA !== placeB) found.push(`place ${placeA || 'none'} -> ${placeB || 'none'}`);
  const [deadlinesA, deadlinesB] = [deadlineText(served, was), deadlineText(next, now)];
  if (deadlinesA !== deadlinesB) found.push(`deadlines ${deadlinesA || 'none'} -> ${deadlinesB || 'none'}`);
  return found;
}

/** The events of `next` that `served` has too, and which of them changed their dates, place or deadlines. */
export function identityChanges(served: Store, next: Store): IdentityChanges {
  const changes: IdentityChanges = { kept: 0, changed: 0, dates: 0, place: 0, deadlines: 0, examples: [] };
  const ids = next.columns.ids;
  for (let now = 0; now < ids.length; now++) {
    const was = positionOfId(served, ids[now]!);
    if (was < 0) continue;
    changes.kept++;
    const found = differences(served, next, was, now);
    if (found.length === 0) continue;
    changes.changed++;
    for (const what of found) changes[what.slice(0, what.indexOf(' ')) as 'dates' | 'place' | 'deadlines']++;
    if (changes.examples.length < CHANGE_EXAMPLES) {
      changes.examples.push(`${ids[now]} ${itemAt(next, now).name}: ${found.join('; ')}`);
    }
  }
  return changes;
}
