/**
 * The time zone a question names beside a deadline ("the ISCA 2027 deadline in PST", "in Berlin
 * time"), as a zone its titles write each deadline's hour in too (docs/api.md, Connector tools).
 */
import { parseZone } from '../../source/zones.js';
import { zoneOfPlace } from '../../util/local-time.js';
import { intlZone } from '../views/deadline-words.js';
import { ZONE_KINDS } from './vocabulary.js';
import { wordTable } from './word-tables.js';

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
const REGIONS: Readonly<Record<string, string>> = wordTable({
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
});

/** The zone `text` names (the reading's zone, "PST", "Pacific time", "Europe/Berlin"); undefined when none surely. */
export function askedZone(text: string): AskedZone | undefined {
  const words = text.toLowerCase().split(/\s+/);
  if (words.length > 1 && words.at(-1) === 'time') {
    const region = words.slice(0, -1).filter((word) => !ZONE_KINDS.has(word));
    const zone = REGIONS[region.join(' ')] ?? zoneOfPlace(region.join(' '));
    return zone === undefined ? undefined : { name: zone, zone };
  }
  const name = parseZone(text)?.name;
  if (name === undefined) return undefined;
  const zone = intlZone(name);
  return zone === undefined ? undefined : { name, zone };
}
