/**
 * The MCP server of one request, for both protocol eras (the SDK binds it to the era of the
 * request it serves). The SDK's low-level Server, not McpServer: McpServer would validate the
 * arguments itself and answer zod's own messages, where the HTTP API's rules and messages
 * (src/api) are wanted, and it would hand the handlers parsed values, where search echoes the
 * parameters as given.
 */
import {
  type CacheHint,
  type JSONRPCRequest,
  ProtocolError,
  ProtocolErrorCode,
  type Result,
  Server,
  type ServerContext,
  specTypeSchemas,
} from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import { API_VERSION } from '../api/index.js';
import { attachSkills, type ServedSkill } from './skills.js';
import {
  answerTool,
  callToolResult,
  findTool,
  offeredTools,
  type ToolContext,
  type ToolTable,
  toolInstructions,
} from './tools.js';

/**
 * How long a client may keep the answers to tools/list and server/discover (2026-07-28's `ttlMs`,
 * docs/api.md, MCP): as the HTTP answers, whose ETag holds the snapshot version and the UTC day,
 * a list is never promised past the replica's next snapshot check (SNAPSHOT_POLL_S when the
 * snapshot is pulled) or the next UTC day, and at most five minutes, the OpenAPI document's
 * `max-age` (both change with a release or the configuration). The same for every key
 * (`cacheScope: public`): the tools come from the operation table, not from the key.
 */
const LIST_TTL_MAX_MS = 300_000;
const DAY_MS = 86_400_000;

/** The cache fields of a list answered at `nowMs`, with a snapshot checked every `snapshotCheckMs` (if on a schedule). */
export function listCacheHint(nowMs: number, snapshotCheckMs?: number): Required<CacheHint> {
  const untilTomorrow = DAY_MS - (((nowMs % DAY_MS) + DAY_MS) % DAY_MS);
  const ttlMs = Math.min(LIST_TTL_MAX_MS, untilTomorrow, snapshotCheckMs ?? LIST_TTL_MAX_MS);
  return { ttlMs: Math.max(0, Math.floor(ttlMs)), cacheScope: 'public' };
}

/**
 * A server is made per request: its JSON Schema validator (for elicitation, which these tools never
 * use) is shared, since building one costs more than the rest of the server.
 */
const VALIDATOR = new AjvJsonSchemaValidator();

/** The spec type of each request a handler is registered for (the SDK's own ones included). */
const REQUEST_TYPES: Readonly<Record<string, keyof typeof specTypeSchemas>> = {
  initialize: 'InitializeRequest',
  ping: 'PingRequest',
  'tools/list': 'ListToolsRequest',
  'tools/call': 'CallToolRequest',
  'server/discover': 'DiscoverRequest',
  'resources/list': 'ListResourcesRequest',
  'resources/read': 'ReadResourceRequest',
};

type Handler = (request: JSONRPCRequest, ctx: ServerContext) => Promise<Result>;

/**
 * The SDK's Server, except that a request whose params do not fit its method's schema gets
 * JSON-RPC's -32602 (invalid params), as JSON-RPC has it. The SDK checks a request against its
 * method's schema before calling the handler and answers a failed check with -32603 (internal
 * error): measured with the SDK 2.4.0 for `tools/list` with a numeric `cursor` and an `initialize`
 * without `clientInfo` (tools/call's own check answers -32602). So every handler, the SDK's own
 * included, first checks its request against the spec type, in the SDK's own schemas.
 */
class ParamsCheckingServer extends Server {
  protected override _wrapHandler(method: string, handler: Handler): Handler {
    const type = REQUEST_TYPES[method];
    const schema = type === undefined ? undefined : specTypeSchemas[type];
    if (schema === undefined) return super._wrapHandler(method, handler);
    return super._wrapHandler(method, async (request, ctx) => {
      const checked = await schema['~standard'].validate(request);
      if (checked.issues !== undefined) {
        const issues = checked.issues.map((issue) => `${issue.path?.map(String).join('.') ?? ''}: ${issue.message}`);
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid params of ${method}: ${issues.join('; ')}`);
      }
      return handler(request, ctx);
    });
  }
}

/** The server's name and version, as every 2026-07-28 result's `_meta` carries them. */
export const SERVER_INFO = { name: 'conference-directory', version: API_VERSION } as const;

/** The server of one request: the tools offered to its caller, and the deployment's skills (skills.ts). */
export function createMcpServer(tools: ToolTable, context: ToolContext, skills: readonly ServedSkill[] = []): Server {
  const listCache = context.listCache();
  const server = new ParamsCheckingServer(
    { ...SERVER_INFO },
    {
      capabilities: { tools: {} },
      instructions: toolInstructions(tools, context),
      jsonSchemaValidator: VALIDATOR,
      // The SDK adds them to 2026-07-28 answers only (a handler's own fields would reach 2025 ones too).
      cacheHints: {
        'tools/list': listCache,
        'server/discover': listCache,
        ...(skills.length > 0 ? { 'resources/list': listCache, 'resources/read': listCache } : {}),
      },
    },
  );
  if (skills.length > 0) attachSkills(server, skills, () => listCache);
  const definitions = [...offeredTools(tools, context)];
  server.setRequestHandler('tools/list', () => ({ tools: definitions }));
  const inTurn = oneAtATime();
  server.setRequestHandler('tools/call', (request) =>
    inTurn(() => {
      const { name, arguments: args = {} } = request.params;
      const operation = findTool(tools, name, context.feedSigner !== undefined);
      if (operation === undefined) {
        const names = definitions.map((tool) => tool.name).join(', ');
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool '${name}'. The tools are ${names}.`);
      }
      return callToolResult(answerTool(operation, args, context));
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
