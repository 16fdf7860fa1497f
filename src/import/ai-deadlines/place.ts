/**
 * The place of a record of the ai-deadlines family (docs/importers.md, ai-deadlines): `city` and
 * `country`, else `place`. A place not chosen yet ("TBD", "TBA", "Location TBC") is kept, marked
 * unknown (no country, no city, not online), as dates not known yet are; a city "TBD" in a known
 * country is no city; "Virtually" is online.
 */
import {
  type ImportContext,
  type Place,
  placeOfParts,
  placeOfText,
  type RecordNotes,
  unknownPlace,
} from '../read-values.js';
import { NOT_CHOSEN_RE } from '../place-not-chosen.js';
import { field } from './fields.js';

const VIRTUALLY_RE = /^(?:virtually|virtual|online|virtual only|fully virtual|online only)$/i;
/** "Hybrid (Dubrovnik, Croatia)", "Online (Kyiv, Ukraine)": the format, then the place in parentheses. */
const FORMAT_FIRST_RE = /^(hybrid|online|virtual)\s*\((.+)\)$/i;

/** The place of a record; null (noted as a refusal) when a place given names no country. */
export function placeOf(conf: Record<string, unknown>, context: ImportContext, notes: RecordNotes): Place | null {
  const country = field(conf, 'country');
  let city = field(conf, 'city');
  if (city !== null && NOT_CHOSEN_RE.test(city)) city = null;
  if (country !== null && VIRTUALLY_RE.test(country)) return placeOfText('Virtual', context, notes);
  if (country !== null && !NOT_CHOSEN_RE.test(country)) return placeOfParts(city, country, context, notes);
  const written = country === null ? (field(conf, 'place', 'location') ?? city) : country;
  if (written === null) return unknownPlace(null, false, notes);
  if (VIRTUALLY_RE.test(written)) return placeOfText('Virtual', context, notes);
  const formatFirst = FORMAT_FIRST_RE.exec(written);
  if (formatFirst) {
    const hybrid = formatFirst[1]!.toLowerCase() === 'hybrid';
    return placeOfText(hybrid ? `${formatFirst[2]} and Online` : 'Virtual', context, notes);
  }
  return placeOfText(written, context, notes);
}
