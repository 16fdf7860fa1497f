/**
 * The answers of the connector tools search and fetch (docs/api.md, "MCP", connector tools), in
 * the shapes ChatGPT's connectors and deep research read: search's results are the best matches of
 * the sentence read as a search (reading.ts), each with a title a person recognises ("ACL 2027 —
 * Vienna, Austria") and a URL a person can open (the event's website, else its page on this
 * service). When that search finds nothing, one of the search's own relaxations (a clause of q
 * left out if one is offered, else the one with the largest total) is applied and its events answered, each title saying what was left out (a connector cannot retry
 * with the relaxations, and its results' shape has no other place for it). Fetch's answer is one
 * event as readable text, with its fields as metadata. Both run the
 * searchConferences and getConference handlers, so they answer what those answer.
 */
import { InputParser } from '../input.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import { type ConferenceDetail, type ConferenceItem, type SearchResponse, searchQuery } from '../schemas/index.js';
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

type Relaxation = NonNullable<SearchResponse['relaxations']>[number];
type Parameters = Readonly<Record<string, string>>;

/** The first page of the search of `parameters`. */
function searchPage(parameters: Parameters, context: HandlerContext) {
  const input = SEARCH_PARSER.fromArguments({ ...parameters, limit: String(RESULTS) }, context.today);
  return JSON.parse(searchConferences(input, context).text) as { conferences: Event[]; relaxations?: Relaxation[] };
}

/** `q` without the words of `term` (a clause of it), or undefined when q does not hold them. */
function withoutTerm(q: string, term: string): string | undefined {
  const words = q.split(' ');
  const left = term.toLowerCase().split(/\s+/);
  const at = words.findIndex((_, i) => left.every((word, j) => words[i + j] === word));
  return at < 0 ? undefined : [...words.slice(0, at), ...words.slice(at + left.length)].join(' ');
}

/** `parameters` relaxed as `relaxation` says, and the note the titles carry; undefined if it cannot be applied. */
function relaxed(parameters: Parameters, relaxation: Relaxation): { parameters: Parameters; note: string } | undefined {
  if ('set' in relaxation) {
    return {
      parameters: { ...parameters, [relaxation.set]: String(relaxation.value) },
      note: `found within ${relaxation.value} km`,
    };
  }
  const { q, ...rest } = parameters;
  if (relaxation.term !== undefined) {
    const left = q === undefined ? undefined : withoutTerm(q, relaxation.term);
    if (left === undefined) return undefined;
    return { parameters: left === '' ? rest : { ...rest, q: left }, note: `found without "${relaxation.term}"` };
  }
  const dropped = relaxation.drop.split(',');
  const kept = Object.entries(parameters).filter(([name]) => !dropped.includes(name));
  const named = dropped.map((name) => (name === 'q' ? `"${q}"` : `${name}=${parameters[name]}`));
  return { parameters: Object.fromEntries(kept), note: `found without ${named.join(', ')}` };
}

export function connectorSearch({ query }: OperationInput<{ query: string }>, context: HandlerContext) {
  const parameters = readSentence(context.index, query.query, context.today);
  const page = searchPage(parameters, context);
  const base = context.publicBaseUrl;
  if (page.conferences.length > 0) return { results: page.conferences.map((event) => resultOf(event, base)) };
  // Each finds something. A clause of q left out first (all else asked is kept), then largest total
  // first, as the search lists them; the first that applies is taken.
  const relaxations = page.relaxations ?? [];
  const ordered = [...relaxations.filter((r) => 'term' in r), ...relaxations.filter((r) => !('term' in r))];
  for (const relaxation of ordered) {
    const wider = relaxed(parameters, relaxation);
    if (wider === undefined) continue;
    const events = searchPage(wider.parameters, context).conferences;
    const results = events.map((event) => resultOf(event, base));
    return { results: results.map((result) => ({ ...result, title: `${result.title} (${wider.note})` })) };
  }
  return { results: [] };
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
