/**
 * Traces (docs/operating.md, Traces): loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (serving.ts imports this file then, and nothing else imports it but for types), so without it
 * neither the SDK nor the instrumentation is loaded and a request pays nothing.
 *
 * A span per request through the official Fastify instrumentation (@fastify/otel), named after
 * its route, and a span per MCP message inside it, named and attributed per OpenTelemetry's MCP
 * semantic conventions; each carries the serving snapshot's version. A caller's `traceparent` is
 * read from the HTTP headers, and an MCP message's from its `params._meta`. The health and
 * metrics routes make no span. Spans go in batches to the receiver's /v1/traces as OTLP JSON.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { type Context, context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
} from '@opentelemetry/semantic-conventions';
import {
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_JSONRPC_REQUEST_ID,
  ATTR_MCP_METHOD_NAME,
  ATTR_MCP_PROTOCOL_VERSION,
  ATTR_MCP_SESSION_ID,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
} from '@opentelemetry/semantic-conventions/incubating';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { API_VERSION } from '../api/index.js';
import { ANALYTICS_PATH, HEALTH_PATHS } from './routes/health.js';

/** The serving snapshot's version on every span (an application attribute: OpenTelemetry has none for it). */
export const SNAPSHOT_VERSION_ATTRIBUTE = 'app.snapshot.version';
const SERVICE_NAME = 'conference-directory';
const TRACER_NAME = 'conference-directory/mcp';
/** The longest id, name or version put on a span, in characters: each comes from the caller. */
const VALUE_MAX = 128;
const UNTRACED: ReadonlySet<string> = new Set([...HEALTH_PATHS, ANALYTICS_PATH]);

/** The spans of one POST's MCP messages: each ended when the POST is answered. */
export interface McpSpans {
  /** Runs `answer` with the first message's span active (a batch's spans are siblings). */
  run<T>(answer: () => Promise<T>): Promise<T>;
  /** Marks the span of a call to `tool` as failed with `type` (a tool error). */
  toolFailed(tool: string, type: string): void;
  end(): void;
}

export interface Tracing {
  /** Adds the request spans to `app`: call before its routes are added. */
  instrument(app: FastifyInstance, version: () => string | undefined): void;
  /** The spans of a POST's messages, under the request's span or each message's own traceparent. */
  mcpSpans(messages: readonly unknown[], sessionId: string | undefined): McpSpans;
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
}

const bounded = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.slice(0, VALUE_MAX) : typeof value === 'number' ? String(value) : undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of a request URL, without its query. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** `exporter`: where spans go instead of OTLP/HTTP (tests). */
export function startTracing(endpoint: string, exporter?: SpanExporter): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME, [ATTR_SERVICE_VERSION]: API_VERSION }),
    spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  // The W3C trace context propagator and the context manager that carries the active span.
  provider.register();
  const tracer = provider.getTracer(TRACER_NAME, API_VERSION);
  let version: () => string | undefined = () => undefined;
  return {
    instrument(app, snapshotVersion) {
      version = snapshotVersion;
      const instrumentation = new FastifyOtelInstrumentation({
        ignorePaths: ({ url }) => UNTRACED.has(pathOf(url)),
        requestHook: (span, request) => {
          const route = request.routeOptions.url;
          span.updateName(route === undefined ? request.method : `${request.method} ${route}`);
          if (route !== undefined) span.setAttribute(ATTR_HTTP_ROUTE, route);
          const served = version();
          if (served !== undefined) span.setAttribute(SNAPSHOT_VERSION_ATTRIBUTE, served);
        },
      });
      instrumentation.setTracerProvider(provider);
      void app.register(instrumentation.plugin());
    },
    mcpSpans: (messages, sessionId) => startMcpSpans(tracer, messages, { sessionId, version: version() }),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** What a message's span is named and attributed with, per the MCP semantic conventions. */
function messageSpan(message: Record<string, unknown>): { name: string; attributes: Record<string, string> } {
  const method = bounded(message.method) ?? 'unknown';
  const params = isObject(message.params) ? message.params : {};
  const attributes: Record<string, string> = { [ATTR_MCP_METHOD_NAME]: method };
  const id = bounded(message.id);
  if (id !== undefined) attributes[ATTR_JSONRPC_REQUEST_ID] = id;
  const meta = isObject(params._meta) ? params._meta : {};
  const protocol = bounded(meta['io.modelcontextprotocol/protocolVersion'] ?? params.protocolVersion);
  if (protocol !== undefined) attributes[ATTR_MCP_PROTOCOL_VERSION] = protocol;
  const tool = method === 'tools/call' ? bounded(params.name) : undefined;
  if (tool === undefined) return { name: method, attributes };
  attributes[ATTR_GEN_AI_TOOL_NAME] = tool;
  attributes[ATTR_GEN_AI_OPERATION_NAME] = GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL;
  return { name: `${method} ${tool}`, attributes };
}

/** The context a message's span starts in: its `params._meta` traceparent's, else the request's. */
function parentOf(message: Record<string, unknown>): Context {
  const active = context.active();
  const meta = isObject(message.params) && isObject(message.params._meta) ? message.params._meta : undefined;
  if (meta === undefined || typeof meta.traceparent !== 'string') return active;
  const carrier: Record<string, string> = { traceparent: meta.traceparent.slice(0, VALUE_MAX) };
  if (typeof meta.tracestate === 'string') carrier.tracestate = meta.tracestate.slice(0, 512);
  const extracted = propagation.extract(active, carrier);
  return trace.getSpanContext(extracted) === undefined ? active : extracted;
}

function startMcpSpans(
  tracer: ReturnType<NodeTracerProvider['getTracer']>,
  messages: readonly unknown[],
  shared: { sessionId: string | undefined; version: string | undefined },
): McpSpans {
  const spans: { span: Span; tool: string | undefined; context: Context }[] = [];
  for (const message of messages) {
    if (!isObject(message) || typeof message.method !== 'string') continue; // a response from the client
    const { name, attributes } = messageSpan(message);
    if (shared.sessionId !== undefined) attributes[ATTR_MCP_SESSION_ID] = shared.sessionId.slice(0, VALUE_MAX);
    if (shared.version !== undefined) attributes[SNAPSHOT_VERSION_ATTRIBUTE] = shared.version;
    const parent = parentOf(message);
    const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
    spans.push({ span, tool: attributes[ATTR_GEN_AI_TOOL_NAME], context: trace.setSpan(parent, span) });
  }
  const failed = new Set<number>();
  return {
    run: (answer) => (spans[0] ? context.with(spans[0].context, answer) : answer()),
    toolFailed(tool, type) {
      const at = spans.findIndex((entry, index) => entry.tool === tool && !failed.has(index));
      if (at === -1) return;
      failed.add(at);
      spans[at]!.span.setAttribute(ATTR_ERROR_TYPE, type);
      spans[at]!.span.setStatus({ code: SpanStatusCode.ERROR });
    },
    end: () => {
      for (const { span } of spans) span.end();
    },
  };
}
