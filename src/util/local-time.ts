/**
 * Instants written in a caller's time zone (docs/api.md, Time zones): `tz=Europe/Berlin` shows each
 * UTC instant of an answer also as its wall time and offset there, "2027-02-02T12:59:59+01:00".
 * The offset of a zone at an instant comes from Intl (zoned-time.ts), and each text is kept per
 * (zone, instant) in bounded maps: a page's deadlines recur (23:59:59 AoE on a few hundred days),
 * and Intl costs a few microseconds a call.
 */
import { LRUCache } from 'lru-cache';
import { formatIsoDate } from './dates.js';
import { zoneOffsetAt } from './zoned-time.js';

/** Anywhere on Earth: UTC−12, as deadlines are written ("AoE"); Etc/GMT+12 in the IANA database. */
const AOE = 'Etc/GMT+12';
const ZONE_TEXT_RE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const SECONDS_PER_DAY = 86_400;

/**
 * The zone a caller names, as the IANA database spells it ("europe/berlin" is Europe/Berlin; AoE is
 * Etc/GMT+12), or undefined when it names none.
 */
export function canonicalZone(text: string): string | undefined {
  if (text.toLowerCase() === 'aoe') return AOE;
  if (!ZONE_TEXT_RE.test(text)) return undefined;
  const known = zoneByText.get(text);
  if (known !== undefined) return known === NO_ZONE ? undefined : known;
  let zone: string | undefined;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  zoneByText.set(text, zone ?? NO_ZONE);
  return zone;
}

/**
 * canonicalZone's answers by the text as given. Making an Intl.DateTimeFormat costs about 50 µs (at
 * 1M events, a tenth of a whole search with tz=); the zone database does not change while the
 * process runs, and the entries are bounded (a text is at most 64 characters).
 */
const zoneByText = new LRUCache<string, string>({ max: 2_048 });
/** A text that names no zone, kept as such (LRUCache holds no undefined). */
const NO_ZONE = '';

/** The IANA zones by their place, folded ("berlin", "new york", "sao paulo"), made the first time asked. */
let zonesByPlace: Map<string, string> | undefined;

const placeKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();

/**
 * The IANA zone a caller meant by the name of its place alone ("Berlin" for Europe/Berlin, "new
 * york" for America/New_York), or undefined. The zone's place is the last part of its name.
 */
export function zoneOfPlace(text: string): string | undefined {
  zonesByPlace ??= new Map(
    Intl.supportedValuesOf('timeZone').map((zone) => [placeKey(zone.slice(zone.lastIndexOf('/') + 1)), zone]),
  );
  return zonesByPlace.get(placeKey(text));
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "+01:00", "-12:00", "+05:45": an offset in seconds, as ISO 8601 writes it. */
function offsetText(offset: number): string {
  const minutes = Math.abs(Math.round(offset / 60));
  return `${offset < 0 ? '-' : '+'}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/**
 * The texts written, per zone by instant: a Map keyed by the number (no key string is made per
 * deadline, which an LRU keyed by "zone instant" did, at a few hundred deadlines a page), holding
 * the whole text, since deadline instants recur (23:59:59 AoE on a few hundred days). A zone's map
 * is emptied when it reaches TEXTS_PER_ZONE; the zones are the IANA database's few hundred.
 */
const textsByZone = new Map<string, Map<number, string>>();
const TEXTS_PER_ZONE = 20_000;

/** An instant (seconds since the epoch) written in `zone` (as canonicalZone gives it): "2027-02-02T12:59:59+01:00". */
export function formatZonedInstant(instant: number, zone: string): string {
  let texts = textsByZone.get(zone);
  if (texts === undefined) textsByZone.set(zone, (texts = new Map()));
  let text = texts.get(instant);
  if (text === undefined) {
    if (texts.size >= TEXTS_PER_ZONE) texts.clear();
    texts.set(instant, (text = zonedText(instant, zone)));
  }
  return text;
}

function zonedText(instant: number, zone: string): string {
  const offset = zoneOffsetAt(zone, instant);
  const wall = instant + offset;
  const day = Math.floor(wall / SECONDS_PER_DAY);
  const seconds = wall - day * SECONDS_PER_DAY;
  const time = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(Math.floor(seconds % 60))}`;
  return `${formatIsoDate(day)}T${time}${offsetText(offset)}`;
}
