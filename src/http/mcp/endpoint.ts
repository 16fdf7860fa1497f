/**
 * The MCP endpoint (docs/api.md, "MCP"): the operation table's tools (src/mcp) over the streamable
 * HTTP transport, stateless (no session ids), so that any replica answers any request, in both
 * protocol eras: 2026-07-28 (per-request `_meta`) and 2025-11-25 back to 2025-03-26 (`initialize`).
 * Each POST gets its own server (src/mcp/transport.ts). Its Origin and Host are checked first
 * (access.ts); it sits in the keyed scope: the credentials check runs next and counts the POST
 * once; then the POST is checked (src/mcp/messages.ts), and the other messages of one that passes
 * are counted against the plan's limits (one per JSON-RPC message, protocol messages included),
 * or a POST without credentials is refused unless it only connects (open-methods.ts), before any
 * is answered; in mixed mode the credentials check's 401 (an invalid token, an unknown key) waits
 * for the body, to be answered here with the message's id. A batch's answers are capped in bytes.
 */
import fastJson from 'fast-json-stringify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, cursorKeyOf, type Operation, serializerSchema, surfaceOf } from '../../api/index.js';
import type { Caller, KeyInfo } from '../../auth/index.js';
import type { SearchAnalytics } from '../../ops/search-analytics.js';
import type { Tracing } from '../tracing.js';
import {
  createMcpAnswerer,
  INVALID_REQUEST,
  listCacheHint,
  readMessages,
  TRANSPORT_ERROR,
  type ToolContext,
  type ToolTable,
  type McpAnswerer,
  type ServedSkill,
  type TransportAnswer,
  toolTable,
} from '../../mcp/index.js';
import type { AdmitMessages } from '../plugins/api-key.js';
import type { ApiRouteContext } from '../routes/api.js';
import { feedSigner } from '../routes/feeds.js';
import { BODY_LIMIT, MAX_JSON_DEPTH, passBodies, replayedBody, TooDeep } from './bodies.js';
import { isOpenMessage } from './open-methods.js';
import { principalOf } from '../principal.js';

export const MCP_PATH = '/mcp';
/**
 * Bytes the answers to one batch may total: about four of the largest tool results (each at most
 * 50,000 characters, docs/api.md Answer sizes, some of them escaped or encoded in more bytes), or
 * four tools/list answers. A single message's answer is not held to it.
 */
export const MAX_BATCH_ANSWER_BYTES = 256 * 1024;
const ALLOW = 'POST, OPTIONS';
const INTERNAL_ERROR = -32603;

export interface McpEndpointOptions extends ApiRouteContext {
  operations: readonly Operation[];
  /** The caller's limits, once per message (the credentials check counted the first), or the 401. */
  admit: AdmitMessages;
  /** FEED_SECRET and PUBLIC_BASE_URL, to sign the feed URLs of subscribeToSearch for the calling key. */
  feeds?: { secret: string; publicBaseUrl: string };
  /** How often the snapshot is checked for a new version, when on a schedule (a pulled one): bounds the lists' ttlMs. */
  snapshotCheckMs?: number;
  /** false: every POST through the SDK, none by the direct path (src/mcp/direct.ts; for the tests comparing them). */
  direct?: boolean;
  /** The skills the endpoint serves (the MCP Skills extension, src/mcp/skills.ts). */
  skills?: readonly ServedSkill[];
  /** Where the searches of tool calls are counted; none: not counted. */
  analytics?: SearchAnalytics;
  /** A span per message (tracing.ts); none: no spans. */
  tracing?: Tracing;
}

const jsonRpcError = (
  code: number,
  message: string,
  { data, id = null }: { data?: Record<string, unknown>; id?: string | number | null } = {},
) => ({ jsonrpc: '2.0', error: { code, message, ...(data === undefined ? {} : { data }) }, id });

/** The JSON-RPC answer to a POST that failed on the server (logged; it says nothing of why). */
export const internalError = () => jsonRpcError(INTERNAL_ERROR, 'Internal error');

/** The JSON-RPC error code of a 401 (one of the codes JSON-RPC leaves to servers). */
const UNAUTHORIZED = -32001;

/**
 * A 401 of a POST's messages (a tool call without credentials, in "mixed" mode) as a JSON-RPC error
 * with the message's id (null for a batch), which MCP clients read, that keeps the API error's
 * `success`, `message` and `code` beside it (docs/api.md, "OAuth and the anonymous tier").
 */
function unauthorizedAnswer(error: ApiError, messages: readonly unknown[]) {
  const only = messages.length === 1 ? (messages[0] as { id?: unknown }) : undefined;
  const id = typeof only?.id === 'string' || typeof only?.id === 'number' ? only.id : null;
  const { success, message, code } = error.body();
  return { ...jsonRpcError(UNAUTHORIZED, message, { data: { code }, id }), success, message, code };
}

/** Sends that 401, with its WWW-Authenticate. */
const unauthorized = (reply: FastifyReply, error: ApiError, messages: readonly unknown[]) =>
  reply.code(401).headers(error.headers).send(unauthorizedAnswer(error, messages));

/**
 * A body over the limit or too deep gets a JSON-RPC error (the credentials' held 401 first, without
 * an id: none was read); other errors (401, 429) go to the API's error handler.
 */
