/**
 * One POST's messages through the SDK, in its web-standard form, for both protocol eras: a
 * request carrying the 2026-07-28 `_meta` envelope goes to the SDK's per-request handler
 * (`createMcpHandler`), any other (an `initialize`, a 2025-era request or batch) to the SDK's
 * stateless streamable HTTP transport answering JSON, each with a server made for the request
 * (server.ts). The answer is read whole and handed back, so that the HTTP endpoint (src/http/mcp)
 * can measure a batch's answer (and refuse it) before it goes out; only an event stream (a
 * 2026-07-28 `subscriptions/listen`) is handed on as a stream.
 *
 * Why not `createMcpHandler(..., { legacy: 'stateless' })` for the 2025 era too: its legacy leg
 * builds the SDK's transport with no options, so every 2025-era answer is an event stream
 * (measured with the SDK 2.4.0: `text/event-stream` for `initialize`, `tools/list` and a batch),
 * where this endpoint has always answered one JSON body. The SDK documents the split used here:
 * `isLegacyRequest` in front of a handler made with `legacy: 'reject'`, and the SDK's own legacy
 * transport behind it.
 */
import {
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  type McpRequestContext,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { createMcpServer } from './server.js';
import type { ToolContext, ToolTable } from './tools.js';

/** The transport's answer: read whole, or an event stream handed on. */
export interface TransportAnswer {
  status: number;
  contentType: string | null;
  /** Empty for a 202 (notifications only). */
  body: string | ReadableStream<Uint8Array>;
}

/** Answers one POST's parsed, already checked (messages.ts) body; `request` is the POST without its body. */
export interface McpAnswerer {
  answer(request: Request, body: unknown, context: ToolContext): Promise<TransportAnswer>;
  /** Ends the open event streams (at shutdown). */
  close(): Promise<void>;
}

const EVENT_STREAM = /^text\/event-stream\b/;

/**
 * The transport's answer, read whole unless it is an event stream. JSON-RPC answers a batch with an
 * array, even a batch of one request; the SDK answers a lone response bare, so it is put back in one.
 */
async function readAnswer(response: Response, batch: boolean): Promise<TransportAnswer> {
  const contentType = response.headers.get('content-type');
  if (response.body !== null && EVENT_STREAM.test(contentType ?? '')) {
    return { status: response.status, contentType, body: response.body };
  }
  const text = await response.text();
  return { status: response.status, contentType, body: batch && text.startsWith('{') ? `[${text}]` : text };
}

export function createMcpAnswerer(tools: ToolTable, onError: (error: Error) => void): McpAnswerer {
  // The handler is made once; each request's tool context reaches its server through the request.
  const contexts = new WeakMap<Request, ToolContext>();
  const factory = ({ requestInfo }: McpRequestContext) => {
    const context = requestInfo === undefined ? undefined : contexts.get(requestInfo);
    if (context === undefined) throw new Error('MCP request without its tool context');
    return createMcpServer(tools, context);
  };
  const modern: McpHttpHandler = createMcpHandler(factory, { legacy: 'reject', onerror: onError });

  async function answerLegacy(request: Request, body: unknown, context: ToolContext): Promise<TransportAnswer> {
    const server = createMcpServer(tools, context);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      return await readAnswer(await transport.handleRequest(request, { parsedBody: body }), Array.isArray(body));
    } finally {
      await server.close();
    }
  }

  return {
    async answer(request, body, context) {
      if (await isLegacyRequest(request, body)) return answerLegacy(request, body, context);
      contexts.set(request, context);
      return readAnswer(await modern.fetch(request, { parsedBody: body }), Array.isArray(body));
    },
    close: () => modern.close(),
  };
}
