/**
 * One deadline in words, as every text answer says it (the MCP texts, the connector's `fetch`):
 * its kind and round, its local date and hour in the event's own zone, then in UTC and in the zone
 * the caller asked for (tz), and whether it is an estimate. A model that reads only the text can
 * answer "when, in my time" without the structured content.
 */
import { canonicalZone, formatZonedInstant } from '../../util/local-time.js';
import type { ConferenceDetail } from '../schemas/index.js';

type Deadline = Pick<ConferenceDetail['deadlines'][number], 'kind' | 'at' | 'at_local' | 'date' | 'timezone'> & {
  round?: number;
  estimated: boolean;
};

/** "2027-02-01 23:59" of a date-time text "2027-02-01T23:59:59-12:00". */
const wallClock = (dateTime: string): string => `${dateTime.slice(0, 10)} ${dateTime.slice(11, 16)}`;

/** A zone kept as a fixed offset ("UTC-12:00"), as Intl names it ("-12:00"). */
const FIXED_OFFSET_RE = /^UTC([+-]\d\d:\d\d)$/;

/** The zone Intl writes a time in for a zone as deadlines name it ("AoE", "UTC-12:00", "Europe/Berlin"), if one. */
export const intlZone = (name: string): string | undefined => FIXED_OFFSET_RE.exec(name)?.[1] ?? canonicalZone(name);

/** "2027-02-02 12:59 Europe/Berlin": an instant's wall clock in the Intl zone `zone`, named `name`. */
export function zoneTime(at: string, zone: string, name: string): string | undefined {
  const seconds = Date.parse(at) / 1000;
  return Number.isFinite(seconds) ? `${wallClock(formatZonedInstant(seconds, zone))} ${name}` : undefined;
}

/** "2027-02-01 23:59 AoE": the deadline in its own zone; its date alone when the zone is not one Intl knows. */
export function ownZoneTime({ at, date, timezone }: Pick<Deadline, 'at' | 'date' | 'timezone'>): string {
  const zone = intlZone(timezone);
  return (zone === undefined ? undefined : zoneTime(at, zone, timezone)) ?? `${date} (${timezone})`;
}

/** "2027-02-02 12:59 Europe/Berlin": the deadline in the zone asked (named `zone`, else by its UTC offset). */
function askedZoneTime({ at_local: local }: Deadline, zone?: string): string | undefined {
  if (local === undefined) return undefined;
  return `${wallClock(local)} ${zone ?? `UTC${local.slice(19) === 'Z' ? '' : local.slice(19)}`}`;
}

/** The deadline's instant as a wall clock in UTC, the zone named after it. */
const utcTime = ({ at }: Deadline): string => `${wallClock(at)} UTC`;

export interface DeadlineWordsOptions {
  /** The zone asked for, as its name is given (tz); its times are the deadlines' at_local. */
  zone?: string | undefined;
  /** Also the time in UTC when a zone is asked for (it is said anyway without one). */
  utc?: boolean;
}

/**
 * A deadline in words: its kind and round, its wall clock in its own zone, then in UTC and in the
 * zone asked, each named, and whether it is estimated from the series' earlier editions.
 */
export function deadlineWords(deadline: Deadline, { zone, utc = false }: DeadlineWordsOptions = {}): string {
  const round = deadline.round !== undefined && deadline.round > 1 ? ` (round ${deadline.round})` : '';
  const asked = askedZoneTime(deadline, zone);
  const times = [ownZoneTime(deadline), ...(asked === undefined || utc ? [utcTime(deadline)] : []), asked];
  const estimated = deadline.estimated ? ", estimated from the series' earlier editions" : '';
  const kind = deadline.kind.replace('_', '-');
  // A time said once: in a deadline of zone UTC, its own time is its UTC time.
  const said = [...new Set(times.filter((time) => time !== undefined))];
  return `${kind} deadline${round}: ${said.join(' = ')}${estimated}`;
}
