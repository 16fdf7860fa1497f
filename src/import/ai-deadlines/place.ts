/**
 * The place of a record of the ai-deadlines family (docs/importers.md, ai-deadlines): `city` and
 * `country`, else `place`. A place not chosen yet ("TBD", "TBA", "Location TBC") is kept, marked
 * unknown (no country, no city, not online), as dates not known yet are; a city "TBD" in a known
 * country is no city; "Virtually" is online.
 */
import { type ImportContext, type Place, placeOfParts, placeOfText, type RecordNotes } from '../read-values.js';
import { field } from './fields.js';

/** Words that say a place is not chosen yet. */
const NOT_CHOSEN_RE = /(?:\b(?:tbd|tba|tbc|to be (?:announced|decided|determined|confirmed))\b|^n\/a\b)/i;
/** "Hybrid (Dubrovnik, Croatia)", "Online (Kyiv, Ukraine)": the format, then the place in parentheses. */
const FORMAT_FIRST_RE = /^(hybrid|online|virtual)\s*\((.+)\)$/i;
const VIRTUALLY_RE = /^(?:virtually|virtual|online|virtual only|fully virtual|online only)$/i;
const HYBRID_RE = /\b(?:hybrid|online and (?:physical|in[- ]person)|(?:physical|in[- ]person) and online)\b/i;

/** A place not chosen yet: no country, no city; hybrid when the text says it is also online. */
function unknownPlace(value: string | null, notes: RecordNotes): Place {
  notes.add('place_unknown', value, 'a place not chosen yet: no country and no city (the place unknown)');
  return {
    online: false,
    hybrid: value !== null && HYBRID_RE.test(value),
    city: null,
    region: null,
    country: null,
    venue: null,
  };
}

/** The parts of a place text that say something, without those that say the place is not chosen yet. */
function chosenParts(value: string): string {
  return value
    .replace(/\([^()]*\)/g, (part) => (NOT_CHOSEN_RE.test(part) ? ' ' : part))
    .split(',')
    .filter((part) => !NOT_CHOSEN_RE.test(part))
    .join(',')
    .trim();
}

/** The place of a record; null (noted as a refusal) when a place given names no country. */
export function placeOf(conf: Record<string, unknown>, context: ImportContext, notes: RecordNotes): Place | null {
  const country = field(conf, 'country');
  let city = field(conf, 'city');
  if (city !== null && NOT_CHOSEN_RE.test(city)) city = null;
  if (country !== null && VIRTUALLY_RE.test(country)) return placeOfText('Virtual', context, notes);
  if (country !== null && !NOT_CHOSEN_RE.test(country)) return placeOfParts(city, country, context, notes);
  const written = country === null ? (field(conf, 'place', 'location') ?? city) : country;
  if (written === null) return unknownPlace(null, notes);
  if (VIRTUALLY_RE.test(written)) return placeOfText('Virtual', context, notes);
  const formatFirst = FORMAT_FIRST_RE.exec(written);
  if (formatFirst) {
    const hybrid = formatFirst[1]!.toLowerCase() === 'hybrid';
    return placeOfText(hybrid ? `${formatFirst[2]} and Online` : 'Virtual', context, notes);
  }
  const chosen = chosenParts(written);
  const leftOver = chosen !== written && (HYBRID_RE.test(chosen) || /^(?:online|virtual|location|city)$/i.test(chosen));
  if (chosen === '' || leftOver) return unknownPlace(written, notes);
  return placeOfText(chosen, context, notes);
}
