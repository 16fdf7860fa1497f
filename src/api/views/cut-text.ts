/**
 * What an answer left out to fit its size cap (docs/api.md, Answer sizes), and how to get it: the
 * `cut` notes of a search answer, their messages naming parameters as the caller's transport does.
 */
import type { LongValue, LongValueField } from '../../search/index.js';
import { renderFor, setting, type Transport } from '../transport-names.js';

export interface CutNote {
  part: 'conferences' | 'facets' | LongValueField;
  /** The event whose value was cut. */
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
