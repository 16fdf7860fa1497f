/**
 * The direct path of /mcp (docs/api.md, "MCP"): a POST holding one `tools/call` or `tools/list`
 * request, of either era, that the SDK's own classifier (`classifyInboundRequest`, the entry's
 * first step) routes plainly, with exactly the standard headers and params it needs, is answered
 * here, without the SDK's per-request server and transport. Those cost 3 to 4 times the search
 * they serve (bench/mcp-cost): a web Request and Response per POST, a zod parse of the request and
 * of the result, and the answer made as an object and written again by the SDK. Here the tool's
 * JSON text goes into the answer as it is, and tools/list's bytes are made once. Anything else (a
 * batch, `initialize`, a notification, `_meta` beyond the 2026-07-28
 * envelope, params the SDK would refuse or treat, an unknown tool) goes to the SDK, which stays the
 * judge of the protocol: test/mcp/direct.test.ts holds every direct answer equal to the SDK's.
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  classifyInboundRequest,
  type JSONRPCRequest,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
} from '@modelcontextprotocol/server';
import { LRUCache } from 'lru-cache';
import { isPlainObject, isPlainToolRequest } from './plain-request.js';
import { SERVER_INFO } from './request-server.js';
import {
  answerTool,
  findTool,
  offeredTools,
  type ToolAnswer,
  type ToolContext,
  type ToolOperation,
  type ToolTable,
} from './tools.js';

const MODERN = '2026-07-28';
/** The type of a JSON answer, as the endpoint sends the SDK's (Fastify names the charset of a text). */
const JSON_ANSWER_TYPE = 'application/json; charset=utf-8';

/** The headers the direct path reads, as Fastify parsed them. */
export interface DirectHeaders {
  'mcp-protocol-version'?: string | string[] | undefined;
  'mcp-method'?: string | string[] | undefined;
  'mcp-name'?: string | string[] | undefined;
}

export interface DirectAnswer {
  status: 200;
  contentType: string;
  body: string | Buffer;
}

type Era = 'modern' | 'legacy';

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The keys of the 2026-07-28 envelope: a request's `_meta` with any other (a progress token...) is the SDK's. */
const ENVELOPE_KEYS = new Set([PROTOCOL_VERSION_META_KEY, CLIENT_INFO_META_KEY, CLIENT_CAPABILITIES_META_KEY]);

/** Whether `params` holds only `allowed` keys, and for a modern request an envelope and nothing more in `_meta`. */
function plainParams(params: unknown, era: Era, allowed: readonly string[]): params is Record<string, unknown> {
  if (params === undefined) return era === 'legacy';
  if (!isPlainObject(params)) return false;
  for (const key of Object.keys(params)) {
    if (key === '_meta') {
      if (era === 'legacy' || !isPlainObject(params._meta)) return false;
      if (Object.keys(params._meta).some((name) => !ENVELOPE_KEYS.has(name))) return false;
    } else if (!allowed.includes(key)) return false;
  }
  return era === 'legacy' || params._meta !== undefined;
}

/**
 * The classifier's verdicts on plain tool requests (plain-request.ts), by what it reads of them:
 * the method, the headers and the `_meta`, as JSON (a parsed body's values are JSON's, so its text
 * says all of them). A verdict is the era, or none (the SDK answers). Bounded in entries and in the
 * length of a key: a longer one is not kept, its request classified each time as any other.
 */
export const plainVerdicts = new LRUCache<string, Era | 'none'>({ max: 256 });
const VERDICT_KEY_MAX = 2_048;

/** The request and its era, when the SDK's classifier routes it plainly; else undefined (the SDK answers). */
function plainRequest(headers: DirectHeaders, body: unknown): { era: Era; request: JSONRPCRequest } | undefined {
  if (!isPlainToolRequest(body)) return classified(headers, body);
  const version = header(headers['mcp-protocol-version']);
  const method = header(headers['mcp-method']);
  const key = JSON.stringify([
    body.method,
    version ?? null,
    method ?? null,
    header(headers['mcp-name']) === undefined,
    body.params?._meta ?? null,
  ]);
  const kept = plainVerdicts.get(key);
  if (kept !== undefined) return kept === 'none' ? undefined : { era: kept, request: body as JSONRPCRequest };
  const plain = classified(headers, body);
  if (key.length <= VERDICT_KEY_MAX) plainVerdicts.set(key, plain?.era ?? 'none');
  return plain;
}

/** The request and its era, as the SDK's classifier routes it. */
function classified(headers: DirectHeaders, body: unknown): { era: Era; request: JSONRPCRequest } | undefined {
  if (!isPlainObject(body)) return undefined;
  const version = header(headers['mcp-protocol-version']);
  const method = header(headers['mcp-method']);
  const name = header(headers['mcp-name']);
  const route = classifyInboundRequest({
    httpMethod: 'POST',
    ...(version === undefined ? {} : { protocolVersionHeader: version }),
    ...(method === undefined ? {} : { mcpMethodHeader: method }),
    ...(name === undefined ? {} : { mcpNameHeader: name }),
    body,
  });
  if (route.kind === 'legacy') {
    // A 2025-era request: no envelope, and no modern header (the endpoint refused unknown versions).
    return route.reason === 'no-claim' && method === undefined && name === undefined
      ? { era: 'legacy', request: body as JSONRPCRequest }
      : undefined;
  }
  if (route.kind !== 'modern' || route.messageKind !== 'request' || route.classification.revision !== MODERN) {
    return undefined;
  }
  // The standard headers the SDK requires of a modern request, given exactly as the body has them.
  if (version !== MODERN || method !== route.message.method) return undefined;
  return { era: 'modern', request: route.message };
}

