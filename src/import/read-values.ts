/**
 * The values every importer reads the same way (docs/importers.md, Values): zones, due times,
 * date texts and places, through the readers of src/source, each change or refusal noted for the
 * import report.
 */
import type { CountryResolver } from '../reference/countries.js';
import { regionName } from '../reference/regions.js';
import { type DateReading, readDateText } from '../source/date-text.js';
import { fixedUrl, isWebsite } from '../source/fixes.js';
import { cityText, territoryOf, territoryOfCity } from '../source/place-cities.js';
import { readCountryText, readPlaceText } from '../source/place-text.js';
import type { Places } from '../source/places.js';
import { parseZone } from '../source/zones.js';
import { formatIsoDate } from '../util/dates.js';
import { withoutNotChosen } from './place-not-chosen.js';
import type { ImportedEvent, ImportNote, NoteCode } from './record.js';

/** The reference data the importers read places with. */
export interface ImportContext {
  countries: CountryResolver;
  places: Places;
}

/** The notes of one record of one format. */
export class RecordNotes {
  constructor(
    private readonly notes: ImportNote[],
    private readonly source: string,
    readonly recordId: string,
  ) {}

  add(code: NoteCode, value: string | null, detail: string): void {
    this.notes.push({ source: this.source, recordId: this.recordId, code, value, detail });
  }
}

/** The zone to write for a zone as written (empty: AoE); null (noted) when it names none. */
export function zoneOf(text: string | null | undefined, notes: RecordNotes): string | null {
  const zone = parseZone(text ?? null);
  if (zone === null) return null;
  if (zone.abbreviation !== undefined) {
    notes.add('zone_abbreviation', zone.abbreviation, `read as ${zone.name}, daylight saving time included`);
  }
  return zone.name;
}

const DUE_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?$/;
const TBD_RE = /^(?:tbd|tba|tbc|n\/?a)$/i;

/** A due time as the source format writes it ("2025-05-11 23:59:59" -> "2025-05-11T23:59:59"); null when TBD or not one. */
export function dueOf(text: string | null | undefined): string | null {
  const match = text === null || text === undefined ? null : DUE_RE.exec(text.trim());
  if (!match) return null;
  return match[2] === undefined ? match[1]! : `${match[1]}T${match[2]}`;
}

/** Whether a due value says the deadline is not known yet. */
export const isTbd = (text: string | null | undefined): boolean =>
  text !== null && text !== undefined && TBD_RE.test(text.trim());

export type Dates = Pick<ImportedEvent, 'start' | 'end' | 'precision'>;

/** The dates of a reading, as the event keeps them. */
function datesOf(reading: DateReading): Dates {
  if (reading.precision === 'unknown') return { start: null, end: null, precision: 'unknown' };
  return { start: formatIsoDate(reading.start), end: formatIsoDate(reading.end), precision: reading.precision };
}

/**
 * The dates a text gives (noted when not to the day): none known when there is no text; null (noted
 * as a refusal) when the text gives none that can be read.
 */
export function datesOfText(text: string | null, yearHint: number | undefined, notes: RecordNotes): Dates | null {
  if (text === null) {
    notes.add('dates_unknown', null, 'no dates given (date_precision unknown)');
    return { start: null, end: null, precision: 'unknown' };
  }
  const reading = readDateText(text, yearHint);
  if (reading === undefined) {
    notes.add('record_refused', text, 'dates that cannot be read');
    return null;
  }
  if (reading.precision === 'month') notes.add('dates_month', text, 'read as whole months (date_precision month)');
  if (reading.precision === 'unknown') notes.add('dates_unknown', text, 'dates not known yet (date_precision unknown)');
  return datesOf(reading);
}

export type Place = Pick<ImportedEvent, 'city' | 'region' | 'country' | 'venue'> & {
  online: boolean;
  hybrid?: boolean;
};

function noteFix(fix: string | null, value: string, country: string, notes: RecordNotes): void {
  if (fix === 'country_is_region') notes.add('country_is_region', value, `read as a region of ${country}`);
  if (fix === 'country_corrected') notes.add('country_corrected', value, `read as ${country}`);
  if (fix === 'country_from_city') notes.add('country_from_city', value, `a city alone, read as in ${country}`);
}

