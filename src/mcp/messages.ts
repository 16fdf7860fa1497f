/**
 * What a POST to /mcp holds, checked before any work and before anything is counted
 * (docs/api.md, "MCP"): the same checks the SDK's transport makes, in its order, plus the batch
 * cap, so that a POST the transport would refuse is refused here, uncounted, and every POST that
 * passes is counted one per message. Refusals follow JSON-RPC: -32700 for a body that is not
 * JSON, -32600 for JSON that is not a message or a batch of them (the SDK answers -32700 there).
 */
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {
  isInitializeRequest,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';

/** Messages one POST may hold (the SDK's own cap is 100). */
const MAX_BATCH_MESSAGES = 20;

/** JSON-RPC error codes (https://www.jsonrpc.org/specification#error_object). */
const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
/** The SDK's code for refusals of the transport (406, 415, 413, an unknown protocol version). */
export const TRANSPORT_ERROR = -32000;

/** A POST refused before any work: its HTTP status and JSON-RPC error. */
export interface Refusal {
  status: number;
  code: number;
  message: string;
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
    const parsed = JSONRPCMessageSchema.safeParse(body);
    if (parsed.success) return { messages: [parsed.data] };
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
    const parsed = JSONRPCMessageSchema.safeParse(message);
    if (!parsed.success) {
      return refuse(
        400,
        INVALID_REQUEST,
        `Invalid Request: message ${i + 1} of the batch is not a JSON-RPC 2.0 message.`,
      );
    }
    messages.push(parsed.data);
  }
  return { messages };
}

/**
 * The transport's checks after parsing: initialize alone and not in a batch (docs/api.md, "MCP":
 * a batch of one initialize is refused too), a known protocol version otherwise.
 */
function sessionRefusal(
  messages: readonly JSONRPCMessage[],
  headers: PostHeaders,
  batch: boolean,
): ReadMessages | undefined {
  if (messages.some(isInitializeRequest)) {
    if (messages.length === 1 && !batch) return undefined;
    return refuse(400, INVALID_REQUEST, 'Invalid Request: initialize must be sent alone, not in a batch.');
  }
  const version = headers['mcp-protocol-version'];
  if (version === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) return undefined;
  return refuse(
    400,
    TRANSPORT_ERROR,
    `Bad Request: Unsupported protocol version: ${String(version)} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
  );
}

/** The messages of a POST, or its refusal; nothing here does any work a message asks for. */
export function readMessages(headers: PostHeaders, body: unknown): ReadMessages {
  const refused = headerRefusal(headers);
  if (refused) return refused;
  const read = parseMessages(body);
  if ('refusal' in read) return read;
  return sessionRefusal(read.messages, headers, Array.isArray(body)) ?? read;
}
