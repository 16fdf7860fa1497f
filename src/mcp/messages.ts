/**
 * What a POST to /mcp holds, checked before any work and before anything is counted
 * (docs/api.md, "MCP"): the same checks the SDK's transports make, in their order, plus the batch
 * cap, so that a POST the SDK would refuse is refused here, uncounted, and every POST that
 * passes is counted one per message. Refusals follow JSON-RPC: -32700 for a body that is not
 * JSON, -32600 for JSON that is not a message or a batch of them (the SDK answers -32700 there),
 * and the protocol's UnsupportedProtocolVersionError (-32022) for a protocol version neither era
 * serves, with the versions served and the request's own id.
 */
import {
  isInitializeRequest,
  isJsonContentType,
  type JSONRPCMessage,
  parseJSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
  ProtocolErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/server';
import { isPlainToolRequest } from './plain-request.js';

/**
 * The protocol revisions served per request with `_meta` (2026-07-28): the SDK's own list, which it
 * does not export; test/mcp checks it against the versions `server/discover` answers.
 */
export const MODERN_PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28'];
/** Every protocol version the endpoint serves: the modern ones, then those `initialize` negotiates. */
export const PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];

/** Messages one POST may hold (the SDK's own cap is 100). */
const MAX_BATCH_MESSAGES = 20;

/** JSON-RPC error codes (https://www.jsonrpc.org/specification#error_object). */
const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
/** The SDK's code for refusals of the transport (406, 415, 413, an unknown protocol version). */
export const TRANSPORT_ERROR = -32000;

/** A POST refused before any work: its HTTP status and JSON-RPC error (with its data and the request's id). */
export interface Refusal {
  status: number;
  code: number;
  message: string;
  data?: Record<string, unknown>;
  id?: string | number | null;
}

/** The headers the checks read, as Fastify parsed them. */
export interface PostHeaders {
  accept?: string | undefined;
  'content-type'?: string | undefined;
  'mcp-protocol-version'?: string | string[] | undefined;
}

/** What the body parser gives for a body that is not JSON. */
export const UNREADABLE_JSON: unique symbol = Symbol('unreadable JSON');

export type ReadMessages = { messages: JSONRPCMessage[] } | { refusal: Refusal };

const refuse = (status: number, code: number, message: string): { refusal: Refusal } => ({
  refusal: { status, code, message },
});

/** A message as the SDK reads it, or undefined when it is no JSON-RPC message. */
function asMessage(value: unknown): JSONRPCMessage | undefined {
  try {
    return parseJSONRPCMessage(value);
  } catch {
    return undefined;
  }
}

/** The transport's own header checks (406, 415), worded as the SDK words them. */
function headerRefusal(headers: PostHeaders): ReadMessages | undefined {
  const accept = headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    const message = 'Not Acceptable: Client must accept both application/json and text/event-stream';
    return refuse(406, TRANSPORT_ERROR, message);
  }
  if (!isJsonContentType(headers['content-type'])) {
    return refuse(415, TRANSPORT_ERROR, 'Unsupported Media Type: Content-Type must be application/json');
  }
  return undefined;
}

/** The messages of a parsed body, or why it is no JSON-RPC message nor a batch of them. */
function parseMessages(body: unknown): ReadMessages {
  if (body === UNREADABLE_JSON) return refuse(400, PARSE_ERROR, 'Parse error: the body is not valid JSON.');
  if (!Array.isArray(body)) {
    // A plain tool request is one its schema parses to an equal value (plain-request.ts).
    if (isPlainToolRequest(body)) return { messages: [body] };
    const message = asMessage(body);
    if (message !== undefined) return { messages: [message] };
    return refuse(400, INVALID_REQUEST, 'Invalid Request: the body is not a JSON-RPC 2.0 message.');
  }
  if (body.length === 0)
    return refuse(400, INVALID_REQUEST, 'Invalid Request: a batch must hold at least one message.');
  if (body.length > MAX_BATCH_MESSAGES) {
    return refuse(
      400,
      INVALID_REQUEST,
      `Invalid Request: a batch may hold at most ${MAX_BATCH_MESSAGES} messages; this one holds ${body.length}. Send the rest in another POST.`,
    );
  }
  const messages: JSONRPCMessage[] = [];
  for (const [i, message] of body.entries()) {
    const parsed = asMessage(message);
    if (parsed === undefined) {
      return refuse(
        400,
        INVALID_REQUEST,
        `Invalid Request: message ${i + 1} of the batch is not a JSON-RPC 2.0 message.`,
      );
    }
    messages.push(parsed);
  }
  return { messages };
}

/**
 * The transport's checks after parsing: initialize alone and not in a batch (docs/api.md, "MCP":
 * a batch of one initialize is refused too), a protocol version one era serves otherwise. A
 * request that names its version in `_meta` (2026-07-28) is the SDK's to refuse, with the
 * versions `server/discover` lists. Any other is refused here as 2026-07-28 refuses one, whichever
 * era the client speaks: -32022 with every version served and the request's id, where the SDK's
 * 2025-era transport answers -32000 with no id and no list.
 */
function sessionRefusal(
  messages: readonly JSONRPCMessage[],
  headers: PostHeaders,
  batch: boolean,
): ReadMessages | undefined {
  // Only a message whose method is initialize can be one (the SDK's schema holds that literal).
  if (
    messages.some((message) => 'method' in message && message.method === 'initialize' && isInitializeRequest(message))
  ) {
    if (messages.length === 1 && !batch) return undefined;
    return refuse(400, INVALID_REQUEST, 'Invalid Request: initialize must be sent alone, not in a batch.');
  }
  const header = headers['mcp-protocol-version'];
  if (header === undefined || PROTOCOL_VERSIONS.includes(String(header))) return undefined;
  const requested = String(header);
  const [only] = messages;
  if (!batch && only !== undefined && namesItsVersion(only)) return undefined;
  const id = !batch && only !== undefined && 'id' in only ? only.id : null;
  const data = { supported: [...PROTOCOL_VERSIONS], requested };
  const message = `Unsupported protocol version: ${requested} (supported versions: ${PROTOCOL_VERSIONS.join(', ')})`;
  return { refusal: { status: 400, code: ProtocolErrorCode.UnsupportedProtocolVersion, message, data, id } };
}

/** Whether a message carries the 2026-07-28 envelope's protocol version in its `_meta`. */
function namesItsVersion(message: JSONRPCMessage): boolean {
  const params = 'params' in message ? message.params : undefined;
  const meta = params?._meta as Record<string, unknown> | undefined;
  return meta?.[PROTOCOL_VERSION_META_KEY] !== undefined;
}

/** The messages of a POST, or its refusal; nothing here does any work a message asks for. */
export function readMessages(headers: PostHeaders, body: unknown): ReadMessages {
  const refused = headerRefusal(headers);
  if (refused) return refused;
  const read = parseMessages(body);
  if ('refusal' in read) return read;
  return sessionRefusal(read.messages, headers, Array.isArray(body)) ?? read;
}
