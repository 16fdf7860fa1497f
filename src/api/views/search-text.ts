/**
 * The text content of a searchConferences tool result (docs/api.md, "MCP", Results): the answer in
 * lines a model reads at once, for the hosts that forward only the text (structuredContent holds
 * the same answer as JSON, for those that forward only it): the total and the page, one line per
 * event (what the item's fields say of it), the next page's cursor, what was cut, why nothing
 * matched, and the largest values of each facet. Within the text's share of the result's cap.
 */
import type { SearchResponse } from '../schemas/index.js';
import { answerCap } from './answer-caps.js';
import { deadlineWords } from './deadline-words.js';
import { locationWords } from './event-words.js';
import { clipped, count, fitLines } from './text-lines.js';

type Item = Partial<SearchResponse['conferences'][number]> & { id: number };

/**
 * The item fields the text reads (an operation's toolTextFields): the answer's events are read with
 * these alone for it, not every field the answer has. A field read here and missing from this list
 * would change the text, which test/api/views/search-text.test.ts would see.
 */
export const SEARCH_TEXT_FIELDS: readonly string[] = [
  'id',
  'name',
  'acronym',
  'dates',
  'location',
  'format',
  'type',
  'topic',
  'rank',
  'cfp_status',
  'next_deadline',
  'website',
];

/** Values of each facet the text names (structuredContent has them all). */
const FACET_VALUES_NAMED = 5;
const NAME_MAX = 120;

/** "ICML 2027 — International Conference on Machine Learning", the acronym and year first when known. */
function titleOf(item: Item): string {
  const name = item.name === undefined ? `Event ${item.id}` : clipped(item.name, NAME_MAX);
  const year = item.dates?.start?.slice(0, 4);
  if (!item.acronym) return name;
  const edition = year === undefined || item.acronym.includes(year) ? item.acronym : `${item.acronym} ${year}`;
  return name.startsWith(item.acronym) ? name : `${edition} — ${name}`;
}

/** "Seoul, South Korea", "online". */
function placeOf(item: Item): string | undefined {
  if (item.location === undefined) return item.format === 'online' ? 'online' : undefined;
  const place = locationWords(item.location.city, item.location.country);
  return place === '' ? (item.format === 'online' ? 'online' : undefined) : place;
}

const CALL_WORDS: Readonly<Record<NonNullable<Item['cfp_status']>, string>> = {
  open: 'call for papers open',
  abstract_closed: 'abstracts closed, papers still open',
  closed: 'call for papers closed',
  expected: 'call for papers expected',
  none: 'no call for papers known',
};

/**
 * "call for papers open, next: paper deadline: 2027-01-28 23:59 AoE = 2027-01-29 12:59
 * Europe/Berlin"; with every deadline listed under the event (include=deadlines), the next one's
 * kind only.
 */
function callOf(item: Item, zone: string | undefined): string | undefined {
  if (item.cfp_status === undefined && item.next_deadline === undefined) return undefined;
  const status = item.cfp_status === undefined ? '' : CALL_WORDS[item.cfp_status];
  const next = item.next_deadline;
  const listed = item.deadlines !== undefined && item.deadlines.length > 0;
  const deadline = next ? `next: ${listed ? `${next.kind} deadline` : deadlineWords(next, { zone })}` : undefined;
  return [status, deadline].filter((part) => part !== undefined && part !== '').join(', ');
}

/** One event as a line, then a line for each of its deadlines when the item lists them (include=deadlines). */
function eventLines(item: Item, number: number, zone: string | undefined): string[] {
  const deadlines = (item.deadlines ?? []).map((deadline) => `   - ${deadlineWords(deadline, { zone })}`);
  return [eventLine(item, number, zone), ...deadlines];
}

/** One event as a line: what its item's fields say, in a fixed order. */
function eventLine(item: Item, number: number, zone: string | undefined): string {
  const ranks = [item.rank?.core && `CORE ${item.rank.core}`, item.rank?.ccf && `CCF ${item.rank.ccf}`];
  const parts = [
    item.dates?.formatted,
    placeOf(item),
    item.type && item.format ? `${item.type.toLowerCase()}, ${item.format}` : (item.type ?? item.format),
    item.topic && `topic ${item.topic}`,
    ranks.filter(Boolean).join(', ') || undefined,
    callOf(item, zone),
    item.distance_km === undefined || item.distance_km === null ? undefined : `${item.distance_km} km away`,
    item.website || undefined,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return `${number}. ${titleOf(item)} (id ${item.id}): ${parts.join('; ')}`;
}

function headLine(answer: SearchResponse): string {
  const { total, showing, pagination } = answer;
  if (total === 0) return 'No event matches this search.';
  if (showing === 0) return `${count(total)} events match this search; this answer lists none of them.`;
  const first = pagination.offset + 1;
  const more = pagination.remaining > 0 ? `; ${count(pagination.remaining)} more after them` : '';
  return `${count(total)} events match this search. Events ${count(first)} to ${count(first + showing - 1)}${more}:`;
}

/** Why nothing matched and what would: hints, suggestions, relaxations. */
function zeroLines(answer: SearchResponse): string[] {
  const lines = (answer.hints ?? []).map((hint) => `Hint: ${hint.message}`);
  for (const suggestion of answer.suggestions ?? []) {
    lines.push(`Did you mean q: ${JSON.stringify(suggestion.q)}? It finds ${count(suggestion.total)} events.`);
  }
  const relaxed = (answer.relaxations ?? []).map((relaxation) =>
    'set' in relaxation
      ? `${relaxation.set}: ${relaxation.value} finds ${count(relaxation.total)}`
      : `without ${relaxation.term === undefined ? relaxation.drop : `"${relaxation.term}" in q`}: ${count(relaxation.total)}`,
  );
  if (relaxed.length > 0) lines.push(`With one filter relaxed: ${relaxed.join('; ')}.`);
  return lines;
}

function facetLines(answer: SearchResponse): string[] {
  return Object.entries(answer.facets ?? {}).map(([name, values]) => {
    const named = (values ?? []).slice(0, FACET_VALUES_NAMED).map((entry) => `${entry.value} ${count(entry.count)}`);
    const more = (values?.length ?? 0) > FACET_VALUES_NAMED ? ', … (all in structuredContent)' : '';
    return `Facet ${name}: ${named.join(', ') || 'no values'}${more}`;
  });
}

/** The text of a search answer, within the text's share of its MCP cap. */
export function searchText(answer: SearchResponse): string {
  const { pagination } = answer;
  const items = answer.conferences as Item[];
  const zone = answer.query.tz;
  const body = items.map((item, i) => eventLines(item, pagination.offset + i + 1, zone));
  const tail = [
    ...(pagination.next_cursor === null
      ? []
      : [`Next page: call searchConferences again with the same arguments and cursor: "${pagination.next_cursor}".`]),
    ...(answer.cut ?? []).map((cut) => `Cut: ${cut.message}`),
    ...(answer.total === 0 ? zeroLines(answer) : (answer.hints ?? []).map((hint) => `Hint: ${hint.message}`)),
    ...facetLines(answer),
    ...(items.length > 0 ? ['Every field of an event: getConference with its id.'] : []),
  ];
  const rest = (left: number) => `… and ${left} more events of this page, in structuredContent.`;
  return fitLines([headLine(answer)], body, tail, answerCap('mcp', pagination.limit).text, rest);
}
