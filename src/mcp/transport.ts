/**
 * One POST's messages through the SDK, in its web-standard form, for both protocol eras: a
 * request carrying the 2026-07-28 `_meta` envelope goes to the SDK's per-request handler
 * (`createMcpHandler`), any other (an `initialize`, a 2025-era request or batch) to the SDK's
 * stateless streamable HTTP transport answering JSON, each with a server made for the request
 * (request-server.ts). The answer is read whole and handed back, so that the HTTP endpoint (src/http/mcp)
 * can measure a batch's answer (and refuse it) before it goes out; only an event stream (a
 * 2026-07-28 `subscriptions/listen`) is handed on as a stream. A lone tools/call or tools/list
 * request that the SDK's classifier routes plainly is answered by the direct path (direct.ts)
 * instead, without a server or a web Request.
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
import { type DirectHeaders, directAnswer } from './direct.js';
import type { PostHeaders } from './messages.js';
import { createMcpServer } from './request-server.js';
import type { ServedSkill } from './skills.js';
import type { ToolContext, ToolTable } from './tools.js';

/** The transport's answer: read whole (a direct answer as bytes), or an event stream handed on. */
export interface TransportAnswer {
  status: number;
  contentType: string | null;
  /** Empty for a 202 (notifications only). */
  body: string | Buffer | ReadableStream<Uint8Array>;
}

/** A POST to /mcp without its body: its URL and its headers, as Fastify parsed them. */
export interface McpPost {
  url: string;
  headers: PostHeaders & DirectHeaders;
}

/** Answers one POST's parsed, already checked (messages.ts) body. */
export interface McpAnswerer {
  answer(post: McpPost, body: unknown, context: ToolContext): Promise<TransportAnswer>;
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

/**
 * The headers the SDK reads, and no others (the key stays out of what its handlers see): the
 * endpoint has checked the first three already; the 2026-07-28 handler checks Mcp-Method and
 * Mcp-Name against the body.
 */
const FORWARDED = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-method', 'mcp-name'] as const;

/** The POST as the SDK's web-standard transport reads it: its URL and those headers, no body. */
function webRequest({ url, headers }: McpPost): Request {
  const forwarded = new Headers();
  for (const name of FORWARDED) {
    const value = headers[name];
    if (value !== undefined) forwarded.set(name, String(value));
  }
  return new Request(new URL(url, 'http://localhost'), { method: 'POST', headers: forwarded });
}

export interface McpAnswererOptions {
  /** Where the SDK reports a request it refused. */
  onError(error: Error): void;
  /** false: every POST through the SDK (the tests that hold the direct path to the SDK's answers). */
  direct?: boolean;
  /** The skills every server serves (skills.ts); none: the extension is not declared. */
  skills?: readonly ServedSkill[];
}

export function createMcpAnswerer(
  tools: ToolTable,
  { onError, direct = true, skills = [] }: McpAnswererOptions,
): McpAnswerer {
  // The handler is made once; each request's tool context reaches its server through the request.
  const contexts = new WeakMap<Request, ToolContext>();
  const factory = ({ requestInfo }: McpRequestContext) => {
    const context = requestInfo === undefined ? undefined : contexts.get(requestInfo);
    if (context === undefined) throw new Error('MCP request without its tool context');
    return createMcpServer(tools, context, skills);
  };
  const modern: McpHttpHandler = createMcpHandler(factory, { legacy: 'reject', onerror: onError });

  async function answerLegacy(request: Request, body: unknown, context: ToolContext): Promise<TransportAnswer> {
    const server = createMcpServer(tools, context, skills);
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
    async answer(post, body, context) {
      const answered = direct ? directAnswer(tools, post.headers, body, context) : undefined;
      if (answered !== undefined) return answered;
      const request = webRequest(post);
      if (await isLegacyRequest(request, body)) return answerLegacy(request, body, context);
      contexts.set(request, context);
      return readAnswer(await modern.fetch(request, { parsedBody: body }), Array.isArray(body));
    },
    close: () => modern.close(),
  };
}