/** What the SDK adds to every 2026-07-28 result after the handler's fields. */
const MODERN_STAMP = `"resultType":"complete"`;
const SERVER_META = `"_meta":${JSON.stringify({ [SERVER_INFO_META_KEY]: SERVER_INFO })}`;

/** What closes a JSON-RPC answer after its result's fields: `tail`, the result's brace, the version and the id. */
const closing = (tail: string, id: JSONRPCRequest['id']) => `${tail}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;

/**
 * A tool call's JSON-RPC answer, its result as the SDK writes a CallToolResult (tools.ts,
 * callToolResult) then `tail`: the structured content's bytes go into the answer's one buffer as
 * they are, the text around them encoded into it (no buffer per part, no copy of a copy).
 */
function toolCallAnswer(answer: ToolAnswer, tail: string, id: JSONRPCRequest['id']): string | Buffer {
  const content = `{"result":{"content":[{"type":"text","text":${JSON.stringify(answer.text)}}]`;
  const after = closing(tail, id);
  if ('isError' in answer) return `${content},"isError":true${after}`;
  const head = `${content},"structuredContent":`;
  const { structured } = answer;
  if (typeof structured === 'string') return `${head}${structured}${after}`;
  const headBytes = Buffer.byteLength(head);
  const out = Buffer.allocUnsafe(headBytes + structured.length + Buffer.byteLength(after));
  out.write(head, 0);
  structured.copy(out, headBytes);
  out.write(after, headBytes + structured.length);
  return out;
}

/**
 * The start of a tools/list answer, `{"result":{"tools":[...]`, as UTF-8 bytes made once per table
 * and kind of caller (with a feed signer or not): about 70 KB, which each list would otherwise join
 * into a string of its own and encode again. An answer is these bytes and its few closing ones.
 */
const listHeads = new WeakMap<ToolTable, Map<boolean, Buffer>>();

function listHead(tools: ToolTable, context: ToolContext): Buffer {
  let heads = listHeads.get(tools);
  if (heads === undefined) listHeads.set(tools, (heads = new Map()));
  const signs = context.feedSigner !== undefined;
  let head = heads.get(signs);
  if (head === undefined) {
    heads.set(signs, (head = Buffer.from(`{"result":{"tools":${JSON.stringify(offeredTools(tools, context))}`)));
  }
  return head;
}

/** A POST the direct path answers: its era and request, and the tool it calls (none: tools/list). */
export interface DirectPlan {
  era: Era;
  request: JSONRPCRequest;
  call?: { tool: ToolOperation; args: Readonly<Record<string, unknown>> };
}

/**
 * Whether the direct path answers a POST's parsed body (already checked by messages.ts): its plan
 * when it is a plain tools/call of a tool offered to the caller (`signs`: one with a feed signer)
 * or a plain tools/list; undefined when the SDK is to answer it. Nothing is run or counted.
 */
export function directPlan(
  tools: ToolTable,
  headers: DirectHeaders,
  body: unknown,
  signs: boolean,
): DirectPlan | undefined {
  const plain = plainRequest(headers, body);
  if (plain === undefined) return undefined;
  const { era, request } = plain;
  const { params } = request;
  if (request.method === 'tools/list') return plainParams(params, era, []) ? plain : undefined;
  // A tools/call names its tool in params: one without is the SDK's to refuse.
  if (request.method !== 'tools/call' || params === undefined || !plainParams(params, era, ['name', 'arguments'])) {
    return undefined;
  }
  const { name, arguments: args } = params;
  if (typeof name !== 'string' || (args !== undefined && !isPlainObject(args))) return undefined;
  if (era === 'modern' && header(headers['mcp-name']) !== name) return undefined;
  const tool = findTool(tools, name, signs);
  return tool === undefined ? undefined : { era, request, call: { tool, args: args ?? {} } };
}

/** The answer a plan says, the tool run with `context` (whose feed signer is there when the plan's `signs` was). */
export function answerPlan(tools: ToolTable, { era, request, call }: DirectPlan, context: ToolContext): DirectAnswer {
  // The SDK writes a 2026-07-28 result's type, then its cache hint (lists), then its server.
  const tail = (hint = '') => (era === 'modern' ? `,${MODERN_STAMP}${hint},${SERVER_META}` : '');
  const answer = (body: string | Buffer): DirectAnswer => ({ status: 200, contentType: JSON_ANSWER_TYPE, body });
  if (call === undefined) {
    const { ttlMs, cacheScope } = context.listCache();
    const hint = `,"ttlMs":${ttlMs},"cacheScope":${JSON.stringify(cacheScope)}`;
    return answer(Buffer.concat([listHead(tools, context), Buffer.from(closing(tail(hint), request.id))]));
  }
  return answer(toolCallAnswer(answerTool(call.tool, call.args, context), tail(), request.id));
}

/**
 * The answer to a POST's parsed body (already checked by messages.ts and counted), when it is a
 * plain tools/call or tools/list; undefined when the SDK is to answer it.
 */
export function directAnswer(
  tools: ToolTable,
  headers: DirectHeaders,
  body: unknown,
  context: ToolContext,
): DirectAnswer | undefined {
  const plan = directPlan(tools, headers, body, context.feedSigner !== undefined);
  return plan === undefined ? undefined : answerPlan(tools, plan, context);
}
