/**
 * The time zone a question names beside a deadline ("the ISCA 2027 deadline in PST", "in Berlin
 * time"), as a zone its titles write each deadline's hour in too (docs/api.md, Connector tools).
 */
import { parseZone } from '../../source/zones.js';
import { canonicalZone, zoneOfPlace } from '../../util/local-time.js';
import { ZONE_KINDS } from './vocabulary.js';

/** A zone asked: its name as a title writes it, and the zone Intl writes a time in. */
export interface AskedZone {
  name: string;
  zone: string;
}

/**
 * Regions written before "time" ("Pacific time", "Central European Summer Time") and the IANA zone
 * each names. By hand: the IANA names are places, and these are the regions' words for them (the
 * connector's zone words, vocabulary.ts); an ambiguous one ("Australian time": three zones, "Indian
 * time") names none.
 */
const REGIONS: Readonly<Record<string, string>> = {
  pacific: 'America/Los_Angeles',
  mountain: 'America/Denver',
  central: 'America/Chicago',
  eastern: 'America/New_York',
  atlantic: 'America/Halifax',
  alaska: 'America/Anchorage',
  hawaii: 'Pacific/Honolulu',
  hawaiian: 'Pacific/Honolulu',
  greenwich: 'UTC',
  'western european': 'Europe/Lisbon',
  'central european': 'Europe/Berlin',
  'eastern european': 'Europe/Athens',
  british: 'Europe/London',
  irish: 'Europe/Dublin',
  india: 'Asia/Kolkata',
  japan: 'Asia/Tokyo',
  japanese: 'Asia/Tokyo',
  korea: 'Asia/Seoul',
  korean: 'Asia/Seoul',
  china: 'Asia/Shanghai',
  chinese: 'Asia/Shanghai',
  beijing: 'Asia/Shanghai',
  singapore: 'Asia/Singapore',
  taiwan: 'Asia/Taipei',
  israel: 'Asia/Jerusalem',
  moscow: 'Europe/Moscow',
  'australian eastern': 'Australia/Sydney',
  gulf: 'Asia/Dubai',
  arabian: 'Asia/Riyadh',
  brazil: 'America/Sao_Paulo',
  brasilia: 'America/Sao_Paulo',
};

/** "UTC+08:00", as the source's zones name a fixed offset; Intl takes "+08:00". */
const FIXED_OFFSET_RE = /^UTC([+-]\d\d:\d\d)$/;

/** The zone `text` names (the reading's zone, "PST", "Pacific time", "Europe/Berlin"); undefined when none surely. */
export function askedZone(text: string): AskedZone | undefined {
  const words = text.toLowerCase().split(/\s+/);
  if (words.length > 1 && words.at(-1) === 'time') {
    const region = words.slice(0, -1).filter((word) => !ZONE_KINDS.has(word));
    const zone = REGIONS[region.join(' ')] ?? zoneOfPlace(region.join(' '));
    return zone === undefined ? undefined : { name: zone, zone };
  }
  const zone = parseZone(text);
  if (zone === null) return undefined;
  if (zone.name === 'AoE') return { name: 'AoE', zone: canonicalZone('aoe')! };
  return { name: zone.name, zone: FIXED_OFFSET_RE.exec(zone.name)?.[1] ?? zone.name };
}
