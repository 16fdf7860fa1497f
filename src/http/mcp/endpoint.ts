/**
 * The MCP endpoint (docs/api.md, "MCP"): the operation table's tools (src/mcp) over the streamable
 * HTTP transport, stateless (no session ids), so that any replica answers any request. Each POST
 * gets its own server and transport (src/mcp/transport.ts). It sits in the keyed scope: the API-key
 * check runs first; then the POST is checked (src/mcp/messages.ts), and only a POST that passes is
 * counted against the plan's limits, one per JSON-RPC message, protocol messages included, before
 * any is answered. A batch's answers are capped in bytes.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Operation, serializerSchema } from '../../api/index.js';
import {
  answerMessages,
  INVALID_REQUEST,
  readMessages,
  TRANSPORT_ERROR,
  type ToolContext,
  type ToolTable,
  toolTable,
  UNREADABLE_JSON,
} from '../../mcp/index.js';
import type { CountAgainstLimits } from '../plugins/api-key.js';
import type { ApiRouteContext } from '../routes/api.js';
import { feedSigner } from '../routes/feeds.js';

export const MCP_PATH = '/mcp';
/** Generous for JSON-RPC messages whose arguments are a few short parameters. */
const BODY_LIMIT = 64 * 1024;
/**
 * Bytes the answers to one batch may total: over four of the largest single answer (a 50-event
 * search with every facet, 59 KB on the 1M-event benchmark snapshot), eight tools/list answers
 * (29 KB each with subscribeToSearch). A single message's answer is never capped.
 */
const MAX_BATCH_ANSWER_BYTES = 256 * 1024;
const ALLOW = 'POST, OPTIONS';
const INTERNAL_ERROR = -32603;

export interface McpEndpointOptions extends ApiRouteContext {
  operations: readonly Operation[];
  /** The key's limits (the API-key check's counter): once per message. */
  count: CountAgainstLimits;
  /** FEED_SECRET and PUBLIC_BASE_URL, to sign the feed URLs of subscribeToSearch for the calling key. */
  feeds?: { secret: string; publicBaseUrl: string };
}

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * The headers the transport reads, and no others (the key stays out of what its handlers see).
 * The endpoint has checked them already; the transport checks them again.
 */
const FORWARDED = ['accept', 'content-type', 'mcp-protocol-version'] as const;

/** The POST as the SDK's web-standard transport reads it: its URL and those headers, no body. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (value !== undefined) headers.set(name, String(value));
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: 'POST', headers });
}

/**
 * Every body reaches the endpoint's own checks: JSON parsed with Fastify's own parser (which
 * refuses prototype poisoning), anything else marked unreadable, so that a bad content type or
 * bad JSON is answered with a JSON-RPC error rather than the API's error body.
 */
function passBodies(mcp: FastifyInstance): void {
  const json = mcp.getDefaultJsonParser('error', 'error');
  mcp.removeAllContentTypeParsers();
  mcp.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    json(request, body.toString(), (error, parsed) => done(null, error ? UNREADABLE_JSON : parsed));
  });
}

/** A body over the limit gets a JSON-RPC 413; other errors (401, 429) go to the API's error handler. */
function tooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
  return reply.code(413).send(jsonRpcError(TRANSPORT_ERROR, `Payload too large: the limit is ${BODY_LIMIT} bytes.`));
}

/** Checks, counts and answers one POST. */
async function handlePost(
  request: FastifyRequest,
  reply: FastifyReply,
  options: McpEndpointOptions,
  tools: ToolTable,
  context: ToolContext,
) {
  const read = readMessages(request.headers, request.body);
  if ('refusal' in read) {
    const { status, code, message } = read.refusal;
    return reply.code(status).send(jsonRpcError(code, message));
  }
  await options.count(request, reply, read.messages.length);
  let answer: Awaited<ReturnType<typeof answerMessages>>;
  try {
    answer = await answerMessages(webRequest(request), request.body, tools, context);
  } catch (error) {
    request.log.error({ err: error }, 'MCP request failed');
    return reply.code(500).send(jsonRpcError(INTERNAL_ERROR, 'Internal error'));
  }
  const bytes = Buffer.byteLength(answer.body);
  if (Array.isArray(request.body) && bytes > MAX_BATCH_ANSWER_BYTES) {
    const message =
      `Answer too large: the answers to this batch total ${bytes} bytes; a batch's answers may total at most ` +
      `${MAX_BATCH_ANSWER_BYTES} bytes. Send fewer messages per POST.`;
    return reply.code(400).send(jsonRpcError(INVALID_REQUEST, message));
  }
  if (answer.contentType !== null) reply.type(answer.contentType);
  return reply.code(answer.status).send(answer.body === '' ? undefined : answer.body);
}

/** POST /mcp in the keyed scope `api`. */
export function registerMcpEndpoint(api: FastifyInstance, options: McpEndpointOptions): void {
  const tools = toolTable(options.operations);
  const schemas = new Map(
    options.operations.map((operation) => [operation, serializerSchema(operation.response.schema)]),
  );
  void api.register(async (mcp) => {
    passBodies(mcp);
    mcp.post(MCP_PATH, { bodyLimit: BODY_LIMIT, errorHandler: tooLarge }, (request, reply) =>
      handlePost(request, reply, options, tools, {
        handlerContext: () => ({ index: options.index(), today: options.today(), now: options.now() }),
        serialize: (operation, body) =>
          reply.compileSerializationSchema(schemas.get(operation)!)(body as Record<string, unknown>),
        logError: (error) => request.log.error({ err: error }, 'tool call failed'),
        ...(options.feeds && request.apiKey ? { feedSigner: () => feedSigner(options.feeds!, request.apiKey!) } : {}),
      }),
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
            TRANSPORT_ERROR,
            `Method not allowed: ${request.method}. This MCP endpoint is stateless: send JSON-RPC messages with POST.`,
          ),
        ),
  });
}
