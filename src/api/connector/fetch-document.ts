/**
 * The connector's `fetch` (docs/api.md, "MCP", connector tools): one event as a document, its
 * readable text (views/event-words.ts) with its fields as metadata: getConference's answer as an
 * object, written from the same result as its JSON (handlers/answer-values.ts). A document fits
 * its room: an HTTP answer's cap, and over MCP half of a result's, since the tool result carries
 * the document twice (its text is the document's JSON, as ChatGPT's connectors read it, and its
 * structuredContent the same object). One that would not fit leaves its metadata out and fits its
 * text, saying both in a `Cut:` line.
 */
import { editionYear, eventPosition } from '../../search/index.js';
import { conferenceAnswer } from '../handlers/conferences.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import type { ConferenceDetail, ConferenceResponse } from '../schemas/index.js';
import { HTTP_ANSWER_MAX, jsonBytes, mcpResultCap } from '../views/answer-caps.js';
import { citationUrl } from '../views/citation.js';
import { moreDeadlines } from '../views/detail-text.js';
import { eventLines } from '../views/event-words.js';
import { fitLines, JSON_BYTES } from '../views/text-lines.js';
import { titleOf } from './result-titles.js';

type Detail = ConferenceDetail;
/** What the answer cut short (a long name or description), and how to get it whole. */
type Cut = NonNullable<ConferenceResponse['cut']>;

/** A connector's document: `metadata` is left out of one too large for its room. */
export type FetchDocument = {
  id: string;
  title: string;
  text: string;
  url: string;
  metadata?: Detail;
};

/** The event as text a person or a model reads (views/event-words.ts): every line, the deadlines' too. */
function textOf(event: Detail, cut: Cut): string {
  const { head, deadlines, tracks, tail } = eventLines(event, cut);
  return [...head, ...deadlines, ...tracks.flat(), ...tail].join('\n');
}

/** An event as a connector's document: its title, its text, the URL that cites it and its fields. */
export function documentOf(event: Detail, url: string, cut: Cut = [], year: number | null = null): FetchDocument {
  return { id: String(event.id), title: titleOf({ ...event, year }), text: textOf(event, cut), url, metadata: event };
}

/**
 * The document without its metadata, its text fitted to what the rest of `room` leaves (bytes of
 * JSON): the head and tail lines kept, as many deadlines and tracks as fit, and a line saying
 * what was left out and where it is whole.
 */
function fittedDocument(event: Detail, whole: FetchDocument, cut: Cut, room: number): FetchDocument {
  const { head, deadlines, tracks, tail } = eventLines(event, cut);
  const leftOut = `Cut: This event's fields (metadata) are left out to fit the answer's size: getConference with id ${event.id} gives them, with every deadline.`;
  const { metadata: _metadata, ...rest } = whole;
  const textRoom = room - jsonBytes({ ...rest, text: '' });
  const more = (left: number) => `${moreDeadlines(left, tracks.length)}, in getConference's answer.`;
  const text = fitLines(head, [...deadlines, ...tracks], [...tail, leftOut], textRoom, more, JSON_BYTES);
  return { ...rest, text };
}

export function connectorFetch(
  { params }: OperationInput<Record<string, never>, { id: number }>,
  context: HandlerContext,
): FetchDocument {
  const { conference, cut = [] } = conferenceAnswer({ params, query: {}, given: {} }, context);
  const year = editionYear(context.index.store, eventPosition(context.index, conference.id));
  const url = citationUrl(context.index, conference.id, context.publicBaseUrl);
  const whole = documentOf(conference, url, cut, year);
  const room = context.transport === 'mcp' ? Math.floor(mcpResultCap() / 2) : HTTP_ANSWER_MAX;
  return jsonBytes(whole) <= room ? whole : fittedDocument(conference, whole, cut, room);
}
