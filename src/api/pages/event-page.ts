/**
 * An edition's page for people, `/events/{id}` (docs/api.md, Event pages and citations): the page a
 * citation opens when the edition has no website of its own, with no key. It is written from the
 * event's detail exactly as getConference answers it (its answer as an object, written from the same
 * result as its JSON: handlers/answer-values.ts), so the page and the API cannot disagree: dates, place, every deadline with its zone, ranks, the other editions,
 * sources, and schema.org `Event` JSON-LD. An id the data does not hold is a 404 page.
 */
import { EventNotFoundError, editionWebsite, eventPosition, type SnapshotIndex } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { type Html, html, scriptJson } from '../../util/html.js';
import { conferenceAnswer } from '../handlers/conferences.js';
import { fittedDetail } from '../handlers/detail-fit.js';
import type { ConferenceDetail, ConferenceResponse } from '../schemas/index.js';
import { HTTP_ANSWER_MAX } from '../views/answer-caps.js';
import { eventPageUrl } from '../views/citation.js';
import { placeWords } from '../views/event-words.js';
import { eventJsonLd, titleAcronym } from './event-jsonld.js';
import { deadlinesSection, editionsSection, link, ranksSection, sourcesSection } from './event-sections.js';
import { pageDocument } from './page-shell.js';

export interface EventPageContext {
  index: SnapshotIndex;
  today: Day;
  /** The request's time in seconds (calls for papers are open or closed at it). */
  now: number;
  /** PUBLIC_BASE_URL. */
  base: string;
}

export interface EventPage {
  status: 200 | 404;
  html: string;
}

/** "Vienna, Austria", "Online", or nothing known: the place in words every text answer gives. */
const placeText = (event: ConferenceDetail): string => placeWords(event, true);
/** The least a page's detail is fitted to: its fields without lists take less (a name and a description cut). */
const PAGE_CAP_MIN = 12_500;

/** "Mar 3-5, 2027" with the ISO dates, or the words the API writes for unknown dates. */
function datesPart({ dates }: ConferenceDetail): Html {
  if (dates.start === null || dates.end === null) return html`${dates.formatted}`;
  return html`${dates.formatted} (<time datetime="${dates.start}">${dates.start}</time> to <time datetime="${dates.end}">${dates.end}</time>)`;
}

function factsSection(event: ConferenceDetail, ownWebsite: string | undefined): Html {
  const row = (term: string, value: Html | string) => html`<dt>${term}</dt><dd>${value}</dd>\n`;
  return html`<section aria-labelledby="facts">
<h2 id="facts">Dates and place</h2>
<dl>
${row('Dates', datesPart(event))}${row('Place', placeText(event))}${row('Format', event.format)}${
  event.website
    ? row(ownWebsite ? 'Website' : "Series' website", link(event.website, event.website))
    : row('Website', 'None known')
}${event.organizer ? row('Organizer', event.organizer) : ''}${
  event.contact_email ? row('Contact', event.contact_email) : ''
}</dl>
</section>`;
}

/** What the page cut short (a long name or description), as the API's answer says it. */
type Cut = NonNullable<ConferenceResponse['cut']>;

function articleOf(event: ConferenceDetail, base: string, ownWebsite: string | undefined, cut: Cut): Html {
  const title = titleAcronym(event) ?? event.name;
  const topics = [...event.topics, ...event.sub_topics].join(', ');
  return html`<article>
<h1>${event.name}${event.acronym ? html` (${title})` : ''}</h1>
<p class="lede">${event.type}${topics ? `: ${topics}` : ''}</p>
${event.description ? html`<p>${event.description}</p>` : ''}
${cut.map((note) => html`<p class="cut">${note.message}</p>\n`)}
${factsSection(event, ownWebsite)}
${deadlinesSection(event, title)}
${ranksSection(event)}
${editionsSection(event, (id) => eventPageUrl(base, id))}
${sourcesSection(event)}
</article>`;
}

function notFoundPage(base: string, id: string): EventPage {
  const main = html`<h1>No such event</h1>
<p>The directory holds no event with the id ${id}. It may have been removed since the link was made.</p>
<p><a href="${`${base}/`}">Go to the Conference Directory</a></p>`;
  return { status: 404, html: pageDocument({ title: 'No such event', base, main }) };
}

/** The position of the event whose id is `idText` (as the path gives it), or undefined. */
function positionOf(index: SnapshotIndex, idText: string): { id: number; position: number } | undefined {
  if (!/^[1-9]\d{0,9}$/.test(idText)) return undefined;
  const id = Number(idText);
  try {
    return { id, position: eventPosition(index, id) };
  } catch (error) {
    if (error instanceof EventNotFoundError) return undefined;
    throw error;
  }
}

/** The page of the event whose id is `idText` (as the path gives it), or the 404 page. */
export function eventPage(idText: string, { index, today, now, base }: EventPageContext): EventPage {
  const found = positionOf(index, idText);
  if (found === undefined) return notFoundPage(base, idText);
  const { id, position } = found;
  const input = { params: { id }, query: {}, given: {} };
  // A page writes its detail in HTML and JSON-LD, larger than its JSON: one past an HTTP answer's
  // cap is written again from a detail fitted to half as much (handlers/detail-fit.ts).
  // The detail read once, whole, and fitted to each cap tried.
  const whole = conferenceAnswer(input, { index, today, now }, Number.POSITIVE_INFINITY);
  const fitted = (cap: number) => fittedDetail(whole, cap, 'http', HTTP_ANSWER_MAX);
  let cap = HTTP_ANSWER_MAX;
  let page = pageOf(fitted(cap), { index, position, id, base });
  while (Buffer.byteLength(page.html) > HTTP_ANSWER_MAX && cap > PAGE_CAP_MIN) {
    cap = Math.floor(cap / 2);
    page = pageOf(fitted(cap), { index, position, id, base });
  }
  return page;
}

/** The page of one event's answer. */
function pageOf(
  { conference: event, cut = [] }: ConferenceResponse,
  { index, position, id, base }: { index: SnapshotIndex; position: number; id: number; base: string },
): EventPage {
  const pageUrl = eventPageUrl(base, id);
  const ownWebsite = editionWebsite(index, position) ?? undefined;
  const title = titleAcronym(event) ?? event.name;
  const description = `${title}: ${event.dates.formatted}, ${placeText(event)}.`;
  return {
    status: 200,
    html: pageDocument({
      title,
      base,
      canonical: pageUrl,
      description,
      jsonLd: scriptJson(eventJsonLd(event, pageUrl, ownWebsite)),
      main: articleOf(event, base, ownWebsite, cut),
    }),
  };
}
