/**
 * One POST's messages through a new server and the SDK's stateless streamable HTTP transport, in
 * its web-standard form: the transport answers a Response, which the endpoint reads whole before
 * Fastify sends it, so that a batch's answer can be measured (and refused) before it goes out.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyRequest } from 'fastify';
import { createMcpServer } from './server.js';
import type { ToolContext, ToolTable } from './tools.js';

/** The transport's answer, read whole. */
export interface TransportAnswer {
  status: number;
  contentType: string | null;
  /** Empty for a 202 (notifications only). */
  body: string;
}

/**
 * The headers the transport reads, and no others (the key stays out of what its handlers see).
 * The endpoint has checked them already (messages.ts); the transport checks them again.
 */
const FORWARDED = ['accept', 'content-type', 'mcp-protocol-version'] as const;

function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (value !== undefined) headers.set(name, String(value));
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: 'POST', headers });
}

/** Answers the POST's parsed `body` (already checked) with a server made for it, then closes it. */
export async function answerMessages(
  request: FastifyRequest,
  body: unknown,
  tools: ToolTable,
  context: ToolContext,
): Promise<TransportAnswer> {
  const server = createMcpServer(tools, context);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(webRequest(request), { parsedBody: body });
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
  } finally {
    await server.close();
  }
}
