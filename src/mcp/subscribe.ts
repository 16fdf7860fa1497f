/**
 * The MCP tool subscribeToSearch: the signed calendar feed URL of a search (docs/api.md, "Calendar
 * feeds"), so that an assistant can answer "put these in my calendar". Its arguments are the feed
 * parameters (the search's, with include), read by the feed's one input parser; its answer is
 * POST /api/gpt/feeds's body. The URL is signed for the calling key.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import {
  FEED_PARSER,
  FEED_SEARCH_PARAMETERS,
  type FeedSigner,
  feedLinks,
  feedLinksResponse,
  feedQuery,
  serializerSchema,
  toApiError,
} from '../api/index.js';
import { propertySchema, TOOL_ANNOTATIONS, type ToolContext, type ToolProperties } from './tools.js';

export const SUBSCRIBE_TOOL = 'subscribeToSearch';

/** The search parameters the feed takes as the search does: described there (keeping tools/list short). */
const AS_IN_SEARCH = new Set<string>(FEED_SEARCH_PARAMETERS);

function properties(): Record<string, object> {
  return Object.fromEntries(
    Object.entries(feedQuery.shape).map(([name, field]) => {
      const schema = propertySchema(field);
      if (!AS_IN_SEARCH.has(name)) return [name, schema];
      const { description: _description, example: _example, ...rest } = schema;
      return [name, { ...rest, description: `As ${name} of searchConferences.` }];
    }),
  );
}

export const subscribeDefinition: Tool = {
  name: SUBSCRIBE_TOOL,
  title: 'Subscribe to a search in a calendar',
  description:
    'Returns a calendar feed URL (https, and webcal:// to open a calendar app) of a search: its events as ' +
    'all-day entries and, with include=deadlines, their deadlines of every kind with reminders 7 days and ' +
    '1 day before (deadlines_only: the deadlines alone). Takes the filters of searchConferences. Answers how many ' +
    'event and deadline entries the feed holds now (events, deadlines) and the search total: say so when it is ' +
    'empty. Calendar apps refresh the URL by themselves; give the user the URL to add it as a subscribed calendar.',
  inputSchema: {
    type: 'object',
    properties: properties() as ToolProperties,
    additionalProperties: false,
  },
  outputSchema: serializerSchema(feedLinksResponse) as Tool['outputSchema'],
  annotations: TOOL_ANNOTATIONS,
};

export function callSubscribe(
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
  signer: FeedSigner,
): CallToolResult {
  try {
    const links = feedLinks(FEED_PARSER.fromArguments(args), context.handlerContext(), signer);
    return { content: [{ type: 'text', text: JSON.stringify(links) }], structuredContent: links };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500) context.logError(error);
    return { content: [{ type: 'text', text: JSON.stringify(apiError.body()) }], isError: true };
  }
}
