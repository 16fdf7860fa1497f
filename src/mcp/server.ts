/**
 * The MCP server of one request. The SDK's low-level Server, not McpServer: McpServer would
 * validate the arguments itself and answer zod's own messages, where the HTTP API's rules and
 * messages (src/api) are wanted, and it would hand the handlers parsed values, where
 * search echoes the parameters as given.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  type AnyObjectSchema,
  getLiteralValue,
  getObjectShape,
  getParseErrorMessage,
  type SchemaOutput,
  safeParse,
} from '@modelcontextprotocol/sdk/server/zod-compat.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Notification,
  type Request,
  type Result,
  type ServerNotification,
  type ServerRequest,
  type ServerResult,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { z } from 'zod';
import { API_VERSION } from '../api/index.js';
import { callTool, findTool, offeredTools, type ToolContext, type ToolTable } from './tools.js';

const INSTRUCTIONS =
  'Search a directory of academic conferences, seminars, workshops and webinars worldwide. Use listTopics ' +
  'and listCountries for the valid topic and country names, searchConferences to find events (one page at a ' +
  'time: limit and offset), getConference for all the details of one event by id, getStatistics for ' +
  'totals, and subscribeToSearch for a calendar feed URL of a search (events and deadlines with reminders). ' +
  'A tool error says what was wrong with the arguments and how to fix it.';

/**
 * A server is made per request: its JSON Schema validator (for elicitation, which these tools never
 * use) is shared, since building one costs more than the rest of the server.
 */
const VALIDATOR = new AjvJsonSchemaValidator();

type Handler<T extends AnyObjectSchema> = (
  request: SchemaOutput<T>,
  extra: RequestHandlerExtra<ServerRequest | Request, ServerNotification | Notification>,
) => ServerResult | Result | Promise<ServerResult | Result>;

/**
 * The SDK's Server, except that a request whose params do not fit its method's schema gets
 * JSON-RPC's -32602 (invalid params), as JSON-RPC has it. The SDK parses a request with its
 * method's schema before calling the handler and answers a failed parse with -32603 (internal
 * error), even for tools/call, whose own invalid-params check would only run after that parse. So
 * each handler (the SDK's own ping and initialize included, which its constructors register
 * through this method) is registered under a schema that checks the method alone, and parses the
 * request itself.
 */
class ParamsCheckingServer extends Server {
  override setRequestHandler<T extends AnyObjectSchema>(requestSchema: T, handler: Handler<T>): void {
    const method = String(getLiteralValue(getObjectShape(requestSchema)!.method!));
    super.setRequestHandler(z.looseObject({ method: z.literal(method) }), (request, extra) => {
      const parsed = safeParse(requestSchema, request);
      if (!parsed.success) {
        throw new McpError(
          ErrorCode.InvalidParams,
          `Invalid params of ${method}: ${getParseErrorMessage(parsed.error)}`,
        );
      }
      return handler(parsed.data, extra);
    });
  }
}

export function createMcpServer(tools: ToolTable, context: ToolContext): Server {
  const server = new ParamsCheckingServer(
    { name: 'conference-directory', version: API_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: VALIDATOR },
  );
  const definitions = offeredTools(tools, context);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: definitions }));
  const inTurn = oneAtATime();
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    inTurn(() => {
      const { name, arguments: args = {} } = request.params;
      const operation = findTool(tools, name, context);
      if (operation === undefined) {
        const names = definitions.map((tool) => tool.name).join(', ');
        throw new McpError(ErrorCode.InvalidParams, `Unknown tool '${name}'. The tools are ${names}.`);
      }
      return callTool(operation, args, context);
    }),
  );
  return server;
}

/**
 * Runs the calls it is given one after another, each in a turn of the event loop of its own
 * (setImmediate: pending I/O and timers run first). The SDK starts every message of a batch at
 * once, in one turn: a batch of 20 searches of 50 events with every facet held the event loop for
 * 10 to 20 ms at 1M events, and every other request waited behind all of it; now each waits behind
 * one call at most.
 */
function oneAtATime(): <T>(call: () => T | Promise<T>) => Promise<T> {
  // The first call runs at once: the POST came in a turn of its own.
  let last: Promise<unknown> | undefined;
  return (call) => {
    const next = last === undefined ? Promise.resolve().then(call) : last.then(nextTurn).then(call);
    last = next.catch(() => undefined);
    return next;
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
