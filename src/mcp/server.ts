/**
 * The MCP server of one request. The SDK's low-level Server, not McpServer: McpServer would
 * validate the arguments itself and answer zod's own messages, where the HTTP API's rules and
 * messages (../http/query.ts) are wanted, and it would hand the handlers parsed values, where
 * search echoes the parameters as given.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { API_VERSION } from '../http/openapi.js';
import { callTool, type ToolContext, type ToolTable } from './tools.js';

const INSTRUCTIONS =
  'Search a directory of academic conferences, seminars, workshops and webinars worldwide. Use listTopics ' +
  'and listCountries for the valid topic and country names, searchConferences to find events (one page at a ' +
  'time: limit and offset), getConference for all the details of one event by id, and getStatistics for ' +
  'totals. A tool error says what was wrong with the arguments and how to fix it.';

/**
 * A server is made per request: its JSON Schema validator (for elicitation, which these tools never
 * use) is shared, since building one costs more than the rest of the server.
 */
const VALIDATOR = new AjvJsonSchemaValidator();

export function createMcpServer(tools: ToolTable, context: ToolContext): Server {
  const server = new Server(
    { name: 'conference-directory', version: API_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: VALIDATOR },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools.definitions] }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args = {} } = request.params;
    const operation = tools.byName.get(name);
    if (operation === undefined) {
      const names = [...tools.byName.keys()].join(', ');
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool '${name}'. The tools are ${names}.`);
    }
    return callTool(operation, args, context);
  });
  return server;
}
