/**
 * An edition as schema.org `Event` JSON-LD (docs/api.md, Event pages and citations), for the
 * search engines and assistants that read a page's structured data: its name, dates, status,
 * attendance mode, place (a `Place` with its address; a `VirtualLocation` with a `url` online;
 * both for a hybrid event), organizer, description and topics. Only what the data says: a value it lacks is
 * left out, never guessed.
 */
import type { ConferenceDetail } from '../schemas/index.js';

const SCHEMA = 'https://schema.org/';

/** schema.org's EventAttendanceModeEnumeration member of each format. */
const ATTENDANCE_MODES: Readonly<Record<ConferenceDetail['format'], string>> = {
  'in-person': `${SCHEMA}OfflineEventAttendanceMode`,
  online: `${SCHEMA}OnlineEventAttendanceMode`,
  hybrid: `${SCHEMA}MixedEventAttendanceMode`,
};

/** A date as precise as the data knows it: the day, or (month precision) the month, as ISO 8601 writes it. */
function dateOf(day: string | null, precision: ConferenceDetail['dates']['precision']): string | undefined {
  if (day === null || precision === 'unknown') return undefined;
  return precision === 'month' ? day.slice(0, 7) : day;
}

/** The physical place: the venue (else the city) with the address the data gives. */
function placeOf({ location, country_code }: ConferenceDetail): Record<string, unknown> | undefined {
  if (location.city === '' && location.country === '') return undefined;
  const address = {
    '@type': 'PostalAddress',
    ...(location.city ? { addressLocality: location.city } : {}),
    addressCountry: country_code ?? location.country,
  };
  return { '@type': 'Place', name: location.venue || location.city || location.country, address };
}

/**
 * The online place, with the `url` Google's Event rich results require of a `VirtualLocation`: the
 * edition's own website, else the event's page here (never a series' site, which is not the event).
 */
function virtualLocationOf(url: string): Record<string, unknown> {
  return { '@type': 'VirtualLocation', url };
}

function locationOf(event: ConferenceDetail, virtualUrl: string): unknown {
  const place = placeOf(event);
  if (event.format === 'online') return virtualLocationOf(virtualUrl);
  if (event.format === 'hybrid') return place ? [place, virtualLocationOf(virtualUrl)] : virtualLocationOf(virtualUrl);
  return place;
}

/**
 * The JSON-LD object of `event`, whose page is `pageUrl`; `ownWebsite` is its website when that is
 * the edition's own (it is then `sameAs`). Every edition listed is scheduled: the data records no
 * cancellation or postponement.
 */
export function eventJsonLd(event: ConferenceDetail, pageUrl: string, ownWebsite: string | undefined) {
  const start = dateOf(event.dates.start, event.dates.precision);
  const end = dateOf(event.dates.end, event.dates.precision);
  const location = locationOf(event, ownWebsite ?? pageUrl);
  const keywords = [...event.topics, ...event.sub_topics];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${pageUrl}#event`,
    url: pageUrl,
    name: event.name,
    ...(event.acronym ? { alternateName: titleAcronym(event) } : {}),
    ...(event.description ? { description: event.description } : {}),
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: ATTENDANCE_MODES[event.format],
    ...(location ? { location } : {}),
    ...(event.organizer ? { organizer: { '@type': 'Organization', name: event.organizer } } : {}),
    ...(ownWebsite ? { sameAs: ownWebsite } : {}),
    ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
  };
}

/** "ICML 2027": the acronym with the edition's year (else the acronym alone); null without an acronym. */
export function titleAcronym(event: Pick<ConferenceDetail, 'acronym' | 'dates'>): string | null {
  if (!event.acronym) return null;
  const year = event.dates.start?.slice(0, 4);
  return year === undefined || event.acronym.includes(year) ? event.acronym : `${event.acronym} ${year}`;
}
