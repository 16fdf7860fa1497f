/**
 * The MCP endpoint (docs/api.md, "MCP"): the operation table's tools over the streamable HTTP
 * transport, stateless (no session ids), so that any replica answers any request. Each POST gets
 * its own server and transport, bridged from Fastify's raw request and response. It sits in the
 * keyed scope: the API-key check runs first, and each tools/call counts once against the plan's
 * limits, as one HTTP request of the API would.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../http/operation.js';
import type { CountAgainstLimits } from '../http/plugins/api-key.js';
import type { ApiRouteContext } from '../http/routes/api.js';
import { serializerSchema } from '../http/schemas/index.js';
import { createMcpServer } from './server.js';
import { type ToolContext, type ToolTable, toolTable } from './tools.js';

export const MCP_PATH = '/mcp';
/** Generous for JSON-RPC messages whose arguments are a few short parameters. */
const BODY_LIMIT = 64 * 1024;
const ALLOW = 'POST, OPTIONS';

export interface McpEndpointOptions extends ApiRouteContext {
  operations: readonly Operation[];
  /** The key's limits (the API-key check's counter): once per tools/call. */
  count: CountAgainstLimits;
}

/** How many tool calls a POST body holds (a JSON-RPC message, or a batch of them). */
function toolCalls(body: unknown): number {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.filter((message) => (message as { method?: unknown } | null)?.method === 'tools/call').length;
}

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/** Hands the request to a new server and transport; Fastify sends nothing itself (hijacked). */
async function answer(request: FastifyRequest, reply: FastifyReply, tools: ToolTable, context: ToolContext) {
  const server = createMcpServer(tools, context);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  // Headers the hooks set (cache-control, rate limits, security headers) go out with the transport's answer.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.on('close', () => {
    server.close().catch((error: unknown) => request.log.warn({ err: error }, 'MCP server did not close'));
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (error) {
    request.log.error({ err: error }, 'MCP request failed');
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify(jsonRpcError(-32603, 'Internal error')));
    }
  }
}

/**
 * Every body reaches the transport: JSON parsed (with Fastify's own parser), anything else as
 * text, so that the transport answers a bad content type or bad JSON with a JSON-RPC error.
 */
function passBodies(mcp: FastifyInstance): void {
  const json = mcp.getDefaultJsonParser('error', 'error');
  mcp.removeAllContentTypeParsers();
  mcp.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    json(request, text, (error, parsed) => done(null, error ? text : parsed));
  });
}

/** A body over the limit gets a JSON-RPC 413; other errors (401, 429) go to the API's error handler. */
function tooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
  return reply.code(413).send(jsonRpcError(-32000, `Payload too large: the limit is ${BODY_LIMIT} bytes.`));
}

/** POST /mcp in the keyed scope `api`. */
export function registerMcpEndpoint(api: FastifyInstance, options: McpEndpointOptions): void {
  const tools = toolTable(options.operations);
  const schemas = new Map(
    options.operations.map((operation) => [operation, serializerSchema(operation.response.schema)]),
  );
  void api.register(async (mcp) => {
    passBodies(mcp);
    const countCalls = async (request: FastifyRequest, reply: FastifyReply) => {
      for (let calls = toolCalls(request.body); calls > 0; calls--) await options.count(request, reply);
    };
    mcp.post(
      MCP_PATH,
      { bodyLimit: BODY_LIMIT, preHandler: countCalls, errorHandler: tooLarge },
      async (request, reply) => {
        await answer(request, reply, tools, {
          handlerContext: () => ({ index: options.index(), today: options.today() }),
          serialize: (operation, body) =>
            reply.compileSerializationSchema(schemas.get(operation)!)(body as Record<string, unknown>),
          logError: (error) => request.log.error({ err: error }, 'tool call failed'),
        });
      },
    );
  });
}

/**
 * The other methods on /mcp, on the root instance (no key needed, as for the API's paths): OPTIONS
 * gets a 204 with Allow; every other method a 405 with a JSON-RPC error, as the MCP specification
 * has a stateless server answer GET (no stream to open) and DELETE (no session to end).
 */
export function registerMcpMethods(app: FastifyInstance): void {
  app.options(MCP_PATH, async (_request, reply) => reply.code(204).header('allow', ALLOW).send());
  app.route({
    method: app.supportedMethods.filter((method) => method !== 'POST' && method !== 'OPTIONS'),
    url: MCP_PATH,
    handler: async (request, reply) =>
      reply
        .code(405)
        .header('allow', ALLOW)
        .send(
          jsonRpcError(
            -32000,
            `Method not allowed: ${request.method}. This MCP endpoint is stateless: send JSON-RPC messages with POST.`,
          ),
        ),
  });
}
