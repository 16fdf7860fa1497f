/**
 * What an answer left out to fit its size cap (docs/api.md, Answer sizes), and how to get it: the
 * `cut` notes of a search answer, their messages naming parameters as the caller's transport does.
 */
import type { LongValue, LongValueField } from '../../search/index.js';
import { type FittedList, FITTED_LIST_WORDS } from '../schemas/cut-parts.js';
import { operationNamed, renderFor, setting, type Transport } from '../transport-names.js';

export interface CutNote {
  part: 'conferences' | 'facets' | LongValueField | FittedList;
  /** The event whose value or list was cut. */
  id?: number;
  shown: number;
  of: number;
  message: string;
}

const TRANSPORT_NAMES: Readonly<Record<Transport, string>> = { http: 'an HTTP answer', mcp: 'an MCP result' };

/** The events of a page that did not fit: they start the next page. */
export function eventsCut(shown: number, of: number, cap: number, transport: Transport): CutNote {
  const message =
    `The size cap of ${TRANSPORT_NAMES[transport]} (${cap.toLocaleString('en')} characters) left out ${of - shown} ` +
    `of the ${of} events of this page: the next page (pagination.next_cursor) starts with them. Asking for ` +
    'fewer fields or facets fits more events in one answer.';
  return { part: 'conferences', shown, of, message: renderFor(message, transport) };
}

/**
 * An event that no page of the fields asked holds (handlers/conferences.ts): passed over and named;
 * the next page starts after it, with the `others` events of this page.
 */
export function eventTooLarge(id: number, others: number, cap: number, transport: Transport): CutNote {
  const rest = others > 0 ? `, with the ${others} other events of this page` : '';
  const message =
    `Event ${id} alone is larger than the size cap of ${TRANSPORT_NAMES[transport]} (${cap.toLocaleString('en')} ` +
    `characters) with the fields asked: the next page starts after it${rest}. ${operationNamed('getConference')} ` +
    `with ${setting('id', id)} gives it, its longest lists cut to fit; fewer fields fit it on a page.`;
  return { part: 'conferences', shown: 0, of: others + 1, message: renderFor(message, transport), id };
}

/** Facets that kept their first values only. */
export function facetsCut(kept: number, longest: number, cap: number, transport: Transport): CutNote {
  const message =
    `The size cap of ${TRANSPORT_NAMES[transport]} (${cap.toLocaleString('en')} characters) left each facet its ` +
    `${kept} largest values (of up to ${longest}): ask for fewer facets at a time, or one with ` +
    `${setting('limit', 0)}, for more.`;
  return { part: 'facets', shown: kept, of: longest, message: renderFor(message, transport) };
}

/** A value longer than any answer writes (search/long-values.ts): its first characters are written, then "…". */
export function valueCut({ id, field, shown, of }: Omit<LongValue, 'position'>): CutNote {
  const message =
    `The ${field} of event ${id} is ${of.toLocaleString('en')} characters long: every answer gives its first ` +
    `${shown.toLocaleString('en')}, then "…". The event's website or its sources have it whole.`;
  // The keys in the order the serializer writes them (its required ones first), as JSON.stringify does.
  return { part: field, shown, of, message, id };
}

/** A list of an event's detail that kept its first entries only (handlers/detail-fit.ts). */
export function listCut(
  list: FittedList,
  id: number,
  shown: number,
  of: number,
  cap: number,
  transport: Transport,
): CutNote {
  const message =
    `The size cap of ${TRANSPORT_NAMES[transport]} (${cap.toLocaleString('en')} characters) kept the first ` +
    `${shown} of the ${of} ${FITTED_LIST_WORDS[list]} of event ${id}. The event's website or its sources have them all.`;
  return { part: list, shown, of, message, id };
}

/** Topics that kept `kept` sub-topics each (of up to `longest`), the first `shown` of `of` listed (handlers/topic-fit.ts). */
export function topicsCut(
  shown: number,
  of: number,
  kept: number,
  longest: number,
  cap: number,
  transport: Transport,
): CutNote {
  const topics = shown < of ? `listed the first ${shown} of the ${of} topics, ` : '';
  const message =
    `The size cap of ${TRANSPORT_NAMES[transport]} (${cap.toLocaleString('en')} characters) ${topics}with at most ` +
    `${kept} sub-topics each (of up to ${longest}): ask for one topic (${setting('topic', '<name>')}) for more of its sub-topics.`;
  return { part: 'topics', shown, of, message: renderFor(message, transport) };
}
