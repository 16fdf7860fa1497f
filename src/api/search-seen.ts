/**
 * What a search tells the search analytics (docs/operating.md, Search analytics): the filters as
 * they were read, normalized, and how many events they found. Never the caller, its key or the
 * parameters that only page, order or shape the answer. The handlers report it through
 * HandlerContext.seen; the transports add the operation and the surface it came by.
 */
import { FILTER_PARAMETERS, searchParametersIn } from './schemas/index.js';

/** Where a search came from: the HTTP API (the GPT action), an MCP tool, a connector's search (either transport). */
export type Surface = 'action' | 'mcp' | 'connector';

/** What a handler reports of a search it answered. */
export interface SearchFound {
  /** The filters as read (searchFilterText). */
  filters: string;
  /** The events found. */
  total: number;
}

/** A search as the analytics count it. */
export interface SearchSeen extends SearchFound {
  operation: string;
  surface: Surface;
}

/** The longest value of one filter kept, in characters; a longer one is cut and ends with an ellipsis. */
export const FILTER_VALUE_MAX = 100;
/** The longest filter text kept, in characters. */
export const FILTER_TEXT_MAX = 400;

/** The operationId of the connector's search (connector/operations.ts). */
export const CONNECTOR_SEARCH = 'search';

/** A value folded for counting: NFKC, lower case, white space collapsed, bounded. */
function folded(text: string): string {
  // Bounded before the work on it: a value is at most a few thousand characters already (the input rules).
  const value = text
    .slice(0, FILTER_VALUE_MAX * 4)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return value.length > FILTER_VALUE_MAX ? `${value.slice(0, FILTER_VALUE_MAX - 1)}…` : value;
}

/**
 * The filters of a search as one text, `name=value` joined by `&` in the parameter table's order:
 * only the parameters that choose events (the table's filter rows), each value folded; bounded.
 * A search without filters is the empty text.
 */
export function searchFilterText(given: Readonly<Record<string, string>>): string {
  const parts: string[] = [];
  for (const name of searchParametersIn(given)) {
    if (FILTER_PARAMETERS[name].filter === null) continue;
    const value = folded(given[name]!);
    if (value !== '') parts.push(`${name}=${value}`);
  }
  const text = parts.join('&');
  return text.length > FILTER_TEXT_MAX ? `${text.slice(0, FILTER_TEXT_MAX - 1)}…` : text;
}

/** The surface of a search answered by `operationId` over `transport`: the connector's search is its own. */
export function surfaceOf(operationId: string, transport: 'http' | 'mcp'): Surface {
  if (operationId === CONNECTOR_SEARCH) return 'connector';
  return transport === 'http' ? 'action' : 'mcp';
}