function bodyRefused(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const held = request.credentialRefusal;
  if (held !== null && (error instanceof TooDeep || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')) {
    return unauthorized(reply, held, []);
  }
  if (error instanceof TooDeep) {
    const message = `Invalid Request: the body nests deeper than ${MAX_JSON_DEPTH} levels.`;
    return reply.code(400).send(jsonRpcError(INVALID_REQUEST, message));
  }
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
  return reply.code(413).send(jsonRpcError(TRANSPORT_ERROR, `Payload too large: the limit is ${BODY_LIMIT} bytes.`));
}

/** Checks, counts and answers one POST. */
async function handlePost(
  request: FastifyRequest,
  reply: FastifyReply,
  options: McpEndpointOptions,
  answerer: McpAnswerer,
  context: ToolContext,
) {
  const read = readMessages(request.headers, request.body);
  const held = request.credentialRefusal;
  if ('refusal' in read) {
    const { status, code, message, data, id } = read.refusal;
    // The credentials' 401 (held for the id) comes before what is wrong with the messages.
    if (held !== null) return unauthorized(reply, held, [{ id }]);
    return reply.code(status).send(jsonRpcError(code, message, { ...(data ? { data } : {}), id: id ?? null }));
  }
  try {
    await options.admit(request, reply, read.messages.length, read.messages.every(isOpenMessage));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    return unauthorized(reply, error, read.messages);
  }
  const session = request.headers['mcp-session-id'];
  const spans = options.tracing?.mcpSpans(read.messages, typeof session === 'string' ? session : undefined);
  const traced = spans ? { ...context, toolFailed: spans.toolFailed } : context;
  const post = { url: request.url, headers: request.headers };
  let answer: TransportAnswer;
  try {
    const answering = () => answerer.answer(post, request.body, traced);
    answer = await (spans ? spans.run(answering) : answering());
  } catch (error) {
    request.log.error({ err: error }, 'MCP request failed');
    return reply.code(500).send(internalError());
  } finally {
    spans?.end();
  }
  if (typeof answer.body !== 'string' && !Buffer.isBuffer(answer.body)) {
    // An event stream (a 2026-07-28 subscriptions/listen): handed on as it comes.
    if (answer.contentType !== null) reply.type(answer.contentType);
    return reply.code(answer.status).send(answer.body);
  }
  const bytes = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length;
  if (Array.isArray(request.body) && bytes > MAX_BATCH_ANSWER_BYTES) {
    const message =
      `Answer too large: the answers to this batch total ${bytes} bytes; a batch's answers may total at most ` +
      `${MAX_BATCH_ANSWER_BYTES} bytes. Send fewer messages per POST.`;
    return reply.code(400).send(jsonRpcError(INVALID_REQUEST, message));
  }
  if (answer.contentType !== null) reply.type(answer.contentType);
  return reply.code(answer.status).send(answer.body.length === 0 ? undefined : answer.body);
}

/** What a POST is answered to: its caller (set by the credentials check) and its logger. */
export interface McpCaller {
  readonly apiKey: KeyInfo | null;
  readonly caller: Caller | null;
  readonly log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * What both paths of a POST answer with (the framework's route here, and the one below it,
 * post-path.ts): the tools, and a POST's tool context made from its caller.
 */
export interface McpServing {
  tools: ToolTable;
  /** Whether the tools that sign feed URLs are offered to a caller with a key (the endpoint has feeds). */
  signs: boolean;
  context(request: McpCaller): ToolContext;
}

export function mcpServing(options: Omit<McpEndpointOptions, 'admit'>): McpServing {
  // The response schemas' serializers, compiled as Fastify compiles a route's (no shared schemas).
  const serializers = new Map(
    options.operations.map((operation) => [operation, fastJson(serializerSchema(operation.response.schema))]),
  );
  // Without feeds (a test's endpoint) cursors are signed with this process's own key.
  const cursorKey = options.feeds ? { cursorKey: cursorKeyOf(options.feeds.secret) } : {};
  const { analytics, feeds } = options;
  const seen: ToolContext['seen'] = analytics
    ? (operation, found) => analytics.record({ ...found, operation, surface: surfaceOf(operation, 'mcp') })
    : undefined;
  return {
    tools: toolTable(options.operations),
    signs: feeds !== undefined,
    context: (request) => ({
      handlerContext: () => ({
        index: options.index(),
        today: options.today(),
        now: options.now(),
        principal: principalOf(request),
        ...cursorKey,
      }),
      serialize: (operation, body) => serializers.get(operation)!(body),
      listCache: () => listCacheHint(options.now() * 1000, options.snapshotCheckMs),
      logError: (error) => request.log.error({ err: error }, 'tool call failed'),
      ...(feeds && request.apiKey ? { feedSigner: () => feedSigner(feeds, request.apiKey!) } : {}),
      ...(seen ? { seen } : {}),
    }),
  };
}

/** POST /mcp in the keyed scope `api`. */
export function registerMcpEndpoint(api: FastifyInstance, options: McpEndpointOptions, serving: McpServing): void {
  void api.register(async (mcp) => {
    const answerer = createMcpAnswerer(serving.tools, {
      onError: (error) => mcp.log.debug({ err: error }, 'MCP request refused'),
      ...(options.direct === false ? { direct: false } : {}),
      ...(options.skills === undefined ? {} : { skills: options.skills }),
    });
    // Open event streams end before the server waits for its connections to close.
    mcp.addHook('preClose', async () => answerer.close());
    passBodies(mcp);
    mcp.addHook('preParsing', replayedBody);
    const routeOptions = { bodyLimit: BODY_LIMIT, errorHandler: bodyRefused };
    mcp.post(MCP_PATH, routeOptions, (request, reply) =>
      handlePost(request, reply, options, answerer, serving.context(request)),
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
