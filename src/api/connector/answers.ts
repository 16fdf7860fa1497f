/**
 * The answers of the connector tools search and fetch (docs/api.md, "MCP", connector tools), in
 * the shapes ChatGPT's connectors and deep research read: search's results are the best matches of
 * the sentence read as a search (reading.ts), each with a title a person recognises ("ACL 2027 —
 * Vienna, Austria") and a URL a person can open (the event's website, else its page on this
 * service); fetch's is one event as readable text, with its fields as metadata. Both run the
 * searchConferences and getConference handlers, so they answer what those answer.
 */
import { InputParser } from '../input.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import { type ConferenceDetail, type ConferenceItem, searchQuery } from '../schemas/index.js';
import { getConference, searchConferences } from '../handlers/conferences.js';
import { KIND_NAMES } from '../feeds/calendar.js';
import { readSentence } from './reading.js';

/** Results a connector search answers: the first page of the search. */
const RESULTS = 10;
const SEARCH_PARSER = new InputParser({ query: searchQuery });

type Event = Pick<ConferenceItem, 'id' | 'name' | 'acronym' | 'dates' | 'location' | 'format' | 'website'>;

/** "Vienna, Austria", "Austria", "Online", or nothing. */
function placeOf({ location, format }: Event): string {
  const parts = [location.city, location.country].filter((part) => part !== '');
  if (parts.length > 0) return parts.join(', ');
  return format === 'online' ? 'Online' : '';
}

/** "ACL 2027 — Vienna, Austria": the acronym and year (else the name), then the place. */
function titleOf(event: Event): string {
  const year = event.dates.start?.slice(0, 4);
  const named = event.acronym || event.name;
  const withYear = year === undefined || named.includes(year) ? named : `${named} ${year}`;
  const place = placeOf(event);
  return place === '' ? withYear : `${withYear} — ${place}`;
}

/** The event's website, else its detail on this service (under PUBLIC_BASE_URL). */
function urlOf(event: Pick<Event, 'id' | 'website'>, base: string | undefined): string {
  if (event.website !== '' && event.website !== null) return event.website;
  return `${base ?? ''}/api/gpt/conferences/${event.id}`;
}

/** A search result as connectors read it. */
export const resultOf = (event: Event, base: string | undefined) => ({
  id: String(event.id),
  title: titleOf(event),
  url: urlOf(event, base),
});

export function connectorSearch({ query }: OperationInput<{ query: string }>, context: HandlerContext) {
  const parameters = { ...readSentence(context.index, query.query, context.today), limit: String(RESULTS) };
  const input = SEARCH_PARSER.fromArguments(parameters, context.today);
  const answer = JSON.parse(searchConferences(input, context).text) as { conferences: Event[] };
  return { results: answer.conferences.map((event) => resultOf(event, context.publicBaseUrl)) };
}

type Detail = ConferenceDetail;

const ranksOf = ({ rank }: Detail): string[] =>
  [rank.core && `CORE ${rank.core}`, rank.ccf && `CCF ${rank.ccf}`].filter((r): r is string => typeof r === 'string');

/** Every deadline, one a line: "Paper deadline: 2027-02-01 (AoE), 2027-02-02T11:59:59Z". */
const deadlineLines = ({ deadlines }: Detail): string[] =>
  deadlines.map((d) => {
    const round = d.round > 1 ? ` (round ${d.round})` : '';
    const estimate = d.estimated ? ", estimated from the series' earlier editions" : '';
    return `- ${KIND_NAMES[d.kind]} deadline${round}: ${d.date} (${d.timezone}), ${d.at}${estimate}`;
  });

/** The event as text a person or a model reads: name, dates, place, every deadline, ranks, links. */
function textOf(event: Detail): string {
  const { location } = event;
  const place = [location.venue, location.city, location.country].filter((part) => part !== '');
  const ranks = ranksOf(event);
  const lines = [
    event.name,
    `${event.type}, ${event.format}. Topic: ${[...event.topics, ...event.sub_topics].join(', ')}.`,
    `Dates: ${event.dates.formatted}${event.dates.start ? ` (${event.dates.start} to ${event.dates.end})` : ''}.`,
    `Place: ${place.length > 0 ? place.join(', ') : 'online'}${event.continent ? ` (${event.continent})` : ''}.`,
    `Call for papers: ${event.cfp_status}.`,
    ...(event.deadlines.length > 0 ? ['Deadlines:', ...deadlineLines(event)] : ['Deadlines: none known.']),
    ...(ranks.length > 0 ? [`Rank: ${ranks.join(', ')}.`] : []),
    ...(event.acceptance_rate !== null ? [`Acceptance rate: ${Math.round(event.acceptance_rate * 100)}%.`] : []),
    ...(event.organizer ? [`Organizer: ${event.organizer}.`] : []),
    ...(event.website ? [`Website: ${event.website}`] : []),
    ...(event.contact_email ? [`Contact: ${event.contact_email}`] : []),
    ...(event.description ? [`Description: ${event.description}`] : []),
    ...event.sources.map((source) => `Source: ${source.name}${source.url ? `, ${source.url}` : ''}`),
  ];
  return lines.join('\n');
}

/** An event as a connector's document: its title, its text, its URL and its fields. */
export function documentOf(event: Detail, base: string | undefined) {
  return { id: String(event.id), title: titleOf(event), text: textOf(event), url: urlOf(event, base), metadata: event };
}

export function connectorFetch(
  { params }: OperationInput<Record<string, never>, { id: number }>,
  context: HandlerContext,
) {
  const answer = getConference({ params, query: {}, given: {} }, context);
  return documentOf((JSON.parse(answer.text) as { conference: Detail }).conference, context.publicBaseUrl);
}
