/**
 * Traces: with an OTLP/HTTP receiver on loopback (a small server here that keeps the exporter's
 * JSON), a search and an MCP tool call are spans parented to the caller's traceparent (the HTTP
 * header's, and the MCP message's `params._meta`), named and attributed per OpenTelemetry's
 * conventions, with the snapshot's version; the health routes make none.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { SNAPSHOT_VERSION_ATTRIBUTE, startTracing, type Tracing } from '../../src/http/tracing.js';
import { startTestApi, type TestApi } from './harness.js';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string>;
  status?: { code?: number };
}

/** An OTLP/HTTP receiver taking JSON at /v1/traces. */
function receiver(): Promise<{ server: Server; url: string; spans: ReceivedSpan[]; paths: string[] }> {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map((a: { key: string; value: Record<string, unknown> }) => [
                  a.key,
                  String(Object.values(a.value)[0]),
                ]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, spans, paths });
    }),
  );
}

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const MESSAGE_TRACE = '0af7651916cd43dd8448eb211c80319c';
const MESSAGE_SPAN = 'b7ad6b7169203331';

describe('traces', () => {
  let otlp: Awaited<ReturnType<typeof receiver>>;
  let tracing: Tracing;
  let api: TestApi;
  beforeAll(async () => {
    otlp = await receiver();
    tracing = startTracing(otlp.url);
    api = await startTestApi({ tracing });
    await api.get('/healthz', {});
    await api.get('/readyz', {});
    expect((await api.get('/api/gpt/openapi', {})).statusCode).toBe(200);
    const search = await api.get('/api/gpt/conferences?q=robotics&limit=2', {
      'x-api-key': api.key,
      traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01`,
    });
    expect(search.statusCode).toBe(200);
    const mcp = (id: number, args: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          'x-api-key': api.key,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01`,
        },
        payload: {
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: {
            name: 'searchConferences',
            arguments: args,
            _meta: { traceparent: `00-${MESSAGE_TRACE}-${MESSAGE_SPAN}-01` },
          },
        },
      });
    expect((await mcp(7, { q: 'robotics' })).json().result.isError).toBeUndefined();
    expect((await mcp(8, { limit: '500' })).json().result.isError).toBe(true);
    await tracing.flush();
  });
  afterAll(async () => {
    await api?.close();
    await tracing?.shutdown();
    otlp?.server.close();
  });

  it('sends the spans as OTLP JSON to the receiver', () => {
    expect(otlp.paths.length).toBeGreaterThan(0);
    for (const path of otlp.paths) expect(path).toBe('POST /v1/traces application/json');
  });

  it("makes a search's request span a child of the caller's traceparent, with the snapshot version", () => {
    const span = otlp.spans.find((s) => s.name === 'GET /api/gpt/conferences');
    expect(span).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN, kind: 2 });
    expect(span!.attributes).toMatchObject({
      'http.route': '/api/gpt/conferences',
      [SNAPSHOT_VERSION_ATTRIBUTE]: snapshotVersion(api.index),
    });
  });

  it("makes an MCP tool call a span of its message's traceparent, named and attributed per the MCP conventions", () => {
    const calls = otlp.spans.filter((s) => s.name === 'tools/call searchConferences');
    expect(calls).toHaveLength(2);
    const [ok, failed] = [7, 8].map((id) => calls.find((s) => s.attributes['jsonrpc.request.id'] === String(id))!);
    expect(ok).toMatchObject({ traceId: MESSAGE_TRACE, parentSpanId: MESSAGE_SPAN, kind: 2 });
    expect(ok!.attributes).toMatchObject({
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'searchConferences',
      'gen_ai.operation.name': 'execute_tool',
      [SNAPSHOT_VERSION_ATTRIBUTE]: snapshotVersion(api.index),
    });
    expect(ok!.attributes['error.type']).toBeUndefined();
    expect(failed!.attributes['error.type']).toBe('invalid_parameter');
    expect(failed!.status?.code).toBe(2);
    // The POST itself is a request span of the HTTP header's traceparent.
    const posts = otlp.spans.filter((s) => s.name === 'POST /mcp');
    expect(posts).toHaveLength(2);
    for (const post of posts) expect(post).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN });
  });

  it('makes no span of the health routes, and one of every other route', () => {
    const names = otlp.spans.map((s) => s.name);
    expect(names.filter((name) => /healthz|readyz|metrics/.test(name))).toEqual([]);
    expect(names).toContain('GET /api/gpt/openapi');
  });
});
