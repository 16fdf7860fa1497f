/**
 * The `timezone` column of the deadlines table (docs/source-format.md, Deadlines): AoE (Anywhere on
 * Earth, UTC−12), UTC, a fixed offset ("UTC-12", "UTC+08:00", "Etc/GMT+5" with its inverted sign)
 * or an IANA zone name ("Europe/Berlin"). The abbreviations people write for a region's time ("PT",
 * "PDT", "CET") are read as that region's IANA zone, marked so that the caller can warn; ICU's own
 * reading of abbreviations is never used ("BST" is Asia/Dhaka to ICU and British Summer Time to most
 * people), and an ambiguous one ("IST": India, Ireland or Israel) names no zone.
 */
import { closestMatches } from '../reference/suggest.js';
import { isKnownZone, zonedInstant } from '../util/zoned-time.js';

/** A zone as the snapshot keeps it: its name as shown, and how a wall time becomes an instant. */
export interface Zone {
  /** "AoE", "UTC", "UTC+08:00", or the IANA name ("Europe/Berlin"). */
  name: string;
  /** The instant (seconds since the epoch) of a wall time read as if it were UTC. */
  instant(local: number): number;
  /** Set when the text was an abbreviation ("PDT"), read as this zone: the text as written. */
  abbreviation?: string;
}

const HOUR = 3600;
const AOE_OFFSET = -12 * HOUR;
/** Fixed offsets: "UTC+8", "UTC+08:00", "GMT-12", "+05:30", "UTC−03" (with a minus sign). */
const OFFSET_RE = /^(?:utc|gmt)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/i;
const AOE_RE = /^(?:aoe|anywhere on earth)$/i;
const UTC_RE = /^(?:utc|gmt|z|etc\/utc|etc\/gmt|utc\s*[+-]\s*0{1,2}(?::?00)?)$/i;
/** "Etc/GMT+5" is five hours behind UTC: the POSIX sign, the opposite of what it seems to say. */
const ETC_GMT_RE = /^etc\/gmt([+-])(\d{1,2})$/i;

const fixed = (name: string, offset: number): Zone => ({ name, instant: (local) => local - offset });

export const AOE: Zone = fixed('AoE', AOE_OFFSET);
const UTC: Zone = fixed('UTC', 0);

/** Zones by the text that named them: a million deadline rows name a few dozen zones. */
const parsed = new Map<string, Zone | null>();

/** The zone a `timezone` value names (AoE when empty), or null when it names none. */
export function parseZone(text: string | null): Zone | null {
  if (text === null) return AOE;
  let zone = parsed.get(text);
  if (zone === undefined) {
    zone = readZone(text.trim());
    parsed.set(text, zone);
  }
  return zone;
}

function readZone(text: string): Zone | null {
  if (text === '' || AOE_RE.test(text)) return AOE;
  if (UTC_RE.test(text)) return UTC;
  const offset = OFFSET_RE.exec(text);
  if (offset) return offsetZone(offset[1]!, Number(offset[2]), Number(offset[3] ?? 0));
  const etc = ETC_GMT_RE.exec(text);
  if (etc) return offsetZone(etc[1] === '+' ? '-' : '+', Number(etc[2]), 0);
  const abbreviated = ZONE_ABBREVIATIONS[text.toUpperCase()];
  if (abbreviated !== undefined) return { ...readZone(abbreviated)!, abbreviation: text };
  if (!text.includes('/') || !isKnownZone(text)) return null;
  const name = zoneNames().find((known) => known.toLowerCase() === text.toLowerCase()) ?? text;
  return { name, instant: (local) => zonedInstant(name, local) };
}

/** A fixed offset from −12:00 to +14:00, named "UTC±HH:MM". */
function offsetZone(sign: string, hours: number, minutes: number): Zone | null {
  const seconds = (sign === '+' ? 1 : -1) * (hours * HOUR + minutes * 60);
  if (minutes >= 60 || seconds < -12 * HOUR || seconds > 14 * HOUR) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return fixed(`UTC${seconds < 0 ? '-' : '+'}${pad(hours)}:${pad(minutes)}`, seconds);
}

let knownNames: string[] | undefined;
/** The IANA zone names ICU lists, for their case and for suggestions. */
function zoneNames(): string[] {
  knownNames ??= Intl.supportedValuesOf('timeZone');
  return knownNames;
}

/**
 * Abbreviations people write for the time of a region, and that region's IANA zone. A deadline
 * "23:59 PST" in July means Pacific time as the clocks show it then (PDT): the zone, with its
 * daylight-saving rules, is what the writer meant far more often than a fixed UTC-8.
 */
const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  PT: 'America/Los_Angeles',
  MT: 'America/Denver',
  CT: 'America/Chicago',
  ET: 'America/New_York',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  BST: 'Europe/London',
  WET: 'Europe/Lisbon',
  CET: 'Europe/Berlin',
  CEST: 'Europe/Berlin',
  EET: 'Europe/Athens',
  EEST: 'Europe/Athens',
  MSK: 'Europe/Moscow',
  JST: 'Asia/Tokyo',
  KST: 'Asia/Seoul',
  HKT: 'Asia/Hong_Kong',
  SGT: 'Asia/Singapore',
  AEST: 'Australia/Sydney',
  AEDT: 'Australia/Sydney',
  NZST: 'Pacific/Auckland',
  NZDT: 'Pacific/Auckland',
  HST: 'Pacific/Honolulu',
};

/**
 * What to write instead of a `timezone` value: the IANA zone of an abbreviation (read as that zone,
 * with a warning), else for a value that names no zone the closest IANA name or the forms to write.
 */
export function suggestZone(text: string): string {
  const upper = text.trim().toUpperCase();
  if (upper === 'IST') return '"IST" is India, Ireland or Israel: write Asia/Kolkata, Europe/Dublin or Asia/Jerusalem';
  const zone = ZONE_ABBREVIATIONS[upper];
  if (zone) return zone;
  const close = closestMatches(text, zoneNames(), 1)[0];
  if (close) return close;
  return 'an IANA zone such as Europe/Berlin, AoE, UTC, or an offset such as UTC+08:00';
}
