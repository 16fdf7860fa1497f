/**
 * Local wall times in a time zone as UTC instants (seconds since 1970-01-01T00:00:00Z).
 *
 * Written on Intl rather than a date library: Node 20 ships full ICU, whose zone data Intl reads,
 * and the one question asked here (the UTC offset of a zone at an instant) is a formatToParts call.
 * A zone's offset at an instant is its wall time then, read as if it were UTC, minus the instant.
 *
 * A wall time that a daylight-saving change skips (a gap) or repeats (an overlap) is resolved as
 * RFC 5545 and Temporal's "compatible" choice do: in an overlap the earlier instant (the offset
 * before the change); in a gap the offset before the change, which moves the time forward by the
 * gap ("02:30" on a spring-forward night in Europe/Berlin is 03:30 CEST, 01:30 UTC).
 */
import { dayFromParts } from './dates.js';

const SECONDS_PER_DAY = 86_400;

/** Formatters per IANA zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether Intl knows an IANA zone name (any case). */
export function isKnownZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in seconds, at an instant (seconds since the epoch). */
export function zoneOffsetAt(zone: string, instant: number): number {
  const parts = formatterOf(zone).formatToParts(instant * 1000);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of parts) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
    else if (part.type === 'second') second = Number(part.value);
  }
  const wall = dayFromParts(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
  return wall - instant;
}

/** Per zone and local day: the one offset of every wall time of that day, or null near a change. */
const steadyOffsets = new Map<string, Map<number, number | null>>();

/**
 * The offset every wall time of a local day has, when the zone's offset is the same a day before
 * the day and a day after it (then no change lies near it); null when a change may be near. A
 * million deadlines fall on a few thousand days per zone, so this is two Intl calls per day.
 */
function steadyOffset(zone: string, day: number): number | null {
  let days = steadyOffsets.get(zone);
  if (days === undefined) steadyOffsets.set(zone, (days = new Map()));
  let offset = days.get(day);
  if (offset === undefined) {
    const before = zoneOffsetAt(zone, (day - 1) * SECONDS_PER_DAY);
    const after = zoneOffsetAt(zone, (day + 2) * SECONDS_PER_DAY);
    offset = before === after ? before : null;
    days.set(day, offset);
  }
  return offset;
}

/**
 * The instant of a wall time in an IANA zone. `local` is the wall time read as if it were UTC
 * (day number × 86,400 + seconds of the day). The offsets a day before and a day after are the
 * candidates: no zone changes its offset twice within three days.
 */
export function zonedInstant(zone: string, local: number): number {
  const steady = steadyOffset(zone, Math.floor(local / SECONDS_PER_DAY));
  return steady === null ? instantNearChange(zone, local) : local - steady;
}

/** zonedInstant for a wall time on a day near a change of offset. */
function instantNearChange(zone: string, local: number): number {
  const before = zoneOffsetAt(zone, local - SECONDS_PER_DAY);
  const after = zoneOffsetAt(zone, local + SECONDS_PER_DAY);
  const early = local - before;
  if (before === after) return early;
  const late = local - after;
  const earlyFits = early + zoneOffsetAt(zone, early) === local;
  const lateFits = late + zoneOffsetAt(zone, late) === local;
  if (earlyFits && lateFits) return Math.min(early, late); // an overlap: the earlier instant
  if (earlyFits) return early;
  if (lateFits) return late;
  return early; // a gap: the offset before the change
}
