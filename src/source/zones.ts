/**
 * The `timezone` column of the deadlines table (docs/source-format.md, Deadlines): AoE (Anywhere on
 * Earth, UTC−12), UTC, a fixed offset ("UTC-12", "UTC+08:00") or an IANA zone name
 * ("Europe/Berlin"). Abbreviations are refused even where ICU knows one: "BST" is Asia/Dhaka to ICU
 * and British Summer Time to most people, and "IST" is India, Ireland or Israel.
 */
import { closestMatches } from '../reference/suggest.js';
import { isKnownZone, zonedInstant } from '../util/zoned-time.js';

/** A zone as the snapshot keeps it: its name as shown, and how a wall time becomes an instant. */
export interface Zone {
  /** "AoE", "UTC", "UTC+08:00", or the IANA name ("Europe/Berlin"). */
  name: string;
  /** The instant (seconds since the epoch) of a wall time read as if it were UTC. */
  instant(local: number): number;
}

const HOUR = 3600;
const AOE_OFFSET = -12 * HOUR;
/** Fixed offsets: "UTC+8", "UTC+08:00", "GMT-12", "+05:30", "UTC−03" (with a minus sign). */
const OFFSET_RE = /^(?:utc|gmt)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/i;
const AOE_RE = /^(?:aoe|anywhere on earth)$/i;
const UTC_RE = /^(?:utc|gmt|z|etc\/utc|etc\/gmt|utc\s*[+-]\s*0{1,2}(?::?00)?)$/i;

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

/** Abbreviations people write for a zone, and an IANA zone to write instead. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
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

/** What to write instead of a `timezone` value that names no zone. */
export function suggestZone(text: string): string {
  const upper = text.trim().toUpperCase();
  if (upper === 'IST') return '"IST" is India, Ireland or Israel: write Asia/Kolkata, Europe/Dublin or Asia/Jerusalem';
  const zone = ABBREVIATIONS[upper];
  if (zone) return `"${text.trim()}" is an abbreviation: write the IANA zone, such as ${zone}`;
  const close = closestMatches(text, zoneNames(), 1)[0];
  if (close) return close;
  return 'an IANA zone such as Europe/Berlin, AoE, UTC, or an offset such as UTC+08:00';
}
