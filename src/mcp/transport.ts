/**
 * One POST's messages through a new server and the SDK's stateless streamable HTTP transport, in
 * its web-standard form: the transport answers a Response, which is read whole and handed back, so
 * that the HTTP endpoint (src/http/mcp) can measure a batch's answer (and refuse it) before it goes
 * out.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
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
 * Answers the POST's parsed `body` (already checked, messages.ts) with a server made for it, then
 * closes it. `request` is the POST without its body: its URL and the headers the transport reads.
 */
export async function answerMessages(
  request: Request,
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
    const response = await transport.handleRequest(request, { parsedBody: body });
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
  } finally {
    await server.close();
  }
}