/** A place not chosen yet: no country, no city, not online (noted). */
export function unknownPlace(text: string | null, hybrid: boolean, notes: RecordNotes): Place {
  notes.add('place_unknown', text, 'a place not chosen yet: no country and no city (the place unknown)');
  return { online: false, hybrid, city: null, region: null, country: null, venue: null };
}

/**
 * A place whose country cannot be read ("Bocconi University", "Europe", "Longyearbyen"): the event
 * is kept, its place unknown (no country, no city), the text kept as its venue, noted. A place that
 * cannot be read says nothing against the rest of the record.
 */
function unreadPlace(text: string, notes: RecordNotes): Place {
  notes.add('place_unknown', text, 'a place whose country cannot be read: kept as the venue, the place unknown');
  const venue = text.replace(/\s+/g, ' ').trim();
  return { online: false, city: null, region: null, country: null, venue: venue.length <= 200 ? venue : null };
}

/**
 * A place written in one text ("City, State, Country"); a place not chosen yet ("TBD") is unknown,
 * and so is a place whose country cannot be read (kept as the venue, noted).
 */
export function placeOfText(written: string, context: ImportContext, notes: RecordNotes): Place | null {
  const chosen = withoutNotChosen(written);
  if (chosen.unknown) return unknownPlace(written, chosen.hybrid, notes);
  const text = chosen.text;
  const reading = readPlaceText(text, context.countries, context.places);
  if (!reading) return unreadPlace(text, notes);
  if (reading.country) noteFix(reading.fix, text, reading.country.name, notes);
  const region = reading.region ? regionName(reading.region) : null;
  return { ...reading, country: reading.country?.name ?? null, region };
}

/**
 * A place written as a city ("Tucson, Arizona", "Seattle, WA") and a country ("USA", "Pennsylvania"):
 * the city is the part before the first comma; a later part that names a region of the country is
 * the region, any other is dropped (noted). A country that names none ("Cayman Islands", not in the
 * reference countries) leaves the place unknown, kept as the venue (noted).
 */
export function placeOfParts(
  city: string | null,
  country: string,
  context: ImportContext,
  notes: RecordNotes,
): Place | null {
  const reading = readCountryText(country, context.countries, context.places);
  if (!reading) return unreadPlace([city, country].filter((part) => part !== null).join(', '), notes);
  noteFix(reading.fix, country, reading.country.name, notes);
  const [written, ...rest] = (city ?? '').split(',').map((part) => part.trim());
  const head = written === undefined || written === '' ? undefined : cityText(written);
  // "Hong Kong" in China: the territory the reference lists apart (docs/importers.md, Places).
  const territory = head === undefined ? undefined : territoryOf(head, reading.country, context.countries);
  if (territory) {
    const own = context.places.cities.hasCity(territory.name, territory.alpha2);
    return { online: false, city: own ? territory.name : null, region: null, country: territory.name, venue: null };
  }
  let region = reading.region;
  // "Taipei" given in China: a city of the territory the reference lists apart, not of its sovereign.
  const placed =
    (head !== undefined && region === null
      ? territoryOfCity(head, reading.country, context.countries, context.places)
      : undefined) ?? reading.country;
  for (const part of rest.filter((text) => text !== '')) {
    const named = context.places.regions.ofCountry(part, placed.alpha2);
    if (named && region === null) region = named;
    else if (!named) notes.add('place_part_dropped', city, `"${part}" is no region of ${placed.name}`);
  }
  return {
    online: false,
    city: head ?? null,
    region: region ? regionName(region) : null,
    country: placed.name,
    venue: null,
  };
}

/** The format a place says: online, held there and online, or none said (in person). */
export const formatOf = (place: Place): 'online' | 'hybrid' | null =>
  place.online ? 'online' : place.hybrid ? 'hybrid' : null;

/**
 * A website as the builder takes it (`isWebsite`, one rule for both): as written, with its spaces
 * encoded, its scheme's typo corrected or https:// before a bare host (noted `website_fixed`);
 * null when none, or when it cannot be made a URL ("https://", noted `website_dropped`).
 */
export function websiteOf(text: string | null, notes: RecordNotes): string | null {
  if (text === null || isWebsite(text)) return text;
  const fixed = fixedUrl(text);
  if (fixed === undefined) {
    notes.add('website_dropped', text, 'not an http(s) URL: the event kept without a website');
    return null;
  }
  notes.add('website_fixed', text, `written as ${fixed}`);
  return fixed;
}
